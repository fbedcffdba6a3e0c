import { Button, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import { SearchIcon } from '../../../components/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOfferList } from '../api/get-offer-list.ts';
import { FavoriteButton } from '../components/favorite-button.tsx';
import { OfferListView } from '../components/offer-list.tsx';
import { useOfferListParams } from '../lib/offer-list-params.ts';

/**
 * `/company/offers/favorite` (docs/product/screens-and-routes.md): the user's favourite offers, removable in place. A user's
 * favourites are few, so the page lists them without search conditions.
 */
export function OfferFavoritesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('offer_pages.favorites.title'));
  const { params, update } = useOfferListParams();
  const list = useOfferList('favorites', params);

  return (
    <Stack gap="lg">
      <PageHeader title={t('offer_pages.favorites.title')} lead={t('offer_pages.favorites.lead')} />
      {list.data && list.data.total === 0 ? (
        <Card data-testid="favorites-empty">
          <Text>{t('offer_pages.favorites.empty')}</Text>
          <Button component={Link} to={paths.company.offerSearch.getHref()} variant="default" mt="md" leftSection={<SearchIcon size={16} />}>
            {t('offer_pages.search.title')}
          </Button>
        </Card>
      ) : (
        <OfferListView
          query={list}
          hrefFor={(item) => paths.company.offerPartnerDetail.getHref(item.offer_id)}
          onPageChange={(page) => update({ page })}
          showStatus
          label={t('offer_pages.favorites.list_label')}
          renderActions={(item) => <FavoriteButton mode="remove" offerId={item.offer_id} title={item.title} isFavorite size="xs" />}
        />
      )}
    </Stack>
  );
}
