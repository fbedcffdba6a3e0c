import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationGroups, notifications, organisations, users } from '../../db/schema/index.ts';
import { LANGUAGES, type Language } from '../../../shared/enums.ts';
import type { AnnouncementAudience } from '../../../shared/schemas/notifications.ts';

export type AnnouncementValues = Pick<
  typeof notificationGroups.$inferInsert,
  'titleEn' | 'titleJa' | 'titleTh' | 'bodyEn' | 'bodyJa' | 'bodyTh' | 'audience' | 'publishAt'
>;
export type AnnouncementRow = Awaited<ReturnType<AnnouncementRepository['findById']>> & {};
export type AnnouncementReaderRow = Awaited<ReturnType<AnnouncementRepository['readers']>>['rows'][number];

/** The action of the event that delivers an announcement; its notifications are its audience. */
export const PUBLISH_KIND = 'notification_group.publish';

/** The notifications an announcement's publication wrote (one per user it reached). */
const deliveredOf = (id: string) =>
  and(eq(notifications.subjectType, 'notification_group'), eq(notifications.subjectId, id), eq(notifications.kind, PUBLISH_KIND));

export { announcementTextSql } from '../notifications/announcement-text.ts';

/** Every write and read of `notification_groups` (the operator's announcements). */
export class AnnouncementRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  private columns() {
    return {
      id: notificationGroups.id,
      titleEn: notificationGroups.titleEn,
      titleJa: notificationGroups.titleJa,
      titleTh: notificationGroups.titleTh,
      bodyEn: notificationGroups.bodyEn,
      bodyJa: notificationGroups.bodyJa,
      bodyTh: notificationGroups.bodyTh,
      audience: notificationGroups.audience,
      publishAt: notificationGroups.publishAt,
      publishedAt: notificationGroups.publishedAt,
      withdrawnAt: notificationGroups.withdrawnAt,
      createdBy: notificationGroups.createdBy,
      createdAt: notificationGroups.createdAt,
      version: notificationGroups.version,
      createdByName: users.name,
      audienceCount: sql<number>`(select count(*) from ${notifications} where ${notifications.subjectType} = 'notification_group' and ${notifications.subjectId} = ${notificationGroups.id}::text and ${notifications.kind} = ${PUBLISH_KIND})`.mapWith(Number),
      readCount: sql<number>`(select count(*) from ${notifications} where ${notifications.subjectType} = 'notification_group' and ${notifications.subjectId} = ${notificationGroups.id}::text and ${notifications.kind} = ${PUBLISH_KIND} and ${notifications.readAt} is not null)`.mapWith(Number),
    };
  }

  async insert(values: AnnouncementValues & { createdBy: string; createdAt: Date }): Promise<string> {
    const [row] = await this.db
      .insert(notificationGroups)
      .values({ ...values, updatedAt: values.createdAt })
      .returning({ id: notificationGroups.id });
    return row!.id;
  }

  async findById(id: string) {
    const [row] = await this.db
      .select(this.columns())
      .from(notificationGroups)
      .leftJoin(users, eq(users.id, notificationGroups.createdBy))
      .where(eq(notificationGroups.id, id));
    return row;
  }

  /** The row's state and version, locked until the transaction ends (an edit or a withdrawal). */
  async lock(id: string) {
    const [row] = await this.db
      .select({ id: notificationGroups.id, publishedAt: notificationGroups.publishedAt, withdrawnAt: notificationGroups.withdrawnAt, version: notificationGroups.version })
      .from(notificationGroups)
      .where(eq(notificationGroups.id, id))
      .for('update');
    return row;
  }

  /** Newest first, of those `visible` selects (the policy's `announcementVisibleTo`). */
  async list(visible: SQL[], page: number, perPage: number) {
    const rows = await this.db
      .select(this.columns())
      .from(notificationGroups)
      .leftJoin(users, eq(users.id, notificationGroups.createdBy))
      .where(and(...visible))
      .orderBy(desc(notificationGroups.createdAt), desc(notificationGroups.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const [total] = await this.db.select({ n: count() }).from(notificationGroups).where(and(...visible));
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** A scheduled announcement's new texts, audience and time (the caller checked state and version). */
  async update(id: string, values: AnnouncementValues, now: Date): Promise<void> {
    await this.db
      .update(notificationGroups)
      .set({ ...values, updatedAt: now, version: sql`${notificationGroups.version} + 1` })
      .where(eq(notificationGroups.id, id));
  }

  async withdraw(id: string, now: Date): Promise<void> {
    await this.db
      .update(notificationGroups)
      .set({ withdrawnAt: now, updatedAt: now, version: sql`${notificationGroups.version} + 1` })
      .where(eq(notificationGroups.id, id));
  }

  /**
   * Claims the publication: sets `published_at` only if nobody has, it is not withdrawn and its time
   * has come (an edit committed meanwhile may have moved it later), so of any number of servers and
   * requests exactly one publishes it, at its time. True for the one that did.
   */
  async claimPublication(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(notificationGroups)
      .set({ publishedAt: now, updatedAt: now, version: sql`${notificationGroups.version} + 1` })
      .where(
        and(
          eq(notificationGroups.id, id),
          isNull(notificationGroups.publishedAt),
          isNull(notificationGroups.withdrawnAt),
          lte(notificationGroups.publishAt, now),
        ),
      )
      .returning({ id: notificationGroups.id });
    return rows.length === 1;
  }

  /** Announcements whose time has come and which nobody has published or withdrawn, oldest first. */
  async due(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: notificationGroups.id })
      .from(notificationGroups)
      .where(and(lte(notificationGroups.publishAt, now), isNull(notificationGroups.publishedAt), isNull(notificationGroups.withdrawnAt)))
      .orderBy(asc(notificationGroups.publishAt), asc(notificationGroups.id))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** Everyone it was delivered to, readers first (latest read first), then by name. */
  async readers(id: string, read: boolean | undefined, page: number, perPage: number) {
    const where: SQL[] = [deliveredOf(id)!];
    if (read === true) where.push(isNotNull(notifications.readAt));
    if (read === false) where.push(isNull(notifications.readAt));
    const rows = await this.db
      .select({
        userId: users.id,
        name: users.name,
        displayName: users.displayName,
        nameEn: users.usernameEn,
        organisationName: organisations.name,
        organisationNameEn: organisations.nameEn,
        organisationCountry: organisations.country,
        role: organisations.role,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(and(...where))
      .orderBy(sql`${notifications.readAt} is null`, desc(notifications.readAt), asc(users.name), asc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const [total] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(...where));
    return { rows, total: Number(total?.n ?? 0) };
  }

  /**
   * The active users an audience reaches: each of its lists must match (an empty list matches
   * anyone) — roles and countries by the user's organisation, bank codes by the organisation's
   * login realm (a bank's code: the bank and its customers; docs/product/README.md#parties-and-tenancy).
   */
  async audienceUsers(audience: AnnouncementAudience) {
    return this.db
      .select({ userId: users.id, role: organisations.role })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(audienceWhere(audience));
  }

  /**
   * How many active users an audience reaches now (one user left out: the author) and the languages
   * they read (a user who chose none reads English, as their e-mails are written).
   */
  async audienceSummary(audience: AnnouncementAudience, except: string): Promise<{ recipients: number; languages: Language[] }> {
    const language = sql<Language>`coalesce(${users.language}::text, 'en')`;
    const rows = await this.db
      .select({ language, n: count() })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(and(audienceWhere(audience), sql`${users.id} <> ${except}`))
      .groupBy(language);
    return {
      recipients: rows.reduce((sum, r) => sum + r.n, 0),
      languages: LANGUAGES.filter((lang) => rows.some((r) => r.language === lang && r.n > 0)),
    };
  }
}

/** The active users an audience matches: every list must match, an empty list matches anyone. */
function audienceWhere(audience: AnnouncementAudience): SQL {
  const where: SQL[] = [isNull(users.disabledAt)];
  if (audience.roles.length > 0) where.push(inArray(organisations.role, audience.roles));
  if (audience.countries.length > 0) where.push(inArray(organisations.country, audience.countries));
  if (audience.bank_codes.length > 0) where.push(inArray(organisations.bankCode, audience.bank_codes));
  return and(...where)!;
}
