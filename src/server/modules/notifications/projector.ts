import type { Database } from '../../db/client.ts';
import type { events } from '../../db/schema/index.ts';
import type { NotificationGroup, NotificationParams } from '../../../shared/schemas/notifications.ts';
import { announcementNotifications } from '../announcements/announcement-notifications.ts';
import { reminderNotifications } from '../deadlines/reminder-notifications.ts';
import { queueImmediateEmails } from '../email/email-queue.ts';
import { notificationRules } from './notification-rules.ts';
import { NotificationRepository } from './notifications.repository.ts';
import { notifyInbox, notifyNegotiationChanged } from './inbox-bus.ts';

/** An event as the log stored it. */
export type LoggedEvent = typeof events.$inferSelect;

/** One user to notify, with the page the notice links to for that user's role. */
export interface Recipient {
  userId: string;
  link: string | null;
  /** What this user's notice says on top of the plan's params (e.g. a name only some recipients may know). */
  params?: NotificationParams;
}

/** What one event tells whom: the rule of an event's kind answers it (null or no recipients: nobody). */
export interface NotificationPlan {
  group: NotificationGroup;
  /** The event's action, or `reminder.<step>`. */
  kind: string;
  params: NotificationParams;
  recipients: Recipient[];
  /**
   * One unread notice per user and subject (a chat room's, docs/decisions/035-chat-notifications-and-touch-composer.md):
   * a user's unread notice of the subject is updated (count + 1, this event's params, moved to the
   * top, e-mailed again by the digest) instead of a new one written.
   */
  perSubject?: boolean;
}

export type NotificationRule = (tx: Database, event: LoggedEvent) => Promise<NotificationPlan | null>;

/**
 * The notification projector (docs/product/architecture.md#event-log, docs/decisions/021): called by `recordEvent`
 * in the transaction of every event, so notifications, their e-mails and the live push exist
 * exactly when the change does, and no service writes a notification by hand.
 *
 * Who must know each kind of event is its rule's:
 * - `*.reminder` (a deadline passed): src/server/modules/deadlines/reminder-notifications.ts;
 * - `notification_group.*` (an announcement published): src/server/modules/announcements/announcement-notifications.ts;
 * - offers, negotiations and chat messages: ./notification-rules.ts.
 * The user who acted is never notified of their own action.
 */
export async function projectNotifications(tx: Database, event: LoggedEvent): Promise<void> {
  // Every event of a negotiation refreshes its open detail pages, the actor's other tabs included.
  if (event.subjectType === 'negotiation') await notifyNegotiationChanged(tx, event.subjectId);
  const plan = await planFor(tx, event);
  if (!plan) return;
  const seen = new Set<string>();
  const recipients = plan.recipients.filter((r) => {
    if (r.userId === event.actorUserId || seen.has(r.userId)) return false;
    seen.add(r.userId);
    return true;
  });
  if (recipients.length === 0) return;
  const repo = new NotificationRepository(tx);
  const notices = recipients.map((r) => ({
    userId: r.userId,
    eventId: event.id,
    group: plan.group,
    kind: plan.kind,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    params: { ...plan.params, ...r.params },
    link: r.link,
    createdAt: event.occurredAt,
  }));
  const rows = plan.perSubject ? await repo.upsertUnread(notices) : await repo.insertMany(notices);
  await queueImmediateEmails(tx, rows);
  await notifyInbox(tx, recipients.map((r) => r.userId));
}

function planFor(tx: Database, event: LoggedEvent): Promise<NotificationPlan | null> {
  if (event.action.endsWith('.reminder')) return reminderNotifications(tx, event);
  if (event.subjectType === 'notification_group') return announcementNotifications(tx, event);
  return notificationRules(tx, event);
}
