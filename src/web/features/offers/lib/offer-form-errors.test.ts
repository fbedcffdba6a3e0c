import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../../shared/error-codes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { classifyWriteError } from './offer-form-errors.ts';

const apiError = (status: number, code: ErrorCode, fields?: Record<string, string[]>) =>
  new ApiError(status, { status, code, message: `server says ${code}`, ...(fields ? { fields } : {}) });

describe('classifyWriteError', () => {
  it('a stale version is the optimistic lock', () => {
    expect(classifyWriteError(apiError(409, 'version_conflict'))).toEqual({ kind: 'conflict' });
  });

  it('a wrong step shows the server message', () => {
    expect(classifyWriteError(apiError(409, 'invalid_transition'))).toEqual({ kind: 'message', message: 'server says invalid_transition' });
  });

  it('field errors go to the form fields', () => {
    expect(classifyWriteError(apiError(400, 'validation_failed', { 'offer.industry_middle': ['Choose a middle category'] }))).toEqual({
      kind: 'fields',
      fields: { industry_middle: 'Choose a middle category' },
    });
  });

  it('a refusal (not an offer manager) shows the server message', () => {
    expect(classifyWriteError(apiError(403, 'forbidden'))).toEqual({ kind: 'message', message: 'server says forbidden' });
  });

  it('an ended session is not "please try again": the browser is going to sign-in', () => {
    const redirected = apiError(401, 'unauthenticated');
    redirected.redirectedToLogin = true;
    expect(classifyWriteError(redirected)).toEqual({ kind: 'session', redirecting: true });
    // A local API base URL (development) does not redirect: the page offers sign-in itself.
    expect(classifyWriteError(apiError(401, 'unauthenticated'))).toEqual({ kind: 'session', redirecting: false });
  });

  it('network failures, 5xx and anything else are a plain failure', () => {
    expect(classifyWriteError(new ApiError(0, null))).toEqual({ kind: 'failed' });
    expect(classifyWriteError(apiError(500, 'internal_error'))).toEqual({ kind: 'failed' });
    expect(classifyWriteError(new Error('boom'))).toEqual({ kind: 'failed' });
  });
});
