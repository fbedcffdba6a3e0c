import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type Announcement, announcementSchema, inboxApi } from '../../../../shared/schemas/notifications.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { announcementKeys } from './get-announcement-list.ts';

/** `GET notification-groups/{id}`: one announcement with its texts, audience, counts and abilities. */
export const getAnnouncement = (id: string) => apiClient.get(inboxApi.announcement(id), announcementSchema);

export const announcementQueryOptions = (id: string) =>
  queryOptions({ queryKey: announcementKeys.detail(id), queryFn: () => getAnnouncement(id), staleTime: 0 });

export const useAnnouncement = (id: string) => useQuery(announcementQueryOptions(id));

/** After a write: the detail shows what the server answered, and the lists and readers are fetched again. */
export async function storeAnnouncement(queryClient: QueryClient, announcement: Announcement): Promise<void> {
  queryClient.setQueryData(announcementKeys.detail(announcement.notification_group_id), announcement);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: announcementKeys.lists }),
    queryClient.invalidateQueries({ queryKey: announcementKeys.readers(announcement.notification_group_id) }),
  ]);
}
