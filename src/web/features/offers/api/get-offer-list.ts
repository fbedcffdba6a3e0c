import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { offerListSchema } from '../../../../shared/schemas/offer-views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { OfferListParams } from '../lib/offer-list-params.ts';

/**
 * The five offer lists share one answer shape (`OfferList`) and one set of query parameters:
 * `GET offers/search` (other companies' published offers), `GET offers/favorites`,
 * `GET offers/in-house` (the company's own), `GET bank/offers` (the bank's customers'),
 * `GET kokopelli/offers` (every offer).
 */
export const OFFER_LIST_ENDPOINTS = {
  search: 'offers/search',
  favorites: 'offers/favorites',
  inHouse: 'offers/in-house',
  bank: 'bank/offers',
  operator: 'kokopelli/offers',
} as const;
export type OfferListKind = keyof typeof OFFER_LIST_ENDPOINTS;

export const getOfferList = (kind: OfferListKind, params: OfferListParams) =>
  apiClient.get(OFFER_LIST_ENDPOINTS[kind], offerListSchema, { query: { ...params } });

/**
 * Keys of the offer lists: `all` is the prefix every list shares, so a write that changes any offer
 * invalidates every list (search rows, favourites, the company's, bank's and operator's lists) at once.
 */
export const offerListKeys = {
  all: ['offers', 'list'] as const,
  list: (kind: OfferListKind, params: OfferListParams) => [...offerListKeys.all, kind, params] as const,
};

export const offerListQueryOptions = (kind: OfferListKind, params: OfferListParams) =>
  queryOptions({
    queryKey: offerListKeys.list(kind, params),
    queryFn: () => getOfferList(kind, params),
    // Offers move on through other parties' actions: every visit asks again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useOfferList = (kind: OfferListKind, params: OfferListParams) =>
  useQuery(offerListQueryOptions(kind, params));
