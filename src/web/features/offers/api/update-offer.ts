import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type OfferWriteBody, offerWriteBodySchema } from '../../../../shared/schemas/offer.ts';
import { type ManagedOffer, managedOfferSchema } from '../../../../shared/schemas/offer-views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { storeManagedOffer } from './get-managed-offer.ts';

export interface UpdateOfferVariables {
  offerId: string;
  /** Carries the version the editor saw: a stale one answers 409 and nothing is overwritten. */
  body: OfferWriteBody & { version: number };
}

/**
 * `PUT offers/{id}`: edits an offer (draft, remanded or published), as a draft or for review. A 403
 * is shown on the page (not sent home); a 401 goes to sign-in as for any call.
 */
export const updateOffer = async ({ offerId, body }: UpdateOfferVariables): Promise<ManagedOffer> =>
  managedOfferSchema.parse(
    await apiClient.put(`offers/${encodeURIComponent(offerId)}`, offerWriteBodySchema.parse(body), { forbiddenRedirect: false }),
  );

export const updateOfferMutationOptions = () =>
  mutationOptions({ mutationKey: ['offers', 'update'], mutationFn: updateOffer });

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateOfferMutationOptions(),
    onSuccess: (offer) => storeManagedOffer(queryClient, offer),
  });
}
