import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
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
  'language',
  'translations',
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
 * The offer form's state (docs/decisions/042-one-form-pattern.md): the app's checked form
 * (lib/use-checked-form.ts) over the shared schemas (lib/offer-form-validation.ts), checked by the
 * rules of the intent last tried, and the tab's stored copy written on every change.
 */
export function useOfferForm(initial: StoredOfferForm) {
  // The intent last tried: its rules check each change from then on ("register" until a button is used).
  const intentRef = useRef<OfferFormIntent>('register');
  const form = useCheckedForm<OfferFormValues>({
    initial: initial.values,
    validate: (values) => validateOfferForm(values, intentRef.current),
    order: FIELD_ORDER,
    checkedWith: CHECKED_WITH,
    onValues: () => offer.persist(),
  });
  const { values, valuesRef, focusField, setError } = form;
  const offer = useOfferSave(initial, () => valuesRef.current);
  const { persist } = offer;
  const [invalid, setInvalid] = useState(false);

  // The tab's copy is written on every change and once as the form opens: the confirmation step and a reload read it.
  useEffect(() => {
    persist();
  }, [persist]);

  /** The server's messages at their fields, the first one focused. */
  const showFieldErrors = useCallback(
    (fields: OfferFormErrors) => {
      // In the server's order: the first it named takes the focus.
      const names = Object.keys(fields) as FieldName[];
      for (const name of names) setError(name, { message: fields[name]! });
      if (names[0]) focusField(names[0]);
      setInvalid(true);
    },
    [focusField, setError],
  );

  // Errors the server answered at registration: show them where they belong.
  useEffect(() => {
    if (initial.serverErrors) showFieldErrors(initial.serverErrors);
  }, [initial.serverErrors, showFieldErrors]);

  /** A text field's or a list's props: its name, element, value and change. */
  const bind = <N extends TextFieldName>(name: N) => ({
    name,
    ref: form.fieldRef(name),
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      form.change(name, event.currentTarget.value as OfferFormValues[N]),
  });

  /** Other values in the form (the server's latest version), unchecked until a button is used again. */
  const replace = (next: OfferFormValues) => {
    form.reset(next);
    setInvalid(false);
  };

  return { ...form, offer, intentRef, invalid, setInvalid, bind, showFieldErrors, replace };
}

export type OfferFormState = ReturnType<typeof useOfferForm>;

/** What every section of the offer form is given: the values, their messages and the ways to change them. */
export type OfferSectionProps = Pick<OfferFormState, 'values' | 'bind' | 'fieldRef' | 'change' | 'update' | 'message'>;
