import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../../shared/limits.ts';
import type { NegotiationAbilities } from '../../../../../shared/schemas/negotiations.ts';
import { IdentifyingTextWarning } from '../../../../components/identifying-text-warning.tsx';
import { ReasonModal, type ReasonModalRefusal } from '../../../../components/reason-modal.tsx';
import { MODAL_ACTIONS, type ModalAction } from './modal-actions.ts';

export interface ModalDecisionsProps {
  abilities: NegotiationAbilities;
  /** The decision whose dialog is open. */
  open: ModalAction | null;
  /** Whether the names are disclosed: before, a cancel reason is checked for what identifies the writer. */
  disclosed: boolean;
  pending: (action: ModalAction) => boolean;
  validate: (action: ModalAction) => (text: string) => string | null;
  send: (action: ModalAction) => (text: string) => Promise<ReasonModalRefusal | null>;
  onClose: () => void;
}

/** One reason modal (components/reason-modal.tsx) per decision the abilities allow, opened by its button. */
export function ModalDecisions({ abilities, open, disclosed, pending, validate, send, onClose }: ModalDecisionsProps) {
  const { t } = useTranslation();
  return (Object.keys(MODAL_ACTIONS) as ModalAction[])
    .filter((action) => abilities[action])
    .map((action) => {
      const spec = MODAL_ACTIONS[action];
      const fieldLabel =
        spec.field === 'note' ? t('negotiation.fields.note') : action === 'coordinator_decline' ? t('negotiation.fields.decline_reason') : t('negotiation.fields.reason');
      return (
        <ReasonModal
          key={action}
          opened={open === action}
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
          warning={action === 'request_cancel' && !disclosed ? (text) => <IdentifyingTextWarning texts={[text]} /> : undefined}
          busy={pending(action)}
          validate={validate(action)}
          onClose={onClose}
          onSubmit={send(action)}
        />
      );
    });
}
