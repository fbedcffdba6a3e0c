import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NegotiationStepAction } from '../../../../shared/negotiation-lifecycle.ts';
import type {
  NEGOTIATION_ACTION_BODIES} from '../../../../shared/schemas/negotiations.ts';
import {
  type NegotiationDetail,
  negotiationApi,
  negotiationDetailSchema,
} from '../../../../shared/schemas/negotiations.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { storeNegotiation } from './get-negotiation.ts';

/** One step action with the body its schema takes (every one carries the version the viewer saw). */
export type NegotiationActionVariables = {
  [A in NegotiationStepAction]: { tradingId: string; action: A; body: z.input<(typeof NEGOTIATION_ACTION_BODIES)[A]> };
}[NegotiationStepAction];

/**
 * `POST negotiations/{trading_id}/actions/{action}`: the server checks the step, the viewer and the
 * version, and answers the negotiation as it now is. A refused action answers 403 without sending
 * the user home: the panel says why.
 */
export const runNegotiationAction = async ({ tradingId, action, body }: NegotiationActionVariables): Promise<NegotiationDetail> =>
  negotiationDetailSchema.parse(await apiClient.post(negotiationApi.action(tradingId, action), body, { forbiddenRedirect: false }));

export const negotiationActionMutationOptions = () =>
  mutationOptions({ mutationKey: ['negotiations', 'action'], mutationFn: runNegotiationAction });

export function useNegotiationAction() {
  const queryClient = useQueryClient();
  return useMutation({ ...negotiationActionMutationOptions(), onSuccess: (negotiation) => storeNegotiation(queryClient, negotiation) });
}
