import { and, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { glossaryTerms, industries, offerIntroductions, offers, offerSearch, offerSuggestionQueue, offerSuggestions, organisations } from '../../db/schema/index.ts';
import type { RatesInForce } from '../../../shared/currency.ts';
import type { Currency } from '../../../shared/schemas/offer.ts';
import { priceOverlap } from '../offers/offer-search.repository.ts';
import { partnerVisibleToCompany } from '../offers/offers.policy.ts';
import { GLOSSARY_GRAM_PREFIX } from '../offers/glossary-tags.repository.ts';
import { MIN_SCORE, SCORE_WEIGHTS, SUGGESTIONS_KEPT } from './suggestion-score.ts';
import { bothOpen, suggestionScope, type SuggestionScope } from './suggestions.policy.ts';

/** The offer whose suggestions are computed, as the pool and the score read it. */
export interface SuggestionSource {
  id: string;
  organisationId: string;
  type: 'sell' | 'buy';
  companyCountry: string;
  targetCountry: string | null;
  majorId: string | null;
  middleId: string | null;
  middleCode: string | null;
  currency: Currency;
  priceMin: number | null;
  priceMax: number | null;
  /** Its `@g:` tags: the glossary groups it holds a term of. */
  groupTags: string[];
}

/** One written suggestion as a list reads it. */
export interface SuggestionRow {
  offerId: string;
  suggestedId: string;
  score: number;
  industry: number;
  priceOverlap: boolean;
  groups: string[];
  introduced: boolean;
}

const candidate = alias(offerSearch, 'candidate');
const candidateCompany = alias(organisations, 'candidate_company');
/**
 * Both ends of a written pair, for the partner rule of the day: aliases of the side table, typed as
 * it (the policy's conditions take the table; an alias has its columns under its own name).
 */
const subjectRow = alias(offerSearch, 'subject_offer') as unknown as typeof offerSearch;
const suggestedRow = alias(offerSearch, 'suggested_offer') as unknown as typeof offerSearch;

const introducedSql = sql<boolean>`exists (select 1 from ${offerIntroductions} where (${offerIntroductions.offerId} = ${offerSuggestions.offerId} and ${offerIntroductions.suggestedId} = ${offerSuggestions.suggestedId}) or (${offerIntroductions.offerId} = ${offerSuggestions.suggestedId} and ${offerIntroductions.suggestedId} = ${offerSuggestions.offerId}))`;

const rowColumns = {
  offerId: offerSuggestions.offerId,
  suggestedId: offerSuggestions.suggestedId,
  score: offerSuggestions.score,
  industry: offerSuggestions.industry,
  priceOverlap: offerSuggestions.priceOverlap,
  groups: offerSuggestions.groups,
  introduced: introducedSql,
};

/** A counter-offer as the computing scored it. */
export interface ScoredPair {
  id: string;
  industry: number;
  priceOverlap: boolean;
  groups: string[];
  score: number;
}

/** What a list asks: one offer's or across the scope; how many; best or newest first; only pairs not introduced yet. */
export interface ListOptions {
  offerId?: string;
  limit: number;
  order: 'score' | 'recent';
  notIntroduced?: boolean;
}

/** Match suggestions: the queue, the computing of one offer's, and the lists (docs/decisions/066-match-suggestions.md). */
export class SuggestionRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Queues an offer to have its suggestions written again at `dueAt` (a later change moves its time). */
  async enqueue(offerId: string, dueAt: Date): Promise<void> {
    await this.db.insert(offerSuggestionQueue).values({ offerId, dueAt }).onConflictDoUpdate({ target: offerSuggestionQueue.offerId, set: { dueAt } });
  }

  /** Takes the offer out of the queue if it is due by `now` (true), in the caller's transaction. */
  async claim(offerId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .delete(offerSuggestionQueue)
      .where(and(eq(offerSuggestionQueue.offerId, offerId), lte(offerSuggestionQueue.dueAt, now)))
      .returning({ offerId: offerSuggestionQueue.offerId });
    return rows.length > 0;
  }

  /** The next offer queued by `before` that no other server is computing (locked until the caller's transaction ends). */
  async claimNext(before: Date): Promise<string | null> {
    const rows = (await this.db.execute(sql`
      DELETE FROM ${offerSuggestionQueue} WHERE offer_id = (
        SELECT offer_id FROM ${offerSuggestionQueue} WHERE due_at <= ${before.toISOString()} ORDER BY due_at LIMIT 1 FOR UPDATE SKIP LOCKED
      ) RETURNING offer_id`)) as unknown as { rows: { offer_id: string }[] };
    return rows.rows[0]?.offer_id ?? null;
  }

  /** The offer as the computing reads it, if it is open to partners today (published, public, within its period); else null. */
  async source(offerId: string, today: string): Promise<SuggestionSource | null> {
    const middle = alias(industries, 'source_middle');
    const [row] = await this.db
      .select({
        id: offerSearch.id,
        organisationId: offerSearch.organisationId,
        type: offerSearch.type,
        companyCountry: organisations.country,
        targetCountry: offerSearch.targetCountry,
        majorId: offerSearch.industryMajorId,
        middleId: offerSearch.industryMiddleId,
        middleCode: middle.code,
        currency: offerSearch.currency,
        priceMin: offerSearch.priceMin,
        priceMax: offerSearch.priceMax,
        tags: offerSearch.searchTags,
      })
      .from(offerSearch)
      .innerJoin(organisations, eq(organisations.id, offerSearch.organisationId))
      .leftJoin(middle, eq(middle.id, offerSearch.industryMiddleId))
      // Open to partners: the partner rule for a company that is not its own (no company has a nil id).
      .where(and(eq(offerSearch.id, offerId), ...partnerVisibleToCompany(sql`'00000000-0000-0000-0000-000000000000'::uuid`, today)));
    if (!row) return null;
    const { tags, ...rest } = row;
    return { ...rest, currency: rest.currency as Currency, groupTags: tags.filter((tag) => tag.startsWith(GLOSSARY_GRAM_PREFIX)) };
  }

  /**
   * The best counter-offers for `source`, scored (suggestion-score.ts): the pool is what its
   * industry tag or one of its glossary tags finds by the side table's GIN index, then narrowed to
   * the other side, open to the source's company by the partner rule today, the target countries
   * fitting both ways; scored in SQL and cut to the best `SUGGESTIONS_KEPT`. With `only`, just
   * those counter-offers are scored, every one that still fits kept.
   */
  computeQuery(source: SuggestionSource, today: string, rates: RatesInForce, only?: readonly string[]) {
    const w = SCORE_WEIGHTS;
    const pool = [...(source.middleCode ? [`@i:${source.middleCode}`] : []), ...source.groupTags];
    const priced = source.priceMin !== null || source.priceMax !== null;
    const candidatePriced = sql`(${candidate.priceMin} IS NOT NULL OR ${candidate.priceMax} IS NOT NULL)`;
    const overlap = priced
      ? sql`(${candidatePriced} AND ${priceOverlap(candidate as unknown as typeof offerSearch, { min: source.priceMin, max: source.priceMax, currency: source.currency }, rates)})`
      : sql`false`;
    const industry = sql<number>`(CASE WHEN ${candidate.industryMiddleId} = ${source.middleId} THEN 2 WHEN ${candidate.industryMajorId} = ${source.majorId} THEN 1 ELSE 0 END)`;
    const groups = sql<string[]>`ARRAY(SELECT substr(tag, ${GLOSSARY_GRAM_PREFIX.length + 1})::uuid FROM unnest(${candidate.searchTags}) AS tag WHERE tag = ANY(${sql.param(source.groupTags)}::text[]))`;
    const price = priced ? sql`(CASE WHEN NOT ${candidatePriced} THEN 0 WHEN ${overlap} THEN ${w.priceOverlap} ELSE ${w.priceApart} END)` : sql`0`;
    const scored = this.db
      .select({
        id: candidate.id,
        industry: industry.as('industry'),
        priceOverlap: sql<boolean>`${overlap}`.as('price_overlap'),
        groups: groups.as('groups'),
        pricePoints: sql<number>`${price}`.as('price_points'),
        updatedAt: candidate.updatedAt,
      })
      .from(candidate)
      .innerJoin(candidateCompany, eq(candidateCompany.id, candidate.organisationId))
      .where(
        and(
          sql`${candidate.searchTags} && ${sql.param(pool)}::text[]`,
          // Given pairs scored again (those other offers' lists hold), not a whole list.
          only ? sql`${candidate.id} = ANY(${sql.param([...only])}::uuid[])` : undefined,
          sql`${candidate.type} <> ${source.type}`,
          ...partnerVisibleToCompany(sql`${source.organisationId}::uuid`, today, candidate as unknown as typeof offerSearch),
          source.targetCountry ? eq(candidateCompany.country, source.targetCountry) : undefined,
          sql`(${candidate.targetCountry} IS NULL OR ${candidate.targetCountry} = ${source.companyCountry})`,
        ),
      )
      .as('scored');
    const score = sql<number>`(CASE ${scored.industry} WHEN 2 THEN ${w.sameIndustry} WHEN 1 THEN ${w.relatedIndustry} ELSE 0 END
      + ${scored.pricePoints}
      + LEAST(cardinality(${scored.groups}), ${w.maxGroups}) * ${w.sharedGroup})`;
    return this.db
      .select({ id: scored.id, industry: scored.industry, priceOverlap: scored.priceOverlap, groups: scored.groups, score: score.as('score') })
      .from(scored)
      .where(sql`${score} >= ${MIN_SCORE}`)
      .orderBy(desc(score), desc(scored.updatedAt), desc(scored.id))
      .limit(only ? only.length : SUGGESTIONS_KEPT);
  }

  /** The offers whose lists hold this one (written by their computing or by its own). */
  async listedBy(offerId: string): Promise<string[]> {
    const rows = await this.db.select({ offerId: offerSuggestions.offerId }).from(offerSuggestions).where(eq(offerSuggestions.suggestedId, offerId));
    return rows.map((row) => row.offerId);
  }

  /** Writes the offer's suggestions anew (both ways): what it had, either way, goes first. */
  async replace(offerId: string, rows: ScoredPair[], at: Date): Promise<void> {
    await this.db.delete(offerSuggestions).where(or(eq(offerSuggestions.offerId, offerId), eq(offerSuggestions.suggestedId, offerId)));
    await this.write(offerId, rows, at);
  }

  /** Writes pairs of the offer both ways (a pair written before takes the new facts). */
  async write(offerId: string, rows: ScoredPair[], at: Date): Promise<void> {
    if (rows.length === 0) return;
    const values = rows.flatMap((row) => {
      const facts = { score: row.score, industry: row.industry, priceOverlap: row.priceOverlap, groups: row.groups, computedAt: at };
      return [
        { offerId, suggestedId: row.id, ...facts },
        { offerId: row.id, suggestedId: offerId, ...facts },
      ];
    });
    await this.db
      .insert(offerSuggestions)
      .values(values)
      .onConflictDoUpdate({
        target: [offerSuggestions.offerId, offerSuggestions.suggestedId],
        set: {
          score: sql`excluded.score`,
          industry: sql`excluded.industry`,
          priceOverlap: sql`excluded.price_overlap`,
          groups: sql`excluded.groups`,
          computedAt: sql`excluded.computed_at`,
        },
      });
  }

  /**
   * Written suggestions both of whose offers are open to each other's company today, within a
   * viewer's scope (the policy's), best first: one offer's (`offerId`), or across the scope.
   */
  async list(scope: SuggestionScope, today: string, options: ListOptions): Promise<SuggestionRow[]> {
    return this.listQuery(scope, today, options);
  }

  /** The statement of `list` (the bench explains it). */
  listQuery(scope: SuggestionScope, today: string, options: ListOptions) {
    const where: SQL[] = [...bothOpen(subjectRow, suggestedRow, today), ...suggestionScope(scope, subjectRow, offerSuggestions.offerId)];
    if (options.offerId) where.push(eq(offerSuggestions.offerId, options.offerId));
    if (options.notIntroduced) where.push(sql`not ${introducedSql}`);
    const order = options.order === 'score' ? [desc(offerSuggestions.score), desc(suggestedRow.updatedAt)] : [desc(offerSuggestions.computedAt), desc(offerSuggestions.score)];
    return this.db
      .select(rowColumns)
      .from(offerSuggestions)
      .innerJoin(subjectRow, eq(subjectRow.id, offerSuggestions.offerId))
      .innerJoin(suggestedRow, eq(suggestedRow.id, offerSuggestions.suggestedId))
      .where(and(...where))
      .orderBy(...order, desc(offerSuggestions.suggestedId))
      .limit(options.limit);
  }

  /** One written pair, if both offers are open to each other's company today. */
  async pair(offerId: string, suggestedId: string, today: string): Promise<SuggestionRow | undefined> {
    const [row] = await this.db
      .select(rowColumns)
      .from(offerSuggestions)
      .innerJoin(subjectRow, eq(subjectRow.id, offerSuggestions.offerId))
      .innerJoin(suggestedRow, eq(suggestedRow.id, offerSuggestions.suggestedId))
      .where(and(eq(offerSuggestions.offerId, offerId), eq(offerSuggestions.suggestedId, suggestedId), ...bothOpen(subjectRow, suggestedRow, today)));
    return row;
  }

  /** Records a bank's introduction of the pair; false when either way was introduced before. */
  async introduce(offerId: string, suggestedId: string, bankId: string, userId: string, at: Date): Promise<boolean> {
    // One pair, one introduction: the pair's rows are locked in a fixed order, so two banks introducing it at once wait for each other.
    await this.db.execute(sql`select 1 from ${offerSuggestions} where (offer_id, suggested_id) in ((${offerId}::uuid, ${suggestedId}::uuid), (${suggestedId}::uuid, ${offerId}::uuid)) order by offer_id for update`);
    const [before] = await this.db
      .select({ one: sql`1` })
      .from(offerIntroductions)
      .where(
        or(
          and(eq(offerIntroductions.offerId, offerId), eq(offerIntroductions.suggestedId, suggestedId)),
          and(eq(offerIntroductions.offerId, suggestedId), eq(offerIntroductions.suggestedId, offerId)),
        ),
      );
    if (before) return false;
    const written = await this.db.insert(offerIntroductions).values({ offerId, suggestedId, bankId, introducedBy: userId, createdAt: at }).onConflictDoNothing().returning({ offerId: offerIntroductions.offerId });
    return written.length > 0;
  }

  /** The introduction of a pair (either way), for its notice. */
  async introduction(offerId: string, suggestedId: string) {
    const [row] = await this.db
      .select({ offerId: offerIntroductions.offerId, suggestedId: offerIntroductions.suggestedId })
      .from(offerIntroductions)
      .where(and(eq(offerIntroductions.offerId, offerId), eq(offerIntroductions.suggestedId, suggestedId)));
    return row;
  }

  /** The terms of glossary groups, by group and language: what a reason "both mention …" shows. */
  async groupTerms(groupIds: readonly string[]) {
    if (groupIds.length === 0) return [];
    return this.db
      .select({ groupId: glossaryTerms.groupId, language: glossaryTerms.language, term: glossaryTerms.term })
      .from(glossaryTerms)
      .where(inArray(glossaryTerms.groupId, [...groupIds]));
  }

  /** The offers' titles and references, for a notice. */
  async offerHeads(ids: readonly string[]) {
    return this.db
      .select({ id: offers.id, title: offers.title, publicRef: offers.publicRef, organisationId: offers.organisationId, bankId: offers.bankId })
      .from(offers)
      .where(and(inArray(offers.id, [...ids]), isNull(offers.deletedAt)));
  }

}
