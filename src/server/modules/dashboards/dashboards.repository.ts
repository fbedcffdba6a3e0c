import { and, asc, eq, gte, isNotNull, isNull, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { branches, dashboardCounts, dashboardStepTimes, industries, negotiations, offers, organisations } from '../../db/schema/index.ts';
import { FINAL_NEGOTIATION_STAGES } from '../../../shared/negotiation-lifecycle.ts';
import type { CountryPair } from '../../../shared/schemas/dashboards.ts';

/** The period and the dimensions a dashboard is narrowed to (its bank or branch is the policy's scope). */
export interface DashboardFilter {
  /** First days of the first and the last month. */
  from: string;
  to: string;
  countryPair: CountryPair | null;
  industryId: string | null;
}

/** The dimensions a level of the dashboard tables keeps, one bit each (migration 0021; a level with the branch has the bank's bit too). */
export const DIMENSION_BITS = { country_pair: 8, industry: 4, bank: 2, branch: 1 } as const;
export type Dimension = keyof typeof DIMENSION_BITS;

type Table = typeof dashboardCounts | typeof dashboardStepTimes;
const COLUMN = {
  country_pair: (t: Table) => t.countryPair,
  industry: (t: Table) => t.industryMajorId,
  bank: (t: Table) => t.bankId,
  branch: (t: Table) => t.branchId,
} satisfies Record<Dimension, (t: Table) => unknown>;

/** The figures of one dashboard, as the tables sum them. */
export interface DashboardSums {
  /** By month, measure and (for cancellations) step and reason. */
  months: { month: string; measure: string; step: string; reason: string; n: number }[];
  /** The step-time histograms: by step and bucket. */
  times: { step: string; bucket: number; n: number }[];
  /** By each dimension's value and measure. */
  breakdowns: Record<Dimension, { key: string | null; measure: string; n: number }[]>;
}

/** The dashboards' reads: the counts the event log's trigger keeps (docs/decisions/060), and what is overdue now. */
export class DashboardRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Every sum a dashboard shows. Each is read at the level that keeps exactly the dimensions it
   * filters by (the scope's bank or branch, the country pair, the industry) and groups by, so each
   * reads a few thousand rows: the months, cancellations and times at the filters' level, each
   * breakdown one level finer. `visible` is the policy's rows for a table (its bank or branch).
   */
  async sums(visible: (table: Table) => SQL, scope: { bankId: string | null; branchId: string | null }, filter: DashboardFilter): Promise<DashboardSums> {
    const filtered = new Set<Dimension>();
    if (scope.branchId) filtered.add('branch');
    else if (scope.bankId) filtered.add('bank');
    if (filter.countryPair) filtered.add('country_pair');
    if (filter.industryId) filtered.add('industry');
    // A level with the branch keeps its bank too (a branch is of one bank).
    const level = (dimensions: Iterable<Dimension>) =>
      [...new Set(dimensions)].reduce((bits, d) => bits | DIMENSION_BITS[d] | (d === 'branch' ? DIMENSION_BITS.bank : 0), 0);
    const where = (table: Table, dimensions: Iterable<Dimension>) =>
      and(
        eq(table.level, level(dimensions)),
        visible(table),
        gte(table.month, filter.from),
        lte(table.month, filter.to),
        filter.countryPair ? eq(table.countryPair, filter.countryPair) : undefined,
        filter.industryId ? eq(table.industryMajorId, filter.industryId) : undefined,
      );
    const c = dashboardCounts;
    const t = dashboardStepTimes;
    const total = sql<string>`sum(${c.n})`;
    const breakdown = (dimension: Dimension) => {
      const key = COLUMN[dimension](c);
      return this.db
        .select({ key: sql<string | null>`${key}::text`, measure: c.measure, n: total })
        .from(c)
        .where(where(c, [...filtered, dimension]))
        .groupBy(key, c.measure);
    };
    const [months, times, country_pair, industry, bank, branch] = await Promise.all([
      this.db
        .select({ month: sql<string>`to_char(${c.month}, 'YYYY-MM')`, measure: c.measure, step: c.step, reason: c.reason, n: total })
        .from(c)
        .where(where(c, filtered))
        .groupBy(c.month, c.measure, c.step, c.reason),
      this.db
        .select({ step: t.step, bucket: t.bucket, n: sql<string>`sum(${t.n})` })
        .from(t)
        .where(where(t, filtered))
        .groupBy(t.step, t.bucket),
      breakdown('country_pair'),
      breakdown('industry'),
      breakdown('bank'),
      breakdown('branch'),
    ]);
    const counted = <T extends { n: string }>(rows: T[]) => rows.map((row) => ({ ...row, n: Number(row.n) }));
    return {
      months: counted(months),
      times: counted(times),
      breakdowns: { country_pair: counted(country_pair), industry: counted(industry), bank: counted(bank), branch: counted(branch) },
    };
  }

  /**
   * Negotiations past the due time of the step they wait at, by stage: those of `visible` (the
   * negotiation policy's list rule), narrowed as the dashboard is.
   */
  async overdueNegotiations(visible: SQL, narrowing: { bankId: string | null; branchId: string | null }, filter: DashboardFilter, now: Date) {
    // The offer and the companies are joined only for the filters that need them: without, the
    // count is read from the overdue index alone (migration 0021).
    const needsOffer = narrowing.branchId !== null || filter.industryId !== null;
    const needsCompanies = narrowing.branchId !== null || filter.countryPair !== null;
    const offerCompany = alias(organisations, 'offer_company');
    const applicant = alias(organisations, 'applicant');
    let query = this.db.select({ stage: negotiations.stage, n: sql<string>`count(*)` }).from(negotiations).$dynamic();
    if (needsOffer) query = query.innerJoin(offers, eq(offers.id, negotiations.offerId));
    if (needsCompanies) {
      query = query
        .innerJoin(offerCompany, eq(offerCompany.id, negotiations.offerOrganisationId))
        .innerJoin(applicant, eq(applicant.id, negotiations.applicantOrganisationId));
    }
    return query
      .where(
        and(
          visible,
          isNotNull(negotiations.dueAt),
          lt(negotiations.dueAt, now),
          notInArray(negotiations.stage, [...FINAL_NEGOTIATION_STAGES]),
          narrowing.bankId ? sql`(${negotiations.offerBankId} = ${narrowing.bankId} or ${negotiations.applicantBankId} = ${narrowing.bankId})` : undefined,
          narrowing.branchId ? sql`(${offers.branchId} = ${narrowing.branchId} or ${applicant.branchId} = ${narrowing.branchId})` : undefined,
          filter.industryId ? eq(offers.industryMajorId, filter.industryId) : undefined,
          filter.countryPair ? sql`${offerCompany.country} || '-' || ${applicant.country} = ${filter.countryPair}` : undefined,
        ),
      )
      .groupBy(negotiations.stage);
  }

  /** Offers whose review is past due: those of `visible` (the offer policy's list rule), narrowed as the dashboard is. */
  async overdueReviews(visible: SQL[], narrowing: { bankId: string | null; branchId: string | null }, filter: DashboardFilter, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<string>`count(*)` })
      .from(offers)
      .where(
        and(
          ...visible,
          eq(offers.status, 'waiting_for_approval'),
          isNull(offers.deletedAt),
          isNotNull(offers.reviewDueAt),
          lt(offers.reviewDueAt, now),
          narrowing.bankId ? eq(offers.bankId, narrowing.bankId) : undefined,
          narrowing.branchId ? eq(offers.branchId, narrowing.branchId) : undefined,
          filter.industryId ? eq(offers.industryMajorId, filter.industryId) : undefined,
          filter.countryPair
            ? sql`(select ${organisations.country} from ${organisations} where ${organisations.id} = ${offers.organisationId}) || '-' || coalesce(${offers.targetCountry}, '') = ${filter.countryPair}`
            : undefined,
        ),
      );
    return Number(row?.n ?? 0);
  }

  /** The banks a filter may name: every bank, or only `bankId`. */
  async banks(bankId: string | null) {
    return this.db
      .select({ id: organisations.id, name: organisations.name, name_en: organisations.nameEn })
      .from(organisations)
      .where(and(eq(organisations.role, 'bank'), bankId ? eq(organisations.id, bankId) : undefined))
      .orderBy(asc(organisations.name));
  }

  /** The branches a filter may name: every branch, or a bank's. */
  async branches(bankId: string | null) {
    return this.db
      .select({ id: branches.id, name: branches.name, name_en: branches.nameEn, bank_id: branches.bankId })
      .from(branches)
      .where(bankId ? eq(branches.bankId, bankId) : undefined)
      .orderBy(asc(branches.bankId), asc(branches.code));
  }

  /** A branch and its bank, if it exists. */
  async branch(branchId: string) {
    const [row] = await this.db.select({ id: branches.id, bankId: branches.bankId }).from(branches).where(eq(branches.id, branchId));
    return row;
  }

  /** Whether an organisation is a bank. */
  async isBank(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: organisations.id }).from(organisations).where(and(eq(organisations.id, id), eq(organisations.role, 'bank')));
    return row !== undefined;
  }

  /** The industries' major categories, in their order. */
  async majorIndustries() {
    return this.db
      .select({ id: industries.id, code: industries.code, name_en: industries.nameEn, name_ja: industries.nameJa, name_th: industries.nameTh })
      .from(industries)
      .where(eq(industries.level, 1))
      .orderBy(asc(industries.sortOrder));
  }

  /** The dashboard tables computed again from the whole event log (after its events were dated anew: the demo seed). */
  async rebuild(): Promise<void> {
    await this.db.execute(sql`select dashboard_facts_rebuild()`);
  }
}
