import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailOutbox, emailSettings, notificationGroups, notifications, organisations, users } from '../../db/schema/index.ts';
import { DEFAULT_EMAIL_SETTINGS, type EmailSettings, type NotificationGroup } from '../../../shared/schemas/notifications.ts';
import type { Language, Role } from '../../../shared/enums.ts';
import { personName } from '../../../shared/localized-name.ts';
import type { AnnouncementTexts } from './email-text.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;

/** A user as far as e-mail goes: address, language, role (for the settings link) and choices. */
export interface MailRecipient {
  userId: string;
  email: string | null;
  name: string;
  language: Language;
  role: Role;
  settings: EmailSettings;
}

/** Every write and read of `email_settings` and `email_outbox` (decision 021). */
export class EmailRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async settings(userId: string): Promise<EmailSettings> {
    const [row] = await this.db
      .select({ offer: emailSettings.offer, negotiation: emailSettings.negotiation, announcement: emailSettings.announcement })
      .from(emailSettings)
      .where(eq(emailSettings.userId, userId));
    return row ?? { ...DEFAULT_EMAIL_SETTINGS };
  }

  async saveSettings(userId: string, value: EmailSettings, at: Date): Promise<void> {
    await this.db
      .insert(emailSettings)
      .values({ userId, ...value, updatedAt: at })
      .onConflictDoUpdate({ target: emailSettings.userId, set: { ...value, updatedAt: at } });
  }

  /** The recipients among `userIds` (active users; no settings row: every group off). */
  async recipients(userIds: string[]): Promise<MailRecipient[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .select({
        userId: users.id,
        email: users.email,
        name: users.name,
        displayName: users.displayName,
        nameEn: users.usernameEn,
        language: users.language,
        role: organisations.role,
        offer: emailSettings.offer,
        negotiation: emailSettings.negotiation,
        announcement: emailSettings.announcement,
      })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .leftJoin(emailSettings, eq(emailSettings.userId, users.id))
      .where(and(inArray(users.id, userIds), isNull(users.disabledAt)));
    return rows.map((r) => ({
      userId: r.userId,
      email: r.email?.trim() || null,
      // The greeting's name as the reader reads it (shared/localized-name.ts).
      name: personName({ name: r.name, display_name: r.displayName, username_en: r.nameEn }, r.language ?? 'en'),
      language: r.language ?? 'en',
      role: r.role,
      settings: {
        offer: r.offer ?? DEFAULT_EMAIL_SETTINGS.offer,
        negotiation: r.negotiation ?? DEFAULT_EMAIL_SETTINGS.negotiation,
        announcement: r.announcement ?? DEFAULT_EMAIL_SETTINGS.announcement,
      },
    }));
  }

  /** The texts of the announcements `ids`, by id. */
  async announcements(ids: string[]): Promise<Map<string, AnnouncementTexts>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: notificationGroups.id,
        titleEn: notificationGroups.titleEn,
        titleJa: notificationGroups.titleJa,
        titleTh: notificationGroups.titleTh,
        bodyEn: notificationGroups.bodyEn,
        bodyJa: notificationGroups.bodyJa,
        bodyTh: notificationGroups.bodyTh,
      })
      .from(notificationGroups)
      .where(inArray(notificationGroups.id, ids));
    return new Map(rows.map(({ id, ...texts }) => [id, texts]));
  }

  /** Writes outbox rows; a row whose dedupe key exists already is skipped. Answers the rows written. */
  async queue(rows: NewOutboxRow[]): Promise<OutboxRow[]> {
    if (rows.length === 0) return [];
    return this.db.insert(emailOutbox).values(rows).onConflictDoNothing({ target: emailOutbox.dedupeKey }).returning();
  }

  async markEmailed(notificationIds: number[], at: Date): Promise<void> {
    if (notificationIds.length === 0) return;
    await this.db
      .update(notifications)
      .set({ emailedAt: at })
      .where(and(inArray(notifications.id, notificationIds), isNull(notifications.emailedAt)));
  }

  /**
   * Notifications not e-mailed yet, created in [since, before), of a group their user gets by
   * daily digest, for users with an address; by user, oldest first.
   */
  async digestable(since: Date, before: Date): Promise<NotificationRow[]> {
    const daily = (group: NotificationGroup) => and(eq(notifications.group, group), eq(emailSettings[group], 'daily'));
    return this.db
      .select({ n: notifications })
      .from(notifications)
      .innerJoin(emailSettings, eq(emailSettings.userId, notifications.userId))
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(
        and(
          isNull(notifications.emailedAt),
          gte(notifications.createdAt, since),
          lt(notifications.createdAt, before),
          or(
            daily('offer'),
            daily('negotiation'),
            daily('announcement'),
          ),
          isNull(users.disabledAt),
          sql`coalesce(trim(${users.email}), '') <> ''`,
        ),
      )
      .orderBy(asc(notifications.userId), asc(notifications.id))
      .then((rows) => rows.map((r) => r.n));
  }

  /** The operator's view: the rows `visible` selects (the e-mail policy's `outboxVisibleTo`), newest first. */
  async page(visible: SQL[], offset: number, limit: number): Promise<{ rows: OutboxRow[]; total: number }> {
    const rows = await this.db.select().from(emailOutbox).where(and(...visible)).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(limit).offset(offset);
    const [total] = await this.db.select({ n: count() }).from(emailOutbox).where(and(...visible));
    return { rows, total: total?.n ?? 0 };
  }

  // ---- the sender ----------------------------------------------------------------------------

  /**
   * Claims up to `limit` due rows for one sender: pending or abandoned (claim expired) ones whose
   * time came, locked with SKIP LOCKED so concurrent senders take different rows; each becomes
   * `sending` until `claimUntil` with one more attempt counted. Call inside a transaction.
   */
  async claimDue(now: Date, claimUntil: Date, maxAttempts: number, limit: number): Promise<OutboxRow[]> {
    const due = await this.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.status, ['pending', 'sending']),
          lte(emailOutbox.nextAttemptAt, now),
          or(isNull(emailOutbox.claimedUntil), lt(emailOutbox.claimedUntil, now)),
          lt(emailOutbox.attempts, maxAttempts),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return this.db
      .update(emailOutbox)
      .set({ status: 'sending', claimedUntil: claimUntil, attempts: sql`${emailOutbox.attempts} + 1` })
      .where(inArray(
        emailOutbox.id,
        due.map((r) => r.id),
      ))
      .returning();
  }

  /** Rows whose last allowed attempt was abandoned (a crash while sending): failed. */
  async failAbandoned(now: Date, maxAttempts: number): Promise<void> {
    await this.db
      .update(emailOutbox)
      .set({ status: 'failed', claimedUntil: null })
      .where(and(eq(emailOutbox.status, 'sending'), lt(emailOutbox.claimedUntil, now), gte(emailOutbox.attempts, maxAttempts)));
  }

  async markSent(id: number, at: Date): Promise<void> {
    await this.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: at, claimedUntil: null, lastError: null })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending')));
  }

  /** A failed attempt: tried again at `retryAt`, or failed for good when `retryAt` is null. */
  async markAttemptFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
    await this.db
      .update(emailOutbox)
      .set(retryAt ? { status: 'pending', nextAttemptAt: retryAt, claimedUntil: null, lastError: error } : { status: 'failed', claimedUntil: null, lastError: error })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending')));
  }

  /** Without SMTP_URL: every row waiting to be sent stays in the table for the operator (`kept`). */
  /** E-mails waiting to be sent (the metrics' job queue); read through the outbox's due index. */
  async pendingCount(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(emailOutbox).where(inArray(emailOutbox.status, ['pending', 'sending']));
    return row?.n ?? 0;
  }

  async keepUnsent(now: Date): Promise<void> {
    await this.db
      .update(emailOutbox)
      .set({ status: 'kept', claimedUntil: null })
      .where(
        and(
          inArray(emailOutbox.status, ['pending', 'sending']),
          or(isNull(emailOutbox.claimedUntil), lt(emailOutbox.claimedUntil, now)),
        ),
      );
  }
}
