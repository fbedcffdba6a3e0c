import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxApi, type NotificationGroup } from '../../../../shared/schemas/notifications.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { newsKeys } from './get-news.ts';
import { notificationListKeys } from './get-notifications.ts';
import { unreadCountsKey } from './get-unread-counts.ts';

/** `PUT notifications/{id}/read` (204). Marking one already read changes nothing. */
export const markNotificationRead = async (id: string): Promise<void> => {
  await apiClient.put(inboxApi.read(id));
};

/** `PUT notifications/read-all` (204): every unread notification of `group`, or of every group. */
export const markAllNotificationsRead = async (group: NotificationGroup | undefined): Promise<void> => {
  await apiClient.put(inboxApi.readAll, group ? { group } : {});
};

/** After a read mark: the lists (news shows whether an announcement was read), and the bell ask again (the socket's `unread` frame may come first). */
export const refreshAfterRead = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationListKeys.all }),
    queryClient.invalidateQueries({ queryKey: newsKeys.all }),
    queryClient.invalidateQueries({ queryKey: unreadCountsKey }),
  ]);

export const markReadMutationOptions = () => mutationOptions({ mutationKey: ['inbox', 'read'], mutationFn: markNotificationRead });
export const markAllReadMutationOptions = () => mutationOptions({ mutationKey: ['inbox', 'read-all'], mutationFn: markAllNotificationsRead });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({ ...markReadMutationOptions(), onSettled: () => refreshAfterRead(queryClient) });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({ ...markAllReadMutationOptions(), onSettled: () => refreshAfterRead(queryClient) });
}
