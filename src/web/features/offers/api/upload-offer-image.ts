import { LIMITS } from '../../../../shared/limits.ts';
import { apiErrorSchema } from '../../../../shared/schemas/common.ts';
import { type OfferImage, offerImageSchema } from '../../../../shared/schemas/offer-views.ts';
import { ApiError, apiClient, buildApiUrl, CSRF_HEADER, isApiError } from '../../../lib/api-client.ts';

/** The image types the server accepts (it checks the content; the browser checks the declared type first). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type ImageRefusal = 'type' | 'size';

/** Why the browser refuses a file before sending it, or null when it may be uploaded. */
export function refuseImage(file: { type: string; size: number }): ImageRefusal | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > LIMITS.imageBytes) return 'size';
  return null;
}

/** What went wrong with an upload, in the words the user needs: what is wrong with the file, or what to do. */
export type UploadFailure = 'type' | 'size' | 'pixels' | 'quota' | 'busy' | 'forbidden' | 'session' | 'network' | 'other';

/**
 * Reads a failed upload by the server's error code (status alone as a fallback, e.g. a proxy's own
 * 413). Only a network failure is worth simply trying again; a refused file would be refused again.
 */
export function uploadFailure(error: unknown): UploadFailure {
  if (!isApiError(error)) return 'other';
  if (error.status === 0) return 'network';
  switch (error.body?.code) {
    case 'unsupported_image':
    case 'unsupported_media_type':
      return 'type';
    case 'payload_too_large':
      return 'size';
    case 'image_too_many_pixels':
      return 'pixels';
    case 'too_many_unattached_images':
      return 'quota';
    case 'rate_limited':
    case 'service_unavailable':
      return 'busy';
    case 'forbidden':
      return 'forbidden';
    case 'unauthenticated':
      return 'session';
    case undefined:
      break;
    default:
      return 'other';
  }
  const byStatus: Record<number, UploadFailure> = { 401: 'session', 413: 'size', 415: 'type', 429: 'busy', 503: 'busy' };
  return byStatus[error.status] ?? 'other';
}

/**
 * `POST offer-images` (multipart field "file"). Sent through XMLHttpRequest, which reports
 * upload progress (fetch does not); the CSRF token comes from the API client as for any call.
 */
export async function uploadOfferImage(
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<OfferImage> {
  // A refusal is told beside the file (not sent home on 403); an ended session goes to sign-in (docs/product/screens-and-routes.md#session-behaviour).
  const token = await apiClient.csrfToken({ signal, forbiddenRedirect: false });
  const form = new FormData();
  form.append('file', file);
  return new Promise<OfferImage>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildApiUrl(apiClient.baseUrl, 'offer-images'));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const json = parseJson(xhr.responseText);
      if (xhr.status === 200) {
        const image = offerImageSchema.safeParse(json);
        if (image.success) resolve(image.data);
        else reject(new ApiError(xhr.status, null, { cause: image.error }));
        return;
      }
      const body = apiErrorSchema.safeParse(json);
      const error = new ApiError(xhr.status, body.success ? body.data : null);
      apiClient.followSessionRules(error, { forbiddenRedirect: false });
      reject(error);
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
