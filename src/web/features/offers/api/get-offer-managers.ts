import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerManagersSchema } from '../../../../shared/schemas/offer-views.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET offer-managers`: every user of the company and whether it is named an offer manager. */
export const getOfferManagers = () => apiClient.get('offer-managers', offerManagersSchema);

export const offerManagersQueryOptions = () => queryOptions({ queryKey: ['offer-managers'], queryFn: getOfferManagers });

export const useOfferManagers = () => useQuery(offerManagersQueryOptions());
