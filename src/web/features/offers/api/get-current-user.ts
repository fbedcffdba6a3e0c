import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { userSchema } from '../../../../shared/schemas/session.ts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * `GET user`, read for the offer pages' own decisions (is the viewer an administrator?). Features do
 * not import each other, so this shares the account feature's cache entry by key (`['user']`, the
 * same call and schema): the session guard has loaded it before any offer page renders.
 */
export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['user'], queryFn: () => apiClient.get('user', userSchema), staleTime: 5 * 60_000 });

export const useCurrentUser = () => useSuspenseQuery(currentUserQueryOptions()).data;
