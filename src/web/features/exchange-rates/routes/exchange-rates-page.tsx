import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Badge, Button, Card, Group, Loader, type MantineColor, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platformToday } from '../../../../shared/offer-lifecycle.ts';
import type { ExchangeRate } from '../../../../shared/schemas/exchange-rates.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageTextGate } from '../../../components/page-text-gate.tsx';
import { useExchangeRates } from '../../../lib/exchange-rates.ts';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { loadPageText } from '../../../lib/page-text.ts';
import { useRemoveExchangeRate } from '../api/change-exchange-rates.ts';
import { RateForm } from '../components/rate-form.tsx';

const CAPTION_ID = 'exchange-rates-caption';
type RateState = 'in_force' | 'later' | 'replaced';
const STATE_COLOR: Record<RateState, MantineColor> = { in_force: 'teal', later: 'blue', replaced: 'gray' };

/** `/kokopelli/exchange-rates`: the operator's table of rates (docs/product/languages.md#prices). */
export function ExchangeRatesPage() {
  return (
    <PageTextGate section="rates">
      <ExchangeRates />
    </PageTextGate>
  );
}

function ExchangeRates() {
  const { t } = useTranslation('rates');
  const language = useLanguage();
  useDocumentTitle(t('title'));
  const { data, isPending, isError } = useExchangeRates();
  const remove = useRemoveExchangeRate();
  const [removal, setRemoval] = useState<'removed' | 'failed' | null>(null);
  const today = platformToday();
  const rate = (value: number) => formatNumber(value, language, { maximumFractionDigits: 6 });
  const day = (value: string) => formatDate(value, language, { dateStyle: 'medium' });

  const stateOf = (row: ExchangeRate): RateState =>
    data?.current.some((current) => current.id === row.id) ? 'in_force' : row.effective_on > today ? 'later' : 'replaced';

  const removeRate = async (row: ExchangeRate) => {
    setRemoval(null);
    try {
      await remove.mutateAsync(row.id);
      setRemoval('removed');
    } catch {
      setRemoval('failed');
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} lead={t('lead')} />
      {isError && !data ? (
        <Alert color="red" role="alert" data-testid="rates-failed">
          {t('failed')}
        </Alert>
      ) : isPending || !data ? (
        <Group justify="center" p="xl">
          <Loader aria-label={t('app.loading', { ns: 'translation' })} />
        </Group>
      ) : (
        <>
          <Card withBorder padding="lg" component="section" aria-labelledby="rates-current-title">
            <Title id="rates-current-title" order={2} size="h4" mb="sm">
              {t('current_title')}
            </Title>
            {data.current.length === 0 ? (
              <Text data-testid="rates-none">{t('none')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {data.current.map((current) => (
                  <div key={current.id} data-testid="rate-current" data-currency={current.currency}>
                    <Text fw={700} size="lg">
                      1 USD = {rate(current.per_usd)} {current.currency}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t(`offer.currency.${current.currency}`, { ns: 'translation' })} · {t('effective_on')}: {day(current.effective_on)}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            )}
          </Card>

          {data.abilities.change && <RateForm />}

          <Stack gap="sm" component="section" aria-labelledby={CAPTION_ID}>
            <div>
              <Title id={CAPTION_ID} order={2} size="h4">
                {t('history_title')}
              </Title>
              <Text id="exchange-rates-order" size="sm" c="dimmed">
                {t('history_caption')}
              </Text>
            </div>
            <div role="status" aria-live="polite">
              {removal === 'removed' && (
                <Alert color="teal" variant="light" data-testid="rate-removed">
                  {t('removed')}
                </Alert>
              )}
              {removal === 'failed' && (
                <Alert color="red" variant="light" data-testid="rate-remove-failed">
                  {t('remove_failed')}
                </Alert>
              )}
            </div>
            <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="region" aria-labelledby={CAPTION_ID}>
              <Table verticalSpacing="xs" aria-labelledby={CAPTION_ID} aria-describedby="exchange-rates-order" data-testid="rates-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('currency')}</Table.Th>
                    <Table.Th scope="col">{t('per_usd')}</Table.Th>
                    <Table.Th scope="col">{t('effective_on')}</Table.Th>
                    <Table.Th scope="col">{t('entered_at')}</Table.Th>
                    {data.abilities.change && <Table.Th scope="col">{t('actions')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.history.map((row) => {
                    const state = stateOf(row);
                    return (
                      <Table.Tr key={row.id} data-testid="rate-row" data-currency={row.currency} data-effective-on={row.effective_on}>
                        <Table.Td>{row.currency}</Table.Td>
                        <Table.Td>{rate(row.per_usd)}</Table.Td>
                        <Table.Td>
                          <Group gap="xs">
                            {day(row.effective_on)}
                            <Badge color={STATE_COLOR[state]} variant="light" c="dark.8" tt="none" data-testid="rate-state" data-state={state}>
                              {t(`state_${state}`)}
                            </Badge>
                          </Group>
                        </Table.Td>
                        <Table.Td>{formatDateTime(row.created_at, language)}</Table.Td>
                        {data.abilities.change && (
                          <Table.Td>
                            <Button
                              size="compact-sm"
                              variant="outline"
                              color="red.9"
                              aria-label={t('remove_label', { currency: row.currency, date: day(row.effective_on) })}
                              loading={remove.isPending && remove.variables === row.id}
                              disabled={remove.isPending}
                              onClick={() => void removeRate(row)}
                            >
                              {t('remove')}
                            </Button>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** The page, once its text (a page section) is loaded in the reader's language. */
export async function loadExchangeRatesPage() {
  await loadPageText('rates');
  return ExchangeRatesPage;
}
