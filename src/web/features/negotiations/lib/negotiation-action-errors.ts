import type { Language } from '../../../../shared/enums.ts';
import { translateValidation } from '../../../../shared/i18n/validation.ts';
import type { NegotiationStepAction } from '../../../../shared/negotiation-lifecycle.ts';
import { NEGOTIATION_ACTION_BODIES } from '../../../../shared/schemas/negotiations.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';

export type FieldErrors = Partial<Record<string, string>>;

function firstMessages(issues: readonly { path: PropertyKey[]; message: string }[], language: Language): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= translateValidation(issue.message, language);
  }
  return out;
}

/**
 * An action's body checked with the server's own schema for it (NEGOTIATION_ACTION_BODIES): field
 * errors in the reader's language, or null when the server would accept it.
 */
export function actionBodyErrors(action: NegotiationStepAction, body: unknown, language: Language): FieldErrors | null {
  const parsed = NEGOTIATION_ACTION_BODIES[action].safeParse(body);
  return parsed.success ? null : firstMessages(parsed.error.issues, language);
}

export type ActionFailure =
  /** Someone else moved the negotiation first (409 negotiation_version_conflict): the error code's message and a reload. */
  | { kind: 'conflict' }
  /** The negotiation is no longer at the step this action belongs to (409 invalid_transition). */
  | { kind: 'wrong_step' }
  /** The server refused some values (400, 422): its messages per field, already translated. */
  | { kind: 'fields'; fields: FieldErrors; code: string | null }
  /** Not this viewer's action (403). */
  | { kind: 'forbidden' }
  /** Gone, or no longer visible to this viewer (404). */
  | { kind: 'not_found' }
  | { kind: 'failed' };

/** What a failed action call means for the page. */
export function classifyActionError(error: unknown): ActionFailure {
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.status === 409) return error.body?.code === 'invalid_transition' ? { kind: 'wrong_step' } : { kind: 'conflict' };
  if (error.status === 404) return { kind: 'not_found' };
  if (error.status === 403) return { kind: 'forbidden' };
  // 400: the schema; 422 identifying_text: what in a text names the writer's company (docs/decisions/031).
  if (error.status === 400 || error.status === 422) {
    return { kind: 'fields', fields: serverFieldErrors(error) ?? {}, code: error.body?.code ?? null };
  }
  return { kind: 'failed' };
}
