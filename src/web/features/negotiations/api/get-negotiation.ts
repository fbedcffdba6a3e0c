import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type NegotiationDetail, negotiationApi, negotiationDetailSchema } from '../../../../shared/schemas/negotiations.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { negotiationChanges } from '../../../lib/live-changes.ts';
import { negotiationListKeys } from './get-negotiation-list.ts';

/** `GET negotiations/{trading_id}`: one negotiation in full, as far as the viewer may see it, with its abilities. */
export const getNegotiation = (tradingId: string) => apiClient.get(negotiationApi.detail(tradingId), negotiationDetailSchema);

/** `GET negotiations/by-contract/{contract_id}`: the same, addressed by its contract (the coordinator's pages). */
export const getNegotiationByContract = (contractId: string) =>
  apiClient.get(negotiationApi.byContract(contractId), negotiationDetailSchema);

export const negotiationKeys = {
  all: ['negotiations'] as const,
  detail: (tradingId: string) => ['negotiations', 'detail', tradingId] as const,
  byContract: (contractId: string) => ['negotiations', 'by-contract', contractId] as const,
};

/** Another party may have moved the negotiation on: every visit asks again, showing the cached copy meanwhile. */
export const negotiationQueryOptions = (tradingId: string) =>
  queryOptions({ queryKey: negotiationKeys.detail(tradingId), queryFn: () => getNegotiation(tradingId), staleTime: 0 });

export const negotiationByContractQueryOptions = (contractId: string) =>
  queryOptions({ queryKey: negotiationKeys.byContract(contractId), queryFn: () => getNegotiationByContract(contractId), staleTime: 0 });

/** The address of a negotiation page: its trading id, or (coordinator pages) its contract id. */
export type NegotiationAddress = { tradingId: string } | { contractId: string };

/** The negotiation of a page, by either address (only the one given is asked for). */
export function useNegotiation(address: NegotiationAddress) {
  const byTrading = useQuery({ ...negotiationQueryOptions('tradingId' in address ? address.tradingId : ''), enabled: 'tradingId' in address });
  const byContract = useQuery({
    ...negotiationByContractQueryOptions('contractId' in address ? address.contractId : ''),
    enabled: 'contractId' in address,
  });
  return 'tradingId' in address ? byTrading : byContract;
}

/**
 * Keeps an open page of a negotiation live (decision 034): each change notice of it from the inbox
 * socket (any party's action, the actor's other tabs included), or a reconnected socket, fetches it
 * again by both its addresses, and the negotiation lists with it.
 */
export function useNegotiationLive(negotiation: Pick<NegotiationDetail, 'trading_id' | 'contract_id'> | undefined): void {
  const queryClient = useQueryClient();
  const tradingId = negotiation?.trading_id;
  const contractId = negotiation?.contract_id ?? null;
  useEffect(() => {
    if (!tradingId) return;
    return negotiationChanges.subscribe((changed) => {
      if (changed !== null && changed !== tradingId) return;
      void queryClient.invalidateQueries({ queryKey: negotiationKeys.detail(tradingId) });
      if (contractId) void queryClient.invalidateQueries({ queryKey: negotiationKeys.byContract(contractId) });
      void queryClient.invalidateQueries({ queryKey: negotiationListKeys.all });
    });
  }, [queryClient, tradingId, contractId]);
}

/**
 * After an action: both addresses of the negotiation show what the server answered, and every
 * negotiation list is fetched again.
 */
export async function storeNegotiation(queryClient: QueryClient, negotiation: NegotiationDetail): Promise<void> {
  queryClient.setQueryData(negotiationKeys.detail(negotiation.trading_id), negotiation);
  if (negotiation.contract_id) queryClient.setQueryData(negotiationKeys.byContract(negotiation.contract_id), negotiation);
  await queryClient.invalidateQueries({ queryKey: negotiationListKeys.all });
}
