import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import { loadPageText, usePageText } from '../../../lib/page-text.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { useDashboardText } from '../lib/use-dashboard-text.ts';
import { StatGrid } from './stat-grid.tsx';

export type DashboardHomeRole = 'kokopelli' | 'bank';

const NO_FILTERS = {};

/**
 * The dashboard's summary on the operator's and a bank's home (docs/product/dashboards.md): this
 * month's completions and applications and the negotiations overdue now, from the same answer as
 * the dashboard's default view (its last month), with a link to the dashboard. No chart is drawn
 * here, so the chart library stays with the dashboard page.
 */
export function DashboardHomeSummary({ role }: { role: DashboardHomeRole }) {
  const textReady = usePageText('dashboards');
  const text = useDashboardText();
  const { t } = text;
  const { data, isPending, isError } = useDashboard(NO_FILTERS);
  const month = data?.months.at(-1);
  const href = role === 'kokopelli' ? paths.kokopelli.dashboard.getHref() : paths.bank.dashboard.getHref();
  const stats = data
    ? [
        { key: 'completed', label: t('summary.completed'), value: month?.counts.completed ?? 0 },
        { key: 'applied', label: t('summary.applied'), value: month?.counts.applied ?? 0 },
        { key: 'overdue', label: t('summary.overdue'), value: data.overdue.negotiations.reduce((sum, row) => sum + row.count, 0) },
      ]
    : [];

  if (!textReady) {
    return (
      <Card mih={150}>
        <Loader size="sm" aria-label={t('app.loading', { ns: 'translation' })} />
      </Card>
    );
  }
  return (
    <Card component="section" aria-labelledby="home-dashboard-title" data-testid="home-dashboard">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title id="home-dashboard-title" order={2} size="h4">
            {t('summary.title')}
          </Title>
          {month && (
            <Text size="sm" c="dimmed">
              {text.month(month.month)}
            </Text>
          )}
        </Group>
        {isError ? (
          <Text c="red.9" size="sm">
            {t('summary.failed')}
          </Text>
        ) : isPending ? (
          <Loader size="sm" aria-label={t('app.loading', { ns: 'translation' })} />
        ) : (
          <StatGrid stats={stats} cols={{ base: 1, xs: 3 }} testIdPrefix="home-dashboard" format={text.number} />
        )}
        <Anchor component={Link} to={href} size="sm" fw={600} data-testid="home-dashboard-link">
          {t('summary.open')}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** The summary, once its text (the dashboards' page section) is loaded in the reader's language. */
export async function loadDashboardHomeSummary(): Promise<ComponentType<{ role: DashboardHomeRole }>> {
  await loadPageText('dashboards');
  return DashboardHomeSummary;
}
