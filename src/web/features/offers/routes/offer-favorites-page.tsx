import { Button, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { Link } from 'react-router';
import type { OfferListItem } from '../../../../shared/schemas/offer-views.ts';
import { paths } from '../../../app/paths.ts';
import { SearchIcon, StarIcon } from '../../../components/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOfferList } from '../api/get-offer-list.ts';
import { useSetFavorite } from '../api/set-favorite.ts';
import { OfferListView } from '../components/offer-list.tsx';
import { useOfferListParams } from '../lib/offer-list-params.ts';

function RemoveFavoriteButton({ item }: { item: OfferListItem }) {
  const { t } = useTranslation();
  const mutation = useSetFavorite();
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="xs"
        variant="default"
        leftSection={<StarIcon size={16} />}
        aria-label={t('offer_pages.favorite.remove_named', { title: item.title })}
        loading={mutation.isPending}
        onClick={() => mutation.mutate({ offerId: item.offer_id, favorite: false })}
        data-testid="remove-favorite"
      >
        {t('offer_pages.favorite.remove')}
      </Button>
      {mutation.isError && (
        <Text size="xs" c="red.8" role="alert">
          {t('offer_pages.favorite.failed')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * `/company/offers/favorite` (SPEC §2): the user's favourite offers, removable in place. A user's
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
          renderActions={(item) => <RemoveFavoriteButton item={item} />}
        />
      )}
    </Stack>
  );
}
