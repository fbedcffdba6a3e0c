import type { NotificationParams } from '../../../shared/schemas/notifications.ts';

/** One user to notify, with the page the notice links to for that user's role. */
export interface Recipient {
  userId: string;
  link: string | null;
  /** What this user's notice says on top of the plan's params (e.g. a name only some recipients may know). */
  params?: NotificationParams;
}
