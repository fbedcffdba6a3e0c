import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
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
import { NotificationRepository, type ListedNotification } from './notifications.repository.ts';

/** A notification id as the API carries it: a positive decimal number (anything else is no notification). */
const ID = /^[1-9][0-9]{0,15}$/;

const notFound = () => new AppError(404, 'notification_not_found');

/**
 * The viewer's notifications (src/shared/schemas/notifications.ts): each user reads only
 * their own, so the only rule is ownership: another user's id is answered like an unknown one (404).
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
      repo.list(viewer.user.id, language, filter, { page: query.page, perPage: query.per_page }),
      this.unread(viewer),
    ]);
    return { items: rows.map(present), total, unread };
  }

  async unread(viewer: Viewer): Promise<UnreadCounts> {
    return unreadCountsOf(this.db, viewer.user.id);
  }

  async markRead(viewer: Viewer, notificationId: string): Promise<void> {
    if (!ID.test(notificationId)) throw notFound();
    const id = Number(notificationId);
    await this.db.transaction(async (tx) => {
      const repo = new NotificationRepository(tx);
      if (await repo.markRead(viewer.user.id, id, this.now())) return notifyInbox(tx, [viewer.user.id]);
      // Already read: nothing changes. Not the viewer's (or none): 404.
      if (!(await repo.exists(viewer.user.id, id))) throw notFound();
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
export async function unreadCountsOf(db: Database, userId: string): Promise<UnreadCounts> {
  const counts = await new NotificationRepository(db).unreadCounts(userId);
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
