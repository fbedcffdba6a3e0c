import { Alert, Group, Loader, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, useState } from 'react';
import { DASHBOARD_MEASURES, type Dashboard, type DashboardMeasure } from '../../../../shared/schemas/dashboards.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { loadPageText, usePageText } from '../../../lib/page-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { dashboardQueryOptions, useDashboard } from '../api/get-dashboard.ts';
import { ChartCard } from '../components/chart-card.tsx';
import { StatGrid } from '../components/stat-grid.tsx';
import { DashboardFilterBar } from '../components/dashboard-filters.tsx';
import { type DashboardFilterKey, useDashboardFilters } from '../lib/dashboard-filters.ts';
import {
  type BreakdownKind,
  breakdownRows,
  breakdownTable,
  cancellationsTable,
  funnelTable,
  monthsTable,
  overdueTable,
  stepTimesTable,
} from '../lib/dashboard-tables.ts';
import { type DashboardText, useDashboardText } from '../lib/use-dashboard-text.ts';

export type DashboardRole = 'kokopelli' | 'bank';

/**
 * The charts and their library (recharts, through @mantine/charts) load after the page's own code,
 * only here: the filters, the totals and every figure's table show first (docs/product/dashboards.md#charts).
 */
const charts = () => import('../components/dashboard-charts.tsx');
const FunnelChart = lazy(async () => ({ default: (await charts()).FunnelChart }));
const MonthsChart = lazy(async () => ({ default: (await charts()).MonthsChart }));
const CancellationsChart = lazy(async () => ({ default: (await charts()).CancellationsChart }));
const StepTimesChart = lazy(async () => ({ default: (await charts()).StepTimesChart }));
const OverdueChart = lazy(async () => ({ default: (await charts()).OverdueChart }));
const BreakdownChart = lazy(async () => ({ default: (await charts()).BreakdownChart }));

/** How many rows of a breakdown its chart shows (the table has them all). */
const BREAKDOWN_CHART_ROWS = 12;

/** Why the answer for these filters failed, in the page's words, with the server's message for each filter it refused. */
function DashboardError({ error, text }: { error: unknown; text: DashboardText }) {
  const { t } = text;
  const status = isApiError(error) ? error.status : 0;
  if (status === 400 && isApiError(error)) {
    const labels: Record<DashboardFilterKey, string> = {
      from: t('filters.from'),
      to: t('filters.to'),
      country_pair: t('filters.country_pair'),
      industry: t('filters.industry'),
      bank: text.bankLabel,
      branch: text.branchLabel,
    };
    const fields = Object.entries(error.body?.fields ?? {});
    return (
      <Alert color="red" role="alert" title={t('errors.invalid')} data-testid="dashboard-invalid">
        {fields.length > 0 ? (
          <Text component="ul" size="sm" mt={0} mb="xs" pl="lg">
            {fields.map(([field, messages]) => (
              <li key={field} data-field={field}>
                {field in labels ? t('errors.field', { field: labels[field as DashboardFilterKey], message: messages.join(' ') }) : messages.join(' ')}
              </li>
            ))}
          </Text>
        ) : (
          error.body?.message && (
            <Text size="sm" mb="xs">
              {error.body.message}
            </Text>
          )
        )}
        <Text size="sm">{t('errors.invalid_hint')}</Text>
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" data-testid={status === 403 ? 'dashboard-forbidden' : 'dashboard-failed'}>
      {status === 403 ? t('errors.forbidden') : t('errors.failed')}
    </Alert>
  );
}

/** The period's totals at a glance. */
function PeriodStats({ data, text }: { data: Dashboard; text: DashboardText }) {
  const { t } = text;
  const funnel = (step: DashboardMeasure) => data.funnel.find((entry) => entry.step === step)?.count ?? 0;
  const stats = [
    { key: 'applied', label: text.measure('applied'), value: funnel('applied') },
    { key: 'completed', label: text.measure('completed'), value: funnel('completed') },
    { key: 'canceled', label: text.measure('canceled'), value: data.months.reduce((sum, month) => sum + month.counts.canceled, 0) },
    { key: 'overdue', label: t('summary.overdue'), value: data.overdue.negotiations.reduce((sum, row) => sum + row.count, 0) },
  ];
  return (
    <section aria-labelledby="dashboard-stats-title">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs" mb="xs">
        <Title id="dashboard-stats-title" order={2} size="h4">
          {t('stats.title')}
        </Title>
        <Text size="sm" c="dimmed" data-testid="dashboard-period">
          {t('period', { from: text.month(data.period.from), to: text.month(data.period.to) })}
        </Text>
      </Group>
      <StatGrid stats={stats} cols={{ base: 2, sm: 4 }} testIdPrefix="dashboard-stat" format={text.number} />
    </section>
  );
}

/** A breakdown with its chart by one measure, chosen beside it (the table has every measure). */
function BreakdownCard({ data, kind, text, fileSuffix }: { data: Dashboard; kind: BreakdownKind; text: DashboardText; fileSuffix: string }) {
  const { t } = text;
  const [measure, setMeasure] = useState<DashboardMeasure>('applied');
  const table = breakdownTable(data, kind, text);
  const charted = kind === 'country_pair' || kind === 'industry';
  return (
    <ChartCard
      id={`breakdown-${kind}`}
      title={t(`breakdowns.${kind}`)}
      table={table}
      text={text}
      fileSuffix={fileSuffix}
      chart={charted ? <BreakdownChart rows={breakdownRows(data, kind, text)} measure={measure} limit={BREAKDOWN_CHART_ROWS} text={text} /> : undefined}
      description={charted && table.rows.length > BREAKDOWN_CHART_ROWS ? t('breakdowns.top', { count: BREAKDOWN_CHART_ROWS }) : undefined}
      controls={
        charted && table.rows.length > 0 ? (
          <NativeSelect
            label={t('breakdowns.measure')}
            value={measure}
            onChange={(event) => setMeasure(event.currentTarget.value as DashboardMeasure)}
            data={DASHBOARD_MEASURES.map((value) => ({ value, label: text.measure(value) }))}
            maw={320}
            size="sm"
            data-testid={`dashboard-breakdown-${kind}-measure`}
          />
        ) : undefined
      }
    />
  );
}

/** The figures of one answer: the funnel, month by month, cancellations, times, overdue and the breakdowns. */
function DashboardFigures({ data, role, text }: { data: Dashboard; role: DashboardRole; text: DashboardText }) {
  const { t } = text;
  const fileSuffix = `${data.period.from}-${data.period.to}`;
  const card = { text, fileSuffix };
  return (
    <Stack gap="lg">
      <PeriodStats data={data} text={text} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ChartCard id="funnel" title={t('funnel.title')} description={t('funnel.description')} table={funnelTable(data, text)} chart={<FunnelChart data={data} text={text} />} {...card} />
        <ChartCard id="overdue" title={t('overdue.title')} description={t('overdue.description')} table={overdueTable(data, text)} chart={<OverdueChart data={data} text={text} />} {...card} />
      </SimpleGrid>
      <ChartCard id="months" title={t('months.title')} description={t('months.description')} table={monthsTable(data, text)} chart={<MonthsChart data={data} text={text} />} {...card} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ChartCard
          id="cancellations"
          title={t('cancellations.title')}
          description={t('cancellations.description')}
          table={cancellationsTable(data, text)}
          chart={<CancellationsChart data={data} text={text} />}
          {...card}
        />
        <ChartCard
          id="step-times"
          title={t('step_times.title')}
          description={t('step_times.description')}
          table={stepTimesTable(data, text)}
          chart={<StepTimesChart data={data} text={text} />}
          {...card}
        />
      </SimpleGrid>
      <Stack gap="sm" component="section" aria-labelledby="dashboard-breakdowns-title">
        <div>
          <Title id="dashboard-breakdowns-title" order={2} size="h3">
            {t('breakdowns.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4} maw={760}>
            {t('breakdowns.description')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <BreakdownCard data={data} kind="country_pair" {...card} />
          <BreakdownCard data={data} kind="industry" {...card} />
        </SimpleGrid>
        {/* Tables only, of every measure: the full width. The bank's own dashboard has one bank, its own (docs/product/dashboards.md). */}
        {role === 'kokopelli' && <BreakdownCard data={data} kind="bank" {...card} />}
        <BreakdownCard data={data} kind="branch" {...card} />
      </Stack>
    </Stack>
  );
}

/**
 * `/kokopelli/dashboard` and `/financial-institution/dashboard` (docs/product/dashboards.md): the
 * operator's figures of every deal, or a bank's of its customers' deals (the server scopes the
 * answer), for the filters in the address.
 */
export function DashboardPage({ role }: { role: DashboardRole }) {
  const textReady = usePageText('dashboards');
  const text = useDashboardText();
  const { t } = text;
  useDocumentTitle(textReady ? t('title') : null);
  const { filters, change } = useDashboardFilters();
  const { data, error, isError, isPending, isFetching, isPlaceholderData } = useDashboard(filters);
  // After a refusal the filters still offer what the viewer may choose: the options of the default view.
  const fallback = useQuery({ ...dashboardQueryOptions({}), enabled: isError });
  const updating = isFetching && (isPlaceholderData || isPending);

  if (!textReady) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('app.loading', { ns: 'translation' })} />
      </Group>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} lead={t(`lead.${role}`)} />
      <DashboardFilterBar filters={filters} onChange={change} data={data ?? fallback.data} withBank={role === 'kokopelli'} text={text} />
      <div role="status" aria-live="polite">
        {updating && data && (
          <Group gap="xs" data-testid="dashboard-updating">
            <Loader size="xs" role={undefined} />
            <Text size="sm">{t('filters.updating')}</Text>
          </Group>
        )}
      </div>
      {isError ? (
        <DashboardError error={error} text={text} />
      ) : isPending || !data ? (
        <Group justify="center" p="xl">
          <Loader aria-label={t('app.loading', { ns: 'translation' })} />
        </Group>
      ) : (
        <div style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} data-testid="dashboard-figures" data-placeholder={isPlaceholderData || undefined}>
          <DashboardFigures data={data} role={role} text={text} />
        </div>
      )}
    </Stack>
  );
}

/** The page for `role`, once its text (a page section) is loaded in the reader's language. */
export async function loadDashboardPage(role: DashboardRole): Promise<ComponentType> {
  await loadPageText('dashboards');
  return function RoleDashboardPage() {
    return <DashboardPage role={role} />;
  };
}
