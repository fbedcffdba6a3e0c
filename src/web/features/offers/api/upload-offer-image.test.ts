import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorCode } from '../../../../shared/error-codes.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { refuseImage, uploadFailure, uploadOfferImage } from './upload-offer-image.ts';

describe('refuseImage (checked in the browser before any upload)', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(refuseImage({ type, size: LIMITS.imageBytes })).toBeNull();
  });

  it('refuses other types, whatever their size', () => {
    expect(refuseImage({ type: 'image/gif', size: 10 })).toBe('type');
    expect(refuseImage({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(refuseImage({ type: '', size: 10 })).toBe('type');
  });

  it('refuses a file one byte over 10 MB', () => {
    expect(refuseImage({ type: 'image/png', size: LIMITS.imageBytes + 1 })).toBe('size');
  });
});

describe('uploadFailure (what the user is told when the server refuses a file)', () => {
  const refused = (status: number, code?: ErrorCode) =>
    new ApiError(status, code ? { status, code, message: 'server text', request_id: 'r' } : null);

  it('tells the file problems apart by code, so each gets its one sentence', () => {
    expect(uploadFailure(refused(415, 'unsupported_image'))).toBe('type');
    expect(uploadFailure(refused(413, 'payload_too_large'))).toBe('size');
    expect(uploadFailure(refused(413, 'image_too_many_pixels'))).toBe('pixels');
    expect(uploadFailure(refused(429, 'too_many_unattached_images'))).toBe('quota');
    expect(uploadFailure(refused(429, 'rate_limited'))).toBe('busy');
    expect(uploadFailure(refused(503, 'service_unavailable'))).toBe('busy');
    expect(uploadFailure(refused(403, 'forbidden'))).toBe('forbidden');
    expect(uploadFailure(refused(401, 'unauthenticated'))).toBe('session');
  });

  it('only a failed connection is a network failure (the one worth trying again)', () => {
    expect(uploadFailure(new ApiError(0, null))).toBe('network');
    expect(uploadFailure(refused(500, 'internal_error'))).toBe('other');
    expect(uploadFailure(refused(403, 'csrf_invalid'))).toBe('other');
    expect(uploadFailure(new Error('boom'))).toBe('other');
  });

  it('falls back on the status when a proxy answers without the error shape', () => {
    expect(uploadFailure(refused(413))).toBe('size');
    expect(uploadFailure(refused(415))).toBe('type');
    expect(uploadFailure(refused(502))).toBe('other');
  });
});

describe('an upload after the session has ended goes to sign-in (docs/product/screens-and-routes.md#session-behaviour)', () => {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const unauthorized = { status: 401, code: 'unauthenticated', message: 'Sign in' };

  /** An XMLHttpRequest that answers every upload with `status` and `body`. */
  function answerUploadsWith(status: number, body: unknown) {
    class FakeXhr {
      status = 0;
      responseText = '';
      responseType = '';
      withCredentials = false;
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      abort() {}
      send() {
        this.status = status;
        this.responseText = JSON.stringify(body);
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }

  function client(csrf: () => Response) {
    const onUnauthorized = vi.fn();
    const onForbidden = vi.fn();
    const fetch = vi.fn(async () => csrf()) as unknown as typeof globalThis.fetch;
    apiClient.configure({ baseUrl: '/api/', fetch, onUnauthorized, onForbidden });
    return { onUnauthorized, onForbidden };
  }

  afterEach(() => {
    apiClient.configure({ onUnauthorized: undefined, onForbidden: undefined });
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const file = new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' });

  it('whether the CSRF call or the upload itself answers 401', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ended = client(() => json(401, unauthorized));
    await expect(uploadOfferImage(file)).rejects.toMatchObject({ status: 401, redirectedToLogin: true });
    expect(ended.onUnauthorized).toHaveBeenCalledOnce();

    const between = client(() => json(200, { csrf_token: 't' }));
    answerUploadsWith(401, unauthorized);
    await expect(uploadOfferImage(file)).rejects.toMatchObject({ status: 401, redirectedToLogin: true });
    expect(between.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('a refusal (403) stays beside the file', async () => {
    const refused = client(() => json(200, { csrf_token: 't' }));
    answerUploadsWith(403, { status: 403, code: 'forbidden', message: 'No' });
    await expect(uploadOfferImage(file)).rejects.toMatchObject({ status: 403 });
    expect(refused.onForbidden).not.toHaveBeenCalled();
  });
});
