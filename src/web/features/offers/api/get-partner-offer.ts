import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerOfferSchema } from '../../../../shared/schemas/offer-views.ts';
import { apiClient, isApiError } from '../../../lib/api-client.ts';

/**
 * `GET offers/{id}/partner`: another company's published offer with every name hidden (PRODUCT §2).
 * The server counts the view once per company per day.
 */
export const getPartnerOffer = (offerId: string) =>
  apiClient.get(`offers/${encodeURIComponent(offerId)}/partner`, partnerOfferSchema);

export const partnerOfferQueryOptions = (offerId: string) =>
  queryOptions({
    queryKey: ['offers', 'partner', offerId],
    queryFn: () => getPartnerOffer(offerId),
    // A missing or hidden offer stays missing: no retries on 404.
    retry: (failureCount, error) => !(isApiError(error) && error.status === 404) && failureCount < 2,
  });

export const usePartnerOffer = (offerId: string) => useQuery(partnerOfferQueryOptions(offerId));
