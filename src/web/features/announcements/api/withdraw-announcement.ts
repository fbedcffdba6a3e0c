import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementSchema, inboxApi } from '../../../../shared/schemas/notifications.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { storeAnnouncement } from './get-announcement.ts';

/** `POST notification-groups/{id}/withdraw`: takes it out of every reader's notifications and news. */
export const withdrawAnnouncement = async ({ id, version }: { id: string; version: number }) =>
  announcementSchema.parse(await apiClient.post(inboxApi.withdraw(id), { version }, { forbiddenRedirect: false }));

export function useWithdrawAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['announcements', 'withdraw'],
    mutationFn: withdrawAnnouncement,
    onSuccess: (announcement) => storeAnnouncement(queryClient, announcement),
  });
}
