import { and, count, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { events, notificationGroups, notifications } from '../../db/schema/index.ts';
import type { Language } from '../../../shared/enums.ts';
import type { NotificationGroup } from '../../../shared/schemas/notifications.ts';
import { announcementTextSql } from './announcement-text.ts';

export type NewNotification = typeof notifications.$inferInsert;
export type StoredNotification = typeof notifications.$inferSelect;

/** A notification as its reader's list shows it: an announcement's title and body in the reader's language. */
export interface ListedNotification extends StoredNotification {
  announcementTitle: string | null;
  announcementBody: string | null;
}

export interface NotificationFilter {
  group?: NotificationGroup | undefined;
  unread?: boolean | undefined;
}

/** The announcement a row is about (none for every other kind). */
const announcementJoin = and(eq(notifications.subjectType, 'notification_group'), sql`${notificationGroups.id}::text = ${notifications.subjectId}`);

/** What a write returns: the rows, and `told` evaluated once for each (`null` when there is none). */
const returned = (told: SQL | undefined) => ({ ...getTableColumns(notifications), told: (told ?? sql`null`).mapWith(() => null) });
const written = (rows: (StoredNotification & { told: null })[]): StoredNotification[] => rows.map(({ told: _told, ...row }) => row);

/** Every write and read of `notifications`. */
export class NotificationRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Writes the notices of one event; a user already told of it (a retried projection) is skipped.
   * `told`: an expression the statement evaluates for each row it writes (and only then), such as
   * the inbox's notice (inbox-bus.ts `inboxNotices`).
   */
  async insertMany(rows: NewNotification[], told?: SQL): Promise<StoredNotification[]> {
    if (rows.length === 0) return [];
    return written(await this.db.insert(notifications).values(rows).onConflictDoNothing().returning(returned(told)));
  }

  /**
   * Writes a chat room's notices (the only kind kept one per user and subject while unread, as the
   * partial unique index `notifications_unread_chat_room_unique` says): where the user has an
   * unread one, it becomes this event's (its params with `count` + 1, its time, so it moves to the
   * top) and is e-mailed again by the next digest (an immediate e-mail keeps its one key: one per
   * unread notice). The same event projected again changes nothing. Answers the rows written.
   */
  async upsertUnread(rows: NewNotification[], told?: SQL): Promise<StoredNotification[]> {
    if (rows.length === 0) return [];
    const upserted = await this.db
      .insert(notifications)
      .values(rows.map((r) => ({ ...r, params: { ...r.params, count: 1 } })))
      .onConflictDoUpdate({
        target: [notifications.userId, notifications.subjectId],
        targetWhere: sql`${notifications.kind} = 'chat.message' AND ${notifications.readAt} IS NULL`,
        set: {
          eventId: sql`excluded.event_id`,
          params: sql`excluded.params || jsonb_build_object('count', coalesce((${notifications.params}->>'count')::int, 1) + 1)`,
          link: sql`excluded.link`,
          createdAt: sql`excluded.created_at`,
          emailedAt: null,
        },
        setWhere: sql`${notifications.eventId} <> excluded.event_id`,
      })
      .returning(returned(told));
    return written(upserted);
  }

  /**
   * Marks the user's notice of a chat room read once they have read up to its latest message
   * (`upTo` at or past the seq its event recorded); answers whether one changed.
   */
  async markChatRoomRead(userId: string, roomId: string, upTo: number, at: Date): Promise<boolean> {
    const changed = await this.db
      .update(notifications)
      .set({ readAt: at })
      .from(events)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.kind, 'chat.message'),
          eq(notifications.subjectType, 'chat'),
          eq(notifications.subjectId, roomId),
          isNull(notifications.readAt),
          eq(events.id, notifications.eventId),
          sql`coalesce((${events.payload}->>'seq')::int, 0) <= ${upTo}`,
        ),
      )
      .returning({ id: notifications.id });
    return changed.length > 0;
  }

  /** `visible`: the notification policy's `notificationVisibleTo` (the reader's own; a withdrawn announcement's hidden). */
  private where(visible: SQL[], filter: NotificationFilter): SQL {
    const parts: SQL[] = [...visible];
    if (filter.group) parts.push(eq(notifications.group, filter.group));
    if (filter.unread === true) parts.push(isNull(notifications.readAt));
    if (filter.unread === false) parts.push(sql`${notifications.readAt} IS NOT NULL`);
    return and(...parts)!;
  }

  /** One page of the notifications `visible` selects, newest first, and how many match. */
  async list(visible: SQL[], language: Language, filter: NotificationFilter, page: { page: number; perPage: number }) {
    const where = this.where(visible, filter);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          n: notifications,
          // Null for every other kind (no announcement joined).
          title: sql<string | null>`case when ${notificationGroups.id} is null then null else ${announcementTextSql(language, 'title')} end`,
          body: sql<string | null>`case when ${notificationGroups.id} is null then null else ${announcementTextSql(language, 'body')} end`,
        })
        .from(notifications)
        .leftJoin(notificationGroups, announcementJoin)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage),
      this.db.select({ total: count() }).from(notifications).leftJoin(notificationGroups, announcementJoin).where(where),
    ]);
    return {
      rows: rows.map((r): ListedNotification => ({ ...r.n, announcementTitle: r.title, announcementBody: r.body })),
      total: total?.total ?? 0,
    };
  }

  /** The unread notifications `visible` selects, per group. */
  async unreadCounts(visible: SQL[]): Promise<Partial<Record<NotificationGroup, number>>> {
    const rows = await this.db
      .select({ group: notifications.group, n: count() })
      .from(notifications)
      .leftJoin(notificationGroups, announcementJoin)
      .where(this.where(visible, { unread: true }))
      .groupBy(notifications.group);
    return Object.fromEntries(rows.map((r) => [r.group, r.n]));
  }

  /** Whose notification this is and whether it was read (undefined: no such notification). */
  async find(id: number): Promise<{ userId: string; readAt: Date | null } | undefined> {
    const [row] = await this.db
      .select({ userId: notifications.userId, readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, id))
      .limit(1);
    return row;
  }

  /** Marks one of the user's notifications read (a read one keeps its time); false if the user has none of this id. */
  async markRead(userId: string, id: number, at: Date): Promise<boolean> {
    const changed = await this.db
      .update(notifications)
      .set({ readAt: at })
      .where(and(eq(notifications.userId, userId), eq(notifications.id, id), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return changed.length > 0;
  }

  /** Marks all the user's unread notifications (of one group) read; answers how many. */
  async markAllRead(userId: string, group: NotificationGroup | undefined, at: Date): Promise<number> {
    const parts: SQL[] = [eq(notifications.userId, userId), isNull(notifications.readAt)];
    if (group) parts.push(eq(notifications.group, group));
    const changed = await this.db
      .update(notifications)
      .set({ readAt: at })
      .where(and(...parts))
      .returning({ id: notifications.id });
    return changed.length;
  }
}
