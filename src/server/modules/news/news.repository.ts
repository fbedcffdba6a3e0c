import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { events, industries, negotiations, notificationGroups, notifications, offers } from '../../db/schema/index.ts';
import type { Language } from '../../../shared/enums.ts';
import type { NewsKind } from '../../../shared/schemas/notifications.ts';
import { announcementTextSql } from '../announcements/announcements.repository.ts';
import type { NewsSource } from './news.policy.ts';

/** One news row as the query answers it (the presenter shapes it). */
export interface NewsRow {
  id: string;
  kind: NewsKind;
  at: Date | string;
  title: string;
  body: string | null;
  offer_type: 'sell' | 'buy' | null;
  country: string | null;
  industry: string | null;
  /** What the link is built from: an offer id, a negotiation id or a contract id. */
  target: string | null;
  /** When an announcement's notification was read (null: unread, or not an announcement). */
  read_at: Date | string | null;
}

/** A text in the viewer's language, English when it has none in it. */
const inLanguage = (language: Language, en: SQL, ja: SQL, th: SQL) =>
  sql`coalesce(nullif(case ${language}::text when 'ja' then ${ja} when 'th' then ${th} else null end, ''), ${en})`;

/** The offer's industry in the viewer's language: its middle category, else its major one. */
const industryName = (language: Language) => sql`(select ${inLanguage(language, sql`i.name_en`, sql`i.name_ja`, sql`i.name_th`)}
  from ${industries} i where i.id = coalesce(${offers.industryMiddleId}, ${offers.industryMajorId}))`;

/** The latest approval of each offer only: an offer approved again after an edit is one news item, at its last approval. */
const latestApproval = sql`not exists (select 1 from ${events} later where later.subject_type = 'offer' and later.subject_id = ${events.subjectId}
  and later.action = 'offer.approve' and later.id > ${events.id})`;

/**
 * The news of one viewer (decision 021), read at read time from the notifications the
 * viewer was sent and the event log; one SQL query of UNION ALL branches ordered by time, paged,
 * and its total counted. Which branches a viewer reads and what each may show is the news policy's
 * (news.policy.ts `newsSourcesFor`, over the offer's `offerVisibleTo` and the negotiation's
 * `negotiationVisibleTo`): a private, deleted or not yet approved offer, another bank's customer's,
 * never appears. A partner's offer shows its title, type, target country and industry: never its
 * company, bank or branch.
 */
export class NewsRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Announcements delivered to the viewer (`where`: the policy's), in the viewer's language. */
  private announcements(where: SQL[], language: Language): SQL {
    const g = notificationGroups;
    return sql`select 'announcement:' || ${notifications.id} as id, 'announcement' as kind, ${notifications.createdAt} as at,
        ${announcementTextSql(language, 'title')} as title, ${announcementTextSql(language, 'body')} as body,
        null::text as offer_type, null::text as country, null::text as industry, null::text as target, ${notifications.readAt} as read_at
      from ${notifications} join ${g} on ${g.id}::text = ${notifications.subjectId}
      where ${and(...where)}`;
  }

  /** Offers approved (published) that the viewer may see (`where`: the policy's). */
  private approvedOffers(language: Language, where: SQL[]): SQL {
    return sql`select 'event:' || ${events.id} as id, 'new_offer' as kind, ${events.occurredAt} as at, ${offers.title} as title,
        null::text as body, ${offers.type}::text as offer_type, ${offers.targetCountry} as country, ${industryName(language)} as industry,
        ${offers.id}::text as target, null::timestamptz as read_at
      from ${events} join ${offers} on ${offers.id}::text = ${events.subjectId}
      where ${events.subjectType} = 'offer' and ${events.action} = 'offer.approve' and ${offers.deletedAt} is null
        and ${and(...where, latestApproval)}`;
  }

  /** Negotiation events of `action` the viewer may see (`where`: the policy's); the target is the trading id or the contract id. */
  private negotiationEvents(action: string, kind: NewsKind, target: 'trading' | 'contract', where: SQL[]): SQL {
    const targetColumn = target === 'trading' ? sql`${negotiations.id}::text` : sql`${negotiations.contractId}::text`;
    return sql`select 'event:' || ${events.id} as id, ${kind}::text as kind, ${events.occurredAt} as at, ${offers.title} as title,
        null::text as body, ${offers.type}::text as offer_type, null::text as country, null::text as industry, ${targetColumn} as target,
        null::timestamptz as read_at
      from ${events} join ${negotiations} on ${negotiations.id}::text = ${events.subjectId}
        join ${offers} on ${offers.id} = ${negotiations.offerId}
      where ${events.subjectType} = 'negotiation' and ${events.action} = ${action} and ${offers.deletedAt} is null
        and ${and(...where)}`;
  }

  private branch(source: NewsSource, language: Language): SQL {
    switch (source.from) {
      case 'announcements':
        return this.announcements(source.where, language);
      case 'approved_offers':
        return this.approvedOffers(language, source.where);
      case 'negotiation_events':
        return this.negotiationEvents(source.action, source.kind, source.target, source.where);
    }
  }

  /** One page of the news of `sources` (the news policy's `newsSourcesFor` the viewer), newest first, and the total. */
  async page(sources: NewsSource[], language: Language, page: number, perPage: number): Promise<{ rows: NewsRow[]; total: number }> {
    const union = sql.join(
      sources.map((source) => sql`(${this.branch(source, language)})`),
      sql` union all `,
    );
    type Result<T> = { rows: T[] };
    const rows = (await this.db.execute(
      sql`select * from (${union}) news order by news.at desc, news.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
    )) as unknown as Result<NewsRow>;
    const total = (await this.db.execute(sql`select count(*) as n from (${union}) news`)) as unknown as Result<{ n: number | string }>;
    return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
  }
}
