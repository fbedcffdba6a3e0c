// The legend's and tooltip's colour swatches are Mantine's ColorSwatch (its styles first, as every page imports a component's).
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/charts/styles.layer.css';
import { BarChart, type BarChartSeries, LineChart } from '@mantine/charts';
import type { MantineColor } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NEGOTIATION_STEPS, type NegotiationStep } from '../../../../shared/enum-values.ts';
import { DASHBOARD_FUNNEL, DASHBOARD_MEASURES, type Dashboard, type DashboardCounts, type DashboardMeasure } from '../../../../shared/schemas/dashboards.ts';
import { durationUnit, formatInUnit, inUnit } from '../lib/format-dashboard.ts';
import type { DashboardText } from '../lib/use-dashboard-text.ts';
import { measureText, wrapLabel } from '../lib/wrap-label.ts';

/**
 * The dashboard's charts (@mantine/charts over recharts), loaded by the dashboard page only, after
 * its first render (docs/product/dashboards.md#charts). Each is drawn for the eye: the table beside it holds the same
 * figures for screen readers and exact reading, so a chart takes no keyboard stop of its own.
 */

/** One colour per measure, the same in every chart. */
export const MEASURE_COLOR: Record<DashboardMeasure, MantineColor> = {
  published: 'gray.6',
  applied: 'indigo.6',
  bank_approved: 'blue.6',
  ndas_agreed: 'cyan.7',
  contracted: 'teal.7',
  completed: 'green.7',
  canceled: 'red.7',
};
const STEP_COLORS: MantineColor[] = ['indigo.6', 'blue.6', 'cyan.7', 'teal.7', 'green.7', 'lime.7', 'yellow.7', 'orange.7', 'grape.6'];

const FONT_SIZE = 12;
const LINE_HEIGHT = 14;
const PHONE = '(max-width: 36em)';

/** The width of the axis of category labels, the lines each label may take, and whether the screen is a phone's. */
function useCategoryAxis() {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  return phone ? { phone, width: 112, maxLines: 3 } : { phone, width: 200, maxLines: 2 };
}

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

/** A category label in lines that fit its axis (the full label is in the table). */
function CategoryTick({ x = 0, y = 0, payload, width, maxLines, locale }: TickProps & { width: number; maxLines: number; locale: string }) {
  const lines = wrapLabel(String(payload?.value ?? ''), width - 12, maxLines, (text) => measureText(text, FONT_SIZE), locale);
  const top = Number(y) - ((lines.length - 1) * LINE_HEIGHT) / 2;
  return (
    <text x={Number(x) - 8} y={top} textAnchor="end" fontSize={FONT_SIZE} fill="currentColor" dominantBaseline="central">
      {lines.map((line, index) => (
        <tspan key={index} x={Number(x) - 8} y={top + index * LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

interface HorizontalBarsProps {
  data: Record<string, string | number>[];
  series: BarChartSeries[];
  text: DashboardText;
  stacked?: boolean;
  valueLabelKey?: string;
  valueFormatter?: (value: number) => string;
  withLegend?: boolean;
}

/** Bars along a category axis of wrapped labels, as tall as its categories need. */
function HorizontalBars({ data, series, text, stacked = false, valueLabelKey, valueFormatter, withLegend = false }: HorizontalBarsProps) {
  const axis = useCategoryAxis();
  const perRow = series.length > 1 && !stacked ? 24 + series.length * 10 : axis.maxLines * LINE_HEIGHT + 18;
  // A legend wraps to more lines on a phone.
  const height = data.length * perRow + (withLegend ? (axis.phone ? 130 : 80) : 40);
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      orientation="vertical"
      type={stacked ? 'stacked' : 'default'}
      series={series}
      withLegend={withLegend}
      legendProps={{ verticalAlign: 'bottom' }}
      withBarValueLabel={valueLabelKey !== undefined}
      valueLabelProps={valueLabelKey ? { dataKey: valueLabelKey, formatter: (value: unknown) => String(value ?? '') } : undefined}
      valueFormatter={valueFormatter ?? ((value) => text.number(value))}
      gridAxis="y"
      maxBarWidth={28}
      barChartProps={{ accessibilityLayer: false, margin: { right: valueLabelKey ? 72 : 16 } }}
      // Whole numbers on the value axis (counts; durations in their unit), the bars exact.
      xAxisProps={{ allowDecimals: false }}
      yAxisProps={{
        width: axis.width,
        interval: 0,
        tick: (props: TickProps) => <CategoryTick {...props} width={axis.width} maxLines={axis.maxLines} locale={text.language} />,
      }}
    />
  );
}

/** (a) The funnel over the period: each step's count, with its conversion from the step before. */
export function FunnelChart({ data, text }: { data: Dashboard; text: DashboardText }) {
  const rows = DASHBOARD_FUNNEL.map((step, index) => {
    const entry = data.funnel.find((candidate) => candidate.step === step);
    const count = entry?.count ?? 0;
    // A no-break space: the label stays on one line beside its bar.
    const conversion = index > 0 && entry?.conversion !== null && entry?.conversion !== undefined ? `\u00a0(${text.percent(entry.conversion)})` : '';
    return { label: text.measure(step), count, valueLabel: `${text.number(count)}${conversion}` };
  });
  return <HorizontalBars data={rows} series={[{ name: 'count', label: text.t('funnel.count'), color: 'indigo.6' }]} text={text} valueLabelKey="valueLabel" />;
}

/** (b) Every measure month by month. */
export function MonthsChart({ data, text }: { data: Dashboard; text: DashboardText }) {
  const { phone } = useCategoryAxis();
  const rows = data.months.map(({ month, counts }) => ({ month: text.shortMonth(month), ...counts }));
  return (
    <LineChart
      // On a phone the legend of seven measures takes five lines below the plot.
      h={phone ? 460 : 320}
      data={rows}
      dataKey="month"
      curveType="linear"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      series={DASHBOARD_MEASURES.map((measure) => ({ name: measure, label: text.measure(measure), color: MEASURE_COLOR[measure] }))}
      valueFormatter={(value) => text.number(value)}
      lineChartProps={{ accessibilityLayer: false }}
      yAxisProps={{ allowDecimals: false, width: 40 }}
      gridAxis="xy"
    />
  );
}

/** (c) Cancellations: a bar per reason, in parts by the step the negotiations ended at. */
export function CancellationsChart({ data, text }: { data: Dashboard; text: DashboardText }) {
  const steps = NEGOTIATION_STEPS.filter((step) => data.cancellations.some((row) => row.step === step));
  const reasons = [...new Set(data.cancellations.map((row) => row.reason))];
  const rows = reasons.map((reason) => ({
    label: text.reason(reason),
    ...Object.fromEntries(steps.map((step) => [step, data.cancellations.filter((row) => row.reason === reason && row.step === step).reduce((sum, row) => sum + row.count, 0)])),
  }));
  const series = steps.map((step) => ({ name: step, label: text.step(step), color: STEP_COLORS[NEGOTIATION_STEPS.indexOf(step)] }));
  return <HorizontalBars data={rows} series={series} text={text} stacked withLegend />;
}

/** (d) Time in each step: the median and the 90th percentile, in the unit that reads best for the longest. */
export function StepTimesChart({ data, text }: { data: Dashboard; text: DashboardText }) {
  const unit = durationUnit(Math.max(0, ...data.step_times.map((row) => row.p90_hours)));
  const rows = NEGOTIATION_STEPS.flatMap((step) => {
    const row = data.step_times.find((candidate) => candidate.step === step);
    return row ? [{ label: text.step(step), median: round(inUnit(row.median_hours, unit)), p90: round(inUnit(row.p90_hours, unit)) }] : [];
  });
  return (
    <HorizontalBars
      data={rows}
      series={[
        { name: 'median', label: text.t('step_times.median'), color: 'indigo.6' },
        { name: 'p90', label: text.t('step_times.p90'), color: 'orange.6' },
      ]}
      text={text}
      withLegend
      valueFormatter={(value) => formatInUnit(value, unit, text.language)}
    />
  );
}

const round = (value: number) => Math.round(value * 10) / 10;

/** (e) What is overdue now: negotiations by the step they wait at, and offer reviews. */
export function OverdueChart({ data, text }: { data: Dashboard; text: DashboardText }) {
  const byStep = new Map<NegotiationStep, number>(data.overdue.negotiations.map((row) => [row.step, row.count]));
  const rows = [
    ...NEGOTIATION_STEPS.filter((step) => byStep.has(step)).map((step) => ({ label: text.step(step), count: byStep.get(step) ?? 0 })),
    { label: text.t('overdue.offer_reviews'), count: data.overdue.offer_reviews },
  ].map((row) => ({ ...row, valueLabel: text.number(row.count) }));
  return <HorizontalBars data={rows} series={[{ name: 'count', label: text.t('overdue.count'), color: 'red.7' }]} text={text} valueLabelKey="valueLabel" />;
}

interface BreakdownChartProps {
  /** The breakdown's rows (a country pair's, an industry's), labelled. */
  rows: { label: string; counts: DashboardCounts }[];
  measure: DashboardMeasure;
  /** How many of the largest rows to draw. */
  limit: number;
  text: DashboardText;
}

/** (f) A breakdown's largest rows by one measure. */
export function BreakdownChart({ rows: breakdown, measure, limit, text }: BreakdownChartProps) {
  const rows = breakdown
    .map(({ label, counts }) => ({ label, count: counts[measure], valueLabel: text.number(counts[measure]) }))
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
  return <HorizontalBars data={rows} series={[{ name: 'count', label: text.measure(measure), color: MEASURE_COLOR[measure] }]} text={text} valueLabelKey="valueLabel" />;
}
