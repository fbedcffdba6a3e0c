import { describe, expect, it } from 'vitest';
import { REVIEW_CHECKLIST } from '../../../../shared/schemas/offer.ts';
import type { ErrorCode } from '../../../../shared/error-codes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import {
  approveErrors,
  bankFilterOptions,
  classifyReviewError,
  isChecklistComplete,
  reasonErrors,
  REVIEW_REASON_MAX,
} from './offer-review.ts';

const all = [...REVIEW_CHECKLIST];

describe('review checks mirror the server', () => {
  it('offers approve only with every checklist item ticked', () => {
    expect(isChecklistComplete(all)).toBe(true);
    expect(isChecklistComplete(all.slice(1))).toBe(false);
    expect(isChecklistComplete([])).toBe(false);
  });

  it('accepts remarks of 300 characters, refuses 301, and names a missing checklist item', () => {
    expect(approveErrors({ version: 1, checklist: all, remarks: 'x'.repeat(300) }, 'en')).toBeNull();
    expect(approveErrors({ version: 1, checklist: all, remarks: 'x'.repeat(301) }, 'en')).toEqual({ remarks: 'Enter at most 300 characters.' });
    expect(approveErrors({ version: 1, checklist: all.slice(1), remarks: '' }, 'ja')).toEqual({
      checklist: '承認する前に、チェックリストの項目をすべて確認してください。',
    });
  });

  it('requires a reason that is more than spaces, up to the server limit', () => {
    expect(reasonErrors({ version: 1, reason: '   ' }, 'th')).toEqual({ reason: 'กรุณากรอกข้อมูลในช่องนี้' });
    expect(reasonErrors({ version: 1, reason: 'x'.repeat(REVIEW_REASON_MAX) }, 'en')).toBeNull();
    expect(reasonErrors({ version: 1, reason: 'x'.repeat(REVIEW_REASON_MAX + 1) }, 'en')).toHaveProperty('reason');
    expect(REVIEW_REASON_MAX).toBe(2000);
  });
});

describe('classifyReviewError', () => {
  const apiError = (status: number, code: ErrorCode, fields?: Record<string, string[]>) =>
    new ApiError(status, { status, code, message: code, ...(fields ? { fields } : {}) });

  it('tells a stale version from a wrong step', () => {
    expect(classifyReviewError(apiError(409, 'version_conflict'))).toEqual({ kind: 'conflict' });
    expect(classifyReviewError(apiError(409, 'invalid_transition'))).toEqual({ kind: 'wrong_step' });
  });

  it('keeps the first server message of each field', () => {
    expect(classifyReviewError(apiError(400, 'validation_failed', { reason: ['Required', 'Other'], 'checklist.0': ['Bad'] }))).toEqual({
      kind: 'fields',
      fields: { reason: 'Required', checklist: 'Bad' },
    });
  });

  it('treats anything else as a failure to retry', () => {
    expect(classifyReviewError(apiError(404, 'not_found'))).toEqual({ kind: 'not_found' });
    expect(classifyReviewError(apiError(500, 'internal_error'))).toEqual({ kind: 'failed' });
    expect(classifyReviewError(new Error('boom'))).toEqual({ kind: 'failed' });
  });
});

describe('bankFilterOptions', () => {
  const banks = [
    { bank_code: 'kokopelli', name: 'Kokopelli', name_en: 'Kokopelli', country: 'JP', role: 'kokopelli' },
    { bank_code: 'minato', name: 'みなと銀行', name_en: 'Minato Bank', country: 'JP', role: 'bank' },
    { bank_code: 'chaophraya', name: 'ธนาคารเจ้าพระยา', name_en: null, country: 'TH', role: 'bank' },
  ] as const;

  it('lists only banks, each named so the reader can read it', () => {
    expect(bankFilterOptions(banks, 'en')).toEqual([
      { value: 'minato', label: 'Minato Bank (みなと銀行)' },
      { value: 'chaophraya', label: 'ธนาคารเจ้าพระยา' },
    ]);
    expect(bankFilterOptions(banks, 'ja').map((b) => b.label)).toEqual(['みなと銀行', 'ธนาคารเจ้าพระยา']);
    expect(bankFilterOptions(banks, 'th').map((b) => b.label)).toEqual(['Minato Bank (みなと銀行)', 'ธนาคารเจ้าพระยา']);
  });
});
