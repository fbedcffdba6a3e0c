import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reasonBodySchema } from '../../../../shared/schemas/offer.ts';
import { type ManagedOffer, managedOfferSchema } from '../../../../shared/schemas/offer-views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { storeReviewedOffer } from './offer-review-cache.ts';

export type DenyOfferBody = z.input<typeof reasonBodySchema>;

/** `POST bank/offers/{id}/deny`: denies the offer with a reason; final. */
export const denyOffer = async ({ offerId, body }: { offerId: string; body: DenyOfferBody }): Promise<ManagedOffer> =>
  managedOfferSchema.parse(await apiClient.post(`bank/offers/${encodeURIComponent(offerId)}/deny`, body));

export const denyOfferMutationOptions = () =>
  mutationOptions({ mutationKey: ['offers', 'review', 'deny'], mutationFn: denyOffer });

export function useDenyOffer() {
  const queryClient = useQueryClient();
  return useMutation({ ...denyOfferMutationOptions(), onSuccess: (offer) => storeReviewedOffer(queryClient, offer) });
}
