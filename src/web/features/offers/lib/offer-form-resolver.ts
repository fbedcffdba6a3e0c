import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { offerDraftSchema, offerRegisterSchema } from '../../../../shared/schemas/offer.ts';
import { formFieldName, type OfferFormIntent, type OfferFormValues, toOfferInput } from './offer-form-values.ts';

/**
 * The shared schemas check the form: `offerRegisterSchema` to go on to registration,
 * `offerDraftSchema` to save a draft, so the form says what the server would say. The form's
 * values are mapped to the API body first, and the schema's field names mapped back to the form's.
 */
export function offerFormResolver(intent: () => OfferFormIntent): Resolver<OfferFormValues> {
  return async (values, context, options) => {
    const mode = intent();
    const schemaOptions = { criteriaMode: options.criteriaMode, fields: {}, shouldUseNativeValidation: false };
    type SchemaErrors = Record<string, { type?: string; message?: string } | undefined>;
    const draft = (await zodResolver(offerDraftSchema)(toOfferInput(values, 'save_draft'), context, schemaOptions)).errors as SchemaErrors;
    // The register schema checks cross-field rules (min ≤ max, period) only once every field is
    // present; the draft schema checks them on whatever is filled in, so both speak while typing.
    const schemaErrors: SchemaErrors =
      mode === 'register'
        ? { ...draft, ...((await zodResolver(offerRegisterSchema)(toOfferInput(values, 'register'), context, schemaOptions)).errors as SchemaErrors) }
        : draft;
    const errors: FieldErrors<OfferFormValues> = {};
    for (const [path, error] of Object.entries(schemaErrors)) {
      const name = formFieldName(path);
      if (!name || !error || errors[name]) continue;
      // Whatever the schema says about a field left empty (a missing choice, amount or date) reads best as "required".
      const empty = values[name] === '';
      const message = !empty && error.message?.startsWith('validation.') ? error.message : 'validation.required';
      errors[name] = { type: error.type ?? 'validate', message };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
