import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { glossaryTerms, offers, offerSearch, organisations, savedFilters, searchAlertQueue, searchAlerts, users } from '../../db/schema/index.ts';
import type { Currency } from '../../../shared/schemas/offer.ts';
import { partnerVisibleToCompany } from '../offers/offers.policy.ts';
import { GLOSSARY_GRAM_PREFIX } from '../offers/glossary-tags.repository.ts';
import { asciiTrigramProbes, glossaryTermProbe } from './search-alerts.ts';

/** A newly open offer as the matcher reads it: the side table's columns it is matched by. */
export interface AlertOffer {
  id: string;
  title: string;
  publicRef: string;
  currency: Currency;
  priceMin: number | null;
  priceMax: number | null;
  /** Its keyword and filter grams and glossary tags, the trigrams of its Latin words, and a `term:` gram per term of its glossary groups. */
  probe: string[];
  /** Every term of its glossary groups, normalised: a search term that is one of them is held. */
  glossaryTerms: string[];
}

/** A saved search a newly open offer may match: its user, name, alert and price range. */
export type AlertCandidate = Awaited<ReturnType<SearchAlertRepository['candidates']>>[number];

/** Saved searches' alerts: the queue of offers to match, the matching, what was announced to whom (docs/decisions/064). */
export class SearchAlertRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Puts an offer in the queue, due at `dueAt` (a later approval moves its time). */
  async enqueue(offerId: string, dueAt: Date): Promise<void> {
    await this.db.insert(searchAlertQueue).values({ offerId, dueAt }).onConflictDoUpdate({ target: searchAlertQueue.offerId, set: { dueAt } });
  }

  /** Takes the offer out of the queue if it is due by `now` (true), in the caller's transaction: one run matches it. */
  async claim(offerId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .delete(searchAlertQueue)
      .where(and(eq(searchAlertQueue.offerId, offerId), lte(searchAlertQueue.dueAt, now)))
      .returning({ offerId: searchAlertQueue.offerId });
    return rows.length > 0;
  }

  /** The next offer due by `before` that no other server is matching (locked until the caller's transaction ends). */
  async claimNext(before: Date): Promise<string | null> {
    const rows = (await this.db.execute(sql`
      DELETE FROM ${searchAlertQueue} WHERE offer_id = (
        SELECT offer_id FROM ${searchAlertQueue} WHERE due_at <= ${before.toISOString()} ORDER BY due_at LIMIT 1 FOR UPDATE SKIP LOCKED
      ) RETURNING offer_id`)) as unknown as { rows: { offer_id: string }[] };
    return rows.rows[0]?.offer_id ?? null;
  }

  /** An offer of the search side table (published, public, not deleted) with what it is matched by; null when it is not there. */
  async offer(offerId: string): Promise<AlertOffer | null> {
    const [row] = await this.db
      .select({
        id: offerSearch.id,
        title: offers.title,
        publicRef: offers.publicRef,
        currency: offerSearch.currency,
        priceMin: offerSearch.priceMin,
        priceMax: offerSearch.priceMax,
        grams: offerSearch.searchGrams,
        tags: offerSearch.searchTags,
        text: offerSearch.searchText,
      })
      .from(offerSearch)
      .innerJoin(offers, eq(offers.id, offerSearch.id))
      .where(eq(offerSearch.id, offerId));
    if (!row) return null;
    const groups = row.tags.filter((tag) => tag.startsWith(GLOSSARY_GRAM_PREFIX)).map((tag) => tag.slice(GLOSSARY_GRAM_PREFIX.length));
    const terms = groups.length
      ? (await this.db.selectDistinct({ term: glossaryTerms.normalisedTerm }).from(glossaryTerms).where(inArray(glossaryTerms.groupId, groups))).map((r) => r.term)
      : [];
    return {
      id: row.id,
      title: row.title,
      publicRef: row.publicRef,
      currency: row.currency as Currency,
      priceMin: row.priceMin,
      priceMax: row.priceMax,
      probe: [...new Set([...row.grams, ...row.tags, ...asciiTrigramProbes(row.text), ...terms.map(glossaryTermProbe)])],
      glossaryTerms: terms,
    };
  }

  /**
   * The saved searches (with alerts) the offer matches but for their price, by user and name, of
   * users it was never announced to (in a transaction: see the planner's setting below): found by their probe (GIN), then every filter gram and term
   * held, and open to the user's company by the partner rule today (offers.policy.ts).
   */
  async candidates(offer: AlertOffer, today: string) {
    // The planner reckons an overlap with the offer's few hundred probe grams selects a sixth of the
    // searches (it selects a few per cent) and reads them all, testing each: 0.5 s at 100,000
    // (bench/README.md, "Saved-search alerts"). The caller's transaction is told to start from the
    // probe's index instead, for this statement alone.
    await this.db.execute(sql`set local enable_seqscan = off`);
    try {
      const found = await this.candidatesQuery(offer, today);
      return found.map((row) => ({ ...row, priceCurrency: row.priceCurrency as Currency | null }));
    } finally {
      await this.db.execute(sql`set local enable_seqscan = on`);
    }
  }

  /** The statement of `candidates` (the bench explains it). */
  candidatesQuery(offer: AlertOffer, today: string) {
    return this.db
      .select({
        id: savedFilters.id,
        userId: savedFilters.userId,
        name: savedFilters.name,
        alert: savedFilters.alert,
        priceMin: savedFilters.priceMin,
        priceMax: savedFilters.priceMax,
        priceCurrency: savedFilters.priceCurrency,
      })
      .from(savedFilters)
      .innerJoin(users, and(eq(users.id, savedFilters.userId), isNull(users.disabledAt)))
      .innerJoin(organisations, and(eq(organisations.id, users.organisationId), eq(organisations.role, 'enterprise')))
      .innerJoin(offerSearch, eq(offerSearch.id, offer.id))
      .where(
        and(
          sql`${savedFilters.alert} <> 'none'`,
          eq(savedFilters.list, 'offer_search'),
          sql`${savedFilters.probe} && ${sql.param(offer.probe)}::text[]`,
          sql`${savedFilters.filterGrams} <@ ${offerSearch.searchGrams}`,
          ...partnerVisibleToCompany(sql`${users.organisationId}`, today),
          sql`NOT EXISTS (SELECT 1 FROM unnest(${savedFilters.terms}) AS term
                WHERE NOT (position(term IN ${offerSearch.searchText}) > 0 OR term = ANY(${sql.param(offer.glossaryTerms)}::text[])))`,
          sql`NOT EXISTS (SELECT 1 FROM ${searchAlerts} WHERE ${searchAlerts.userId} = ${savedFilters.userId} AND ${searchAlerts.offerId} = ${offer.id})`,
        ),
      )
      .orderBy(asc(savedFilters.userId), asc(savedFilters.name));
  }

  /** Records the announcements (a user already told of the offer is skipped); answers those written. */
  async record(offerId: string, rows: { userId: string; savedFilterId: string; alert: 'immediate' | 'daily' }[], at: Date) {
    if (rows.length === 0) return [];
    return this.db
      .insert(searchAlerts)
      .values(rows.map((row) => ({ ...row, offerId, createdAt: at })))
      .onConflictDoNothing()
      .returning({ userId: searchAlerts.userId, alert: searchAlerts.alert });
  }

  /** The offer's immediate announcements not told yet, marked told at `at`: who, and by which search. */
  async tellImmediate(offerId: string, at: Date) {
    const rows = (await this.db.execute(sql`
      UPDATE ${searchAlerts} a SET told_at = ${at.toISOString()}
      FROM ${users} u, ${organisations} o
      WHERE a.offer_id = ${offerId} AND a.alert = 'immediate' AND a.told_at IS NULL AND u.id = a.user_id AND o.id = u.organisation_id
      RETURNING a.user_id, o.role, (SELECT s.name FROM ${savedFilters} s WHERE s.id = a.saved_filter_id) AS name`)) as unknown as {
      rows: { user_id: string; name: string | null; role: string }[];
    };
    return rows.rows.map((r) => ({ userId: r.user_id, name: r.name ?? '', role: r.role }));
  }

  /** The daily searches with announcements made before `cutoff` that their last digest did not tell. */
  async digestsDue(cutoff: Date, limit = 500) {
    return this.db
      .select({ id: savedFilters.id })
      .from(savedFilters)
      .where(
        and(
          eq(savedFilters.alert, 'daily'),
          sql`(${savedFilters.digestAt} IS NULL OR ${savedFilters.digestAt} < ${cutoff.toISOString()})`,
          sql`EXISTS (SELECT 1 FROM ${searchAlerts} WHERE ${searchAlerts.savedFilterId} = ${savedFilters.id} AND ${searchAlerts.toldAt} IS NULL AND ${searchAlerts.createdAt} < ${cutoff.toISOString()})`,
        ),
      )
      .limit(limit);
  }

  /**
   * Claims a search's digest of `cutoff` (only one server does: the update answers once) and marks
   * its announcements made before it told; answers how many it tells, 0 when already claimed.
   */
  async claimDigest(savedFilterId: string, cutoff: Date, at: Date): Promise<number> {
    const claimed = await this.db
      .update(savedFilters)
      .set({ digestAt: cutoff })
      .where(and(eq(savedFilters.id, savedFilterId), eq(savedFilters.alert, 'daily'), sql`(${savedFilters.digestAt} IS NULL OR ${savedFilters.digestAt} < ${cutoff.toISOString()})`))
      .returning({ id: savedFilters.id });
    if (claimed.length === 0) return 0;
    const told = await this.db
      .update(searchAlerts)
      .set({ toldAt: at })
      .where(and(eq(searchAlerts.savedFilterId, savedFilterId), isNull(searchAlerts.toldAt), sql`${searchAlerts.createdAt} < ${cutoff.toISOString()}`))
      .returning({ offerId: searchAlerts.offerId });
    return told.length;
  }

  /** A search's announcements still waiting for a digest are dropped (its alerts changed): they will not be told. */
  async dropWaiting(savedFilterId: string, at: Date): Promise<void> {
    await this.db.update(searchAlerts).set({ toldAt: at }).where(and(eq(searchAlerts.savedFilterId, savedFilterId), isNull(searchAlerts.toldAt)));
  }

  /** Per search: how many offers it announced, the latest when, how many wait for a digest. */
  async totals(savedFilterIds: string[]) {
    if (savedFilterIds.length === 0) return new Map<string, { total: number; lastAt: Date | null; waiting: number }>();
    const rows = await this.db
      .select({
        id: searchAlerts.savedFilterId,
        total: sql<number>`count(*)::int`,
        lastAt: sql<string | null>`max(${searchAlerts.createdAt})`,
        waiting: sql<number>`count(*) FILTER (WHERE ${searchAlerts.toldAt} IS NULL)::int`,
      })
      .from(searchAlerts)
      .where(inArray(searchAlerts.savedFilterId, savedFilterIds))
      .groupBy(searchAlerts.savedFilterId);
    return new Map(rows.map((r) => [r.id!, { total: r.total, lastAt: r.lastAt ? new Date(r.lastAt) : null, waiting: r.waiting }]));
  }

  /** When an approved offer opens to partners: its approval, or the first day of its period (the platform's day). */
  async openingOf(offerId: string) {
    const [row] = await this.db.select({ periodStart: offers.periodStart, isPublic: offers.isPublic }).from(offers).where(eq(offers.id, offerId));
    return row ?? null;
  }
}
