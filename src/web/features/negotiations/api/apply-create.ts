import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type NegotiationApplyBody,
  type NegotiationDetail,
  negotiationApi,
  negotiationDetailSchema,
} from '../../../../shared/schemas/negotiations.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { storeNegotiation } from './get-negotiation.ts';

/**
 * `POST negotiations`: apply to an offer (step 1 of docs/product/negotiations.md). Answers the new negotiation; 409
 * `already_applied`, `own_offer` or `offer_not_open` when the offer cannot take this application,
 * 400 with field messages for what the form should have caught. A refusal stays on the page (no
 * redirect home on 403): the form says why.
 */
export const applyToOffer = async (body: NegotiationApplyBody): Promise<NegotiationDetail> =>
  negotiationDetailSchema.parse(await apiClient.post(negotiationApi.collection(), body, { forbiddenRedirect: false }));

export const applyMutationOptions = () => mutationOptions({ mutationKey: ['negotiations', 'apply'], mutationFn: applyToOffer });

export function useApplyToOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    ...applyMutationOptions(),
    onSuccess: async (negotiation, body) => {
      // The partner view now links this application instead of offering "Apply": fetched again when next shown.
      await queryClient.invalidateQueries({ queryKey: ['offers', 'partner', body.offer_id], refetchType: 'none' });
      await storeNegotiation(queryClient, negotiation);
    },
  });
}
