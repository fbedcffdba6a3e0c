import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdentifyingTerm } from '../../shared/identifying-terms.ts';
import { ownIdentifyingTermsSchema } from '../../shared/schemas/session.ts';
import { apiClient } from './api-client.ts';

/** `GET company/identifying-terms`: what identifies the signed-in user's own company (docs/decisions/031-identifying-text.md). */
export const ownIdentifyingTermsQueryOptions = () =>
  queryOptions({
    queryKey: ['company', 'identifying-terms'],
    queryFn: () => apiClient.get('company/identifying-terms', ownIdentifyingTermsSchema),
    staleTime: 5 * 60_000,
  });

const NONE: IdentifyingTerm[] = [];

/** The own company's terms; none while they load (the server refuses what the form could not yet warn about). */
export const useOwnIdentifyingTerms = (): IdentifyingTerm[] => useQuery(ownIdentifyingTermsQueryOptions()).data?.items ?? NONE;
