import { Alert, Blockquote, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { type FieldErrors, REVIEW_REASON_MAX, reasonErrors } from '../lib/offer-review.ts';
import { READABLE_ERROR } from './offer-review-styles.ts';

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
 * The reason for a remand or a denial (required, as the server's schema says). Denial is final,
 * so it asks once more, showing the reason, before it is sent.
 */
export function OfferReviewReasonModal({ action, opened, offerTitle, version, busy, onClose, onSubmit }: OfferReviewReasonModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const texts = action === 'remand' ? 'offer_review.remand_modal' : 'offer_review.deny_modal';
  const fieldId = `offer-review-${action}-reason`;

  const close = () => {
    if (busy) return;
    setConfirming(false);
    setError(null);
    onClose();
  };

  const check = (): boolean => {
    const errors = reasonErrors({ version, reason }, language);
    setError(errors?.reason ?? null);
    return !errors;
  };

  const send = async () => {
    const refused = await onSubmit(reason.trim());
    if (refused) {
      setConfirming(false);
      setError(refused.reason ?? t('offer_review.errors.fix_fields'));
      return;
    }
    setReason('');
    setConfirming(false);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !check()) return;
    if (action === 'deny' && !confirming) {
      setConfirming(true);
      return;
    }
    void send();
  };

  return (
    <Modal opened={opened} onClose={close} title={confirming ? t('offer_review.deny_modal.confirm_title') : t(`${texts}.title`)} size="lg" centered closeButtonProps={{ 'aria-label': t('app.dismiss') }}>
      <form onSubmit={submit} noValidate data-testid={`${action}-form`}>
        {confirming ? (
          <Stack gap="md">
            <Alert color="red" variant="light">
              {t('offer_review.deny_modal.confirm_lead', { title: offerTitle })}
            </Alert>
            <Blockquote color="red" p="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reason.trim()}
            </Blockquote>
            <Group justify="flex-end" gap="sm">
              <Button type="button" variant="default" onClick={() => setConfirming(false)} disabled={busy}>
                {t('offer_review.deny_modal.back')}
              </Button>
              <Button type="submit" color="red.9" loading={busy} data-autofocus>
                {t('offer_review.deny_modal.submit')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text>{t(`${texts}.lead`)}</Text>
            <Textarea
              id={fieldId}
              label={t(`${texts}.reason_label`)}
              description={`${t(`${texts}.reason_description`)} ${t('offer_review.panel.character_count', { count: reason.length, max: REVIEW_REASON_MAX })}`}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                if (error) setError(null);
              }}
              error={error}
              styles={READABLE_ERROR}
              required
              autosize
              minRows={4}
              maxRows={12}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button type="button" variant="default" onClick={close} disabled={busy}>
                {t('offer_review.cancel')}
              </Button>
              <Button type="submit" color={action === 'deny' ? 'red.9' : undefined} loading={busy}>
                {action === 'deny' ? t('offer_review.deny_modal.next') : t('offer_review.remand_modal.submit')}
              </Button>
            </Group>
          </Stack>
        )}
      </form>
    </Modal>
  );
}
