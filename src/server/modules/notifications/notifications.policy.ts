import { eq, type SQL } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';
import { allow, refuse, type Decision } from '../../lib/policy.ts';
import { announcementNotWithdrawn } from './announcement-text.ts';

/**
 * Who may see and mark a notification (docs/product/notifications.md, decision 021), in one place:
 * each user reads only their own; another user's notification is answered like an unknown one (404).
 * `decide` for one notification beside `notificationVisibleTo` for the list and the unread counts
 * (SQL); src/server/modules/notifications/notifications.policy.test.ts checks both.
 */

/** What the policy reads of a viewer: the user alone (the server's Viewer fits it, as does a socket's user). */
export interface NotificationPolicyViewer {
  user: { id: string };
}

/** What the policy reads of a notification (a row of `notifications` fits it). */
export interface NotificationSubject {
  userId: string;
}

/** `read`: see it in the list. `mark_read`: mark it read. */
export type NotificationPolicyAction = 'read' | 'mark_read';

/**
 * The owner's, and nobody else's. A notice of a withdrawn announcement leaves the list (the
 * announcement policy's reader rule), yet its owner may still mark it read: that changes nothing anyone sees.
 */
export function decide(viewer: NotificationPolicyViewer, _action: NotificationPolicyAction, notification: NotificationSubject | undefined): Decision {
  return notification?.userId === viewer.user.id ? allow() : refuse('hidden');
}

export function can(viewer: NotificationPolicyViewer, action: NotificationPolicyAction, notification: NotificationSubject | undefined): boolean {
  return decide(viewer, action, notification).allowed;
}

/** The viewer's own notifications, over `notifications` (what `mark_read` allows). */
export function notificationOwnedBy(viewer: NotificationPolicyViewer): SQL {
  return eq(notifications.userId, viewer.user.id);
}

/**
 * The SQL half of `read`, for the list and the unread counts: the viewer's own, less an
 * announcement's once it is withdrawn (on the query's left join of `notification_groups`).
 */
export function notificationVisibleTo(viewer: NotificationPolicyViewer): SQL[] {
  return [notificationOwnedBy(viewer), announcementNotWithdrawn];
}
