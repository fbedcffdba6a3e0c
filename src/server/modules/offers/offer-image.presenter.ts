import type { OfferImage } from '../../../shared/schemas/offer-views.ts';

/**
 * Where an offer image is served: the one place that knows the URLs images/images.routes.ts serves.
 * It lives with the offers, below the images module, because the offer presenter shows an offer's
 * images and the image service asks the offer policy (images → offers, never back).
 */
export const imageUrl = (id: string) => `/api/offer-images/${id}`;
export const thumbnailUrl = (id: string) => `/api/offer-images/${id}/thumbnail`;

/** An image as the API answers it, after an upload and inside an offer alike. */
export function presentImage(row: { id: string; width: number; height: number }): OfferImage {
  return { image_id: row.id, url: imageUrl(row.id), thumbnail_url: thumbnailUrl(row.id), width: row.width, height: row.height };
}
