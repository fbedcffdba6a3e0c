import { and, asc, eq, gte, isNotNull, isNull, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { branches, dashboardFacts, industries, negotiations, offers, organisations } from '../../db/schema/index.ts';
import { FINAL_NEGOTIATION_STAGES } from '../../../shared/negotiation-lifecycle.ts';
import type { CountryPair } from '../../../shared/schemas/dashboards.ts';

/** The period and the dimensions a dashboard is narrowed to (the bank and branch are the policy's rows). */
export interface DashboardFilter {
  /** First days of the first and the last month. */
  from: string;
  to: string;
  countryPair: CountryPair | null;
  industryId: string | null;
}

/** One sum of the facts: which grouping it belongs to, its keys, and its count. */
export interface FactSum {
  grouping: 'month' | 'cancellation' | 'step_time' | 'country_pair' | 'industry' | 'bank' | 'branch';
  measure: string;
  month: string | null;
  step: string | null;
  reason: string | null;
  bucket: number | null;
  countryPair: string | null;
  industryId: string | null;
  bankId: string | null;
  branchId: string | null;
  n: number;
}

/**
 * The `GROUPING(...)` bitmask of each grouping set below over the seven keys after `measure`
 * (month, step, reason, bucket, country pair, industry, bank, branch; a 1 is a key not grouped by).
 */
const GROUPINGS: Record<number, FactSum['grouping']> = {
  0b01111111: 'month',
  0b10011111: 'cancellation',
  0b10101111: 'step_time',
  0b11110111: 'country_pair',
  0b11111011: 'industry',
  0b11111101: 'bank',
  0b11111110: 'branch',
};

/** The dashboards' reads: the facts the event log's trigger keeps (docs/decisions/060), and what is overdue now. */
export class DashboardRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Every sum a dashboard shows, in one pass over the rows it may read (`rows`): by month, by step
   * and reason, by step and time bucket, by country pair and by industry counting `total`'s rows,
   * by bank counting `perBank`'s, and by branch counting every row.
   */
  async sums(scope: { rows: SQL; total: SQL; perBank: SQL }, filter: DashboardFilter): Promise<FactSum[]> {
    const f = dashboardFacts;
    const keys = sql`${f.month}, ${f.step}, ${f.reason}, ${f.bucket}, ${f.countryPair}, ${f.industryMajorId}, ${f.bankId}, ${f.branchId}`;
    const rows = await this.db
      .select({
        grouping: sql<number>`grouping(${keys})`.mapWith(Number),
        measure: f.measure,
        month: sql<string | null>`to_char(${f.month}, 'YYYY-MM')`,
        step: f.step,
        reason: f.reason,
        bucket: f.bucket,
        countryPair: f.countryPair,
        industryId: f.industryMajorId,
        bankId: f.bankId,
        branchId: f.branchId,
        total: sql<string | null>`sum(${f.n}) filter (where ${scope.total})`,
        perBank: sql<string | null>`sum(${f.n}) filter (where ${scope.perBank})`,
        all: sql<string>`sum(${f.n})`,
      })
      .from(f)
      .where(
        and(
          scope.rows,
          gte(f.month, filter.from),
          lte(f.month, filter.to),
          filter.countryPair ? eq(f.countryPair, filter.countryPair) : undefined,
          filter.industryId ? eq(f.industryMajorId, filter.industryId) : undefined,
        ),
      )
      .groupBy(
        sql`grouping sets ((${f.measure}, ${f.month}), (${f.measure}, ${f.step}, ${f.reason}), (${f.measure}, ${f.step}, ${f.bucket}), (${f.measure}, ${f.countryPair}), (${f.measure}, ${f.industryMajorId}), (${f.measure}, ${f.bankId}), (${f.measure}, ${f.branchId}))`,
      );
    return rows.flatMap((row): FactSum[] => {
      const grouping = GROUPINGS[row.grouping];
      if (!grouping) return [];
      const n = Number(grouping === 'bank' ? row.perBank : grouping === 'branch' ? row.all : row.total) || 0;
      if (n === 0) return [];
      return [{ grouping, measure: row.measure, month: row.month, step: row.step, reason: row.reason, bucket: row.bucket, countryPair: row.countryPair, industryId: row.industryId, bankId: row.bankId, branchId: row.branchId, n }];
    });
  }

  /**
   * Negotiations past the due time of the step they wait at, by stage: those of `visible` (the
   * negotiation policy's list rule), narrowed as the dashboard is.
   */
  async overdueNegotiations(visible: SQL, narrowing: { bankId: string | null; branchId: string | null }, filter: DashboardFilter, now: Date) {
    const applicant = sql`(select ${organisations.branchId} from ${organisations} where ${organisations.id} = ${negotiations.applicantOrganisationId})`;
    return this.db
      .select({ stage: negotiations.stage, n: sql<string>`count(*)` })
      .from(negotiations)
      .innerJoin(offers, eq(offers.id, negotiations.offerId))
      .where(
        and(
          visible,
          isNotNull(negotiations.dueAt),
          lt(negotiations.dueAt, now),
          notInArray(negotiations.stage, [...FINAL_NEGOTIATION_STAGES]),
          narrowing.bankId ? sql`(${negotiations.offerBankId} = ${narrowing.bankId} or ${negotiations.applicantBankId} = ${narrowing.bankId})` : undefined,
          narrowing.branchId ? sql`(${offers.branchId} = ${narrowing.branchId} or ${applicant} = ${narrowing.branchId})` : undefined,
          filter.industryId ? eq(offers.industryMajorId, filter.industryId) : undefined,
          filter.countryPair
            ? sql`(select ${organisations.country} from ${organisations} where ${organisations.id} = ${negotiations.offerOrganisationId}) || '-' || (select ${organisations.country} from ${organisations} where ${organisations.id} = ${negotiations.applicantOrganisationId}) = ${filter.countryPair}`
            : undefined,
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

  /** `dashboard_facts` computed again from the whole event log (after its events were dated anew: the demo seed). */
  async rebuild(): Promise<void> {
    await this.db.execute(sql`select dashboard_facts_rebuild()`);
  }
}
