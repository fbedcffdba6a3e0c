import '@mantine/core/styles/Grid.layer.css';
import { Anchor, Box, Grid, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PartnerOffer as PartnerOfferView } from '../../../../shared/schemas/offer-views.ts';
import { paths } from '../../../../shared/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePartnerOffer } from '../api/get-partner-offer.ts';
import { useReadableOffer } from '../components/offer-text-versions.tsx';
import { FavoriteButton } from '../components/favorite-button.tsx';
import { OfferCompanyCard } from '../components/hidden-company-card.tsx';
import { OfferApplyCard } from '../components/offer-apply-card.tsx';
import { OfferLoadState, offerPageTitleKey } from '../components/offer-load-state.tsx';
import { OfferFields, OfferHeading, OfferImages } from '../components/offer-detail.tsx';

function BackLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="md">
      <Anchor component={Link} to={paths.company.offerSearch.getHref()} size="sm">
        ← {t('offer_pages.partner.back_to_search')}
      </Anchor>
      <Anchor component={Link} to={paths.company.offerFavorites.getHref()} size="sm">
        {t('offer_pages.partner.back_to_favorites')}
      </Anchor>
    </Group>
  );
}

/**
 * `/company/offer-detail/business-partner/{offer_id}` (docs/product/screens-and-routes.md): another company's offer as a
 * possible partner sees it. The server's answer holds no company identity; the company appears
 * only as country, industry and size band (docs/product/visibility.md#hidden-names). Opening it counts a view (once per
 * company per day).
 */
export function OfferPartnerDetailPage() {
  const { t } = useTranslation();
  const { offerId = '' } = useParams();
  const offer = usePartnerOffer(offerId);
  useDocumentTitle(offer.data?.title ?? t(offerPageTitleKey(offer.error)));

  return (
    <OfferLoadState query={offer} back={{ href: paths.company.offerSearch.getHref(), label: t('offer_pages.partner.back_to_search') }}>
      {(data) => <PartnerOffer data={data} />}
    </OfferLoadState>
  );
}

function PartnerOffer({ data: answer }: { data: PartnerOfferView }) {
  // In the reader's language where a version exists, the original one click away (decision 050).
  const [data, versionNote] = useReadableOffer(answer);
  const applying = data.abilities.apply || data.my_application !== null;
  return (
    <Stack gap="lg">
      <BackLinks />
      <OfferHeading offer={data} />
      {versionNote}
      <FavoriteButton offerId={data.offer_id} title={data.title} isFavorite={data.is_favorite} />
      {applying && (
        <Box hiddenFrom="lg">
          <OfferApplyCard offer={data} placement="top" />
        </Box>
      )}
      <OfferImages offer={data} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <OfferFields offer={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            {applying && (
              <Box visibleFrom="lg">
                <OfferApplyCard offer={data} placement="side" />
              </Box>
            )}
            <OfferCompanyCard company={data.company} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
