import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { enforce } from '../../lib/policy.ts';
import { validationKey } from '../../../shared/i18n/validation.ts';
import { stepOfStage, type NegotiationStage } from '../../../shared/negotiation-lifecycle.ts';
import { platformToday } from '../../../shared/offer-lifecycle.ts';
import type { NegotiationStep } from '../../../shared/enums.ts';
import {
  DASHBOARD_FUNNEL,
  DASHBOARD_MAX_MONTHS,
  DASHBOARD_MEASURES,
  type CancelReason,
  type CountryPair,
  type Dashboard,
  type DashboardCounts,
  type DashboardMeasure,
  type DashboardQuery,
} from '../../../shared/schemas/dashboards.ts';
import { negotiationVisibleTo } from '../negotiations/negotiations.policy.ts';
import { offerVisibleTo } from '../offers/offers.policy.ts';
import type { Viewer } from '../session/session.service.ts';
import { DashboardRepository, type DashboardFilter, type DashboardSums } from './dashboards.repository.ts';
import { dashboardRowsVisibleTo, dashboardScope, decide, type DashboardNarrowing } from './dashboards.policy.ts';

/** The histogram's base: bucket b holds the times from 1.1^b to 1.1^(b+1) seconds (migration 0021). */
const BUCKET_BASE = 1.1;

/** The dashboards of the operator and the banks (docs/product/dashboards.md, docs/decisions/060). */
export class DashboardService {
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(db: Database, now: () => Date = () => new Date()) {
    this.db = db;
    this.now = now;
  }

  async dashboard(viewer: Viewer, query: DashboardQuery): Promise<Dashboard> {
    const repo = new DashboardRepository(this.db);
    const now = this.now();
    const period = periodOf(query, now);
    const [branch, bankKnown, industryOptions] = await Promise.all([
      query.branch ? repo.branch(query.branch) : undefined,
      query.bank ? repo.isBank(query.bank) : true,
      repo.majorIndustries(),
    ]);
    const industry = query.industry ? industryOptions.find((row) => row.code === query.industry) : undefined;
    const unknown = {
      ...(query.branch && !branch ? { branch: ['validation.unknown_option'] } : {}),
      ...(!bankKnown ? { bank: ['validation.unknown_option'] } : {}),
      ...(query.industry && !industry ? { industry: ['validation.unknown_option'] } : {}),
    };
    if (Object.keys(unknown).length > 0) throw new AppError(400, 'validation_failed', undefined, unknown);

    const narrowing: DashboardNarrowing = { bankId: query.bank ?? null, branch: branch ?? null };
    enforce(decide(viewer, narrowing));
    const scope = dashboardScope(viewer, narrowing);
    const filter: DashboardFilter = {
      from: `${period.from}-01`,
      to: `${period.to}-01`,
      countryPair: query.country_pair ?? null,
      industryId: industry?.id ?? null,
    };
    const narrowed = { bankId: scope.bankId, branchId: scope.branchId };
    const [sums, overdue, overdueReviews, banks, branches] = await Promise.all([
      repo.sums((table) => dashboardRowsVisibleTo(viewer, scope, table), scope, filter),
      repo.overdueNegotiations(negotiationVisibleTo(viewer), narrowed, filter, now),
      repo.overdueReviews(offerVisibleTo(viewer, 'manage', platformToday(now)), narrowed, filter, now),
      repo.banks(viewer.organisation.role === 'bank' ? viewer.organisation.id : null),
      repo.branches(viewer.organisation.role === 'bank' ? viewer.organisation.id : null),
    ]);
    const industriesById = new Map(industryOptions.map((row) => [row.id, row]));
    const banksById = new Map(banks.map((row) => [row.id, row]));
    const branchesById = new Map(branches.map((row) => [row.id, row]));
    const ref = (id: string | null) => {
      const row = id ? industriesById.get(id) : undefined;
      return row ? { code: row.code, name_en: row.name_en, name_ja: row.name_ja, name_th: row.name_th } : null;
    };

    const months = monthsOf(period);
    const byMonth = countsBy(sums.months, (sum) => sum.month);
    const totals = emptyCounts();
    for (const sum of sums.months) if (isMeasure(sum.measure)) totals[sum.measure] += sum.n;
    const cancellations = new Map<string, { step: NegotiationStep; reason: CancelReason; count: number }>();
    for (const sum of sums.months) {
      if (sum.measure !== 'canceled' || !sum.step || !sum.reason) continue;
      const key = `${sum.step} ${sum.reason}`;
      const row = cancellations.get(key) ?? { step: sum.step as NegotiationStep, reason: sum.reason as CancelReason, count: 0 };
      row.count += sum.n;
      cancellations.set(key, row);
    }

    return {
      period,
      filters: { country_pair: filter.countryPair, industry: industry?.code ?? null, bank: query.bank ?? null, branch: branch?.id ?? null },
      funnel: DASHBOARD_FUNNEL.map((step, i) => {
        const before = i === 0 ? 0 : totals[DASHBOARD_FUNNEL[i - 1]!];
        return { step, count: totals[step], conversion: i === 0 || before === 0 ? null : totals[step] / before };
      }),
      months: months.map((month) => ({ month, counts: byMonth.get(month) ?? emptyCounts() })),
      cancellations: [...cancellations.values()].sort((a, b) => b.count - a.count),
      step_times: stepTimes(sums.times),
      overdue: { negotiations: overdueBySteps(overdue), offer_reviews: overdueReviews },
      breakdowns: {
        country_pair: ranked(countsBy(sums.breakdowns.country_pair, (sum) => sum.key ?? '')).map(([key, counts]) => ({ country_pair: key as CountryPair, counts })),
        industry: ranked(countsBy(sums.breakdowns.industry, (sum) => sum.key ?? '')).map(([key, counts]) => ({ industry: ref(key || null), counts })),
        bank: ranked(countsBy(sums.breakdowns.bank, (sum) => sum.key ?? ''))
          .flatMap(([key, counts]) => {
            const bank = banksById.get(key);
            return bank ? [{ bank, counts }] : [];
          }),
        branch: ranked(countsBy(sums.breakdowns.branch, (sum) => sum.key ?? '')).map(([key, counts]) => ({ branch: branchesById.get(key) ?? null, counts })),
      },
      options: { banks, branches, industries: industryOptions.map((row) => ref(row.id)!) },
    };
  }
}

/** The period asked for, or the last twelve months up to this one (Japan's calendar); refused when out of order or too long. */
function periodOf(query: DashboardQuery, now: Date): { from: string; to: string } {
  const thisMonth = platformToday(now).slice(0, 7);
  const to = query.to ?? (query.from && monthIndex(query.from) + 11 < monthIndex(thisMonth) ? monthAt(monthIndex(query.from) + 11) : thisMonth);
  const from = query.from ?? monthAt(monthIndex(to) - 11);
  const length = monthIndex(to) - monthIndex(from) + 1;
  if (length < 1) throw new AppError(400, 'validation_failed', undefined, { to: ['validation.month_order'] });
  if (length > DASHBOARD_MAX_MONTHS) throw new AppError(400, 'validation_failed', undefined, { from: [validationKey('months_max', { max: DASHBOARD_MAX_MONTHS })] });
  return { from, to };
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthAt = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

function monthsOf(period: { from: string; to: string }): string[] {
  const months: string[] = [];
  for (let i = monthIndex(period.from); i <= monthIndex(period.to); i++) months.push(monthAt(i));
  return months;
}

const isMeasure = (measure: string): measure is DashboardMeasure => (DASHBOARD_MEASURES as readonly string[]).includes(measure);
const emptyCounts = (): DashboardCounts => Object.fromEntries(DASHBOARD_MEASURES.map((measure) => [measure, 0])) as DashboardCounts;

/** Sums by key, as a count per measure. */
function countsBy<T extends { measure: string; n: number }>(sums: T[], key: (sum: T) => string): Map<string, DashboardCounts> {
  const byKey = new Map<string, DashboardCounts>();
  for (const sum of sums) {
    if (!isMeasure(sum.measure)) continue;
    const k = key(sum);
    const counts = byKey.get(k) ?? emptyCounts();
    counts[sum.measure] += sum.n;
    byKey.set(k, counts);
  }
  return byKey;
}

/** Largest first: by applications, then offers published. */
const ranked = (byKey: Map<string, DashboardCounts>) =>
  [...byKey].sort(([, a], [, b]) => b.applied - a.applied || b.published - a.published || b.completed - a.completed);

/** The median and the 90th percentile of each step's times, read from its histogram (the bucket's middle, in hours). */
function stepTimes(sums: DashboardSums['times']): Dashboard['step_times'] {
  const byStep = new Map<string, Map<number, number>>();
  for (const sum of sums) {
    const buckets = byStep.get(sum.step) ?? new Map<number, number>();
    buckets.set(sum.bucket, (buckets.get(sum.bucket) ?? 0) + sum.n);
    byStep.set(sum.step, buckets);
  }
  const order = ['bank_approval', 'nda_offer_company', 'nda_applicant', 'coordinator_assignment', 'contract_creation', 'contract_signing', 'completion_request', 'completion'];
  return [...byStep]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([step, buckets]) => {
      const sorted = [...buckets].sort(([a], [b]) => a - b);
      const count = sorted.reduce((total, [, n]) => total + n, 0);
      const at = (q: number) => {
        let seen = 0;
        for (const [bucket, n] of sorted) {
          seen += n;
          if (seen >= q * count) return BUCKET_BASE ** (bucket + 0.5) / 3600;
        }
        return 0;
      };
      return { step: step as NegotiationStep, count, median_hours: round(at(0.5)), p90_hours: round(at(0.9)) };
    });
}

const round = (hours: number) => Math.round(hours * 100) / 100;

/** Overdue negotiations by the step their stage is at. */
function overdueBySteps(rows: { stage: NegotiationStage; n: string }[]): Dashboard['overdue']['negotiations'] {
  const bySteps = new Map<NegotiationStep, number>();
  for (const row of rows) {
    const step = stepOfStage(row.stage);
    if (step) bySteps.set(step, (bySteps.get(step) ?? 0) + Number(row.n));
  }
  return [...bySteps].map(([step, count]) => ({ step, count }));
}
