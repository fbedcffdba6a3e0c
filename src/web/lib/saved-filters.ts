import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  savedFilterApi,
  savedFilterSchema,
  savedFiltersSchema,
  type SavedFilterBody,
  type SavedFilterList,
  type SearchAlert,
} from '../../shared/schemas/saved-filters.ts';
import { apiClient } from './api-client.ts';

/** `GET saved-filters?list=`: the user's saved filters of a list (the offer search's: saved searches with alerts), by name. */
export const savedFiltersQueryOptions = (list: SavedFilterList) =>
  queryOptions({
    queryKey: ['saved-filters', list] as const,
    queryFn: () => apiClient.get(savedFilterApi.collection(list), savedFiltersSchema, { forbiddenRedirect: false }),
  });

export const useSavedFilters = (list: SavedFilterList) => useQuery(savedFiltersQueryOptions(list));

/** `POST saved-filters`, `PUT saved-filters/{id}` (a saved search's alerts) and `DELETE saved-filters/{id}`; the list is fetched again after each. */
export function useChangeSavedFilters(list: SavedFilterList) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['saved-filters', list] });
  const save = useMutation({
    mutationKey: ['saved-filters', list, 'save'],
    mutationFn: async (body: Omit<SavedFilterBody, 'list'>) => savedFilterSchema.parse(await apiClient.post(savedFilterApi.create(), { ...body, list }, { forbiddenRedirect: false })),
    onSuccess: refresh,
  });
  const setAlert = useMutation({
    mutationKey: ['saved-filters', list, 'alert'],
    mutationFn: async ({ id, alert }: { id: string; alert: SearchAlert }) =>
      savedFilterSchema.parse(await apiClient.put(savedFilterApi.item(id), { alert }, { forbiddenRedirect: false })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationKey: ['saved-filters', list, 'remove'],
    mutationFn: async (id: string) => {
      await apiClient.delete(savedFilterApi.item(id), { forbiddenRedirect: false });
    },
    onSuccess: refresh,
  });
  return { save, setAlert, remove };
}
