import { z } from 'zod';
import { COUNTRIES, LANGUAGES, languageSchema, ROLES, type Language } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { validationKey } from '../i18n/validation.ts';
import { DEADLINE_STEPS } from '../deadlines.ts';
import { ANNOUNCEMENT_STATES } from '../announcement-lifecycle.ts';
import { idParams, listOf, pageQuerySchema, serialIdSchema } from './common.ts';
import { titleVersionSchema } from './title-version.ts';

/**
 * Notifications, to-do, news and e-mail (docs/product/notifications.md, docs/product/architecture.md; docs/decisions/021-notifications-todo-news.md):
 * notifications, to-do, news, the operator's announcements and e-mail. Everything here derives from the one event
 * log: a service records an event (`events.record`), and in the same transaction the notification
 * projector (src/server/modules/notifications/projector.ts, a subscriber of the event log) writes one `notifications` row per user
 * who must know, queues the e-mails those users asked for, and tells every server to push the new
 * unread counts to those users' sockets at commit. To-do and news are read from state and events.
 *
 * HTTP (under `/api`):
 *
 * | method | path                                       | roles      | body / query                     | answer                  |
 * |--------|--------------------------------------------|------------|----------------------------------|-------------------------|
 * | GET    | /notifications                             | any        | notificationListQuerySchema      | NotificationList        |
 * | GET    | /notifications/unread                      | any        | —                                | UnreadCounts            |
 * | PUT    | /notifications/:notification_id/read       | any        | —                                | 204                     |
 * | PUT    | /notifications/read-all                    | any        | notificationReadAllBodySchema    | 204                     |
 * | GET    | /notifications/socket                      | any        | WebSocket upgrade                | notificationServerFrame |
 * | GET    | /todo                                      | any        | pageQuerySchema                  | TodoList                |
 * | GET    | /news                                      | any        | pageQuerySchema                  | NewsList                |
 * | GET    | /user/email-settings                       | any        | —                                | EmailSettings           |
 * | PUT    | /user/email-settings                       | any        | emailSettingsSchema              | EmailSettings           |
 * | GET    | /notification-groups                       | kokopelli  | pageQuerySchema                  | AnnouncementList        |
 * | POST   | /notification-groups                       | kokopelli  | announcementBodySchema           | Announcement            |
 * | POST   | /notification-groups/audience              | kokopelli  | announcementAudienceBodySchema   | AnnouncementAudienceSummary |
 * | GET    | /notification-groups/:notification_group_id | kokopelli | —                                | Announcement            |
 * | PUT    | /notification-groups/:notification_group_id | kokopelli | announcementUpdateBodySchema     | Announcement (409 once published) |
 * | POST   | /notification-groups/:notification_group_id/withdraw | kokopelli | versionBodySchema       | Announcement            |
 * | GET    | /notification-groups/:notification_group_id/readers | kokopelli | pageQuerySchema          | AnnouncementReaderList  |
 * | GET    | /email-outbox                              | kokopelli  | pageQuerySchema                  | OutboxList              |
 *
 * - A notification belongs to one user: another user's id answers 404 `notification_not_found`.
 * - The socket (same session cookie and Origin rule as the chat socket) sends `unread` with the
 *   counts on open and whenever they change; the client refetches its lists then.
 */

// ---- notifications ------------------------------------------------------------------------

/** The notification list's groups (docs/product/screens-and-routes.md: offer-management and negotiation-management; plus the operator's announcements). */
export const NOTIFICATION_GROUPS = ['offer', 'negotiation', 'announcement'] as const;
export const notificationGroupSchema = z.enum(NOTIFICATION_GROUPS);
export type NotificationGroup = z.infer<typeof notificationGroupSchema>;

/**
 * What a notification says: the event's action (`offer.approve`, `negotiation.bank_approve`,
 * `chat.message`, `notification_group.publish`) or a reminder (`reminder.<deadline step>`).
 * The text of each kind is in src/shared/i18n/sections/notify.*.ts (`notify.kinds.<kind with _ for .>`),
 * rendered in the reader's language by the browser and by the e-mail renderer alike.
 */
export const notificationKindSchema = z.string().min(1).max(80);

/**
 * The values a notification's text is built from. Never a company's name or anything that
 * identifies a company: a notification may reach the counterpart before disclosure (docs/product/visibility.md#hidden-names).
 */
export const notificationParamsSchema = z
  .object({
    offer_title: z.string().optional(),
    offer_ref: z.string().optional(),
    trading_ref: z.string().optional(),
    /** A deadline reminder's step. */
    step: z.enum(DEADLINE_STEPS).optional(),
    due_at: z.iso.datetime({ offset: true }).optional(),
    /** An announcement's title and body in the reader's language (English when it has none in that language). */
    title: z.string().optional(),
    body: z.string().optional(),
    /**
     * A chat room's notice (one per room while unread): the latest message's sender as the room
     * shows them (left out where the reader may not know the sender's company), the start of its
     * text (or its file's name), and how many messages arrived since the reader last read the room.
     * `sender` is the name in the sender's own script, `sender_en` their English name: each reader is
     * shown the one they can read (shared/localized-name.ts).
     */
    sender: z.string().optional(),
    sender_en: z.string().optional(),
    excerpt: z.string().optional(),
    count: z.number().int().positive().optional(),
    /** A saved search's name (the user's own), for its alerts (docs/decisions/064-saved-search-alerts.md). */
    search_name: z.string().optional(),
    /**
     * A bank's introduction of a suggested pair (docs/decisions/066-match-suggestions.md): the other
     * company's offer, by its title and public reference (the reader's own is `offer_title`/`offer_ref`).
     */
    partner_title: z.string().optional(),
    partner_ref: z.string().optional(),
  })
  .meta({ id: 'NotificationParams' });
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z
  .object({
    id: z.string().describe('The notification (a decimal number as a string)'),
    group: notificationGroupSchema,
    kind: notificationKindSchema,
    params: notificationParamsSchema,
    /** The page it is about, for the reader's role (an app path such as /company/trading-detail/{id}). */
    link: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    read_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = pageQuerySchema.extend({
  group: notificationGroupSchema.optional(),
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const unreadCountsSchema = z
  .object({
    total: z.number().int().nonnegative(),
    offer: z.number().int().nonnegative(),
    negotiation: z.number().int().nonnegative(),
    announcement: z.number().int().nonnegative(),
  })
  .meta({ id: 'UnreadCounts' });
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const notificationListSchema = listOf(notificationSchema).extend({ unread: unreadCountsSchema }).meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationReadAllBodySchema = z.object({ group: notificationGroupSchema.optional() }).strict();

/** What the notification socket sends (JSON text frames). */
export const notificationServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('unread'), unread: unreadCountsSchema }),
  z.object({ type: z.literal('pong') }),
  /** A negotiation this viewer may see changed (any of its events): an open page of it fetches it again. */
  z.object({ type: z.literal('negotiation'), trading_id: z.uuid() }),
]);
export type NotificationServerFrame = z.infer<typeof notificationServerFrameSchema>;
export const notificationClientFrameSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('ping') })]);
export type NotificationClientFrame = z.infer<typeof notificationClientFrameSchema>;

// ---- to-do --------------------------------------------------------------------------------

/**
 * A pending action of the viewer's organisation, derived from state (never stored): it leaves
 * the list when the state changes. `kind` names the action (its text: `inbox.todo.kinds.<kind>`).
 */
export const TODO_KINDS = [
  /** enterprise */
  'fix_draft',
  'fix_remanded',
  'nda_decision',
  /** bank */
  'review_offer',
  'approve_application',
  /** operator */
  'assign_coordinator',
  'approve_cancel',
  'approve_completion',
  /** coordinator */
  'answer_coordinator_offer',
  'create_contract',
  'record_signing',
  'request_completion',
] as const;
export const todoKindSchema = z.enum(TODO_KINDS);
export type TodoKind = z.infer<typeof todoKindSchema>;

export const todoItemSchema = z
  .object({
    kind: todoKindSchema,
    subject_type: z.enum(['offer', 'negotiation']),
    subject_id: z.uuid(),
    /** The offer's title (or the negotiated offer's); safe for the viewer: it is its own or one it may see. */
    offer_title: z.string(),
    /** The title's language, and its versions in the other languages (decision 050). */
    offer_language: languageSchema,
    title_versions: z.array(titleVersionSchema),
    /** The offer's or the negotiation's public reference. */
    ref: z.string(),
    link: z.string(),
    /** Since when it waits (its age). */
    since: z.iso.datetime({ offset: true }),
    /** When it is due (business days, per step); null for what has no deadline (drafts, a completion request). */
    due_at: z.iso.datetime({ offset: true }).nullable(),
    overdue: z.boolean(),
  })
  .meta({ id: 'TodoItem' });
export type TodoItem = z.infer<typeof todoItemSchema>;
export const todoListSchema = listOf(todoItemSchema).extend({ overdue: z.number().int().nonnegative() }).meta({ id: 'TodoList' });
export type TodoList = z.infer<typeof todoListSchema>;

// ---- news ---------------------------------------------------------------------------------

/**
 * A news item of the viewer's area: an announcement addressed to it, or an event of interest
 * (companies: new offers of their industry for their country; banks: their customers' new offers
 * and applications; the operator: every new offer and application; coordinators: deals offered
 * and completed). Never a company name: partners' offers are shown as a partner sees them.
 */
export const NEWS_KINDS = ['announcement', 'new_offer', 'new_application', 'deal_offered', 'deal_completed'] as const;
export const newsKindSchema = z.enum(NEWS_KINDS);
export type NewsKind = z.infer<typeof newsKindSchema>;

export const newsItemSchema = z
  .object({
    id: z.string(),
    kind: newsKindSchema,
    at: z.iso.datetime({ offset: true }),
    title: z.string(),
    /** An announcement's body; for an offer, its type, target country and industry shown by the page. */
    body: z.string().nullable(),
    offer_type: z.enum(['sell', 'buy']).nullable(),
    country: z.enum(COUNTRIES).nullable(),
    industry: z.string().nullable(),
    link: z.string().nullable(),
    /** An announcement's notification (opening it marks it read: PUT /notifications/:id/read) and when it was read; null for the rest. */
    notification_id: z.string().nullable(),
    read_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'NewsItem' });
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsListSchema = listOf(newsItemSchema).meta({ id: 'NewsList' });
export type NewsList = z.infer<typeof newsListSchema>;

// ---- e-mail settings and outbox -------------------------------------------------------------

export const EMAIL_MODES = ['off', 'immediate', 'daily'] as const;
export const emailModeSchema = z.enum(EMAIL_MODES);
export type EmailMode = z.infer<typeof emailModeSchema>;

/** Per notification group: no e-mail, one per notification, or one digest a day (in the user's language). */
export const emailSettingsSchema = z
  .object({ offer: emailModeSchema, negotiation: emailModeSchema, announcement: emailModeSchema })
  .strict()
  .meta({ id: 'EmailSettings' });
export type EmailSettings = z.infer<typeof emailSettingsSchema>;
export const DEFAULT_EMAIL_SETTINGS: EmailSettings = { offer: 'off', negotiation: 'off', announcement: 'off' };

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'kept'] as const;
export const outboxMessageSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    language: z.enum(LANGUAGES),
    subject: z.string(),
    body: z.string(),
    /** `kept`: no SMTP_URL is set, so the message stays here for the operator to read. */
    status: z.enum(OUTBOX_STATUSES),
    attempts: z.number().int().nonnegative(),
    created_at: z.iso.datetime({ offset: true }),
    sent_at: z.iso.datetime({ offset: true }).nullable(),
    last_error: z.string().nullable(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxListSchema = listOf(outboxMessageSchema).meta({ id: 'OutboxList' });

// ---- announcements (notification groups) -----------------------------------------------------

const text = (max: number) => z.string().trim().max(max, { error: validationKey('max', { max }) });

/**
 * Title and body per language. Which languages are required is the audience's (the languages its
 * users read, `announcementAudienceSummarySchema`; the server checks it against the audience when the
 * announcement is saved): here, at least one language, and a language's title and body together.
 * A reader whose language has no text reads English, else the first language written
 * (`announcementTextFor`).
 */
export const announcementTextsSchema = z
  .object({
    title_en: text(LIMITS.announcementTitle).default(''),
    title_ja: text(LIMITS.announcementTitle).default(''),
    title_th: text(LIMITS.announcementTitle).default(''),
    body_en: text(LIMITS.announcementBody).default(''),
    body_ja: text(LIMITS.announcementBody).default(''),
    body_th: text(LIMITS.announcementBody).default(''),
  })
  .superRefine((v, ctx) => {
    // A language's title and body go together: one without the other would show half an announcement.
    for (const lang of LANGUAGES) {
      const title = v[`title_${lang}`];
      const body = v[`body_${lang}`];
      if (title && !body) ctx.addIssue({ code: 'custom', path: [`body_${lang}`], message: validationKey('required') });
      if (body && !title) ctx.addIssue({ code: 'custom', path: [`title_${lang}`], message: validationKey('required') });
    }
    // Nothing written at all: English is asked for (the language every reader falls back to).
    if (LANGUAGES.every((lang) => !v[`title_${lang}`] && !v[`body_${lang}`])) {
      ctx.addIssue({ code: 'custom', path: ['title_en'], message: validationKey('required') });
      ctx.addIssue({ code: 'custom', path: ['body_en'], message: validationKey('required') });
    }
  });
export type AnnouncementTexts = z.infer<typeof announcementTextsSchema>;

/**
 * The languages whose title and body an announcement for an audience must have: those its users
 * read (`languages` of the audience's summary); English when the audience has nobody yet. Answers
 * the text fields missing, for the form and the server alike.
 */
export function missingAnnouncementTexts(texts: Partial<AnnouncementTexts>, languages: readonly Language[]): (keyof AnnouncementTexts)[] {
  const needed: readonly Language[] = languages.length > 0 ? languages : ['en'];
  const missing: (keyof AnnouncementTexts)[] = [];
  for (const lang of LANGUAGES) {
    if (!needed.includes(lang)) continue;
    if (!texts[`title_${lang}`]?.trim()) missing.push(`title_${lang}`);
    if (!texts[`body_${lang}`]?.trim()) missing.push(`body_${lang}`);
  }
  return missing;
}

/** An announcement's title and body for a reader of `language`: that language's, else English, else the first written. */
export function announcementTextFor(texts: AnnouncementTexts, language: Language): { title: string; body: string } {
  for (const lang of [language, 'en', ...LANGUAGES] as const) {
    if (texts[`title_${lang}`]) return { title: texts[`title_${lang}`], body: texts[`body_${lang}`] };
  }
  return { title: '', body: '' };
}

/** Whom an announcement reaches: every user matching all three lists; an empty list means "any". */
export const announcementAudienceSchema = z
  .object({
    roles: z.array(z.enum(ROLES)).max(ROLES.length).default([]),
    countries: z.array(z.enum(COUNTRIES)).max(COUNTRIES.length).default([]),
    /** Login realms (bank codes): a bank's users and its customers' users. */
    bank_codes: z.array(z.string().min(1).max(64)).max(50).default([]),
  })
  .strict()
  .meta({ id: 'AnnouncementAudience' });
export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>;

export const announcementBodySchema = z
  .object({
    texts: announcementTextsSchema,
    audience: announcementAudienceSchema,
    /** Null: publish now. A later time: published then (a time in the past publishes now). */
    publish_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .strict();
export type AnnouncementBody = z.infer<typeof announcementBodySchema>;
/**
 * Who an audience reaches now, before publishing: how many users (the author left out, as the
 * publication leaves them out) and which languages they read (each one's texts are then required).
 */
export const announcementAudienceSummarySchema = z
  .object({
    recipients: z.number().int().nonnegative(),
    languages: z.array(z.enum(LANGUAGES)),
  })
  .meta({ id: 'AnnouncementAudienceSummary' });
export type AnnouncementAudienceSummary = z.infer<typeof announcementAudienceSummarySchema>;
export const announcementAudienceBodySchema = z.object({ audience: announcementAudienceSchema }).strict();

export const announcementUpdateBodySchema = announcementBodySchema.extend({ version: z.number().int().positive() }).strict();
export const versionBodySchema = z.object({ version: z.number().int().positive() }).strict();

/** The states of src/shared/announcement-lifecycle.ts (its transition table says what may follow what). */
export { ANNOUNCEMENT_STATES };
export const announcementSchema = z
  .object({
    notification_group_id: z.uuid(),
    state: z.enum(ANNOUNCEMENT_STATES),
    title_en: z.string(),
    title_ja: z.string(),
    title_th: z.string(),
    body_en: z.string(),
    body_ja: z.string(),
    body_th: z.string(),
    audience: announcementAudienceSchema,
    publish_at: z.iso.datetime({ offset: true }),
    published_at: z.iso.datetime({ offset: true }).nullable(),
    withdrawn_at: z.iso.datetime({ offset: true }).nullable(),
    created_at: z.iso.datetime({ offset: true }),
    created_by_name: z.string().nullable(),
    /** Users it was delivered to (fixed at publication), and how many of them have read it. */
    audience_count: z.number().int().nonnegative(),
    read_count: z.number().int().nonnegative(),
    version: z.number().int().positive(),
    abilities: z.object({ edit: z.boolean(), withdraw: z.boolean() }),
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = listOf(announcementSchema).meta({ id: 'AnnouncementList' });

export const announcementReaderSchema = z
  .object({
    user_id: z.uuid(),
    name: z.string(),
    organisation_name: z.string(),
    role: z.enum(ROLES),
    read_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'AnnouncementReader' });
/** Everyone it was delivered to, readers first (`read_at` null: not read yet). */
export const announcementReaderListSchema = listOf(announcementReaderSchema).meta({ id: 'AnnouncementReaderList' });

export const readerListQuerySchema = pageQuerySchema.extend({ read: z.enum(['true', 'false']).optional() });

/** The API paths of this file, for the browser's calls and the tests. */
/** `PUT /notifications/:notification_id/read`: a notification's id is a decimal number (docs/decisions/045-routes-alike.md). */
export const notificationIdParamsSchema = z.object({ notification_id: serialIdSchema });
/** The announcement (notification group) routes' id. */
export const announcementParamsSchema = idParams('notification_group_id');

export const inboxApi = {
  notifications: '/notifications',
  unread: '/notifications/unread',
  read: (id: string) => `/notifications/${encodeURIComponent(id)}/read`,
  readAll: '/notifications/read-all',
  socket: '/notifications/socket',
  todo: '/todo',
  news: '/news',
  emailSettings: '/user/email-settings',
  announcements: '/notification-groups',
  announcementAudience: '/notification-groups/audience',
  announcement: (id: string) => `/notification-groups/${encodeURIComponent(id)}`,
  withdraw: (id: string) => `/notification-groups/${encodeURIComponent(id)}/withdraw`,
  readers: (id: string) => `/notification-groups/${encodeURIComponent(id)}/readers`,
  outbox: '/email-outbox',
} as const;
