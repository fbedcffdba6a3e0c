import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  branches,
  industries,
  negotiations,
  offerFavorites,
  offerImages,
  offers,
  offerTranslations,
  offerViews,
  organisations,
} from '../../db/schema/index.ts';
import { FINAL_NEGOTIATION_STAGES } from '../../../shared/negotiation-lifecycle.ts';
import type { Language } from '../../../shared/enum-values.ts';
import { bank, company, companyIndustry, listColumns, major, middle } from './offer-columns.ts';
import { GlossaryTagRepository } from './glossary-tags.repository.ts';

const detailColumns = {
  ...listColumns,
  description: offers.description,
  features: offers.features,
  requests: offers.requests,
  bankRemarks: offers.bankRemarks,
  denialReason: offers.denialReason,
  version: offers.version,
  deletedAt: offers.deletedAt,
  companyNameKana: company.nameKana,
  companyIndustryCode: companyIndustry.code,
  companyIndustryNameEn: companyIndustry.nameEn,
  companyIndustryNameJa: companyIndustry.nameJa,
  companyIndustryNameTh: companyIndustry.nameTh,
};
export type OfferDetailRow = NonNullable<Awaited<ReturnType<OfferRepository['findDetail']>>>;

export type OfferValues = Partial<typeof offers.$inferInsert>;

/**
 * One offer and what hangs on it: its row, images, history, favourites and views. Lists and the
 * keyword search are OfferSearchRepository's (offer-search.repository.ts).
 */
export class OfferRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async insert(values: typeof offers.$inferInsert): Promise<string> {
    const [row] = await this.db.insert(offers).values(values).returning({ id: offers.id });
    return row!.id;
  }

  /** Updates only if the stored version is the one given; answers whether it did. */
  async updateVersioned(id: string, version: number, values: OfferValues): Promise<boolean> {
    const rows = await this.db
      .update(offers)
      .set({ ...values, version: sql`${offers.version} + 1`, updatedAt: new Date() })
      .where(and(eq(offers.id, id), eq(offers.version, version), isNull(offers.deletedAt)))
      .returning({ id: offers.id });
    return rows.length === 1;
  }

  async findState(id: string) {
    const [row] = await this.db
      .select({
        id: offers.id,
        organisationId: offers.organisationId,
        bankId: offers.bankId,
        status: offers.status,
        isPublic: offers.isPublic,
        periodStart: offers.periodStart,
        periodEnd: offers.periodEnd,
        version: offers.version,
        deletedAt: offers.deletedAt,
      })
      .from(offers)
      .where(eq(offers.id, id))
      .limit(1);
    return row;
  }

  async findDetail(id: string) {
    const [row] = await this.db
      .select(detailColumns)
      .from(offers)
      .innerJoin(company, eq(company.id, offers.organisationId))
      .innerJoin(bank, eq(bank.id, offers.bankId))
      .leftJoin(branches, eq(branches.id, offers.branchId))
      .leftJoin(major, eq(major.id, offers.industryMajorId))
      .leftJoin(middle, eq(middle.id, offers.industryMiddleId))
      .leftJoin(companyIndustry, eq(companyIndustry.id, company.industryId))
      .where(and(eq(offers.id, id), isNull(offers.deletedAt)))
      .limit(1);
    return row;
  }

  /**
   * What the keyword-search columns are computed from: the offer's public reference and title, with
   * the title's versions in the other languages — the people's, and the machine translations kept
   * for the original title (decision 050). Not its number: a partner could probe the numbers by
   * searching digits (docs/decisions/012).
   */
  async searchSource(id: string) {
    const [row] = await this.db
      .select({ publicRef: offers.publicRef, title: offers.title, titles: sql<string[]>`(${titleVersionsSql(offers, 'titles')})` })
      .from(offers)
      .where(eq(offers.id, id));
    return row;
  }

  /** The offer's versions in other languages (the author's and the bank's), by language. */
  async translations(offerId: string) {
    return this.db
      .select({
        language: offerTranslations.language,
        title: offerTranslations.title,
        description: offerTranslations.description,
        features: offerTranslations.features,
        requests: offerTranslations.requests,
        origin: offerTranslations.origin,
        sourceHash: offerTranslations.sourceHash,
        updatedAt: offerTranslations.updatedAt,
      })
      .from(offerTranslations)
      .where(eq(offerTranslations.offerId, offerId))
      .orderBy(asc(offerTranslations.language));
  }

  /** Writes one language's version (replacing what was there). */
  async putTranslation(values: typeof offerTranslations.$inferInsert): Promise<void> {
    const { offerId: _offerId, language: _language, ...set } = values;
    await this.db.insert(offerTranslations).values(values).onConflictDoUpdate({ target: [offerTranslations.offerId, offerTranslations.language], set });
  }

  async deleteTranslations(offerId: string, languages: Language[]): Promise<void> {
    if (languages.length === 0) return;
    await this.db.delete(offerTranslations).where(and(eq(offerTranslations.offerId, offerId), inArray(offerTranslations.language, languages)));
  }

  /** The glossary's tag grams of a normalised search text (docs/decisions/051-glossary.md). */
  async glossaryGrams(searchText: string): Promise<string[]> {
    return new GlossaryTagRepository(this.db).gramsOf(searchText);
  }

  async setSearch(id: string, values: Pick<typeof offers.$inferInsert, 'searchGrams' | 'searchText'>): Promise<void> {
    await this.db.update(offers).set(values).where(eq(offers.id, id));
  }

  async images(offerId: string) {
    return this.db
      .select({ id: offerImages.id, width: offerImages.width, height: offerImages.height })
      .from(offerImages)
      .where(eq(offerImages.offerId, offerId))
      .orderBy(asc(offerImages.position));
  }

  /** Attaches the given images (which must belong to the organisation) in order; detaches the rest. */
  async setImages(offerId: string, organisationId: string, imageIds: string[]): Promise<boolean> {
    if (imageIds.length > 0) {
      const owned = await this.db
        .select({ id: offerImages.id })
        .from(offerImages)
        .where(
          and(
            inArray(offerImages.id, imageIds),
            eq(offerImages.organisationId, organisationId),
            sql`(${offerImages.offerId} IS NULL OR ${offerImages.offerId} = ${offerId})`,
          ),
        )
        // Locked until the transaction ends: a concurrent save claiming the same image waits, then
        // sees it taken (the condition is checked again on the newest row) instead of stealing it.
        .for('update');
      if (owned.length !== new Set(imageIds).size) return false;
    }
    await this.db
      .update(offerImages)
      .set({ offerId: null })
      .where(and(eq(offerImages.offerId, offerId), imageIds.length ? notInArray(offerImages.id, imageIds) : undefined));
    for (const [position, id] of imageIds.entries()) {
      await this.db.update(offerImages).set({ offerId, position }).where(eq(offerImages.id, id));
    }
    return true;
  }

  async favoriteIds(userId: string, offerIds: string[]): Promise<Set<string>> {
    if (offerIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: offerFavorites.offerId })
      .from(offerFavorites)
      .where(and(eq(offerFavorites.userId, userId), inArray(offerFavorites.offerId, offerIds)));
    return new Set(rows.map((r) => r.id));
  }

  /** The ids of the user's favourites, at most `limit` (a caller that gets `limit` knows there may be more). */
  async favoriteIdsOf(userId: string, limit: number): Promise<Set<string>> {
    const rows = await this.db.select({ id: offerFavorites.offerId }).from(offerFavorites).where(eq(offerFavorites.userId, userId)).limit(limit);
    return new Set(rows.map((r) => r.id));
  }

  async addFavorite(offerId: string, userId: string, organisationId: string): Promise<void> {
    const inserted = await this.db
      .insert(offerFavorites)
      .values({ offerId, userId, organisationId })
      .onConflictDoNothing()
      .returning({ offerId: offerFavorites.offerId });
    if (inserted.length) {
      await this.db.update(offers).set({ favoritesCount: sql`${offers.favoritesCount} + 1` }).where(eq(offers.id, offerId));
    }
  }

  async removeFavorite(offerId: string, userId: string): Promise<void> {
    const deleted = await this.db
      .delete(offerFavorites)
      .where(and(eq(offerFavorites.offerId, offerId), eq(offerFavorites.userId, userId)))
      .returning({ offerId: offerFavorites.offerId });
    if (deleted.length) {
      await this.db
        .update(offers)
        .set({ favoritesCount: sql`greatest(${offers.favoritesCount} - 1, 0)` })
        .where(eq(offers.id, offerId));
    }
  }

  /** Counts a view once per company per day. */
  async recordView(offerId: string, organisationId: string, day: string): Promise<void> {
    const inserted = await this.db
      .insert(offerViews)
      .values({ offerId, organisationId, day })
      .onConflictDoNothing()
      .returning({ offerId: offerViews.offerId });
    if (inserted.length) {
      await this.db.update(offers).set({ viewsCount: sql`${offers.viewsCount} + 1` }).where(eq(offers.id, offerId));
    }
  }

  async industryIds(majorCode: string, middleCode: string) {
    const rows = await this.db
      .select({ id: industries.id, code: industries.code, parentId: industries.parentId, level: industries.level })
      .from(industries)
      .where(inArray(industries.code, [majorCode, middleCode]));
    const majorRow = rows.find((r) => r.code === majorCode && r.level === 1);
    const middleRow = rows.find((r) => r.code === middleCode && r.level === 2);
    if (!majorRow || !middleRow || middleRow.parentId !== majorRow.id) return undefined;
    return { majorId: majorRow.id, middleId: middleRow.id };
  }

  /**
   * Whether the company applied to the offer (any negotiation, open or closed): the offer policy's
   * `negotiatesOn`, gathered by `offerPolicyContext` (offer-policy-context.ts).
   */
  async appliedTo(offerId: string, applicantOrganisationId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: negotiations.id })
      .from(negotiations)
      .where(and(eq(negotiations.offerId, offerId), eq(negotiations.applicantOrganisationId, applicantOrganisationId)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * The applicant's negotiation on an offer to show on the offer's page: the open one (at most one,
   * by the partial unique index), else the latest that ended.
   */
  async latestApplication(offerId: string, applicantOrganisationId: string) {
    const ended = sql`case when ${inArray(negotiations.stage, [...FINAL_NEGOTIATION_STAGES])} then 1 else 0 end`;
    const [row] = await this.db
      .select({ id: negotiations.id, publicRef: negotiations.publicRef, stage: negotiations.stage, step: negotiations.step })
      .from(negotiations)
      .where(and(eq(negotiations.offerId, offerId), eq(negotiations.applicantOrganisationId, applicantOrganisationId)))
      .orderBy(asc(ended), desc(negotiations.createdAt), desc(negotiations.id))
      .limit(1);
    return row;
  }

  async organisationForOffer(organisationId: string) {
    const [row] = await this.db
      .select({
        id: organisations.id,
        role: organisations.role,
        bankId: organisations.bankId,
        branchId: organisations.branchId,
        name: organisations.name,
        nameEn: organisations.nameEn,
        nameKana: organisations.nameKana,
      })
      .from(organisations)
      .where(eq(organisations.id, organisationId))
      .limit(1);
    return row;
  }
}

/**
 * The title's versions of an offer of `t` (the offers table in a query): the people's versions and
 * the machine translations kept for its original title, as JSON objects ({language, origin,
 * provider, title}) when `shape` is 'versions', or the titles alone when 'titles'. The machine
 * translations are found by the title's content hash (decision 049: `encode(sha256(...))` is the
 * SQL twin of contentHash); a language with a person's version takes no machine one.
 */
export function titleVersionsSql(t: typeof offers, shape: 'versions' | 'titles') {
  const item =
    shape === 'versions'
      ? sql`json_build_object('language', v.language, 'origin', v.origin, 'provider', v.provider, 'title', v.title)`
      : sql`v.title`;
  return sql`select coalesce(${shape === 'versions' ? sql`json_agg(${item} order by v.language)` : sql`array_agg(${item} order by v.language)`}, ${shape === 'versions' ? sql`'[]'::json` : sql`'{}'::text[]`})
    from (
      select ot.language::text as language, ot.origin::text as origin, null::text as provider, ot.title
        from offer_translations ot where ot.offer_id = ${t.id} and ot.title <> ''
      union all
      select mt.target_language::text, 'machine', mt.provider, mt.translated_text
        from machine_translations mt
        where ${t.title} <> '' and mt.source_hash = encode(sha256(convert_to(${t.title}, 'UTF8')), 'hex') and mt.source_language = ${t.language}
          and not exists (select 1 from offer_translations p where p.offer_id = ${t.id} and p.language = mt.target_language and p.title <> '')
    ) v`;
}
