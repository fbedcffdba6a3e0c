import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { type FieldErrors, REVIEW_REASON_MAX, reasonErrors } from '../lib/offer-review.ts';

export interface OfferReviewReasonModalProps {
  action: 'remand' | 'deny';
  opened: boolean;
  offerTitle: string;
  version: number;
  busy: boolean;
  onClose: () => void;
  /** Sends the decision; answers the server's field errors when it refused the reason, else null. */
  onSubmit: (reason: string) => Promise<FieldErrors | null>;
}

/**
 * The reason for a remand or a denial (required, as the server's schema says), in the one reason
 * modal of the app (components/reason-modal.tsx). Denial is final, so it asks once more, showing
 * the reason, before it is sent.
 */
export function OfferReviewReasonModal({ action, opened, offerTitle, version, busy, onClose, onSubmit }: OfferReviewReasonModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const texts = action === 'remand' ? 'offer_review.remand_modal' : 'offer_review.deny_modal';
  return (
    <ReasonModal
      opened={opened}
      testId={`${action}-form`}
      texts={{
        title: t(`${texts}.title`),
        lead: t(`${texts}.lead`),
        submit: action === 'deny' ? t('offer_review.deny_modal.submit') : t('offer_review.remand_modal.submit'),
        close: t('offer_review.cancel'),
        dismiss: t('app.dismiss'),
        next: t('offer_review.deny_modal.next'),
        back: t('offer_review.deny_modal.back'),
        confirmTitle: t('offer_review.deny_modal.confirm_title'),
      }}
      field={{
        label: t(`${texts}.reason_label`),
        description: t(`${texts}.reason_description`),
        required: true,
        max: REVIEW_REASON_MAX,
        count: (count) => t('offer_review.panel.character_count', { count, max: REVIEW_REASON_MAX }),
      }}
      confirm={action === 'deny' ? t('offer_review.deny_modal.confirm_lead', { title: offerTitle }) : undefined}
      danger={action === 'deny'}
      busy={busy}
      validate={(reason) => reasonErrors({ version, reason }, language)?.reason ?? null}
      onClose={onClose}
      onSubmit={async (reason) => {
        const refused = await onSubmit(reason);
        return refused ? (refused.reason ?? t('offer_review.errors.fix_fields')) : null;
      }}
    />
  );
}
