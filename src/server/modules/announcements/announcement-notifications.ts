import type { NotificationRule } from '../notifications/projector.ts';

/** An announcement published (`notification_group.publish`): its audience. Filled in by issue 12's announcement work. */
export const announcementNotifications: NotificationRule = async () => null;
