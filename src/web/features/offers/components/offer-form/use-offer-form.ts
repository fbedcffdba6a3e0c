import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import { translateValidation } from '../../../../../shared/i18n/validation.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { useOfferSave } from '../../hooks/use-offer-save.ts';
import type { StoredOfferForm } from '../../lib/offer-form-storage.ts';
import type { OfferFormIntent, OfferFormValues } from '../../lib/offer-form-values.ts';
import { type OfferFormErrors, validateOfferForm } from '../../lib/offer-form-validation.ts';

export type FieldName = keyof OfferFormValues;

/** The fields in page order: after a refused check, the first one with a message takes the focus. */
export const FIELD_ORDER: readonly FieldName[] = [
  'title',
  'description',
  'features',
  'requests',
  'currency',
  'price_min',
  'price_min_no_limit',
  'price_max',
  'price_max_no_limit',
  'period_start',
  'period_end',
  'target_country',
  'industry_major',
  'industry_middle',
  'visibility',
  'images',
];

/** The fields a text input or a list edits. */
export type TextFieldName = {
  [N in FieldName]: OfferFormValues[N] extends string ? N : never;
}[FieldName];

/** Fields whose rule reads another field too (min ≤ max, end after start): checked again when that one changes. */
const CHECKED_WITH: Partial<Record<FieldName, readonly FieldName[]>> = {
  price_min: ['price_max'],
  price_min_no_limit: ['price_min', 'price_max'],
  price_max_no_limit: ['price_min', 'price_max'],
  period_start: ['period_end'],
};

/**
 * The offer form's state (docs/decisions/042-one-form-pattern.md): the values in React, checked by the
 * shared schemas (lib/offer-form-validation.ts); the page loads no form library. The ref holds the
 * values of the latest change at once, for the tab's stored copy and the checks of a click that follows.
 */
export function useOfferForm(initial: StoredOfferForm) {
  const language = useLanguage();
  const [values, setValues] = useState<OfferFormValues>(initial.values);
  const valuesRef = useRef(values);
  const [errors, setErrors] = useState<OfferFormErrors>({});
  // The intent last tried: its rules check each change from then on ("register" until a button is used).
  const intentRef = useRef<OfferFormIntent>('register');
  // Once a button has been used, each change is checked at once (before that, only the buttons check).
  const submittedRef = useRef(false);
  const offer = useOfferSave(initial, () => valuesRef.current);
  const { persist } = offer;
  const [invalid, setInvalid] = useState(false);

  // Each field's element, to focus the first one with a message.
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});
  const fieldRef = (name: FieldName) => (element: HTMLElement | null) => {
    fieldRefs.current[name] = element;
  };
  const focusField = useCallback((name: FieldName) => fieldRefs.current[name]?.focus(), []);

  // The tab's copy is written on every change (below) and once as the form opens: the confirmation step and a reload read it.
  useEffect(() => {
    persist();
  }, [persist]);

  /** New values (kept in the tab's copy at once); the named fields checked again once a button has been used. */
  const update = (patch: Partial<OfferFormValues>, check: readonly FieldName[]) => {
    const next = { ...valuesRef.current, ...patch };
    valuesRef.current = next;
    setValues(next);
    persist();
    if (!submittedRef.current || check.length === 0) return;
    const found = validateOfferForm(next, intentRef.current);
    setErrors((current) => {
      const updated = { ...current };
      for (const name of check) {
        if (found[name]) updated[name] = found[name];
        else delete updated[name];
      }
      return updated;
    });
  };

  const change = <N extends FieldName>(name: N, value: OfferFormValues[N]) => {
    update({ [name]: value }, [name, ...(CHECKED_WITH[name] ?? [])]);
  };

  const showFieldErrors = useCallback(
    (fields: OfferFormErrors) => {
      setErrors((current) => ({ ...current, ...fields }));
      const first = Object.keys(fields)[0] as FieldName | undefined;
      if (first) focusField(first);
      setInvalid(true);
    },
    [focusField],
  );

  // Errors the server answered at registration: show them where they belong.
  useEffect(() => {
    if (initial.serverErrors) showFieldErrors(initial.serverErrors);
  }, [initial.serverErrors, showFieldErrors]);

  /** A text field's or a list's props: its name, element, value and change. */
  const bind = <N extends TextFieldName>(name: N) => ({
    name,
    ref: fieldRef(name),
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      change(name, event.currentTarget.value as OfferFormValues[N]),
  });

  const message = (name: FieldName) => {
    const text = errors[name];
    return text ? translateValidation(text, language) : undefined;
  };

  /** Checks the values by the intent last tried, and each change from then on; answers the first field with a message, focused. */
  const check = (): FieldName | undefined => {
    const found = validateOfferForm(valuesRef.current, intentRef.current);
    submittedRef.current = true;
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) focusField(first);
    return first;
  };

  /** Other values in the form (the server's latest version), unchecked until a button is used again. */
  const replace = (next: OfferFormValues) => {
    valuesRef.current = next;
    setValues(next);
    persist();
    setErrors({});
    submittedRef.current = false;
    setInvalid(false);
  };

  return { offer, values, valuesRef, intentRef, errors, invalid, setInvalid, fieldRef, update, change, bind, message, showFieldErrors, check, replace };
}

export type OfferFormState = ReturnType<typeof useOfferForm>;

/** What every section of the offer form is given: the values, their messages and the ways to change them. */
export type OfferSectionProps = Pick<OfferFormState, 'values' | 'bind' | 'fieldRef' | 'change' | 'update' | 'message'>;
