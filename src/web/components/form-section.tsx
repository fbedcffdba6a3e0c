import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeText } from '../../shared/schemas/offer.ts';

/** One titled part of a long form (the offer form, the application form): a card whose heading names it. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} padding="lg">
      <Title id={id} order={2} size="h4" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

/** "n / max" under a text field, red past the limit. */
export function TextCounter({ value, max }: { value: string; max: number }) {
  const { t } = useTranslation();
  // Counted as the schema counts it: trimmed, and nothing when nothing in it is visible.
  const count = normalizeText(value).length;
  return (
    <Text span size="xs" c={count > max ? 'red.9' : 'dimmed'}>
      {t('offer_register.form.counter', { count, max })}
    </Text>
  );
}
