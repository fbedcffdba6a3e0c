import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersSchema } from '../../../../shared/schemas/session.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET users`: the members of the signed-in user's organisation. */
export const getUsers = () => apiClient.get('users', usersSchema);

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: ['users'],
    queryFn: getUsers,
    staleTime: 60_000,
  });

export const useUsers = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...usersQueryOptions(), enabled: options.enabled ?? true });
