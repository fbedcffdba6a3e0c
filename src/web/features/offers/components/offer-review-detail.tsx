import '@mantine/core/styles/Grid.layer.css';
import { Anchor, Card, Grid, Group, Stack, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { Language } from '../../../../shared/enum-values.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ManagedOffer } from '../../../../shared/schemas/offer-views.ts';
import { FieldList } from '../../../components/field-list.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useManagedOffer } from '../api/get-managed-offer.ts';
import { OfferLoadState } from './offer-load-state.tsx';
import { OfferFields, OfferHeading, OfferHistory, OfferImages } from './offer-detail.tsx';
import { OfferVersionsCard, useReadableOffer } from './offer-text-versions.tsx';
// The correction form (a modal with four fields) loads when the bank first opens it: most reviews never do.
const OfferTranslationModal = lazy(async () => ({ default: (await import('./offer-translation-modal.tsx')).OfferTranslationModal }));

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
 * fields and history, and an optional section under them. Another bank's offer, a deleted one or a malformed id shows the not-found page.
 */
export function OfferReviewDetail({
  offerId,
  title,
  backHref,
  notice,
  review,
  after,
}: {
  offerId: string;
  /** The page's heading while the offer itself cannot be shown. */
  title: string;
  backHref: string;
  notice?: ReactNode;
  review: (offer: ManagedOffer) => ReactNode;
  /** A section under the offer, the page's width (the bank's match suggestions). */
  after?: (offer: ManagedOffer) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useManagedOffer(offerId);
  return (
    <OfferLoadState query={query} back={{ href: backHref, label: t('offer_review.detail.back_to_manage') }} title={title}>
      {(offer) => <ReviewedOffer offer={offer} backHref={backHref} notice={notice} review={review} after={after} />}
    </OfferLoadState>
  );
}

function ReviewedOffer({
  offer: answer,
  backHref,
  notice,
  review,
  after,
}: {
  offer: ManagedOffer;
  backHref: string;
  notice?: ReactNode;
  review: (offer: ManagedOffer) => ReactNode;
  after?: (offer: ManagedOffer) => ReactNode;
}) {
  // The reader's language where a version exists; every version below, correctable by the bank (decision 050).
  const [offer, versionNote] = useReadableOffer(answer);
  const [correcting, setCorrecting] = useState<Language | null>(null);
  return (
        <Stack gap="lg">
          <Group>
            <OfferReviewBackLink to={backHref} />
          </Group>
          <OfferHeading offer={offer} reviewLabel={offer.review_label} />
          {versionNote}
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
                {review(answer)}
                <OfferVersionsCard offer={answer} onCorrect={answer.abilities.correct_translation ? setCorrecting : undefined} />
                <OfferHistory history={offer.history} />
              </Stack>
            </Grid.Col>
          </Grid>
          {after?.(answer)}
          {correcting !== null && (
            <Suspense fallback={null}>
              <OfferTranslationModal offer={answer} language={correcting} onClose={() => setCorrecting(null)} />
            </Suspense>
          )}
        </Stack>
  );
}
