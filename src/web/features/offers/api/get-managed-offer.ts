import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type ManagedOffer, managedOfferSchema } from '../../../../shared/schemas/offer-views.ts';
import type { Language } from '../../../../shared/enum-values.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { offerListKeys } from './get-offer-list.ts';

/**
 * `GET offers/{id}/manage`: an offer in full, for its own company, its bank or the operator, with a
 * machine translation into the reader's language when it has no version in it (decision 050).
 */
export const getManagedOffer = (offerId: string, language: Language) =>
  apiClient.get(`offers/${encodeURIComponent(offerId)}/manage?translate_to=${language}`, managedOfferSchema);

/**
 * Another party (the company, its bank) may have moved the offer on: every visit asks again, showing
 * the cached copy meanwhile. One copy per interface language (its machine translation differs).
 */
export const managedOfferQueryOptions = (offerId: string, language: Language = currentLanguage()) =>
  queryOptions({ queryKey: ['offers', 'managed', offerId, language], queryFn: () => getManagedOffer(offerId, language), staleTime: 0 });

export const useManagedOffer = (offerId: string) => useQuery(managedOfferQueryOptions(offerId, useLanguage()));

/**
 * After a write that answers the offer (saved, registered, reviewed): its detail shows the offer
 * the server answered, and every offer list (the company's, the bank's sections, the operator's)
 * is fetched again.
 */
export async function storeManagedOffer(queryClient: QueryClient, offer: ManagedOffer): Promise<void> {
  // The answer of a write carries no machine translation for this reader: the page asks again for it.
  queryClient.setQueryData(managedOfferQueryOptions(offer.offer_id).queryKey, offer);
  if (offer.machine_translation !== 'not_needed') await queryClient.invalidateQueries({ queryKey: ['offers', 'managed', offer.offer_id] });
  await queryClient.invalidateQueries({ queryKey: offerListKeys.all });
}
