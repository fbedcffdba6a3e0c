import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EMAIL_MODES, NOTIFICATION_GROUPS, OUTBOX_STATUSES, type AnnouncementAudience, type NotificationParams } from '../../../shared/schemas/notifications.ts';
import { DEADLINE_STEPS } from '../../../shared/deadlines.ts';
import { languageEnum, users } from './organisations.ts';
import { events } from './events.ts';

/**
 * Notifications, e-mail and deadlines (docs/decisions/021). Every row here is derived: notifications and e-mails from
 * the event log (src/server/modules/notifications/projector.ts), reminders from deadlines.
 */
const at = (name: string) => timestamp(name, { withTimezone: true });

export const notificationGroupEnum = pgEnum('notification_group', NOTIFICATION_GROUPS);
export const emailModeEnum = pgEnum('email_mode', EMAIL_MODES);
export const outboxStatusEnum = pgEnum('outbox_status', OUTBOX_STATUSES);
export const deadlineStepEnum = pgEnum('deadline_step', DEADLINE_STEPS);

/** One user's notice of one event, in the group it shows under; read once `read_at` is set. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id),
    group: notificationGroupEnum('group').notNull(),
    /** The event's action, or `reminder.<step>` (its text: notify.kinds). */
    kind: text('kind').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** What the text is built from; never a company's name (docs/product/visibility.md#hidden-names). */
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    /** The page it is about, for this user's role. */
    link: text('link'),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
    /** When it went out by e-mail (immediately, or in a daily digest); null while it has not. */
    emailedAt: at('emailed_at'),
  },
  (t) => [
    uniqueIndex('notifications_user_event_unique').on(t.userId, t.eventId),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId, t.group).where(sql`${t.readAt} IS NULL`),
    index('notifications_subject_idx').on(t.subjectType, t.subjectId),
    // One unread chat notice per user and room: the next message updates it (docs/decisions/035-chat-notifications-and-touch-composer.md).
    uniqueIndex('notifications_unread_chat_room_unique')
      .on(t.userId, t.subjectId)
      .where(sql`${t.kind} = 'chat.message' AND ${t.readAt} IS NULL`),
  ],
);

/** An announcement of the operator (a notification group in docs/product/notifications.md): texts in en/ja/th, audience, publication. */
export const notificationGroups = pgTable(
  'notification_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titleEn: text('title_en').notNull(),
    titleJa: text('title_ja').notNull().default(''),
    titleTh: text('title_th').notNull().default(''),
    bodyEn: text('body_en').notNull(),
    bodyJa: text('body_ja').notNull().default(''),
    bodyTh: text('body_th').notNull().default(''),
    audience: jsonb('audience').$type<AnnouncementAudience>().notNull(),
    publishAt: at('publish_at').notNull(),
    /** Set once, by whichever server publishes it first (the publish event fans it out). */
    publishedAt: at('published_at'),
    withdrawnAt: at('withdrawn_at'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('notification_groups_due_idx').on(t.publishAt).where(sql`${t.publishedAt} IS NULL AND ${t.withdrawnAt} IS NULL`)],
);

/** A user's e-mail choice per notification group (no row: every group off). */
export const emailSettings = pgTable('email_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  offer: emailModeEnum('offer').notNull().default('off'),
  negotiation: emailModeEnum('negotiation').notNull().default('off'),
  announcement: emailModeEnum('announcement').notNull().default('off'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * E-mails to send, written in the transaction that makes them due. `dedupe_key` (e.g.
 * `notification:{id}`, `digest:{user}:{day}`) makes each exactly one row; the sender claims rows
 * (`sending`, `claimed_until`), sends with `message_id`, and marks them `sent`. Without SMTP_URL
 * they stay `kept`, for the operator to read.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    language: languageEnum('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** The Message-ID header, fixed when the row is written: a resend after a crash carries the same one. */
    messageId: text('message_id').notNull(),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    claimedUntil: at('claimed_until'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} IN ('pending', 'sending')`),
    index('email_outbox_created_idx').on(t.createdAt, t.id),
  ],
);

/** A deadline reminder sent: one per subject, step and due time, so it goes out once (on any number of servers). */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    step: deadlineStepEnum('step').notNull(),
    dueAt: at('due_at').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subjectType, t.subjectId, t.step, t.dueAt] })],
);

