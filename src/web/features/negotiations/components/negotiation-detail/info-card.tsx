import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A text someone wrote: its own lines kept, long words broken. */
export const preWrap = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** A titled card of the negotiation page (docs/product/negotiations.md). */
export function InfoCard({ id, title, children, testId }: { id: string; title: string; children: ReactNode; testId?: string }) {
  return (
    <Card component="section" aria-labelledby={id} data-testid={testId}>
      <Title id={id} order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
