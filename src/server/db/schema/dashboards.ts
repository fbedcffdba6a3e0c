import { date, index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The dashboards' counts (docs/product/dashboards.md, docs/decisions/060-dashboards-from-the-event-log.md):
 * what the view `dashboard_event_facts` derives from the event log, summed by month and rolled up
 * to every combination of the four dimensions a dashboard filters or breaks down by (country pair,
 * industry, bank, branch): `level` says which of them a row keeps (8 country pair, 4 industry,
 * 2 bank, 1 branch; the others are null, summed over; a level with the branch keeps its bank too,
 * so there are twelve). A dashboard reads, for each of its figures,
 * the level of exactly the dimensions it filters and groups by: a few thousand rows, whatever the
 * number of deals. A trigger on `events` adds each new event's counts in the event's own
 * transaction; `dashboard_facts_rebuild()` computes both tables again from the whole log.
 *
 * A negotiation counts once at a level without bank or branch (its offer side), once for each
 * bank at a level with the bank, and once for each branch of its two companies at a level with
 * the branch.
 */
const dimensions = {
  level: smallint('level').notNull(),
  /** The first day of the month the event happened in, on Japan's calendar. */
  month: date('month').notNull(),
  /** The offer company's country, then the applicant's (an offer alone: its target country): `JP-TH`. */
  countryPair: text('country_pair'),
  industryMajorId: uuid('industry_major_id'),
  bankId: uuid('bank_id'),
  branchId: uuid('branch_id'),
};

/** The funnel's steps and the cancellations, counted. */
export const dashboardCounts = pgTable(
  'dashboard_counts',
  {
    ...dimensions,
    /** A funnel step (`published`, `applied`, …) or `canceled`. */
    measure: text('measure').notNull(),
    /** `canceled`: the step it ended at ('' otherwise). */
    step: text('step').notNull().default(''),
    /** `canceled`: why (`bank_denied`, `nda_<code>`, `request_<side>`; '' otherwise). */
    reason: text('reason').notNull().default(''),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('dashboard_counts_key')
      .on(t.level, t.month, t.measure, t.step, t.reason, t.countryPair, t.industryMajorId, t.bankId, t.branchId)
      .nullsNotDistinct(),
    index('dashboard_counts_bank_idx').on(t.level, t.bankId, t.month),
    index('dashboard_counts_branch_idx').on(t.level, t.branchId, t.month),
    index('dashboard_counts_industry_idx').on(t.level, t.industryMajorId, t.month),
  ],
);

/** How long negotiations were at a step they left: a histogram, bucket b for [1.1^b, 1.1^(b+1)) seconds. */
export const dashboardStepTimes = pgTable(
  'dashboard_step_times',
  {
    ...dimensions,
    step: text('step').notNull(),
    bucket: smallint('bucket').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('dashboard_step_times_key')
      .on(t.level, t.month, t.step, t.bucket, t.countryPair, t.industryMajorId, t.bankId, t.branchId)
      .nullsNotDistinct(),
    index('dashboard_step_times_bank_idx').on(t.level, t.bankId, t.month),
    index('dashboard_step_times_branch_idx').on(t.level, t.branchId, t.month),
    index('dashboard_step_times_industry_idx').on(t.level, t.industryMajorId, t.month),
  ],
);
