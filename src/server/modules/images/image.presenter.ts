import type { OfferImage } from '../../../shared/schemas/offer-views.ts';

/** Where an image is served: the one place that knows the URLs of images/images.routes.ts. */
export const imageUrl = (id: string) => `/api/offer-images/${id}`;
export const thumbnailUrl = (id: string) => `/api/offer-images/${id}/thumbnail`;

/** An image as the API answers it, after an upload and inside an offer alike. */
export function presentImage(row: { id: string; width: number; height: number }): OfferImage {
  return { image_id: row.id, url: imageUrl(row.id), thumbnail_url: thumbnailUrl(row.id), width: row.width, height: row.height };
}
