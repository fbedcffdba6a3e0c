import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { approveBodySchema } from '../../../../shared/schemas/offer.ts';
import { type ManagedOffer, managedOfferSchema } from '../../../../shared/schemas/offer-views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { storeReviewedOffer } from './offer-review-cache.ts';

export type ApproveOfferBody = z.input<typeof approveBodySchema>;

/** `POST bank/offers/{id}/approve`: publishes the offer; every checklist item ticked, remarks at most 300. */
export const approveOffer = async ({ offerId, body }: { offerId: string; body: ApproveOfferBody }): Promise<ManagedOffer> =>
  managedOfferSchema.parse(await apiClient.post(`bank/offers/${encodeURIComponent(offerId)}/approve`, body));

export const approveOfferMutationOptions = () =>
  mutationOptions({ mutationKey: ['offers', 'review', 'approve'], mutationFn: approveOffer });

export function useApproveOffer() {
  const queryClient = useQueryClient();
  return useMutation({ ...approveOfferMutationOptions(), onSuccess: (offer) => storeReviewedOffer(queryClient, offer) });
}
