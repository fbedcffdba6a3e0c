import { LIMITS } from '../../../../shared/limits.ts';
import { apiErrorSchema } from '../../../../shared/schemas/common.ts';
import type { z } from 'zod';
import { offerImageSchema } from '../../../../shared/schemas/offer-views.ts';
import { ApiError, apiClient, buildApiUrl, CSRF_HEADER } from '../../../lib/api-client.ts';

/** The image types the server accepts (it checks the content; the browser checks the declared type first). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type OfferImage = z.infer<typeof offerImageSchema>;

export type ImageRefusal = 'type' | 'size';

/** Why the browser refuses a file before sending it, or null when it may be uploaded. */
export function refuseImage(file: { type: string; size: number }): ImageRefusal | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > LIMITS.imageBytes) return 'size';
  return null;
}

/**
 * `POST offer-images` (multipart field "file"). Sent through XMLHttpRequest, which reports
 * upload progress (fetch does not); the CSRF token comes from the API client as for any call.
 */
export async function uploadOfferImage(
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<OfferImage> {
  const token = await apiClient.csrfToken({ signal, sessionRedirects: false });
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
      reject(new ApiError(xhr.status, body.success ? body.data : null));
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
