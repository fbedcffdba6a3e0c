import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/enum-values.ts';
import { partnerOfferSchema } from '../../../../shared/schemas/offer-views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * `GET offers/{id}/partner`: another company's published offer with every name hidden (docs/product/visibility.md#hidden-names).
 * The server counts the view once per company per day, and machine-translates the texts into the
 * reader's language when the offer has no version in it (decision 050).
 */
export const getPartnerOffer = (offerId: string, language: Language) =>
  apiClient.get(`offers/${encodeURIComponent(offerId)}/partner?translate_to=${language}`, partnerOfferSchema);

export const partnerOfferQueryOptions = (offerId: string, language: Language) =>
  queryOptions({
    queryKey: ['offers', 'partner', offerId, language],
    // A missing, hidden or malformed offer stays missing: the client's retry policy leaves 4xx alone.
    queryFn: () => getPartnerOffer(offerId, language),
  });

export const usePartnerOffer = (offerId: string) => useQuery(partnerOfferQueryOptions(offerId, useLanguage()));
