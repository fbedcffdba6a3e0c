import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { User } from '../../shared/schemas/session.ts';
import { apiClient } from './api-client.ts';
import { userSchema } from './public-schemas.ts';

/** `GET user`: the signed-in user. Shared by the app shell, the session guard and every feature. */
export const getUser = (): Promise<User> => apiClient.get('user', userSchema);

export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['user'],
    queryFn: getUser,
    staleTime: 5 * 60_000,
  });

/** The signed-in user; only for screens behind the session guard, which loads it first. */
export const useUser = (): User => useSuspenseQuery(userQueryOptions()).data;
