import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inboxApi, newsListSchema } from '../../../../shared/schemas/notifications.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { PageParams } from './get-todo.ts';

/** `GET news`: announcements addressed to the viewer and the events of interest for its area, newest first. */
export const getNews = (params: PageParams) => apiClient.get(inboxApi.news, newsListSchema, { query: { ...params } });

export const newsKeys = {
  all: ['inbox', 'news'] as const,
  list: (params: PageParams) => [...newsKeys.all, params] as const,
};

export const newsQueryOptions = (params: PageParams) =>
  queryOptions({
    queryKey: newsKeys.list(params),
    queryFn: () => getNews(params),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useNews = (params: PageParams) => useQuery(newsQueryOptions(params));
