import type { Country } from './enums.ts';
import type { Currency } from './schemas/offer.ts';
import type { ExchangeRate } from './schemas/exchange-rates.ts';

/**
 * Prices in the reader's currency (docs/product/languages.md#prices): an offer keeps its currency;
 * a reader also sees an approximate amount in their own, converted through US dollars by the
 * operator's rates in force, with the rate's date. One rule for the server and the browser.
 */

/** A reader's own currency: that of their organisation's country. */
export const HOME_CURRENCY: Record<Country, Currency> = { JP: 'JPY', TH: 'THB' };

/** The rates in force: units per US dollar and the day each took effect, by currency (USD is 1). */
export type RatesInForce = Partial<Record<Currency, { perUsd: number; effectiveOn: string }>>;

export const ratesInForce = (current: readonly Pick<ExchangeRate, 'currency' | 'per_usd' | 'effective_on'>[]): RatesInForce =>
  Object.fromEntries(current.map((rate) => [rate.currency, { perUsd: rate.per_usd, effectiveOn: rate.effective_on }]));

const perUsd = (currency: Currency, rates: RatesInForce): { perUsd: number; effectiveOn: string | null } | null =>
  currency === 'USD' ? { perUsd: 1, effectiveOn: null } : (rates[currency] ?? null);

/** How many units of `to` one unit of `from` buys, and the day of the older rate used; null without a rate for either. */
export function conversion(from: Currency, to: Currency, rates: RatesInForce): { factor: number; effectiveOn: string | null } | null {
  const a = perUsd(from, rates);
  const b = perUsd(to, rates);
  if (!a || !b) return null;
  const days = [a.effectiveOn, b.effectiveOn].filter((day): day is string => day !== null).sort();
  return { factor: b.perUsd / a.perUsd, effectiveOn: days[0] ?? null };
}

/** An amount in another currency, rounded to a whole unit; null without the rates. */
export function convertAmount(amount: number, from: Currency, to: Currency, rates: RatesInForce): number | null {
  const found = conversion(from, to, rates);
  return found ? Math.round(amount * found.factor) : null;
}
