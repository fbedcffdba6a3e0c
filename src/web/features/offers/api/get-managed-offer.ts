import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type ManagedOffer, managedOfferSchema } from '../../../../shared/schemas/offer-views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { offerListKeys } from './get-offer-list.ts';

/** `GET offers/{id}/manage`: an offer in full, for its own company, its bank or the operator. */
export const getManagedOffer = (offerId: string) =>
  apiClient.get(`offers/${encodeURIComponent(offerId)}/manage`, managedOfferSchema);

/** Another party (the company, its bank) may have moved the offer on: every visit asks again, showing the cached copy meanwhile. */
export const managedOfferQueryOptions = (offerId: string) =>
  queryOptions({ queryKey: ['offers', 'managed', offerId], queryFn: () => getManagedOffer(offerId), staleTime: 0 });

export const useManagedOffer = (offerId: string) => useQuery(managedOfferQueryOptions(offerId));

/**
 * After a write that answers the offer (saved, registered, reviewed): its detail shows the offer
 * the server answered, and every offer list (the company's, the bank's sections, the operator's)
 * is fetched again.
 */
export async function storeManagedOffer(queryClient: QueryClient, offer: ManagedOffer): Promise<void> {
  queryClient.setQueryData(managedOfferQueryOptions(offer.offer_id).queryKey, offer);
  await queryClient.invalidateQueries({ queryKey: offerListKeys.all });
}
