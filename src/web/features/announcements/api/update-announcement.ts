import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type announcementUpdateBodySchema, announcementSchema, inboxApi } from '../../../../shared/schemas/notifications.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { storeAnnouncement } from './get-announcement.ts';

export interface UpdateAnnouncementVariables {
  id: string;
  body: z.input<typeof announcementUpdateBodySchema>;
}

/** `PUT notification-groups/{id}`: only while scheduled, with the version the operator saw (409 otherwise). */
export const updateAnnouncement = async ({ id, body }: UpdateAnnouncementVariables) =>
  announcementSchema.parse(await apiClient.put(inboxApi.announcement(id), body, { forbiddenRedirect: false }));

export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['announcements', 'update'],
    mutationFn: updateAnnouncement,
    onSuccess: (announcement) => storeAnnouncement(queryClient, announcement),
  });
}
