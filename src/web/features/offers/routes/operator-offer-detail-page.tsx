import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useManagedOffer } from '../api/get-managed-offer.ts';
import { isOfferNotFound } from '../components/offer-load-state.tsx';
import { OfferReviewDetail } from '../components/offer-review-detail.tsx';
import { OfferReviewOutcome } from '../components/offer-review-outcome.tsx';

/**
 * `/kokopelli/offer-detail/{offer_id}` (operator layout without header): any offer in full, with
 * its history, read-only. The administration office does not review offers; the server refuses it.
 */
export function OperatorOfferDetailPage() {
  const { t } = useTranslation();
  const { offerId = '' } = useParams();
  const offer = useManagedOffer(offerId);
  useDocumentTitle(
    isOfferNotFound(offer.error)
      ? t('error.not_found_title')
      : offer.data
        ? `${offer.data.title || t('offer.status.draft')} – ${t('offer_review.detail.operator_title')}`
        : t('offer_review.detail.operator_title'),
  );

  return (
    <OfferReviewDetail
      offerId={offerId}
      title={t('offer_review.detail.operator_title')}
      backHref={paths.kokopelli.offerManage.getHref()}
      review={(current) => <OfferReviewOutcome offer={current} note={t('offer_review.outcome.operator_note')} />}
    />
  );
}
