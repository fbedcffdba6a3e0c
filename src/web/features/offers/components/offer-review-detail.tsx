import { Alert, Anchor, Button, Card, Grid, Group, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NotFoundPage } from '../../../app/errors/error-pages.tsx';
import type { ManagedOffer } from '../../../../shared/schemas/offer-views.ts';
import { FieldList } from '../../../components/field-list.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useManagedOffer } from '../api/get-managed-offer.ts';
import { OfferFields, OfferHeading, OfferHistory, OfferImages } from './offer-detail.tsx';

/** The offer does not exist for this viewer (the server answers 404 for another bank's offer). */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** "← Back to offer management": these pages have no header, so this is the way back. */
export function OfferReviewBackLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} fw={600} data-testid="back-to-manage">
      ← {t('offer_review.detail.back_to_manage')}
    </Anchor>
  );
}

function CompanyCard({ offer }: { offer: ManagedOffer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card component="section" aria-labelledby="offer-review-company-title">
      <Title id="offer-review-company-title" order={2} size="h4" mb="sm">
        {t('offer_review.detail.company_title')}
      </Title>
      <FieldList
        items={[
          { key: 'company_name', label: t('offer_review.detail.company_name'), value: <span data-testid="company-name">{offer.company_name}</span> },
          { key: 'company_name_en', label: t('offer_review.detail.company_name_en'), value: offer.company_name_en },
          { key: 'views', label: t('offer.fields.views_count'), value: formatNumber(offer.views_count, language) },
          { key: 'favorites', label: t('offer.fields.favorites_count'), value: formatNumber(offer.favorites_count, language) },
        ]}
      />
    </Card>
  );
}

/**
 * The managed offer in full for the bank and the operator: back link, heading with the review
 * label, an optional notice, the review column (approval section or outcome), company, images,
 * fields and history. A 404 (another bank's offer, or none) shows the not-found page.
 */
export function OfferReviewDetail({
  offerId,
  title,
  backHref,
  notice,
  review,
}: {
  offerId: string;
  /** The page's heading while the offer itself cannot be shown. */
  title: string;
  backHref: string;
  notice?: ReactNode;
  review: (offer: ManagedOffer) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useManagedOffer(offerId);
  const { pathname } = useLocation();

  // Another bank's offer, a deleted one, or none: the not-found page of SPEC §8, in place.
  if (isNotFound(query.error)) return <NotFoundPage path={pathname} message={null} embedded />;
  // 401 and 403 show their apology pages through the route's error boundary.
  if (isApiError(query.error) && (query.error.status === 401 || query.error.status === 403)) throw query.error;

  const offer = query.data;
  return (
    <Stack gap="lg">
      <Group>
        <OfferReviewBackLink to={backHref} />
      </Group>
      {!offer && query.isError && (
        <>
          <Title order={1}>{title}</Title>
          <Alert color="red" role="alert">
            <Stack gap="sm" align="flex-start">
              {t('offer_review.detail.failed')}
              <Button variant="default" onClick={() => void query.refetch()}>
                {t('offer_review.detail.retry')}
              </Button>
            </Stack>
          </Alert>
        </>
      )}
      {!offer && !query.isError && (
        <Group justify="center" p="xl">
          <Loader aria-label={t('app.loading')} />
        </Group>
      )}
      {offer && (
        <>
          <OfferHeading offer={offer} reviewLabel={offer.review_label} />
          {notice}
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <CompanyCard offer={offer} />
                <OfferImages offer={offer} />
                <OfferFields offer={offer} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                {review(offer)}
                <OfferHistory history={offer.history} />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
