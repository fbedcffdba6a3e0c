import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GLOSSARY_ROUTES,
  glossaryGroupSchema,
  glossaryImportResultSchema,
  glossaryListSchema,
  type GlossaryGroupBody,
} from '../../../../shared/schemas/glossary.ts';
import { apiClient, buildApiUrl } from '../../../lib/api-client.ts';

const path = (route: string) => route.replace(/^\//, '');
const groupPath = (id: string) => path(GLOSSARY_ROUTES.group).replace(':group_id', encodeURIComponent(id));

export const GLOSSARY_PAGE_SIZE = 50;

/** `GET glossary`: a page of groups, newest first, those with a term containing `q`. */
export const glossaryQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: ['glossary', { q, page }] as const,
    queryFn: () => apiClient.get(`${path(GLOSSARY_ROUTES.list)}?${new URLSearchParams({ q, page: String(page), per_page: String(GLOSSARY_PAGE_SIZE) })}`, glossaryListSchema, { forbiddenRedirect: false }),
    placeholderData: keepPreviousData,
  });

export const useGlossary = (q: string, page: number) => useQuery(glossaryQueryOptions(q, page));

/** The address of `GET glossary/export.csv`: a plain link, downloaded with the session cookie. */
export const glossaryCsvHref = () => buildApiUrl(apiClient.baseUrl, path(GLOSSARY_ROUTES.exportCsv));

function useAfterChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['glossary'] });
}

/** `POST glossary` (no id) or `PUT glossary/{id}`. */
export function useSaveGlossaryGroup() {
  const refresh = useAfterChange();
  return useMutation({
    mutationKey: ['glossary', 'save'],
    mutationFn: async ({ id, body }: { id: string | null; body: GlossaryGroupBody }) =>
      glossaryGroupSchema.parse(
        id === null
          ? await apiClient.post(path(GLOSSARY_ROUTES.create), body, { forbiddenRedirect: false })
          : await apiClient.put(groupPath(id), body, { forbiddenRedirect: false }),
      ),
    onSuccess: refresh,
  });
}

/** `DELETE glossary/{id}`. */
export function useRemoveGlossaryGroup() {
  const refresh = useAfterChange();
  return useMutation({
    mutationKey: ['glossary', 'remove'],
    mutationFn: async (id: string) => {
      await apiClient.delete(groupPath(id), { forbiddenRedirect: false });
    },
    onSuccess: refresh,
  });
}

/** `POST glossary/import`: the file replaces the whole glossary. */
export function useImportGlossary() {
  const refresh = useAfterChange();
  return useMutation({
    mutationKey: ['glossary', 'import'],
    mutationFn: async (csv: string) => glossaryImportResultSchema.parse(await apiClient.post(path(GLOSSARY_ROUTES.importCsv), { csv }, { forbiddenRedirect: false })),
    onSuccess: refresh,
  });
}
