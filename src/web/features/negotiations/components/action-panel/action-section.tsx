import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One decision of the action panel: its title, a lead saying what it does, then its fields and buttons. */
export function ActionSection({ title, lead, children, testId }: { title: string; lead?: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <div>
        <Title order={3} size="h5">
          {title}
        </Title>
        {lead && (
          <Text size="sm" mt={4}>
            {lead}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
