import { Button, Card, Center, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { csvFileName, downloadCsv } from '../lib/csv.ts';
import { type DashboardTable, tableCsv } from '../lib/dashboard-tables.ts';
import { DataTable } from './data-table.tsx';
import type { DashboardText } from '../lib/use-dashboard-text.ts';

interface ChartCardProps {
  /** The figure's name: its element ids, test ids and CSV file name. */
  id: string;
  title: string;
  description?: string;
  table: DashboardTable;
  /** The chart; none for a figure shown as its table only. */
  chart?: ReactNode;
  /** Above the chart (the breakdowns' measure). */
  controls?: ReactNode;
  /** The words after the figure's name in its CSV file's name (the period). */
  fileSuffix: string;
  text: DashboardText;
}

/**
 * One figure of the dashboard (docs/product/dashboards.md#charts): its chart, the same figures as
 * a table (under the chart for screen readers, shown instead of it on request) and a CSV download
 * of that table.
 */
export function ChartCard({ id, title, description, table, chart, controls, fileSuffix, text }: ChartCardProps) {
  const { t } = text;
  const [showTable, setShowTable] = useState(false);
  const titleId = `dashboard-${id}-title`;
  const tableId = `dashboard-${id}-table`;
  const empty = table.rows.length === 0;
  const tableVisible = showTable || !chart;
  // A chart is drawn once it comes near the screen: on a phone the first screen holds the filters
  // and the totals, and drawing every chart at once blocked the page for seconds (bench/README.md,
  // "Dashboards"). Drawn once, it stays.
  const { ref: nearRef, entry } = useIntersection<HTMLDivElement>({ rootMargin: '300px 0px' });
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (entry?.isIntersecting) setNear(true);
  }, [entry?.isIntersecting]);

  return (
    <Card component="section" aria-labelledby={titleId} data-testid={`dashboard-${id}`} miw={0}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Title id={titleId} order={2} size="h4">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed" mt={4}>
                {description}
              </Text>
            )}
          </div>
          <Group gap="xs" wrap="wrap">
            {chart && !empty && (
              <Button
                size="compact-sm"
                variant={showTable ? 'filled' : 'default'}
                aria-pressed={showTable}
                aria-controls={tableId}
                onClick={() => setShowTable((shown) => !shown)}
                data-testid={`dashboard-${id}-show-table`}
              >
                {t('chart.show_table')}
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => downloadCsv(csvFileName('bizmatch-dashboard', id, fileSuffix), tableCsv(table))}
              data-testid={`dashboard-${id}-csv`}
            >
              {t('chart.download_csv')}
              <VisuallyHidden>: {title}</VisuallyHidden>
            </Button>
          </Group>
        </Group>
        {controls}
        {empty ? (
          <Text size="sm" data-testid={`dashboard-${id}-empty`}>
            {t('chart.empty')}
          </Text>
        ) : (
          <>
            {/* The chart repeats the table's figures for the eye; screen readers read the table. */}
            {!tableVisible && (
              <div ref={nearRef} aria-hidden="true" data-testid={`dashboard-${id}-chart`} data-drawn={near}>
                {near ? (
                  <Suspense fallback={<ChartPlaceholder />}>{chart}</Suspense>
                ) : (
                  <ChartPlaceholder />
                )}
              </div>
            )}
            <DataTable id={tableId} caption={title} table={table} hiddenVisually={!tableVisible} testId={`dashboard-${id}-data`} />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** Where a chart will be, while its code loads or until it comes near the screen. */
function ChartPlaceholder() {
  return (
    <Center h={200}>
      <Loader size="sm" role={undefined} />
    </Center>
  );
}
