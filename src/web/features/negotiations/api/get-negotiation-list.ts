import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { negotiationApi, negotiationListSchema } from '../../../../shared/schemas/negotiations.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { NegotiationListParams } from '../lib/negotiation-list-params.ts';

/**
 * `GET negotiations`: every negotiation list of every role is this one call, the server deciding
 * the viewer's scope (a company's on both sides, a bank's customers', a coordinator's offered and
 * assigned deals, every one for the operator).
 */
export const getNegotiationList = (params: NegotiationListParams) =>
  apiClient.get(negotiationApi.collection(), negotiationListSchema, { query: { ...params } });

/** Keys of the negotiation lists: `all` is the prefix they share, so any action refreshes every list at once. */
export const negotiationListKeys = {
  all: ['negotiations', 'list'] as const,
  list: (params: NegotiationListParams) => [...negotiationListKeys.all, params] as const,
};

export const negotiationListQueryOptions = (params: NegotiationListParams) =>
  queryOptions({
    queryKey: negotiationListKeys.list(params),
    queryFn: () => getNegotiationList(params),
    // Negotiations move on through the other parties' actions: every visit asks again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useNegotiationList = (params: NegotiationListParams) => useQuery(negotiationListQueryOptions(params));
