import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { SavedFiltersBar } from '../../../components/saved-filters-bar.tsx';
import { paths } from '../../../../shared/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOfferList } from '../api/get-offer-list.ts';
import { FavoriteButton } from '../components/favorite-button.tsx';
import { OfferFilters } from '../components/offer-filters.tsx';
import { OfferListView } from '../components/offer-list.tsx';
import { useOfferListParams } from '../lib/offer-list-params.ts';

/**
 * `/company/offers/list` (docs/product/screens-and-routes.md): other companies' published, public offers inside their period,
 * names hidden. The conditions live in the address, so `?keyword=精密` opens a ready search, and
 * the search shown can be saved with alerts (docs/decisions/064-saved-search-alerts.md).
 */
export function OfferSearchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('offer_pages.search.title'));
  const { params, update, reset } = useOfferListParams();
  const list = useOfferList('search', params);

  return (
    <Stack gap="lg">
      <PageHeader title={t('offer_pages.search.title')} lead={t('offer_pages.search.lead')} />
      <OfferFilters params={params} onApply={update} onReset={reset} partner />
      {/* The search shown can be kept, with alerts of new offers that match it (decision 064). */}
      <SavedFiltersBar list="offer_search" />
      <section aria-labelledby="offer-results-title">
        <Title id="offer-results-title" order={2} size="h4" mb="sm">
          {t('offer_pages.search.results_title')}
        </Title>
        <OfferListView
          query={list}
          hrefFor={(item) => paths.company.offerPartnerDetail.getHref(item.offer_id)}
          onPageChange={(page) => update({ page })}
          label={t('offer_pages.search.list_label')}
          renderActions={(item) => <FavoriteButton offerId={item.offer_id} title={item.title} isFavorite={item.is_favorite ?? false} size="xs" />}
        />
      </section>
    </Stack>
  );
}
