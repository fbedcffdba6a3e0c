import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../../../shared/limits.ts';
import { maxPeriodEnd, platformToday } from '../../../../../../shared/offer-lifecycle.ts';
import { latestPeriodEnd, latestPeriodStart } from '../../../../../../shared/schemas/offer.ts';
import { FormSection } from '../../../../../components/form-section.tsx';
import { formatDate } from '../../../../../lib/format.ts';
import { useLanguage } from '../../../../../lib/use-language.ts';
import type { OfferSectionProps } from '../use-offer-form.ts';

/** The offer's period: from today, at most LIMITS.periodMonths long (docs/product/limits.md#offer-form). */
export function PeriodSection({ values, bind, message }: OfferSectionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = platformToday();
  const periodStart = values.period_start;
  const latestEnd = /^\d{4}-\d{2}-\d{2}$/.test(periodStart) ? maxPeriodEnd(periodStart, LIMITS.periodMonths) : null;
  return (
    <FormSection id="offer-form-period" title={t('offer_register.form.sections.period')}>
      <Text size="sm" c="dimmed">
        {t('offer_register.form.period_help')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <TextInput
          {...bind('period_start')}
          type="date"
          label={t('offer.fields.period_start')}
          withAsterisk
          min={today}
          max={latestPeriodStart(today)}
          error={message('period_start')}
        />
        <TextInput
          {...bind('period_end')}
          type="date"
          label={t('offer.fields.period_end')}
          withAsterisk
          min={periodStart || today}
          max={latestEnd ?? latestPeriodEnd(today)}
          description={latestEnd ? t('offer_register.form.period_max_help', { date: formatDate(latestEnd, language) }) : undefined}
          error={message('period_end')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
