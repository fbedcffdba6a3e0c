import { Alert } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { OfferReviewAction } from '../../../../shared/offer-lifecycle.ts';
import { paths } from '../../../../shared/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useManagedOffer } from '../api/get-managed-offer.ts';
import { isOfferNotFound } from '../components/offer-load-state.tsx';
import { OfferReviewDetail } from '../components/offer-review-detail.tsx';
import { OfferReviewOutcome } from '../components/offer-review-outcome.tsx';
import { OfferReviewPanel } from '../components/offer-review-panel.tsx';

/** The counter-offers suggested for a published offer, to introduce (docs/decisions/066-match-suggestions.md): loaded after the page. */
const OfferSuggestions = lazy(async () => ({ default: await (await import('../components/offer-suggestions.tsx')).loadOfferSuggestions() }));

/**
 * `/financial-institution/offer-detail/{offer_id}` (bank layout without header): the offer in full
 * with its company, and the approval section while it waits for this bank; afterwards the outcome;
 * once published, the counter-offers suggested for it, each with an Introduce button.
 */
export function BankOfferDetailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { offerId = '' } = useParams();
  const offer = useManagedOffer(offerId);
  const [done, setDone] = useState<OfferReviewAction | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(
    isOfferNotFound(offer.error)
      ? t('error.not_found_title')
      : offer.data
        ? `${offer.data.title || t('offer.status.draft')} – ${t('offer_review.detail.bank_title')}`
        : t('offer_review.detail.bank_title'),
  );

  // The decision's outcome replaces the approval section: take the reader to the notice.
  useEffect(() => {
    if (done) noticeRef.current?.focus();
  }, [done]);

  return (
    <OfferReviewDetail
      offerId={offerId}
      title={t('offer_review.detail.bank_title')}
      backHref={paths.bank.offerManage.getHref()}
      notice={
        <div role="status" aria-live="polite">
          {done && (
            <Alert ref={noticeRef} tabIndex={-1} color="teal" variant="light" data-testid="review-success" withCloseButton closeButtonLabel={t('app.dismiss')} onClose={() => setDone(null)}>
              {done === 'approve' && offer.data?.status === 'scheduled' && offer.data.period_start
                ? t('offer_review.success.approve_scheduled', { date: formatDate(offer.data.period_start, language) })
                : t(`offer_review.success.${done}`)}
            </Alert>
          )}
        </div>
      }
      review={(current) =>
        current.abilities.approve || current.abilities.remand || current.abilities.deny ? (
          <OfferReviewPanel
            key={current.version}
            offer={current}
            onReviewed={(action) => setDone(action)}
            onReload={() => offer.refetch()}
          />
        ) : (
          <OfferReviewOutcome offer={current} />
        )
      }
      after={(current) =>
        current.status === 'published' && (
          <Suspense fallback={null}>
            <OfferSuggestions offerId={current.offer_id} audience="bank" />
          </Suspense>
        )
      }
    />
  );
}
