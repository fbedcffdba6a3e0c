import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { Link } from 'react-router';
import { OFFER_STATUSES, type OfferStatus } from '../../../../shared/enums.ts';
import { paths } from '../../../../shared/paths.ts';
import { ListIcon, PlusIcon } from '../../../components/icons.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useUser } from '../../../lib/current-user.ts';
import { offerListQueryOptions } from '../api/get-offer-list.ts';
import { OfferManagersForm } from '../components/offer-managers-form.tsx';
import { OfferStatusBadge } from '../components/offer-status-badge.tsx';

/** The in-house list filtered by one status. */
const inHouseHref = (status: OfferStatus) => `${paths.company.offerInHouse.getHref()}?${new URLSearchParams({ status })}`;

/** How many of the company's offers are in each status: one counted page of one row per status. */
function useStatusCounts() {
  const results = useQueries({
    queries: [undefined, ...OFFER_STATUSES].map((status) => offerListQueryOptions('inHouse', { ...(status ? { status } : {}), per_page: 1 })),
  });
  const [all, ...byStatus] = results;
  return {
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
    total: all?.data?.total ?? 0,
    counts: OFFER_STATUSES.map((status, index) => ({ status, count: byStatus[index]?.data?.total ?? 0 })),
  };
}

function StatusOverview() {
  const { t } = useTranslation();
  const language = useLanguage();
  const counts = useStatusCounts();
  return (
    <Card component="section" aria-labelledby="offer-overview-title">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="sm">
        <div>
          <Title id="offer-overview-title" order={2} size="h4">
            {t('offer_pages.manage.overview_title')}
          </Title>
          <Text size="sm">{t('offer_pages.manage.overview_lead')}</Text>
        </div>
        {!counts.isPending && !counts.isError && (
          <Text fw={600} data-testid="offer-total">
            {t('offer_pages.manage.total', { number: formatNumber(counts.total, language) })}
          </Text>
        )}
      </Group>
      {counts.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : counts.isError ? (
        <Alert color="red" role="alert">
          {t('offer_pages.load_failed')}
        </Alert>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {counts.counts.map(({ status, count }) => (
            <Card component="li" key={status} withBorder padding="sm" data-testid="status-count" data-status={status}>
              <Anchor
                component={Link}
                to={inHouseHref(status)}
                underline="never"
                display="block"
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <OfferStatusBadge status={status} />
                  <Text fw={700} c="indigo.8">
                    {t('offer_pages.manage.status_count', { number: formatNumber(count, language) })}
                  </Text>
                </Group>
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}

/**
 * `/company/offers/manage` (the "offer management" and "offer manager settings" screens of docs/product/screens-and-routes.md#screens): how many of
 * the company's offers are in each status, each linking to the own-offer list filtered by it, and
 * which users manage offers (administrators change it; others read it).
 */
export function OfferManagePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('offer_pages.manage.title'));
  const user = useUser();

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('offer_pages.manage.title')}
        lead={t('offer_pages.manage.lead')}
        actions={
          <Group gap="sm">
            <Button component={Link} to={paths.company.offerInHouse.getHref()} variant="default" leftSection={<ListIcon size={16} />}>
              {t('offer_pages.manage.all_offers')}
            </Button>
            <Button component={Link} to={paths.company.offerRegisterSelect.getHref()} leftSection={<PlusIcon size={16} />}>
              {t('offer_pages.manage.register_new')}
            </Button>
          </Group>
        }
      />
      <StatusOverview />
      <OfferManagersForm currentUserId={user.user_id} />
    </Stack>
  );
}
