import { boolean, date, index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The dashboards' counts (docs/product/dashboards.md, docs/decisions/060-dashboards-from-the-event-log.md):
 * what the view `dashboard_event_facts` derives from the event log, summed by month and by every
 * dimension a dashboard filters or breaks down by. A trigger on `events` adds each new event's
 * facts in the event's own transaction; `dashboard_facts_rebuild()` computes the table again from
 * the whole log (migration 0021, and the demo seed after it dates its events).
 *
 * A negotiation's facts come in a row for each of its two sides (the offer's bank and branch, the
 * applicant's), one row when both sides are the same bank and branch: `side = 'offer'` counts every
 * negotiation once; `counts_for_bank` once per bank; every row once per branch.
 */
export const dashboardFacts = pgTable(
  'dashboard_facts',
  {
    /** The first day of the month the event happened in, on Japan's calendar. */
    month: date('month').notNull(),
    /** A funnel step (`published`, `applied`, …), `canceled`, or `step_time`. */
    measure: text('measure').notNull(),
    /** `canceled`: the step it ended at; `step_time`: the step left ('' otherwise). */
    step: text('step').notNull().default(''),
    /** `canceled`: why (`bank_denied`, `nda_<code>`, `request_<side>`; '' otherwise). */
    reason: text('reason').notNull().default(''),
    /** `step_time`: the histogram's bucket, b for [1.1^b, 1.1^(b+1)) seconds (-1 otherwise). */
    bucket: smallint('bucket').notNull().default(-1),
    /** The offer company's country, then the applicant's (an offer alone: its target country): `JP-TH`. */
    countryPair: text('country_pair').notNull(),
    industryMajorId: uuid('industry_major_id'),
    bankId: uuid('bank_id').notNull(),
    branchId: uuid('branch_id'),
    side: text('side').notNull(),
    countsForBank: boolean('counts_for_bank').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('dashboard_facts_key')
      .on(t.month, t.measure, t.step, t.reason, t.bucket, t.countryPair, t.industryMajorId, t.bankId, t.branchId, t.side, t.countsForBank)
      .nullsNotDistinct(),
    index('dashboard_facts_bank_idx').on(t.bankId, t.month),
  ],
);
