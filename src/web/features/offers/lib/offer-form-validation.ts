import type { z } from 'zod';
import { offerDraftSchema, offerRegisterSchema } from '../../../../shared/schemas/offer.ts';
import { formFieldName, type OfferFormIntent, type OfferFormValues, toOfferInput } from './offer-form-values.ts';

/** A field's message: a validation key (`validation.…`), or the server's text in the reader's language. */
export type OfferFormErrors = Partial<Record<keyof OfferFormValues, string>>;

/** Each top-level field's first message; a message about a part of a field (one image id) has none of its own. */
function firstMessages(issues: readonly z.core.$ZodIssue[] | undefined): Record<string, string | undefined> {
  const found: Record<string, string | undefined> = {};
  for (const issue of issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (issue.path.length === 1) {
      if (found[field] === undefined) found[field] = issue.message;
    } else if (!(field in found)) {
      found[field] = undefined;
    }
  }
  return found;
}

/**
 * The shared schemas check the form: `offerRegisterSchema` to go on to registration,
 * `offerDraftSchema` to save a draft, so the form says what the server would say. The form's
 * values are mapped to the API body first, and the schema's field names mapped back to the form's.
 * Answers each field's message (none when the form passes).
 */
export function validateOfferForm(values: OfferFormValues, intent: OfferFormIntent): OfferFormErrors {
  const draft = firstMessages(offerDraftSchema.safeParse(toOfferInput(values, 'save_draft')).error?.issues);
  // The register schema checks cross-field rules (min ≤ max, period) only once every field is
  // present; the draft schema checks them on whatever is filled in, so both speak while typing.
  const schemaErrors =
    intent === 'register' ? { ...draft, ...firstMessages(offerRegisterSchema.safeParse(toOfferInput(values, 'register')).error?.issues) } : draft;
  const errors: OfferFormErrors = {};
  for (const [path, message] of Object.entries(schemaErrors)) {
    const name = formFieldName(path);
    if (!name || errors[name]) continue;
    // Whatever the schema says about a field left empty (a missing choice, amount or date) reads best as "required".
    const empty = values[name] === '';
    errors[name] = !empty && message?.startsWith('validation.') ? message : 'validation.required';
  }
  return errors;
}
