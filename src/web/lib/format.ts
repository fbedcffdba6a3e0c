import type { Language } from '../../shared/enums.ts';
import { INTL_LOCALE } from './language.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Intl formatters are costly to make (each looks up its locale's data; a list of offers made
 * hundreds on its first render) and free to reuse: one per locale and options.
 */
function reused<Options, Formatter>(make: (locale: string, options?: Options) => Formatter) {
  const made = new Map<string, Formatter>();
  return (locale: string, options?: Options): Formatter => {
    const key = `${locale} ${JSON.stringify(options ?? {})}`;
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

export const dateTimeFormat = reused((locale, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
export const numberFormat = reused((locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
export const listFormat = reused((locale, options?: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options));
const displayNames = reused((locale, options?: Intl.DisplayNamesOptions) => new Intl.DisplayNames([locale], options!));

/**
 * A calendar date ("2024-04-01") is a day, not an instant: format it in UTC so no time zone
 * moves it to the previous or next day. Thai uses its own (Buddhist era) calendar, as Thai readers expect.
 */
export function formatDate(
  value: string | Date,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  const date = dateOnly
    ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return dateTimeFormat(INTL_LOCALE[language], { ...options, ...(dateOnly ? { timeZone: 'UTC' } : {}) }).format(date);
}

export const formatDateTime = (value: string | Date, language: Language) =>
  formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });

export const formatNumber = (value: number, language: Language, options?: Intl.NumberFormatOptions) =>
  numberFormat(INTL_LOCALE[language], options).format(value);

/**
 * Money in its own currency, written the reader's way. Offer amounts are whole units, so a whole
 * amount shows no minor unit ("฿30,000,000", not "฿30,000,000.00"); any other keeps the currency's own.
 */
export const formatMoney = (amount: number, currency: string, language: Language) =>
  numberFormat(INTL_LOCALE[language], {
    style: 'currency',
    currency,
    ...(Number.isInteger(amount) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amount);

/** A language or country code ("ja", "th") in the reader's language; anything else is shown as written. */
export function formatLanguageName(code: string, language: Language): string {
  if (!/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(code)) return code;
  try {
    return displayNames(INTL_LOCALE[language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
