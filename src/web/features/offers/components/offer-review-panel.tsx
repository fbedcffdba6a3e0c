import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Alert, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error-text.ts';
import type { OfferReviewAction } from '../../../../shared/offer-lifecycle.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { REVIEW_CHECKLIST } from '../../../../shared/schemas/offer.ts';
import type { ManagedOffer } from '../../../../shared/schemas/offer-views.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useReviewOffer } from '../api/review-offer.ts';
import {
  approveErrors,
  type ChecklistItem,
  classifyReviewError,
  type FieldErrors,
  isChecklistComplete,
  type ReviewFailure,
} from '../lib/offer-review.ts';
import { OfferIdentifyingWarning } from './offer-identifying-warning.tsx';
import { OfferReviewReasonModal } from './offer-review-reason-modal.tsx';
import { READABLE_ERROR } from './offer-review-styles.ts';
import { DescriptionWithCount } from '../../../components/character-count.tsx';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';

export interface OfferReviewPanelProps {
  offer: ManagedOffer;
  /** Called with the offer the server answered after a decision. */
  onReviewed: (action: OfferReviewAction, offer: ManagedOffer) => void;
  /** Fetches the offer again (after a conflict); the panel starts over with the new version. */
  onReload: () => Promise<unknown>;
}

function FailureAlert({ failure, onReload }: { failure: Exclude<ReviewFailure, { kind: 'fields' }>; onReload: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const message = {
    conflict: errorMessage('version_conflict', language),
    wrong_step: t('offer_review.errors.wrong_step'),
    not_found: t('offer_review.errors.not_found'),
    failed: t('offer_review.errors.failed'),
  }[failure.kind];
  const canReload = failure.kind === 'conflict' || failure.kind === 'wrong_step';
  return (
    <Alert color="red" role="alert" data-testid="review-error" data-kind={failure.kind}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {canReload && (
          <Button size="xs" variant="default" onClick={onReload}>
            {t('offer_review.errors.reload')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * The approval section of the bank's offer detail (docs/product/screens-and-routes.md): the checklist, the remarks, and the
 * three decisions. Approve needs every item ticked; remand and deny need a reason. Every call
 * carries the version shown, and a decision in flight cannot be sent a second time.
 */
export function OfferReviewPanel({ offer, onReviewed, onReload }: OfferReviewPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const review = useReviewOffer();
  const [checklist, setChecklist] = useState<ChecklistItem[]>([]);
  const [remarks, setRemarks] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Exclude<ReviewFailure, { kind: 'fields' }> | null>(null);
  const [modal, setModal] = useState<'remand' | 'deny' | null>(null);
  // A second click arrives before React re-renders the disabled button: this ref stops it.
  const inFlight = useRef(false);
  const busy = review.isPending;
  const pending = (action: OfferReviewAction) => review.isPending && review.variables.action === action;
  const complete = isChecklistComplete(checklist);

  async function run(action: OfferReviewAction, send: () => Promise<ManagedOffer>): Promise<FieldErrors | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setFailure(null);
    try {
      const reviewed = await send();
      setModal(null);
      onReviewed(action, reviewed);
      return null;
    } catch (error) {
      const classified = classifyReviewError(error);
      if (classified.kind === 'fields') {
        setFieldErrors(classified.fields);
        return classified.fields;
      }
      setModal(null);
      setFailure(classified);
      return null;
    } finally {
      inFlight.current = false;
    }
  }

  const onApprove = () => {
    const body = { version: offer.version, checklist, remarks: remarks.trim() };
    const errors = approveErrors(body, language);
    setFieldErrors(errors ?? {});
    if (errors) return;
    void run('approve', () => review.mutateAsync({ offerId: offer.offer_id, action: 'approve', body: { ...body, remarks: body.remarks || undefined } }));
  };

  const sendReason = (action: 'remand' | 'deny') => (reason: string) =>
    run(action, () => review.mutateAsync({ offerId: offer.offer_id, action, body: { version: offer.version, reason } }));

  const reload = async () => {
    await onReload();
    setFailure(null);
    setFieldErrors({});
    setChecklist([]);
  };

  const remarksTooLong = remarks.trim().length > LIMITS.bankRemarks;

  return (
    <Card component="section" aria-labelledby="offer-review-panel-title" data-testid="approval-section" withBorder>
      <Stack gap="md">
        <div>
          <Title id="offer-review-panel-title" order={2} size="h4">
            {t('offer_review.panel.title')}
          </Title>
          <Text size="sm" mt={4}>
            {t('offer_review.panel.lead')}
          </Text>
        </div>

        {failure && <FailureAlert failure={failure} onReload={() => void reload()} />}

        <OfferIdentifyingWarning terms={offer.identifying_terms} />

        <Checkbox.Group
          label={t('offer_review.panel.checklist_title')}
          description={t('offer_review.panel.checklist_progress', { done: checklist.length, total: REVIEW_CHECKLIST.length })}
          value={checklist}
          onChange={(value) => {
            setChecklist(REVIEW_CHECKLIST.filter((item) => value.includes(item)));
            setFieldErrors((previous) => ({ ...previous, checklist: undefined }));
          }}
          error={fieldErrors.checklist}
          styles={READABLE_ERROR}
          data-testid="review-checklist"
        >
          <Stack gap="sm" mt="xs">
            {REVIEW_CHECKLIST.map((item) => (
              <Checkbox
                key={item}
                value={item}
                label={t(`offer_review.checklist.${item}.label`)}
                description={t(`offer_review.checklist.${item}.help`)}
                disabled={busy}
              />
            ))}
          </Stack>
        </Checkbox.Group>

        <GrowingTextarea
          label={t('offer_review.panel.remarks_label')}
          description={
            <DescriptionWithCount
              help={t('offer_review.panel.remarks_description')}
              count={t('offer_review.panel.character_count', { count: remarks.trim().length, max: LIMITS.bankRemarks })}
              over={remarksTooLong}
              testId="remarks-count"
            />
          }
          value={remarks}
          onChange={(event) => {
            setRemarks(event.currentTarget.value);
            setFieldErrors((previous) => ({ ...previous, remarks: undefined }));
          }}
          error={fieldErrors.remarks}
          styles={READABLE_ERROR}
          minRows={3}
          maxRows={8}
          disabled={busy}
        />

        <Stack gap="xs" role="group" aria-label={t('offer_review.panel.actions_label')}>
          {offer.abilities.approve && (
            <Button
              onClick={onApprove}
              disabled={!complete || busy}
              loading={pending('approve')}
              color="teal.9"
              fullWidth
              aria-describedby={complete ? undefined : 'offer-review-approve-hint'}
            >
              {t('offer_review.panel.approve')}
            </Button>
          )}
          {offer.abilities.approve && !complete && (
            <Text id="offer-review-approve-hint" size="xs" c="dimmed">
              {t('offer_review.panel.approve_hint')}
            </Text>
          )}
          <Group grow gap="sm" mt="xs">
            {offer.abilities.remand && (
              <Button variant="default" onClick={() => setModal('remand')} disabled={busy}>
                {t('offer_review.panel.remand')}
              </Button>
            )}
            {offer.abilities.deny && (
              <Button variant="outline" color="red.9" onClick={() => setModal('deny')} disabled={busy}>
                {t('offer_review.panel.deny')}
              </Button>
            )}
          </Group>
        </Stack>
      </Stack>

      {(['remand', 'deny'] as const).map((action) => (
        <OfferReviewReasonModal
          key={action}
          action={action}
          opened={modal === action}
          offerTitle={offer.title}
          version={offer.version}
          busy={pending(action)}
          onClose={() => setModal(null)}
          onSubmit={sendReason(action)}
        />
      ))}
    </Card>
  );
}
