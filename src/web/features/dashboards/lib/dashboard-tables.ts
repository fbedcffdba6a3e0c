import { DASHBOARD_FUNNEL, DASHBOARD_MEASURES, type Dashboard, type DashboardCounts } from '../../../../shared/schemas/dashboards.ts';
import { buildCsv, type CsvValue } from './csv.ts';
import { percentValue } from './format-dashboard.ts';
import type { DashboardText } from './use-dashboard-text.ts';

/**
 * The figures behind each chart as one table (docs/product/dashboards.md#charts): what the page
 * shows under or instead of the chart, and what its CSV holds. A cell has the text the page shows
 * (numbers and months the reader's way) and the value the CSV writes (numbers as numbers, months
 * as `YYYY-MM`), so the two never disagree.
 */
export interface DashboardTableCell {
  text: string;
  value: CsvValue;
}
export interface DashboardTableColumn {
  label: string;
  /** The column's header in the CSV, where it says more than the page's (its unit). */
  csvLabel?: string;
  numeric?: boolean;
}
export interface DashboardTable {
  columns: DashboardTableColumn[];
  rows: DashboardTableCell[][];
}

/** The CSV of a table: its header row (in the reader's language) and its rows. */
export const tableCsv = (table: DashboardTable): string =>
  buildCsv(
    table.columns.map((column) => column.csvLabel ?? column.label),
    table.rows.map((row) => row.map((cell) => cell.value)),
  );

const textCell = (text: string): DashboardTableCell => ({ text, value: text });
const countCell = (value: number, text: DashboardText): DashboardTableCell => ({ text: text.number(value), value });
const measureColumns = (text: DashboardText): DashboardTableColumn[] => DASHBOARD_MEASURES.map((measure) => ({ label: text.measure(measure), numeric: true }));
const measureCells = (counts: DashboardCounts, text: DashboardText) => DASHBOARD_MEASURES.map((measure) => countCell(counts[measure], text));

/** The funnel over the period: each step's count and its conversion from the step before. */
export function funnelTable(data: Dashboard, text: DashboardText): DashboardTable {
  const { t } = text;
  return {
    columns: [
      { label: t('funnel.step') },
      { label: t('funnel.count'), numeric: true },
      { label: t('funnel.conversion'), csvLabel: t('funnel.conversion_csv'), numeric: true },
    ],
    rows: DASHBOARD_FUNNEL.map((step) => {
      const row = data.funnel.find((entry) => entry.step === step);
      const conversion = row?.conversion ?? null;
      return [textCell(text.measure(step)), countCell(row?.count ?? 0, text), { text: text.percent(conversion), value: percentValue(conversion) }];
    }),
  };
}

/** Every measure in each month of the period. */
export function monthsTable(data: Dashboard, text: DashboardText): DashboardTable {
  return {
    columns: [{ label: text.t('months.month') }, ...measureColumns(text)],
    rows: data.months.map(({ month, counts }) => [{ text: text.month(month), value: month }, ...measureCells(counts, text)]),
  };
}

/** Cancellations by the step they ended at and the reason, most first (as the server orders them). */
export function cancellationsTable(data: Dashboard, text: DashboardText): DashboardTable {
  const { t } = text;
  return {
    columns: [{ label: t('cancellations.step') }, { label: t('cancellations.reason') }, { label: t('cancellations.count'), numeric: true }],
    rows: data.cancellations.map(({ step, reason, count }) => [textCell(text.step(step)), textCell(text.reason(reason)), countCell(count, text)]),
  };
}

/** Hours to one decimal, for a spreadsheet. */
const hoursValue = (hours: number) => Math.round(hours * 10) / 10;

/** Time in each step: how many left it, the median and the 90th percentile (the CSV in hours). */
export function stepTimesTable(data: Dashboard, text: DashboardText): DashboardTable {
  const { t } = text;
  return {
    columns: [
      { label: t('step_times.step') },
      { label: t('step_times.count'), numeric: true },
      { label: t('step_times.median'), csvLabel: t('step_times.median_csv'), numeric: true },
      { label: t('step_times.p90'), csvLabel: t('step_times.p90_csv'), numeric: true },
    ],
    rows: data.step_times.map(({ step, count, median_hours, p90_hours }) => [
      textCell(text.step(step)),
      countCell(count, text),
      { text: text.hours(median_hours), value: hoursValue(median_hours) },
      { text: text.hours(p90_hours), value: hoursValue(p90_hours) },
    ]),
  };
}

/** What is overdue now: negotiations by the step they wait at, then the offer reviews. */
export function overdueTable(data: Dashboard, text: DashboardText): DashboardTable {
  const { t } = text;
  return {
    columns: [{ label: t('overdue.item') }, { label: t('overdue.count'), numeric: true }],
    rows: [
      ...data.overdue.negotiations.map(({ step, count }) => [textCell(text.step(step)), countCell(count, text)]),
      [textCell(t('overdue.offer_reviews')), countCell(data.overdue.offer_reviews, text)],
    ],
  };
}

export type BreakdownKind = 'country_pair' | 'industry' | 'bank' | 'branch';

/** A breakdown's rows: each one's label and counts, in the server's order (largest first). */
export function breakdownRows(data: Dashboard, kind: BreakdownKind, text: DashboardText): { label: string; counts: DashboardCounts }[] {
  switch (kind) {
    case 'country_pair':
      return data.breakdowns.country_pair.map((row) => ({ label: text.countryPair(row.country_pair), counts: row.counts }));
    case 'industry':
      return data.breakdowns.industry.map((row) => ({ label: text.industry(row.industry), counts: row.counts }));
    case 'bank':
      return data.breakdowns.bank.map((row) => ({ label: text.organisation(row.bank), counts: row.counts }));
    case 'branch':
      return data.breakdowns.branch.map((row) => ({ label: text.organisation(row.branch), counts: row.counts }));
  }
}

/** A breakdown's period counts: a row per country pair, industry, bank or branch, a column per measure. */
export function breakdownTable(data: Dashboard, kind: BreakdownKind, text: DashboardText): DashboardTable {
  const { t } = text;
  const dimension = {
    country_pair: t('filters.country_pair'),
    industry: t('filters.industry'),
    bank: text.bankLabel,
    branch: text.branchLabel,
  }[kind];
  // The operator sees every bank's branches: each with its bank beside it.
  if (kind === 'branch' && data.options.banks.length > 1) {
    const bankOf = (id: string | undefined) => data.options.banks.find((bank) => bank.id === id);
    return {
      columns: [{ label: dimension }, { label: text.bankLabel }, ...measureColumns(text)],
      rows: data.breakdowns.branch.map(({ branch, counts }) => {
        const bank = bankOf(branch?.bank_id);
        return [textCell(text.organisation(branch)), textCell(bank ? text.organisation(bank) : ''), ...measureCells(counts, text)];
      }),
    };
  }
  return {
    columns: [{ label: dimension }, ...measureColumns(text)],
    rows: breakdownRows(data, kind, text).map(({ label, counts }) => [textCell(label), ...measureCells(counts, text)]),
  };
}
