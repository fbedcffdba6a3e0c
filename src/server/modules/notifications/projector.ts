import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { EventSubscriber, LoggedEvent } from '../events/events.service.ts';
import type { NotificationRules } from './notification-rules.ts';
import { NotificationRepository, type StoredNotification } from './notifications.repository.ts';
import { inboxNotices, notifyNegotiationChanged } from './inbox-bus.ts';

/**
 * What else happens with the notifications an event wrote, in the same transaction (the e-mail
 * module queues the immediate e-mails: src/server/modules/email/email-queue.ts).
 */
export type NoticesWritten = (tx: Database, rows: StoredNotification[]) => Promise<void>;

/**
 * The notification projector (docs/product/architecture.md#event-log, docs/decisions/021, 038): a
 * subscriber of the event log, so it runs in the transaction of every event, and notifications,
 * their e-mails and the live push exist exactly when the change does; no service writes a
 * notification by hand.
 *
 * Who must know each kind of event is the rule its module registered in `rules`
 * (offers, negotiations, chat, announcements, deadline reminders). The user who acted is never
 * notified of their own action. `written` is told of every notification written.
 */
export function notificationProjector(rules: NotificationRules, written: readonly NoticesWritten[] = []): EventSubscriber {
  return async (tx: Database, event: LoggedEvent): Promise<void> => {
    // Every event of a negotiation refreshes its open detail pages, the actor's other tabs included.
    if (event.subjectType === 'negotiation') await notifyNegotiationChanged(tx, event.subjectId);
    const rule = rules.for(event.action);
    const plan = rule ? await rule(tx, event) : null;
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
    // The inbox's first notice goes with the write (one statement fewer); a longer list's others after it.
    const [told, ...more] = inboxNotices(recipients.map((r) => r.userId));
    const rows = plan.perSubject ? await repo.upsertUnread(notices, told) : await repo.insertMany(notices, told);
    for (const then of written) await then(tx, rows);
    if (rows.length > 0) for (const notice of more) await tx.execute(sql`select ${notice}`);
  };
}
