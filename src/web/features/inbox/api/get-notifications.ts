import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inboxApi, type NotificationGroup, notificationListSchema } from '../../../../shared/schemas/notifications.ts';
import { apiClient } from '../../../lib/api-client.ts';

export interface NotificationListParams {
  page: number;
  per_page: number;
  group?: NotificationGroup;
  unread?: boolean;
}

/** `GET notifications`: the viewer's own notifications, newest first, with the unread counts. */
export const getNotifications = ({ page, per_page, group, unread }: NotificationListParams) =>
  apiClient.get(inboxApi.notifications, notificationListSchema, {
    query: { page, per_page, group, unread: unread ? 'true' : undefined },
  });

/** `all` is the prefix every notification list shares: a read mark or a socket frame refreshes them all. */
export const notificationListKeys = {
  all: ['inbox', 'notifications'] as const,
  list: (params: NotificationListParams) => [...notificationListKeys.all, params] as const,
};

export const notificationListQueryOptions = (params: NotificationListParams) =>
  queryOptions({
    queryKey: notificationListKeys.list(params),
    queryFn: () => getNotifications(params),
    // The socket says when something changed (and the list is invalidated then).
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useNotifications = (params: NotificationListParams) => useQuery(notificationListQueryOptions(params));
