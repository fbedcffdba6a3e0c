import { Stack, Text } from '@mantine/core';
import type { FieldItem } from './field-list.tsx';

/**
 * Label–value pairs as a description list with each label above its value, for a narrow side
 * column or a short summary. `testIdPrefix` marks each value as `{prefix}-{key}`.
 */
export function StackedFields({ items, testIdPrefix }: { items: FieldItem[]; testIdPrefix?: string }) {
  return (
    <Stack component="dl" gap="sm" m={0}>
      {items.map((item) => (
        <div key={item.key}>
          <Text component="dt" size="sm" fw={600} c="gray.7">
            {item.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }} data-testid={testIdPrefix ? `${testIdPrefix}-${item.key}` : undefined}>
            {item.value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
