import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { announcementListSchema, inboxApi } from '../../../../shared/schemas/notifications.ts';
import { apiClient } from '../../../lib/api-client.ts';

export interface AnnouncementListParams {
  page: number;
  per_page: number;
}

/** `GET notification-groups`: the operator's announcements, newest first. */
export const getAnnouncementList = (params: AnnouncementListParams) =>
  apiClient.get(inboxApi.announcements, announcementListSchema, { query: { ...params } });

/** `all` is the prefix every announcement query shares: a write refreshes lists, details and readers at once. */
export const announcementKeys = {
  all: ['announcements'] as const,
  lists: ['announcements', 'list'] as const,
  list: (params: AnnouncementListParams) => ['announcements', 'list', params] as const,
  detail: (id: string) => ['announcements', 'detail', id] as const,
  readers: (id: string) => ['announcements', 'readers', id] as const,
};

export const announcementListQueryOptions = (params: AnnouncementListParams) =>
  queryOptions({
    queryKey: announcementKeys.list(params),
    queryFn: () => getAnnouncementList(params),
    // Read counts move as users read: every visit asks again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAnnouncementList = (params: AnnouncementListParams) => useQuery(announcementListQueryOptions(params));
