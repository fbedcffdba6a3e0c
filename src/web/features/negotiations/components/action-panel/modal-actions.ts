import type { NegotiationStepAction } from '../../../../../shared/negotiation-lifecycle.ts';

/** The decisions taken in a modal: with a reason (required or not), a note, or only a confirmation. */
export const MODAL_ACTIONS = {
  bank_deny: { field: 'reason', required: true, confirm: true, danger: true },
  request_cancel: { field: 'reason', required: true, confirm: true, danger: true },
  reject_cancel: { field: 'reason', required: true, confirm: false, danger: false },
  approve_cancel: { field: null, required: false, confirm: false, danger: true },
  request_completion: { field: 'note', required: false, confirm: false, danger: false },
  approve_completion: { field: null, required: false, confirm: false, danger: false },
  reject_completion: { field: 'reason', required: true, confirm: false, danger: false },
  coordinator_decline: { field: 'reason', required: false, confirm: false, danger: true },
  withdraw_cancel_request: { field: null, required: false, confirm: false, danger: false },
  withdraw_completion_request: { field: null, required: false, confirm: false, danger: false },
  withdraw_coordinator_offer: { field: null, required: false, confirm: false, danger: false },
} as const satisfies Partial<Record<NegotiationStepAction, { field: 'reason' | 'note' | null; required: boolean; confirm: boolean; danger: boolean }>>;
export type ModalAction = keyof typeof MODAL_ACTIONS;

/** The order the modal decisions' buttons appear in: what moves the deal on first, cancelling last. */
export const MODAL_ORDER: ModalAction[] = [
  'request_completion',
  'approve_completion',
  'reject_completion',
  'withdraw_completion_request',
  'approve_cancel',
  'reject_cancel',
  'withdraw_coordinator_offer',
  'coordinator_decline',
  'withdraw_cancel_request',
  'request_cancel',
];

/** The buttons that step back rather than move the deal on: shown as secondary. */
export const isSecondaryAction = (action: ModalAction): boolean => action.startsWith('reject') || action.startsWith('withdraw');

/** A required text is sent as typed (empty is "required"); an optional one is left out when empty. */
export const fieldValue = (action: ModalAction, text: string): string | undefined => (MODAL_ACTIONS[action].required ? text : text || undefined);

export const NDA_ACTIONS = ['offer_company_nda_agree', 'offer_company_nda_disagree', 'applicant_nda_agree', 'applicant_nda_disagree'] as const;
