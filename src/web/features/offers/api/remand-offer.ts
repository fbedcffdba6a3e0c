import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reasonBodySchema } from '../../../../shared/schemas/offer.ts';
import { type ManagedOffer, managedOfferSchema } from '../../../../shared/schemas/offer-views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { storeReviewedOffer } from './offer-review-cache.ts';

export type RemandOfferBody = z.input<typeof reasonBodySchema>;

/** `POST bank/offers/{id}/remand`: sends the offer back to its company with a reason. */
export const remandOffer = async ({ offerId, body }: { offerId: string; body: RemandOfferBody }): Promise<ManagedOffer> =>
  managedOfferSchema.parse(await apiClient.post(`bank/offers/${encodeURIComponent(offerId)}/remand`, body));

export const remandOfferMutationOptions = () =>
  mutationOptions({ mutationKey: ['offers', 'review', 'remand'], mutationFn: remandOffer });

export function useRemandOffer() {
  const queryClient = useQueryClient();
  return useMutation({ ...remandOfferMutationOptions(), onSuccess: (offer) => storeReviewedOffer(queryClient, offer) });
}
