import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerOfferSchema } from '../../../../shared/schemas/offer-views.ts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * `GET offers/{id}/partner`: another company's published offer with every name hidden (docs/product/visibility.md#hidden-names).
 * The server counts the view once per company per day.
 */
export const getPartnerOffer = (offerId: string) =>
  apiClient.get(`offers/${encodeURIComponent(offerId)}/partner`, partnerOfferSchema);

export const partnerOfferQueryOptions = (offerId: string) =>
  queryOptions({
    queryKey: ['offers', 'partner', offerId],
    // A missing, hidden or malformed offer stays missing: the client's retry policy leaves 4xx alone.
    queryFn: () => getPartnerOffer(offerId),
  });

export const usePartnerOffer = (offerId: string) => useQuery(partnerOfferQueryOptions(offerId));
