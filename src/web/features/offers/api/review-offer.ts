import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { approveBodySchema, reasonBodySchema, translationCorrectionBodySchema } from '../../../../shared/schemas/offer.ts';
import { type ManagedOffer, managedOfferSchema } from '../../../../shared/schemas/offer-views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { storeManagedOffer } from './get-managed-offer.ts';

/** A bank's decision on an offer under review, with the body its action takes (each carries the version shown). */
export type ReviewOfferVariables = { offerId: string } & (
  | { action: 'approve'; body: z.input<typeof approveBodySchema> }
  | { action: 'remand' | 'deny'; body: z.input<typeof reasonBodySchema> }
);

/**
 * `POST bank/offers/{id}/approve` publishes the offer (every checklist item ticked, remarks at most
 * 300); `remand` sends it back to its company with a reason; `deny` denies it with a reason (final).
 */
export const reviewOffer = async ({ offerId, action, body }: ReviewOfferVariables): Promise<ManagedOffer> =>
  managedOfferSchema.parse(await apiClient.post(`bank/offers/${encodeURIComponent(offerId)}/${action}`, body));

export const reviewOfferMutationOptions = () => mutationOptions({ mutationKey: ['offers', 'review'], mutationFn: reviewOffer });

export function useReviewOffer() {
  const queryClient = useQueryClient();
  return useMutation({ ...reviewOfferMutationOptions(), onSuccess: (offer) => storeManagedOffer(queryClient, offer) });
}

/**
 * `PUT bank/offers/{id}/translation`: the bank corrects or adds the offer's version in a language
 * other than its original (decision 050), with the offer's version it saw; recorded in the history.
 */
export const correctTranslation = async ({ offerId, body }: { offerId: string; body: z.input<typeof translationCorrectionBodySchema> }): Promise<ManagedOffer> =>
  managedOfferSchema.parse(await apiClient.put(`bank/offers/${encodeURIComponent(offerId)}/translation`, body));

export function useCorrectTranslation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: ['offers', 'translation'], mutationFn: correctTranslation, onSuccess: (offer) => storeManagedOffer(queryClient, offer) });
}
