import type { QueryClient } from '@tanstack/react-query';
import type { ManagedOffer } from '../../../../shared/schemas/offer-views.ts';
import { managedOfferQueryOptions } from './get-managed-offer.ts';
import { offerListKeys } from './get-offer-list.ts';

/**
 * After a review: the detail shows the offer the server answered, and every offer list
 * (the bank's sections, the operator's and the company's lists) is fetched again.
 */
export async function storeReviewedOffer(queryClient: QueryClient, offer: ManagedOffer): Promise<void> {
  queryClient.setQueryData(managedOfferQueryOptions(offer.offer_id).queryKey, offer);
  await queryClient.invalidateQueries({ queryKey: offerListKeys.all });
}
