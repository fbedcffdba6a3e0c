import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { offerListKeys } from './get-offer-list.ts';

export interface DeleteOfferInput {
  offerId: string;
  /** The version the administrator saw; a stale one answers 409 and deletes nothing. */
  version: number;
}

/** `DELETE offers/{id}?version=`: soft-deletes an offer (administrators; not while under review). */
export const deleteOffer = async ({ offerId, version }: DeleteOfferInput): Promise<void> => {
  await apiClient.delete(`offers/${encodeURIComponent(offerId)}`, { query: { version } });
};

export const deleteOfferMutationOptions = () => mutationOptions({ mutationKey: ['offers', 'delete'], mutationFn: deleteOffer });

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteOfferMutationOptions(),
    onSuccess: async (_answer, { offerId }) => {
      queryClient.removeQueries({ queryKey: ['offers', 'managed', offerId] });
      await queryClient.invalidateQueries({ queryKey: offerListKeys.all });
    },
  });
}
