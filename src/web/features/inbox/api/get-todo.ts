import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inboxApi, todoListSchema } from '../../../../shared/schemas/notifications.ts';
import { apiClient } from '../../../lib/api-client.ts';

export interface PageParams {
  page: number;
  per_page: number;
}

/** `GET todo`: what waits on the viewer's organisation, read from state, overdue first as the server sorts it. */
export const getTodo = (params: PageParams) => apiClient.get(inboxApi.todo, todoListSchema, { query: { ...params } });

export const todoKeys = {
  all: ['inbox', 'todo'] as const,
  list: (params: PageParams) => [...todoKeys.all, params] as const,
};

export const todoQueryOptions = (params: PageParams) =>
  queryOptions({
    queryKey: todoKeys.list(params),
    queryFn: () => getTodo(params),
    // Others' actions change it: every visit asks again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useTodo = (params: PageParams) => useQuery(todoQueryOptions(params));
