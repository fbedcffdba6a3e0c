import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's h1, its one-paragraph lead, and the page's main actions beside them (wrapping on phones). */
export function PageHeader({ title, lead, actions }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      {/* At least 20rem for the title and lead before the actions sit beside them: on a phone they go below. */}
      <div style={{ flex: '1 1 20rem', minWidth: 0 }}>
        <Title order={1}>{title}</Title>
        {lead && (
          <Text mt="xs" maw={760}>
            {lead}
          </Text>
        )}
      </div>
      {actions}
    </Group>
  );
}
