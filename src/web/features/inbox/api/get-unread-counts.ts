import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxApi, unreadCountsSchema } from '../../../../shared/schemas/notifications.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const unreadCountsKey = ['inbox', 'unread'] as const;

/** `GET notifications/unread`: the bell's counts (total and per group). */
export const getUnreadCounts = () => apiClient.get(inboxApi.unread, unreadCountsSchema);

/**
 * Kept up to date by the inbox socket's `unread` frames (written into this query's cache); asked
 * over HTTP on load and when the socket ends for good (so a 401 takes the api client's session rule).
 */
export const unreadCountsQueryOptions = () =>
  queryOptions({ queryKey: unreadCountsKey, queryFn: getUnreadCounts, staleTime: 60_000 });

export const useUnreadCounts = () => useQuery(unreadCountsQueryOptions());
