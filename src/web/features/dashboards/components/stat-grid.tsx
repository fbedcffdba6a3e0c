import { Paper, SimpleGrid, Text, type SimpleGridProps } from '@mantine/core';

/** One figure at a glance: its label and its value, formatted by the page's language. */
export interface Stat {
  key: string;
  label: string;
  value: number;
}

/** Figures at a glance as a description list of cards (the dashboard's totals, the home's summary). */
export function StatGrid({ stats, cols, testIdPrefix, format }: { stats: Stat[]; cols: SimpleGridProps['cols']; testIdPrefix: string; format: (value: number) => string }) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="sm" m={0}>
      {stats.map((stat) => (
        <Paper key={stat.key} withBorder radius="md" px="md" py="sm" miw={0} data-testid={`${testIdPrefix}-${stat.key}`}>
          <Text component="dt" size="sm" c="dimmed">
            {stat.label}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700} lh={1.2} data-value={stat.value}>
            {format(stat.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
