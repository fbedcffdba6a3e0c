import { useCallback, useRef, useState } from 'react';
import { translateValidation } from '../../shared/i18n/validation.ts';
import { useLanguage } from './use-language.ts';

/** A field's message: a validation key (`validation.…`), or the server's text in the reader's language. */
export type CheckedFormErrors<V> = Partial<Record<keyof V, string>>;

export interface CheckedFormOptions<V> {
  initial: V | (() => V);
  /** Each field's message for these values (none when they pass): the shared schema the server checks with. */
  validate: (values: V) => CheckedFormErrors<V>;
  /** The fields in page order: after a refused check, the first one with a message takes the focus. */
  order: readonly (keyof V)[];
  /** Fields whose rule reads other fields too (min ≤ max): those are checked again when it changes. */
  checkedWith?: Partial<Record<keyof V, readonly (keyof V)[]>>;
  /** Called with the new values on every change (a stored copy of the form, say). */
  onValues?: (values: V) => void;
}

/**
 * The form pattern of the pages that carry no form library (docs/decisions/042-one-form-pattern.md):
 * the values in React, checked by the shared schema as the server checks them. Nothing is checked
 * until the first try (`check`, or a message the server sent); from then on every change checks its
 * fields again, so a field's message goes once it is fixed. A refused check
 * or the server's refusal (`setError`, react-hook-form's shape, so `setServerErrors` serves both
 * patterns) brings the first field with a message into focus. The ref holds the latest values at
 * once, for a click that follows a change in the same task.
 */
export function useCheckedForm<V extends object>({ initial, validate, order, checkedWith, onValues }: CheckedFormOptions<V>) {
  const language = useLanguage();
  const [values, setValues] = useState<V>(initial);
  const valuesRef = useRef(values);
  const [errors, setErrors] = useState<CheckedFormErrors<V>>({});
  const triedRef = useRef(false);

  const fieldRefs = useRef<Partial<Record<keyof V, HTMLElement | null>>>({});
  /** The ref callback of a field's element, to bring it into focus. */
  const fieldRef = (name: keyof V) => (element: HTMLElement | null) => {
    fieldRefs.current[name] = element;
  };
  const focusField = useCallback((name: keyof V) => fieldRefs.current[name]?.focus(), []);

  /** New values; once a check has been tried, the named fields are checked again. */
  const update = (patch: Partial<V>, fields: readonly (keyof V)[] = Object.keys(patch) as (keyof V)[]) => {
    const next = { ...valuesRef.current, ...patch };
    valuesRef.current = next;
    setValues(next);
    onValues?.(next);
    if (!triedRef.current || fields.length === 0) return;
    const found = validate(next);
    setErrors((current) => {
      const updated = { ...current };
      for (const name of fields) {
        if (found[name]) updated[name] = found[name];
        else delete updated[name];
      }
      return updated;
    });
  };

  /** One field's new value; it and the fields whose rule reads it are checked again once a check has been tried. */
  const change = <N extends keyof V>(name: N, value: V[N]) => {
    update({ [name]: value } as unknown as Partial<V>, [name, ...(checkedWith?.[name] ?? [])]);
  };

  /** A field's message in the reader's language, for its `error` prop. */
  const message = (name: keyof V): string | undefined => {
    const text = errors[name];
    return text ? translateValidation(text, language) : undefined;
  };

  /** Checks the values (and every change from now on); answers the first field with a message, focused, or undefined when they pass. */
  const check = (): keyof V | undefined => {
    triedRef.current = true;
    const found = validate(valuesRef.current);
    setErrors(found);
    const first = order.find((name) => found[name]);
    if (first !== undefined) focusField(first);
    return first;
  };

  /** A message at a field (react-hook-form's `setError` shape, for `setServerErrors`); the form counts as tried from then on. */
  const setError = useCallback((name: keyof V, error: { message: string }) => {
    triedRef.current = true;
    setErrors((current) => ({ ...current, [name]: error.message }));
  }, []);

  /** No message at any field (the values stay). */
  const clearErrors = useCallback(() => setErrors({}), []);

  /** Other values (the server's latest version, say), unchecked until the next try. */
  const reset = (next: V) => {
    valuesRef.current = next;
    setValues(next);
    onValues?.(next);
    setErrors({});
    triedRef.current = false;
  };

  return { values, valuesRef, errors, fieldRef, focusField, update, change, message, check, setError, clearErrors, reset };
}

export type CheckedForm<V extends object> = ReturnType<typeof useCheckedForm<V>>;
