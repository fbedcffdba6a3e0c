import type { NotificationRule } from '../notifications/projector.ts';

/** A deadline reminder (`offer.reminder`, `negotiation.reminder`): the users who must act. Filled in by issue 12's deadline work. */
export const reminderNotifications: NotificationRule = async () => null;
