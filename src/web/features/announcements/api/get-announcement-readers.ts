import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { announcementReaderListSchema, inboxApi } from '../../../../shared/schemas/notifications.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { announcementKeys } from './get-announcement-list.ts';

export interface ReaderListParams {
  page: number;
  per_page: number;
  /** Only readers (`true`), only those who have not read it (`false`), or everyone. */
  read?: 'true' | 'false';
}

/** `GET notification-groups/{id}/readers`: everyone it was delivered to, readers first. */
export const getAnnouncementReaders = (id: string, params: ReaderListParams) =>
  apiClient.get(inboxApi.readers(id), announcementReaderListSchema, { query: { ...params } });

export const announcementReadersQueryOptions = (id: string, params: ReaderListParams) =>
  queryOptions({
    queryKey: [...announcementKeys.readers(id), params] as const,
    queryFn: () => getAnnouncementReaders(id, params),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAnnouncementReaders = (id: string, params: ReaderListParams, enabled = true) =>
  useQuery({ ...announcementReadersQueryOptions(id, params), enabled });
