import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type OfferManagers, offerManagersBodySchema, offerManagersSchema } from '../../../../shared/schemas/offer-views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { offerManagersQueryOptions } from './get-offer-managers.ts';

/** `PUT offer-managers`: names the offer managers (administrators only); an empty list means every user. */
export const updateOfferManagers = async (userIds: string[]): Promise<OfferManagers> =>
  offerManagersSchema.parse(await apiClient.put('offer-managers', offerManagersBodySchema.parse({ user_ids: userIds })));

export const updateOfferManagersMutationOptions = () =>
  mutationOptions({ mutationKey: ['offer-managers', 'update'], mutationFn: updateOfferManagers });

export function useUpdateOfferManagers() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateOfferManagersMutationOptions(),
    onSuccess: (answer) => queryClient.setQueryData(offerManagersQueryOptions().queryKey, answer),
  });
}
