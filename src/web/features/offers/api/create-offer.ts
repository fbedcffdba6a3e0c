import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type OfferWriteBody, offerWriteBodySchema } from '../../../../shared/schemas/offer.ts';
import { type ManagedOffer, managedOfferSchema } from '../../../../shared/schemas/offer-views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { storeManagedOffer } from './get-managed-offer.ts';

/**
 * `POST offers`: saves a new offer as a draft or registers it for its bank's review. The server
 * answers 200 with the offer. A 403 (not an offer manager) is shown on the page, so it does not send
 * the user home; a 401 goes to sign-in as for any call, and the form is kept in the tab for the return.
 */
export const createOffer = async (body: OfferWriteBody): Promise<ManagedOffer> =>
  managedOfferSchema.parse(
    await apiClient.post('offers', offerWriteBodySchema.parse(body), { forbiddenRedirect: false }),
  );

export const createOfferMutationOptions = () =>
  mutationOptions({ mutationKey: ['offers', 'create'], mutationFn: createOffer });

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createOfferMutationOptions(),
    onSuccess: (offer) => storeManagedOffer(queryClient, offer),
  });
}
