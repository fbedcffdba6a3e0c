import { Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type NegotiationStepAction } from '../../../../shared/negotiation-lifecycle.ts';
import type { NegotiationDetail } from '../../../../shared/schemas/negotiations.ts';
import type { ReasonModalRefusal } from '../../../components/reason-modal.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { isStaleFailure, useNegotiationActionRunner } from '../hooks/use-negotiation-action.ts';
import { actionBodyErrors } from '../lib/negotiation-action-errors.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { FailureAlert, failureMessage } from './action-panel/action-failure.tsx';
import { ActionSection } from './action-panel/action-section.tsx';
import { BankDecisionSection } from './action-panel/bank-decision-section.tsx';
import { ContractSection } from './action-panel/contract-section.tsx';
import { CoordinatorOfferSection } from './action-panel/coordinator-offer-section.tsx';
import { fieldValue, isSecondaryAction, MODAL_ACTIONS, MODAL_ORDER, type ModalAction, NDA_ACTIONS } from './action-panel/modal-actions.ts';
import { RecordSigningSection } from './action-panel/record-signing-section.tsx';
import { ModalDecisions } from './action-panel/modal-decisions.tsx';
import { ACTION_PANEL_FIELDS, type ActionFormProps, type ActionPanelValues } from './action-panel/section-props.ts';

export interface NegotiationActionPanelProps {
  negotiation: NegotiationDetail;
  /** The NDA page of this negotiation, for a company whose NDA decision it is. */
  ndaHref: string | null;
  onDone: (action: NegotiationStepAction, negotiation: NegotiationDetail) => void;
  /** Fetches the negotiation again (after a conflict); the panel goes on with the new version. */
  onReload: () => Promise<unknown>;
}

/**
 * What the viewer may do with the negotiation now, and nothing else: every action shows only when
 * the server's `abilities` say so. Each call carries the version shown; one in flight cannot be
 * sent again; a refusal shows at its field, or above the actions with a way to reload. The panel
 * keeps what was typed; its sections (action-panel/) show it.
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

  // What the sections' fields hold (the bank's checklist and remarks, the coordinator offered, the
  // contract's address), in the app's checked form: the server checks them, and a field's message goes
  // once it changes. The panel stays mounted as live changes arrive (a dialog and what was typed in it
  // survive another party's step); the contract's address follows the server's when that changes.
  // A refusal of an older version is answered by the new one: its alert goes.
  const contractAction = abilities.create_contract ? 'create_contract' : abilities.update_contract_url ? 'update_contract_url' : null;
  const savedUrl = negotiation.contract?.docusign_url ?? '';
  const form = useCheckedForm<ActionPanelValues>({
    initial: () => ({ checklist: [], remarks: '', coordinator_organisation_id: '', docusign_url: savedUrl, signed_on: '' }),
    validate: () => ({}),
    order: ACTION_PANEL_FIELDS,
  });
  const [shown, setShown] = useState({ version, savedUrl });
  if (shown.version !== version || shown.savedUrl !== savedUrl) {
    if (shown.savedUrl !== savedUrl) form.update({ docusign_url: savedUrl }, []);
    if (shown.version !== version) runner.clearFailure();
    setShown({ version, savedUrl });
  }

  const reload = async () => {
    await onReload();
    runner.clearFailure();
    form.clearErrors();
  };

  const sendForm = async (variables: Parameters<typeof run>[0]) => {
    form.clearErrors();
    const refused = await run(variables);
    if (refused && 'fields' in refused) {
      for (const name of ACTION_PANEL_FIELDS) {
        const message = refused.fields[name];
        if (message) form.setError(name, { message });
      }
    }
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

  // The parties sign at step 7: the contract the server sent them, until the signing is recorded;
  // not while a cancel request is pending (no signing under a request: decision 015).
  const signing = negotiation.my_side && negotiation.stage === 'contract_signing' && negotiation.contract && !negotiation.contract.signed_at ? negotiation.contract : null;
  const ndaDecision = NDA_ACTIONS.some((action) => abilities[action]);
  const bankDecision = abilities.bank_approve || abilities.bank_deny;
  const modalActions = MODAL_ORDER.filter((action) => abilities[action]);
  const coordinatorAction = abilities.offer_coordinator ? 'offer_coordinator' : abilities.reassign_coordinator ? 'reassign_coordinator' : null;
  const nothing =
    !signing &&
    !ndaDecision &&
    !bankDecision &&
    !coordinatorAction &&
    !abilities.coordinator_accept &&
    !contractAction &&
    !abilities.record_signing &&
    modalActions.length === 0;
  // What every form section is given: the version shown, the messages at its fields, and the one way to send.
  const sectionProps: ActionFormProps = {
    tradingId,
    version,
    values: form.values,
    change: form.change,
    message: form.message,
    busy,
    pending,
    send: (variables) => void sendForm(variables),
  };

  return (
    <Card component="section" aria-labelledby="negotiation-actions-title" data-testid="action-panel" withBorder>
      <Stack gap="lg">
        <Title id="negotiation-actions-title" order={2} size="h4">
          {t('negotiation.panel.title')}
        </Title>

        {failure && <FailureAlert failure={failure} onReload={() => void reload()} />}

        {/* Step 7: what the parties do now is sign, in DocuSign; the link comes first (decision 034). */}
        {signing && (
          <ActionSection title={t('negotiation.panel.signing.title')} testId="signing-section">
            <Group>
              <Button component="a" href={signing.docusign_url} target="_blank" rel="noopener noreferrer" data-testid="docusign-open">
                {t('negotiation.detail.open_docusign')}
                <VisuallyHidden> {t('app.new_tab')}</VisuallyHidden>
              </Button>
            </Group>
          </ActionSection>
        )}

        {nothing && (
          <Text size="sm" data-testid="no-actions">
            {t('negotiation.panel.none')}
          </Text>
        )}

        {ndaDecision && ndaHref && (
          <ActionSection title={t('negotiation.panel.nda.title')} lead={t('negotiation.panel.nda.lead')} testId="nda-section">
            <Group>
              <Button component={Link} to={ndaHref} data-testid="nda-link">
                {t('negotiation.panel.nda.open')}
              </Button>
            </Group>
          </ActionSection>
        )}

        {bankDecision && (
          <BankDecisionSection {...sectionProps} approve={abilities.bank_approve} deny={abilities.bank_deny} onDeny={() => setModal('bank_deny')} />
        )}

        {coordinatorAction && <CoordinatorOfferSection {...sectionProps} action={coordinatorAction} current={negotiation.coordinator?.organisation_id ?? null} />}

        {abilities.coordinator_accept && (
          <ActionSection title={t('negotiation.step.coordinator_assignment')} testId="accept-section">
            <Group gap="sm">
              <Button color="teal.9" loading={pending('coordinator_accept')} disabled={busy} onClick={() => void sendForm({ tradingId, action: 'coordinator_accept', body: { version } })}>
                {t('negotiation.action.coordinator_accept')}
              </Button>
            </Group>
          </ActionSection>
        )}

        {abilities.record_signing && <RecordSigningSection {...sectionProps} contractCreatedAt={negotiation.contract?.created_at ?? null} />}

        {contractAction && <ContractSection {...sectionProps} action={contractAction} />}

        {modalActions.length > 0 && (
          <Group gap="sm" role="group" aria-label={t('negotiation.panel.title')}>
            {modalActions.map((action) => (
              <Button
                key={action}
                variant={MODAL_ACTIONS[action].danger ? 'outline' : isSecondaryAction(action) ? 'default' : 'filled'}
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

      <ModalDecisions
        abilities={abilities}
        open={modal}
        disclosed={negotiation.disclosed}
        pending={pending}
        validate={validateModal}
        send={sendModal}
        onClose={closeModal}
      />
    </Card>
  );
}
