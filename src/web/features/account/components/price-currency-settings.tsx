import { Alert, Card, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency, currencySchema } from '../../../../shared/schemas/offer.ts';
import { useChangePriceCurrency, usePriceCurrency } from '../api/price-currency.ts';

/** The home choice's value in the select (the API's null). */
const HOME = 'home';

/**
 * The currency approximate prices are shown in (docs/product/languages.md#prices): the user's own
 * choice of JPY, THB or USD, or their organisation's country's currency.
 */
export function PriceCurrencySettings() {
  const { t } = useTranslation();
  const setting = usePriceCurrency();
  const change = useChangePriceCurrency();
  const home = setting.data?.home;
  // The select follows the choice at once (drawn in the same event); the server's answer replaces it.
  const [choice, setChoice] = useState<Currency | null | undefined>(undefined);
  const current = choice !== undefined ? choice : (setting.data?.currency ?? null);
  return (
    <Card component="section" aria-labelledby="settings-currency">
      <Title id="settings-currency" order={2} size="h4" mb="sm">
        {t('settings.currency_title')}
      </Title>
      <Stack gap="sm" maw={420}>
        {setting.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : setting.isError ? (
          <Alert color="red" variant="light">
            {t('settings.currency_failed')}
          </Alert>
        ) : (
          <NativeSelect
            label={t('settings.currency_label')}
            description={t('settings.currency_lead')}
            value={current ?? HOME}
            disabled={change.isPending}
            data-testid="price-currency"
            onChange={(event) => {
              const value = event.currentTarget.value;
              const next = value === HOME ? null : currencySchema.parse(value);
              setChoice(next);
              change.mutate(next, { onSettled: () => setChoice(undefined) });
            }}
          >
            <option value={HOME}>{t('settings.currency_home', { currency: home ? t(`offer.currency.${home}`) : '' })}</option>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {t(`offer.currency.${currency}`)}
              </option>
            ))}
          </NativeSelect>
        )}
        <div role="status" aria-live="polite">
          {change.isSuccess && (
            <Text size="sm" c="teal.9">
              {t('settings.currency_saved', { currency: change.data.currency ?? change.data.home ?? '' })}
            </Text>
          )}
          {change.isError && (
            <Alert color="red" variant="light">
              {t('settings.currency_save_failed')}
            </Alert>
          )}
        </div>
      </Stack>
    </Card>
  );
}
