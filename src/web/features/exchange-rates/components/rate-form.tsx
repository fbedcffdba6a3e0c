import { Alert, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platformToday } from '../../../../shared/offer-lifecycle.ts';
import { exchangeRateBodySchema } from '../../../../shared/schemas/exchange-rate-body.ts';
import { RATED_CURRENCIES } from '../../../../shared/schemas/exchange-rates.ts';
import { READABLE_ERROR } from '../../../components/form-styles.ts';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useSetExchangeRate } from '../api/change-exchange-rates.ts';

interface RateFormValues {
  currency: string;
  per_usd: string;
  effective_on: string;
}

const FIELDS: readonly (keyof RateFormValues)[] = ['currency', 'per_usd', 'effective_on'];

/** The form's values as the API body: the rate as a number (a decimal point or comma both read as one). */
const toBody = (values: RateFormValues) => ({
  currency: values.currency,
  per_usd: values.per_usd.trim() === '' ? undefined : Number(values.per_usd.trim().replace(',', '.')),
  effective_on: values.effective_on,
});

/** Each field's first message from the server's own schema. */
function validate(values: RateFormValues): Partial<Record<keyof RateFormValues, string>> {
  const errors: Partial<Record<keyof RateFormValues, string>> = {};
  for (const issue of exchangeRateBodySchema.safeParse(toBody(values)).error?.issues ?? []) {
    const name = String(issue.path[0]) as keyof RateFormValues;
    if (FIELDS.includes(name)) errors[name] ??= values[name].trim() === '' ? 'validation.required' : issue.message;
  }
  return errors;
}

/** The operator sets a currency's rate from a day on (docs/product/languages.md#prices). */
export function RateForm() {
  const { t } = useTranslation('rates');
  const save = useSetExchangeRate();
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  const form = useCheckedForm<RateFormValues>({
    initial: () => ({ currency: 'JPY', per_usd: '', effective_on: platformToday() }),
    validate,
    order: FIELDS,
  });

  const submit = async () => {
    setResult(null);
    if (form.check() !== undefined || save.isPending) return;
    try {
      await save.mutateAsync(exchangeRateBodySchema.parse(toBody(form.values)));
      form.reset({ ...form.values, per_usd: '' });
      setResult('saved');
    } catch (error) {
      if (setServerErrors<keyof RateFormValues>(form, error, { fieldOf: (path) => FIELDS.find((name) => name === path) ?? null }).length === 0) setResult('failed');
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="rate-form-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <div>
            <Title id="rate-form-title" order={2} size="h4">
              {t('form_title')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('form_lead')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NativeSelect
              ref={form.fieldRef('currency')}
              label={t('currency')}
              value={form.values.currency}
              onChange={(event) => form.change('currency', event.currentTarget.value)}
              data={RATED_CURRENCIES.map((currency) => ({ value: currency, label: t(`offer.currency.${currency}`, { ns: 'translation' }) }))}
              error={form.message('currency')}
              styles={READABLE_ERROR}
              data-testid="rate-currency"
            />
            <TextInput
              ref={form.fieldRef('per_usd')}
              label={t('per_usd')}
              placeholder={t('per_usd_example')}
              inputMode="decimal"
              value={form.values.per_usd}
              onChange={(event) => form.change('per_usd', event.currentTarget.value)}
              error={form.message('per_usd')}
              styles={READABLE_ERROR}
              withAsterisk
              data-testid="rate-per-usd"
            />
            <TextInput
              ref={form.fieldRef('effective_on')}
              type="date"
              label={t('effective_on')}
              value={form.values.effective_on}
              onChange={(event) => form.change('effective_on', event.currentTarget.value)}
              error={form.message('effective_on')}
              styles={READABLE_ERROR}
              withAsterisk
              data-testid="rate-effective-on"
            />
          </SimpleGrid>
          <div role="status" aria-live="polite">
            {result === 'saved' && (
              <Alert color="teal" variant="light" data-testid="rate-saved">
                {t('saved')}
              </Alert>
            )}
            {result === 'failed' && (
              <Alert color="red" variant="light" data-testid="rate-failed">
                {t('save_failed')}
              </Alert>
            )}
          </div>
          <Group>
            <Button type="submit" loading={save.isPending} data-testid="rate-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
