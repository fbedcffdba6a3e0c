import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersSchema } from '../../../../shared/schemas/session.ts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * `GET users` (docs/product/api.md): the users of the signed-in user's own company, among whom the application
 * form's representatives and contract signatory are chosen. The same call and key as the settings
 * page's (features/account), which this feature may not import.
 */
export const applyUsersQueryOptions = () =>
  queryOptions({ queryKey: ['users'], queryFn: () => apiClient.get('users', usersSchema), staleTime: 60_000 });

export const useApplyUsers = () => useQuery(applyUsersQueryOptions());
