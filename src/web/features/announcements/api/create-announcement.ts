import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type announcementBodySchema, announcementSchema, inboxApi } from '../../../../shared/schemas/notifications.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { storeAnnouncement } from './get-announcement.ts';

/** `POST notification-groups`: publishes now (`publish_at` null) or schedules; answers the new announcement. */
export const createAnnouncement = async (body: z.input<typeof announcementBodySchema>) =>
  announcementSchema.parse(await apiClient.post(inboxApi.announcements, body, { forbiddenRedirect: false }));

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['announcements', 'create'],
    mutationFn: createAnnouncement,
    onSuccess: (announcement) => storeAnnouncement(queryClient, announcement),
  });
}
