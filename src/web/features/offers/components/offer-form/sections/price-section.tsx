import { Checkbox, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../../../../../shared/schemas/offer.ts';
import { FormSection } from '../../../../../components/form-section.tsx';
import { AmountInput } from '../amount-input.tsx';
import type { OfferSectionProps } from '../use-offer-form.ts';

/** The currency and the price range, each end open with "no limit" (docs/product/limits.md#offer-form). */
export function PriceSection({ values, bind, fieldRef, change, message }: OfferSectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection id="offer-form-price" title={t('offer_register.form.sections.price')}>
      <Text size="sm" c="dimmed">
        {t('offer_register.form.price_help')}
      </Text>
      <NativeSelect {...bind('currency')} label={t('offer.currency.label')} withAsterisk maw={320} error={message('currency')}>
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {t(`offer.currency.${currency}`)}
          </option>
        ))}
      </NativeSelect>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {(['min', 'max'] as const).map((end) => {
          const amountName = `price_${end}` as const;
          const noLimitName = `price_${end}_no_limit` as const;
          const noLimit = values[noLimitName];
          return (
            <Stack key={end} gap="xs">
              <AmountInput
                ref={fieldRef(amountName)}
                name={amountName}
                value={noLimit ? '' : values[amountName]}
                onChange={(amount) => change(amountName, amount)}
                label={t(`offer.fields.price_${end}`)}
                withAsterisk
                disabled={noLimit}
                rightSection={
                  <Text size="xs" c="dimmed" pr="xs">
                    {values.currency}
                  </Text>
                }
                rightSectionWidth={52}
                error={message(amountName)}
              />
              <Checkbox
                ref={fieldRef(noLimitName)}
                name={noLimitName}
                checked={noLimit}
                onChange={(event) => change(noLimitName, event.currentTarget.checked)}
                label={t(`offer_register.form.no_limit_${end}`)}
              />
            </Stack>
          );
        })}
      </SimpleGrid>
    </FormSection>
  );
}
