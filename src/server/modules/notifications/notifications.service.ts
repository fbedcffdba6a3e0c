import type { Database } from '../../db/client.ts';
import { enforce } from '../../lib/policy.ts';
import type { Language } from '../../../shared/enums.ts';
import {
  NOTIFICATION_GROUPS,
  type Notification,
  type NotificationGroup,
  type NotificationList,
  type NotificationListQuery,
  type UnreadCounts,
} from '../../../shared/schemas/notifications.ts';
import type { Viewer } from '../session/session.service.ts';
import { notifyInbox } from './inbox-bus.ts';
import { decide, notificationVisibleTo, type NotificationPolicyViewer } from './notifications.policy.ts';
import { NotificationRepository, type ListedNotification } from './notifications.repository.ts';

/** A notification id as the API carries it: a positive decimal number (anything else is no notification). */
const ID = /^[1-9][0-9]{0,15}$/;

/** Another user's notification is answered like an unknown one. */
const refusals = { code: { hidden: 'notification_not_found' as const } };

/**
 * The viewer's notifications (src/shared/schemas/notifications.ts): who may read and mark which is
 * the notification policy's (notifications.policy.ts: each user their own; another user's id is
 * answered like an unknown one, 404).
 */
export class NotificationService {
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(db: Database, now: () => Date) {
    this.db = db;
    this.now = now;
  }

  async list(viewer: Viewer, query: NotificationListQuery, language: Language): Promise<NotificationList> {
    const repo = new NotificationRepository(this.db);
    const filter = { group: query.group, unread: query.unread === undefined ? undefined : query.unread === 'true' };
    const [{ rows, total }, unread] = await Promise.all([
      repo.list(notificationVisibleTo(viewer), language, filter, { page: query.page, perPage: query.per_page }),
      this.unread(viewer),
    ]);
    return { items: rows.map(present), total, unread };
  }

  async unread(viewer: Viewer): Promise<UnreadCounts> {
    return unreadCountsFor(this.db, viewer);
  }

  async markRead(viewer: Viewer, notificationId: string): Promise<void> {
    const id = ID.test(notificationId) ? Number(notificationId) : undefined;
    await this.db.transaction(async (tx) => {
      const repo = new NotificationRepository(tx);
      const row = id === undefined ? undefined : await repo.find(id);
      enforce(decide(viewer, 'mark_read', row), refusals);
      // Already read: nothing changes.
      if (await repo.markRead(viewer.user.id, id!, this.now())) await notifyInbox(tx, [viewer.user.id]);
    });
  }

  async markAllRead(viewer: Viewer, group: NotificationGroup | undefined): Promise<void> {
    await this.db.transaction(async (tx) => {
      const changed = await new NotificationRepository(tx).markAllRead(viewer.user.id, group, this.now());
      if (changed > 0) await notifyInbox(tx, [viewer.user.id]);
    });
  }
}

/** The user's unread counts, per group and in all (what the list, the badge and the socket send). */
export function unreadCountsOf(db: Database, userId: string): Promise<UnreadCounts> {
  return unreadCountsFor(db, { user: { id: userId } });
}

/** The viewer's unread counts: of the notifications the policy lets them read. */
async function unreadCountsFor(db: Database, viewer: NotificationPolicyViewer): Promise<UnreadCounts> {
  const counts = await new NotificationRepository(db).unreadCounts(notificationVisibleTo(viewer));
  const per = Object.fromEntries(NOTIFICATION_GROUPS.map((g) => [g, counts[g] ?? 0])) as Record<NotificationGroup, number>;
  return { total: NOTIFICATION_GROUPS.reduce((sum, g) => sum + per[g], 0), ...per };
}

function present(n: ListedNotification): Notification {
  const params = { ...n.params };
  if (n.group === 'announcement' && n.announcementTitle !== null) {
    params.title = n.announcementTitle;
    params.body = n.announcementBody ?? '';
  }
  return {
    id: String(n.id),
    group: n.group,
    kind: n.kind,
    params,
    link: n.link,
    created_at: n.createdAt.toISOString(),
    read_at: n.readAt?.toISOString() ?? null,
  };
}
