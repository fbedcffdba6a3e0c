import type { NegotiationStepAction } from '../../../../../shared/negotiation-lifecycle.ts';
import type { NegotiationActionVariables } from '../../api/run-negotiation-action.ts';
import type { CheckedForm } from '../../../../lib/use-checked-form.ts';

/** What the panel's form sections hold, named as the action bodies name them. */
export interface ActionPanelValues {
  checklist: string[];
  remarks: string;
  coordinator_organisation_id: string;
  docusign_url: string;
  signed_on: string;
}

/** The fields in the panel's order. */
export const ACTION_PANEL_FIELDS: readonly (keyof ActionPanelValues)[] = ['checklist', 'remarks', 'coordinator_organisation_id', 'docusign_url', 'signed_on'];

/** What every form section of the action panel is given by the panel, which keeps the values (lib/use-checked-form.ts) and sends. */
export interface ActionFormProps extends Pick<CheckedForm<ActionPanelValues>, 'values' | 'change' | 'message'> {
  tradingId: string;
  /** The version shown: every call carries it. */
  version: number;
  /** An action is in flight: nothing else may be sent. */
  busy: boolean;
  pending: (action: NegotiationStepAction) => boolean;
  send: (variables: NegotiationActionVariables) => void;
}
