import { TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { type Ref, useLayoutEffect, useRef } from 'react';
import { amountText, amountValue, caretAfterDigits, digitsOf, trimmedAmount } from '../../lib/amount-input.ts';

interface AmountInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'type' | 'inputMode'> {
  value: number | string;
  onChange: (value: number | string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A whole amount (the price's ends): a plain text field for digits, grouped by thousands as typed
 * (1,000,000) with the caret kept after the same digits; other characters are left out. The form
 * gets a number (or '' when empty), as from a number field.
 */
export function AmountInput({ value, onChange, ref, ...props }: AmountInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(inputRef, ref);
  // Digits before the caret at the last change: the caret goes back after them once the text is regrouped.
  const caretDigits = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const digits = caretDigits.current;
    caretDigits.current = null;
    if (digits === null || !input || input.ownerDocument.activeElement !== input) return;
    const position = caretAfterDigits(input.value, digits);
    input.setSelectionRange(position, position);
  });

  return (
    <TextInput
      {...props}
      ref={mergedRef}
      type="text"
      inputMode="numeric"
      value={amountText(value)}
      onChange={(event) => {
        const input = event.currentTarget;
        caretDigits.current = digitsOf(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
        onChange(amountValue(digitsOf(input.value)));
      }}
      onBlur={() => {
        const trimmed = trimmedAmount(value);
        if (trimmed !== value) onChange(trimmed);
      }}
    />
  );
}
