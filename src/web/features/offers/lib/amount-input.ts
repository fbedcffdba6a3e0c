/**
 * An amount field of the offer form: whole, non-negative amounts, shown grouped by thousands with
 * "," in every language (1,000,000), as typed; anything but digits is left out as it is typed.
 */

/** Digits grouped by thousands: "1000000" → "1,000,000" (leading zeros kept while typing: "0012" → "0,012"). */
export const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Only the digits of a text. */
export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The field's text for the form's value (a number, the digits as typed, or empty). */
export function amountText(value: number | string): string {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? groupDigits(value.toFixed(0)) : '';
  return groupDigits(digitsOf(value));
}

/**
 * The form's value for the digits typed: empty, a number, or the digits themselves where a number
 * would not keep them (leading zeros while typing, beyond 2^53; the shared schema then answers).
 */
export function amountValue(digits: string): number | string {
  if (digits === '') return '';
  if (/^0\d/.test(digits)) return digits;
  const amount = Number(digits);
  return amount < Number.MAX_SAFE_INTEGER ? amount : digits;
}

/** On leaving the field: leading zeros go ("007" → 7). */
export const trimmedAmount = (value: number | string): number | string =>
  typeof value === 'number' ? value : amountValue(digitsOf(value).replace(/^0+(?=\d)/, ''));

/** Where the caret goes in `text` to stand after its first `digits` digits (the separators move, the digits do not). */
export function caretAfterDigits(text: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index]!)) seen += 1;
    if (seen === digits) return index + 1;
  }
  return text.length;
}
