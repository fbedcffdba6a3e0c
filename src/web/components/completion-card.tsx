import { Card, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The last page of a multi-page flow (an offer registered, an application sent): a check mark,
 * the page's heading, then what the flow's own page says and offers next, centred in one card.
 */
export function CompletionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card padding="xl" radius="md">
      <Stack gap="md" align="center" ta="center" py="md">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden="true">
          <svg width={34} height={34} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round">
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Card>
  );
}
