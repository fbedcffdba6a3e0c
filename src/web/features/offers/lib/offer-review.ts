import type { Language } from '../../../../shared/enums.ts';
import { translateValidation } from '../../../../shared/i18n/validation.ts';
import { approveBodySchema, REVIEW_CHECKLIST, reasonBodySchema } from '../../../../shared/schemas/offer.ts';
import type { ConfigBank } from '../../../lib/runtime-config.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { localizedName } from '../../../lib/localized-name.ts';

export type ChecklistItem = (typeof REVIEW_CHECKLIST)[number];
export type FieldErrors = Partial<Record<string, string>>;

/** The most a remand or denial reason may hold, as the server's schema says. */
export const REVIEW_REASON_MAX = reasonBodySchema.shape.reason.maxLength ?? 2000;

/** Approve is offered only when every checklist item is ticked (the server checks it again). */
export const isChecklistComplete = (ticked: readonly string[]): boolean =>
  REVIEW_CHECKLIST.every((item) => ticked.includes(item));

function firstMessages(issues: { path: PropertyKey[]; message: string }[], language: Language): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= translateValidation(issue.message, language);
  }
  return out;
}

/** The approve body checked with the server's own schema; field errors translated, or null when valid. */
export function approveErrors(body: { version: number; checklist: string[]; remarks: string }, language: Language): FieldErrors | null {
  const parsed = approveBodySchema.safeParse(body);
  return parsed.success ? null : firstMessages(parsed.error.issues, language);
}

/** The remand or deny body checked with the server's own schema. */
export function reasonErrors(body: { version: number; reason: string }, language: Language): FieldErrors | null {
  const parsed = reasonBodySchema.safeParse(body);
  return parsed.success ? null : firstMessages(parsed.error.issues, language);
}

export type ReviewFailure =
  /** Someone else changed the offer first (409 version_conflict): show the spec's message and reload. */
  | { kind: 'conflict' }
  /** The offer is no longer at the review step (409 invalid_transition). */
  | { kind: 'wrong_step' }
  /** The server refused some values (400): its messages per field, already translated. */
  | { kind: 'fields'; fields: FieldErrors }
  /** Not this bank's offer any more, or gone (404). */
  | { kind: 'not_found' }
  | { kind: 'failed' };

/** What a failed review call means for the page. */
export function classifyReviewError(error: unknown): ReviewFailure {
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.status === 409) return error.body?.code === 'invalid_transition' ? { kind: 'wrong_step' } : { kind: 'conflict' };
  if (error.status === 404) return { kind: 'not_found' };
  const fields = serverFieldErrors(error, { statuses: [400] });
  if (fields) return { kind: 'fields', fields };
  return { kind: 'failed' };
}

/** A bank's name for the bank filter, in the reader's language (the shared rule of localizedName). */
export const bankLabel = (bank: Pick<ConfigBank, 'name' | 'name_en' | 'country'>, language: Language): string =>
  localizedName(bank, language);

/** The banks the operator can filter by (the operator itself is not one). */
export const bankFilterOptions = (banks: readonly ConfigBank[], language: Language) =>
  banks.filter((bank) => bank.role === 'bank').map((bank) => ({ value: bank.bank_code, label: bankLabel(bank, language) }));
