import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerOffer } from '../../../../shared/schemas/offer-views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { offerListKeys } from './get-offer-list.ts';

export interface SetFavoriteInput {
  offerId: string;
  favorite: boolean;
}

/** `PUT offers/{id}/favorite` adds to the user's favourites, `DELETE` removes (both answer 204). */
export const setFavorite = async ({ offerId, favorite }: SetFavoriteInput): Promise<void> => {
  const path = `offers/${encodeURIComponent(offerId)}/favorite`;
  if (favorite) await apiClient.put(path);
  else await apiClient.delete(path);
};

export const setFavoriteMutationOptions = () => mutationOptions({ mutationKey: ['offers', 'favorite'], mutationFn: setFavorite });

export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setFavoriteMutationOptions(),
    onSuccess: async (_answer, { offerId, favorite }) => {
      // Every language's copy of the offer (its key ends with the reader's language).
      queryClient.setQueriesData({ queryKey: ['offers', 'partner', offerId] }, (offer: PartnerOffer | undefined) =>
        offer ? { ...offer, is_favorite: favorite } : offer,
      );
      // Search rows carry is_favorite and the favourites list its members: both are stale now.
      await queryClient.invalidateQueries({ queryKey: offerListKeys.all });
    },
  });
}
