import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A text field's description: its help, then "n / max characters" on a line of its own (so the
 * count never runs into the help's sentence), red and bold past the limit.
 */
export function DescriptionWithCount({ help, count, over = false, testId }: { help?: ReactNode; count: string; over?: boolean; testId?: string }) {
  return (
    <>
      {help}
      <Text component="span" display="block" inherit c={over ? 'red.8' : undefined} fw={over ? 700 : undefined} data-testid={testId}>
        {count}
      </Text>
    </>
  );
}
