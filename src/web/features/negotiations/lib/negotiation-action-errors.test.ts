import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { actionBodyErrors, classifyActionError } from './negotiation-action-errors.ts';

describe('actionBodyErrors', () => {
  it('asks the server schema: a coordinator must be chosen', () => {
    expect(actionBodyErrors('offer_coordinator', { version: 3, coordinator_organisation_id: '' }, 'en')).toEqual({
      coordinator_organisation_id: 'Select a coordinator.',
    });
  });

  it('takes only https addresses for the contract, in the reader language', () => {
    expect(actionBodyErrors('create_contract', { version: 1, docusign_url: 'http://docusign.example.com/x' }, 'ja')?.docusign_url).toBe(
      'https:// で始まるURLを入力してください。',
    );
    expect(actionBodyErrors('create_contract', { version: 1, docusign_url: 'https://docusign.example.com/x' }, 'en')).toBeNull();
  });

  it('requires every checklist item before the bank approves', () => {
    expect(actionBodyErrors('bank_approve', { version: 1, checklist: ['applicant_verified'] }, 'en')?.checklist).toBe(
      'Tick every checklist item before approving.',
    );
  });

  it('requires a reason for a cancel request', () => {
    expect(actionBodyErrors('request_cancel', { version: 1, reason: '   ' }, 'en')?.reason).toBeDefined();
  });
});

describe('classifyActionError', () => {
  const error = (status: number, body: object | null) => new ApiError(status, body as never);

  it('tells a version conflict from a move the step no longer allows', () => {
    expect(classifyActionError(error(409, { code: 'negotiation_version_conflict', message: 'x' }))).toEqual({ kind: 'conflict' });
    expect(classifyActionError(error(409, { code: 'invalid_transition', message: 'x' }))).toEqual({ kind: 'wrong_step' });
  });

  it('keeps the server field errors by field', () => {
    expect(
      classifyActionError(error(400, { code: 'validation_failed', message: 'x', fields: { docusign_url: ['Enter a web address that starts with https://.'] } })),
    ).toEqual({ kind: 'fields', code: 'validation_failed', fields: { docusign_url: 'Enter a web address that starts with https://.' } });
  });

  it('reads 403, 404 and anything else', () => {
    expect(classifyActionError(error(403, null)).kind).toBe('forbidden');
    expect(classifyActionError(error(404, null)).kind).toBe('not_found');
    expect(classifyActionError(error(500, null)).kind).toBe('failed');
    expect(classifyActionError(new Error('network')).kind).toBe('failed');
  });
});
