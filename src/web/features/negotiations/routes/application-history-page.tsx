import '@mantine/core/styles/Pagination.layer.css';
import { Alert, Anchor, Box, Button, Card, Group, Loader, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { queryIntSchema } from '../../../../shared/schemas/common.ts';
import type { NegotiationList, NegotiationSummary } from '../../../../shared/schemas/negotiations.ts';
import { paths } from '../../../../shared/paths.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useNegotiationList } from '../api/get-negotiation-list.ts';
import { useCounterpartName, useStepLabel } from '../components/application-labels.tsx';
import { NegotiationStatusBadge } from '../components/negotiation-badges.tsx';
import { ReadableTitle } from '../../../components/readable-title.tsx';

const PER_PAGE = 20;

/**
 * `/company/offers/application-history` (docs/product/negotiations.md): the offers the company applied to
 * (`GET negotiations?scope=applied`), newest first, with each negotiation's step and status and the
 * offer company hidden until both NDAs are agreed. The page number lives in the address.
 */
export function ApplicationHistoryPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const parsedPage = queryIntSchema(1, 10_000).safeParse(search.get('page') ?? '1');
  const page = parsedPage.success ? parsedPage.data : 1;
  const list = useNegotiationList({ scope: 'applied', sort: 'applied_desc', page, per_page: PER_PAGE });
  useDocumentTitle(t('negotiation_apply.history.title'));

  const setPage = (next: number) =>
    setSearch((previous) => {
      const params = new URLSearchParams(previous);
      if (next === 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });

  return (
    <Stack gap="lg">
      <PageHeader title={t('negotiation_apply.history.title')} lead={t('negotiation_apply.history.lead')} />
      {list.isPending && (
        <Group justify="center" p="xl">
          <Loader aria-label={t('app.loading')} />
        </Group>
      )}
      {list.isError && !list.data && (
        <Alert color="red" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text>{t('negotiation_apply.history.load_failed')}</Text>
            <Button variant="default" size="xs" onClick={() => void list.refetch()}>
              {t('negotiation_apply.history.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {list.data && list.data.items.length === 0 && (
        <Card padding="lg">
          <Stack gap="sm" align="flex-start">
            <Text>{t('negotiation_apply.history.empty')}</Text>
            <Button component={Link} to={paths.company.offerSearch.getHref()} variant="light">
              {t('negotiation_apply.history.to_search')}
            </Button>
          </Stack>
        </Card>
      )}
      {list.data && list.data.items.length > 0 && <HistoryList data={list.data} onPageChange={setPage} />}
    </Stack>
  );
}

function HistoryList({ data, onPageChange }: { data: NegotiationList; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const start = (data.page - 1) * data.per_page + 1;
  const end = start + data.items.length - 1;
  const pages = Math.max(1, Math.ceil(data.total / data.per_page));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" data-testid="pagination-text" aria-live="polite">
        {t('offer.list.range', { start: formatNumber(start, language), end: formatNumber(end, language), total: formatNumber(data.total, language) })}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('negotiation_apply.history.list_label')}>
        {data.items.map((item) => (
          <HistoryRow key={item.trading_id} item={item} />
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={data.page}
          onChange={onPageChange}
          getControlProps={(control) => ({ 'aria-label': t(`offer.list.page_${control}`) })}
          getItemProps={(page) => ({ 'aria-label': t('offer.list.page_n', { page }) })}
          aria-label={t('offer.list.pagination')}
        />
      )}
    </Stack>
  );
}

function HistoryRow({ item }: { item: NegotiationSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stepLabel = useStepLabel();
  const counterpart = useCounterpartName();
  const fields = [
    { key: 'step', label: t('negotiation_apply.history.columns.step'), value: stepLabel(item) },
    { key: 'applied_at', label: t('negotiation_apply.history.columns.applied_at'), value: formatDate(item.applied_at, language) },
    { key: 'counterpart', label: t('negotiation_apply.history.columns.counterpart'), value: counterpart(item.offer_company) },
  ];
  return (
    <Card component="li" padding="md" data-testid="application-row">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Anchor
            component={Link}
            to={paths.company.applicationHistoryDetail.getHref(item.trading_id)}
            fw={700}
            style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 14rem' }}
          >
            <ReadableTitle offer={item.offer} />
          </Anchor>
          {/* Never cut short: on a narrow screen it goes under the title. */}
          <Box style={{ flex: 'none' }}>
            <NegotiationStatusBadge status={item.status} />
          </Box>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm" m={0}>
          {fields.map((field) => (
            <div key={field.key}>
              <Text component="dt" size="xs" fw={600} c="gray.7">
                {field.label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }} data-testid={`application-${field.key}`}>
                {field.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
