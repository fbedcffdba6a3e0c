import { Alert, Button, Card, Group, Loader, NativeSelect, Stack, Text, Textarea, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error-text.ts';
import type { Language } from '../../../../shared/enums.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { baseStage, type NegotiationStepAction } from '../../../../shared/negotiation-lifecycle.ts';
import { NEGOTIATION_REVIEW_CHECKLIST, type NegotiationDetail } from '../../../../shared/schemas/negotiations.ts';
import { READABLE_ERROR } from '../../../components/form-styles.ts';
import { ReasonModal, type ReasonModalRefusal } from '../../../components/reason-modal.tsx';
import { IdentifyingTextWarning } from '../../../components/identifying-text-warning.tsx';
import { localizedName } from '../../../lib/localized-name.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCoordinators } from '../api/get-coordinators.ts';
import { isStaleFailure, type PanelFailure, useNegotiationActionRunner } from '../hooks/use-negotiation-action.ts';
import { actionBodyErrors, type FieldErrors } from '../lib/negotiation-action-errors.ts';
import { DescriptionWithCount } from '../../../components/character-count.tsx';

// Only a bank at its decision sees the checklist: its code (and Mantine's Checkbox) loads then.
const BankChecklist = lazy(async () => ({ default: (await import('./bank-checklist.tsx')).BankChecklist }));


/** The decisions taken in a modal: with a reason (required or not), a note, or only a confirmation. */
const MODAL_ACTIONS = {
  bank_deny: { field: 'reason', required: true, confirm: true, danger: true },
  request_cancel: { field: 'reason', required: true, confirm: true, danger: true },
  reject_cancel: { field: 'reason', required: true, confirm: false, danger: false },
  approve_cancel: { field: null, required: false, confirm: false, danger: true },
  request_completion: { field: 'note', required: false, confirm: false, danger: false },
  approve_completion: { field: null, required: false, confirm: false, danger: false },
  reject_completion: { field: 'reason', required: true, confirm: false, danger: false },
  coordinator_decline: { field: 'reason', required: false, confirm: false, danger: true },
  record_signing: { field: null, required: false, confirm: false, danger: false },
} as const satisfies Partial<Record<NegotiationStepAction, { field: 'reason' | 'note' | null; required: boolean; confirm: boolean; danger: boolean }>>;
type ModalAction = keyof typeof MODAL_ACTIONS;

/** The order the modal decisions' buttons appear in: what moves the deal on first, cancelling last. */
const MODAL_ORDER: ModalAction[] = [
  'record_signing',
  'request_completion',
  'approve_completion',
  'reject_completion',
  'approve_cancel',
  'reject_cancel',
  'coordinator_decline',
  'request_cancel',
];

/** A required text is sent as typed (empty is "required"); an optional one is left out when empty. */
const fieldValue = (action: ModalAction, text: string): string | undefined => (MODAL_ACTIONS[action].required ? text : text || undefined);

const NDA_ACTIONS = ['offer_company_nda_agree', 'offer_company_nda_disagree', 'applicant_nda_agree', 'applicant_nda_disagree'] as const;

export interface NegotiationActionPanelProps {
  negotiation: NegotiationDetail;
  /** The NDA page of this negotiation, for a company whose NDA decision it is. */
  ndaHref: string | null;
  onDone: (action: NegotiationStepAction, negotiation: NegotiationDetail) => void;
  /** Fetches the negotiation again (after a conflict); the panel goes on with the new version. */
  onReload: () => Promise<unknown>;
}

/** A failure's message in the reader's language: the error code's own text where there is one. */
function failureMessage(failure: PanelFailure, language: Language, t: TFunction): string {
  return failure.kind === 'conflict'
      ? errorMessage('negotiation_version_conflict', language)
      : failure.kind === 'wrong_step'
        ? errorMessage('invalid_transition', language)
        : failure.kind === 'forbidden'
          ? errorMessage('forbidden', language)
          : failure.kind === 'not_found'
            ? errorMessage('negotiation_not_found', language)
            : failure.kind === 'code'
              ? errorMessage(failure.code, language)
              : t('negotiation.panel.failed');
}

function FailureAlert({ failure, onReload }: { failure: PanelFailure; onReload: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const message = failureMessage(failure, language, t);
  const canReload = failure.kind === 'conflict' || failure.kind === 'wrong_step' || failure.kind === 'forbidden';
  return (
    <Alert color="red" role="alert" data-testid="action-error" data-kind={failure.kind}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {canReload && (
          <Button size="xs" variant="default" onClick={onReload}>
            {t('negotiation.panel.reload')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

function Section({ title, lead, children, testId }: { title: string; lead?: string; children: React.ReactNode; testId: string }) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <div>
        <Title order={3} size="h5">
          {title}
        </Title>
        {lead && (
          <Text size="sm" mt={4}>
            {lead}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

/**
 * What the viewer may do with the negotiation now, and nothing else: every action shows only when
 * the server's `abilities` say so. Each call carries the version shown; one in flight cannot be
 * sent again; a refusal shows at its field, or above the actions with a way to reload.
 */
export function NegotiationActionPanel({ negotiation, ndaHref, onDone, onReload }: NegotiationActionPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const abilities = negotiation.abilities;
  const [modal, setModal] = useState<ModalAction | null>(null);
  const runner = useNegotiationActionRunner((action, next) => {
    setModal(null);
    onDone(action, next);
  });
  const { run, pending, busy, failure } = runner;
  const version = negotiation.version;
  const tradingId = negotiation.trading_id;

  // Bank approval.
  const [checklist, setChecklist] = useState<string[]>([]);
  const [remarks, setRemarks] = useState('');
  // Coordinator offer.
  const [coordinatorId, setCoordinatorId] = useState('');
  const coordinators = useCoordinators(abilities.offer_coordinator);
  // Contract address.
  const contractAction = abilities.create_contract ? 'create_contract' : abilities.update_contract_url ? 'update_contract_url' : null;
  // The panel stays mounted as live changes arrive (a dialog and what was typed in it survive
  // another party's step); the contract's address follows the server's when that changes.
  // A refusal of an older version is answered by the new one: its alert goes.
  const savedUrl = negotiation.contract?.docusign_url ?? '';
  const [docusignUrl, setDocusignUrl] = useState(savedUrl);
  const [shown, setShown] = useState({ version, savedUrl });
  if (shown.version !== version || shown.savedUrl !== savedUrl) {
    if (shown.savedUrl !== savedUrl) setDocusignUrl(savedUrl);
    if (shown.version !== version) runner.clearFailure();
    setShown({ version, savedUrl });
  }
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const reload = async () => {
    await onReload();
    runner.clearFailure();
    setFieldErrors({});
  };

  const sendForm = async (variables: Parameters<typeof run>[0]) => {
    setFieldErrors({});
    const refused = await run(variables);
    if (refused && 'fields' in refused) setFieldErrors(refused.fields);
  };

  // A stale page's refusal, shown in the dialog: closing it loads the negotiation's current state.
  const [staleDialog, setStaleDialog] = useState(false);

  const sendModal = (action: ModalAction) => async (text: string): Promise<ReasonModalRefusal | null> => {
    const spec = MODAL_ACTIONS[action];
    const body = spec.field ? { version, [spec.field]: fieldValue(action, text) } : { version };
    const refused = await run({ tradingId, action, body } as Parameters<typeof run>[0], { inDialog: true });
    if (!refused) return null;
    if ('failure' in refused) {
      const final = isStaleFailure(refused.failure);
      if (final) setStaleDialog(true);
      return { alert: failureMessage(refused.failure, language, t) + (final ? ` ${t('negotiation.panel.close_to_reload')}` : ''), final };
    }
    return (spec.field ? refused.fields[spec.field] : undefined) ?? t('negotiation.panel.fix_fields');
  };

  const closeModal = () => {
    setModal(null);
    if (staleDialog) {
      setStaleDialog(false);
      void reload();
    }
  };

  const validateModal = (action: ModalAction) => (text: string): string | null => {
    const spec = MODAL_ACTIONS[action];
    if (!spec.field) return null;
    const errors = actionBodyErrors(action, { version, [spec.field]: fieldValue(action, text) }, language);
    return errors?.[spec.field] ?? null;
  };

  // The parties sign at step 7: the contract the server sent them, until the signing is recorded.
  const signing = negotiation.my_side && baseStage(negotiation.stage) === 'contract_signing' && negotiation.contract && !negotiation.contract.signed_at ? negotiation.contract : null;
  const ndaDecision = NDA_ACTIONS.some((action) => abilities[action]);
  const bankDecision = abilities.bank_approve || abilities.bank_deny;
  const modalActions = MODAL_ORDER.filter((action) => abilities[action]);
  const nothing =
    !signing &&
    !ndaDecision && !bankDecision && !abilities.offer_coordinator && !abilities.coordinator_accept && !contractAction && modalActions.length === 0;
  const checklistComplete = NEGOTIATION_REVIEW_CHECKLIST.every((item) => checklist.includes(item));
  const remarksLength = remarks.trim().length;

  return (
    <Card component="section" aria-labelledby="negotiation-actions-title" data-testid="action-panel" withBorder>
      <Stack gap="lg">
        <Title id="negotiation-actions-title" order={2} size="h4">
          {t('negotiation.panel.title')}
        </Title>

        {failure && <FailureAlert failure={failure} onReload={() => void reload()} />}

        {/* Step 7: what the parties do now is sign, in DocuSign; the link comes first (decision 034). */}
        {signing && (
          <Section title={t('negotiation.panel.signing.title')} testId="signing-section">
            <Group>
              <Button component="a" href={signing.docusign_url} target="_blank" rel="noopener noreferrer" data-testid="docusign-open">
                {t('negotiation.detail.open_docusign')}
                <VisuallyHidden> {t('app.new_tab')}</VisuallyHidden>
              </Button>
            </Group>
          </Section>
        )}

        {nothing && (
          <Text size="sm" data-testid="no-actions">
            {t('negotiation.panel.none')}
          </Text>
        )}

        {ndaDecision && ndaHref && (
          <Section title={t('negotiation.panel.nda.title')} lead={t('negotiation.panel.nda.lead')} testId="nda-section">
            <Group>
              <Button component={Link} to={ndaHref} data-testid="nda-link">
                {t('negotiation.panel.nda.open')}
              </Button>
            </Group>
          </Section>
        )}

        {bankDecision && (
          <Section title={t('negotiation.panel.bank.title')} lead={t('negotiation.panel.bank.lead')} testId="bank-section">
            {abilities.bank_approve && (
              <>
                <Suspense fallback={<Loader size="sm" aria-label={t('app.loading')} />}>
                  <BankChecklist
                    value={checklist}
                    onChange={(value) => {
                      setChecklist(value);
                      setFieldErrors((previous) => ({ ...previous, checklist: undefined }));
                    }}
                    error={fieldErrors.checklist}
                    disabled={busy}
                  />
                </Suspense>
                <Textarea
                  label={t('negotiation.panel.bank.remarks_label')}
                  description={
                    <DescriptionWithCount
                      help={t('negotiation.panel.bank.remarks_description')}
                      count={t('negotiation.panel.character_count', { count: remarksLength, max: LIMITS.bankRemarks })}
                      over={remarksLength > LIMITS.bankRemarks}
                    />
                  }
                  value={remarks}
                  onChange={(event) => {
                    setRemarks(event.currentTarget.value);
                    setFieldErrors((previous) => ({ ...previous, remarks: undefined }));
                  }}
                  error={fieldErrors.remarks}
                  styles={READABLE_ERROR}
                  autosize
                  minRows={2}
                  maxRows={8}
                  disabled={busy}
                />
              </>
            )}
            <Group gap="sm">
              {abilities.bank_approve && (
                <Button
                  color="teal.9"
                  disabled={!checklistComplete || busy}
                  loading={pending('bank_approve')}
                  aria-describedby={checklistComplete ? undefined : 'negotiation-approve-hint'}
                  onClick={() =>
                    void sendForm({
                      tradingId,
                      action: 'bank_approve',
                      body: { version, checklist: checklist as typeof NEGOTIATION_REVIEW_CHECKLIST[number][], remarks: remarks.trim() || undefined },
                    })
                  }
                >
                  {t('negotiation.action.bank_approve')}
                </Button>
              )}
              {abilities.bank_deny && (
                <Button variant="outline" color="red.9" onClick={() => setModal('bank_deny')} disabled={busy}>
                  {t('negotiation.action.bank_deny')}
                </Button>
              )}
            </Group>
            {abilities.bank_approve && !checklistComplete && (
              <Text id="negotiation-approve-hint" size="xs" c="dimmed">
                {t('negotiation.panel.bank.approve_hint')}
              </Text>
            )}
          </Section>
        )}

        {abilities.offer_coordinator && (
          <Section title={t('negotiation.panel.coordinator.title')} lead={t('negotiation.panel.coordinator.lead')} testId="coordinator-section">
            {coordinators.isError && (
              <Alert color="red" role="alert">
                {t('negotiation.panel.coordinator.failed')}
              </Alert>
            )}
            <NativeSelect
              label={t('negotiation.panel.coordinator.select_label')}
              value={coordinatorId}
              onChange={(event) => {
                setCoordinatorId(event.currentTarget.value);
                setFieldErrors((previous) => ({ ...previous, coordinator_organisation_id: undefined }));
              }}
              data={[
                { value: '', label: t('negotiation.panel.coordinator.select_placeholder') },
                ...(coordinators.data?.items ?? []).map((coordinator) => ({
                  value: coordinator.organisation_id,
                  label: t('negotiation.panel.coordinator.option', { name: localizedName(coordinator, language), count: coordinator.open_deals }),
                })),
              ]}
              error={fieldErrors.coordinator_organisation_id}
              styles={READABLE_ERROR}
              disabled={busy}
              data-testid="coordinator-select"
            />
            <Group>
              <Button
                loading={pending('offer_coordinator')}
                disabled={busy}
                onClick={() => void sendForm({ tradingId, action: 'offer_coordinator', body: { version, coordinator_organisation_id: coordinatorId } })}
              >
                {t('negotiation.action.offer_coordinator')}
              </Button>
            </Group>
          </Section>
        )}

        {abilities.coordinator_accept && (
          <Section title={t('negotiation.step.coordinator_assignment')} testId="accept-section">
            <Group gap="sm">
              <Button color="teal.9" loading={pending('coordinator_accept')} disabled={busy} onClick={() => void sendForm({ tradingId, action: 'coordinator_accept', body: { version } })}>
                {t('negotiation.action.coordinator_accept')}
              </Button>
            </Group>
          </Section>
        )}

        {contractAction && (
          <Section
            title={t('negotiation.panel.contract.title')}
            lead={contractAction === 'create_contract' ? t('negotiation.panel.contract.create_lead') : t('negotiation.panel.contract.update_lead')}
            testId="contract-section"
          >
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void sendForm({ tradingId, action: contractAction, body: { version, docusign_url: docusignUrl } });
              }}
            >
              <Stack gap="sm">
                <TextInput
                  type="url"
                  label={t('negotiation.fields.docusign_url')}
                  description={t('negotiation.fields.docusign_url_description')}
                  value={docusignUrl}
                  onChange={(event) => {
                    setDocusignUrl(event.currentTarget.value);
                    setFieldErrors((previous) => ({ ...previous, docusign_url: undefined }));
                  }}
                  error={fieldErrors.docusign_url}
                  styles={READABLE_ERROR}
                  required
                  maxLength={LIMITS.docusignUrl}
                  disabled={busy}
                  placeholder="https://"
                  data-testid="docusign-url"
                />
                <Group>
                  <Button type="submit" loading={pending(contractAction)} disabled={busy}>
                    {t(`negotiation.action.${contractAction}`)}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Section>
        )}

        {modalActions.length > 0 && (
          <Group gap="sm" role="group" aria-label={t('negotiation.panel.title')}>
            {modalActions.map((action) => (
              <Button
                key={action}
                variant={MODAL_ACTIONS[action].danger ? 'outline' : action.startsWith('reject') ? 'default' : 'filled'}
                color={MODAL_ACTIONS[action].danger ? 'red.9' : undefined}
                onClick={() => setModal(action)}
                disabled={busy}
              >
                {t(`negotiation.action.${action}`)}
              </Button>
            ))}
          </Group>
        )}
      </Stack>

      {(Object.keys(MODAL_ACTIONS) as ModalAction[])
        .filter((action) => abilities[action])
        .map((action) => {
          const spec = MODAL_ACTIONS[action];
          const fieldLabel =
            spec.field === 'note' ? t('negotiation.fields.note') : action === 'coordinator_decline' ? t('negotiation.fields.decline_reason') : t('negotiation.fields.reason');
          return (
            <ReasonModal
              key={action}
              opened={modal === action}
              testId={`${action}-form`}
              texts={{
                title: t(`negotiation.panel.modal.${action}.title`),
                lead: t(`negotiation.panel.modal.${action}.lead`),
                submit: t(`negotiation.panel.modal.${action}.submit`),
                close: t('negotiation.panel.close'),
                next: t('negotiation.panel.next'),
                back: t('negotiation.panel.back'),
              }}
              field={
                spec.field
                  ? {
                      label: fieldLabel,
                      required: spec.required,
                      max: LIMITS.negotiationReason,
                      count: (count) => t('negotiation.panel.character_count', { count, max: LIMITS.negotiationReason }),
                    }
                  : undefined
              }
              confirm={spec.confirm && (action === 'bank_deny' || action === 'request_cancel') ? t(`negotiation.panel.modal.${action}.confirm`) : undefined}
              danger={spec.danger}
              // The other company reads a cancel reason written before the names are disclosed.
              warning={action === 'request_cancel' && !negotiation.disclosed ? (text) => <IdentifyingTextWarning texts={[text]} /> : undefined}
              busy={pending(action)}
              validate={validateModal(action)}
              onClose={closeModal}
              onSubmit={sendModal(action)}
            />
          );
        })}
    </Card>
  );
}
