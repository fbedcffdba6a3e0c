import { useRef, useState } from 'react';
import type { ErrorCode } from '../../../../shared/error-codes.ts';
import type { NegotiationStepAction } from '../../../../shared/negotiation-lifecycle.ts';
import type { NegotiationDetail } from '../../../../shared/schemas/negotiations.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type NegotiationActionVariables, useNegotiationAction } from '../api/run-negotiation-action.ts';
import { type ActionFailure, actionBodyErrors, classifyActionError, type FieldErrors } from '../lib/negotiation-action-errors.ts';

/** A failure the panel shows above its actions (field errors show at their fields instead). */
export type PanelFailure = Exclude<ActionFailure, { kind: 'fields' }> | { kind: 'code'; code: ErrorCode };

/** Why an action was not done: its fields' messages, or a failure of the action itself. */
export type RunRefusal = { fields: FieldErrors } | { failure: PanelFailure };

/** A failure after which sending the same thing again cannot help: the page's state is stale. */
export const isStaleFailure = (failure: PanelFailure) =>
  failure.kind === 'conflict' || failure.kind === 'wrong_step' || failure.kind === 'forbidden' || failure.kind === 'not_found';

/**
 * Sends one step action at a time: the body is checked with the server's own schema first, a
 * second click while one is in flight sends nothing, and a refusal comes back as field errors (for
 * the form to show at its fields) or as the panel's failure (a version conflict, a step that moved on).
 */
export function useNegotiationActionRunner(onDone: (action: NegotiationStepAction, negotiation: NegotiationDetail) => void) {
  const language = useLanguage();
  const mutation = useNegotiationAction();
  // A second click arrives before React re-renders the disabled button: this ref stops it.
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<PanelFailure | null>(null);

  /**
   * Sends the action. A failure of the action itself shows above the panel's actions, unless it was
   * sent from a dialog (`inDialog`), which shows it itself: above the page it would sit behind the
   * dialog's overlay.
   */
  async function run(variables: NegotiationActionVariables, { inDialog = false } = {}): Promise<RunRefusal | null> {
    if (inFlight.current) return null;
    const invalid = actionBodyErrors(variables.action, variables.body, language);
    if (invalid) return { fields: invalid };
    inFlight.current = true;
    setFailure(null);
    const refuse = (failed: PanelFailure): RunRefusal => {
      if (!inDialog) setFailure(failed);
      return { failure: failed };
    };
    try {
      const negotiation = await mutation.mutateAsync(variables);
      onDone(variables.action, negotiation);
      return null;
    } catch (error) {
      const classified = classifyActionError(error);
      if (classified.kind === 'fields') {
        if (Object.keys(classified.fields).length > 0) return { fields: classified.fields };
        return refuse(classified.code && classified.code !== 'validation_failed' ? { kind: 'code', code: classified.code as ErrorCode } : { kind: 'failed' });
      }
      return refuse(classified);
    } finally {
      inFlight.current = false;
    }
  }

  const pending = (action: NegotiationStepAction) => mutation.isPending && mutation.variables.action === action;
  return { run, pending, busy: mutation.isPending, failure, clearFailure: () => setFailure(null) };
}
