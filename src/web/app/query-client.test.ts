import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { ApiError } from '../lib/api-client.ts';
import { shouldRetry } from './query-client.ts';

describe('shouldRetry', () => {
  it('retries lost connections and server errors at most twice', () => {
    expect(shouldRetry(0, new ApiError(0, null))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, null))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, null))).toBe(false);
  });

  it('never retries what the client caused or cannot fix', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(shouldRetry(0, new ApiError(status, null))).toBe(false);
    expect(shouldRetry(0, new ZodError([]))).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });
});
