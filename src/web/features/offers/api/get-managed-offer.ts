import { queryOptions, useQuery } from '@tanstack/react-query';
import { managedOfferSchema } from '../../../../shared/schemas/offer-views.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET offers/{id}/manage`: an offer in full, for its own company, its bank or the operator. */
export const getManagedOffer = (offerId: string) =>
  apiClient.get(`offers/${encodeURIComponent(offerId)}/manage`, managedOfferSchema);

/** Another party (the company, its bank) may have moved the offer on: every visit asks again, showing the cached copy meanwhile. */
export const managedOfferQueryOptions = (offerId: string) =>
  queryOptions({ queryKey: ['offers', 'managed', offerId], queryFn: () => getManagedOffer(offerId), staleTime: 0 });

export const useManagedOffer = (offerId: string) => useQuery(managedOfferQueryOptions(offerId));
