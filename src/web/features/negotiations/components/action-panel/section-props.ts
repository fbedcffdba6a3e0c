import type { NegotiationStepAction } from '../../../../../shared/negotiation-lifecycle.ts';
import type { NegotiationActionVariables } from '../../api/run-negotiation-action.ts';
import type { FieldErrors } from '../../lib/negotiation-action-errors.ts';

/** What every form section of the action panel is given by the panel, which keeps the values and sends. */
export interface ActionFormProps {
  tradingId: string;
  /** The version shown: every call carries it. */
  version: number;
  /** The messages at the fields (the shared schema's, or the server's through lib/form-errors.ts). */
  errors: FieldErrors;
  clearError: (name: string) => void;
  /** An action is in flight: nothing else may be sent. */
  busy: boolean;
  pending: (action: NegotiationStepAction) => boolean;
  send: (variables: NegotiationActionVariables) => void;
}
