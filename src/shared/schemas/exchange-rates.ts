import { z } from 'zod';
import { validationKey } from '../i18n/validation.ts';
import { currencySchema } from './offer.ts';

/**
 * The operator's exchange rates (docs/product/languages.md#prices). A rate says how many units of a
 * currency one US dollar buys, from a day on; USD is the base. Readers see an offer's price in its
 * own currency and, beside it, an approximate amount in theirs, with the rate's date.
 */
export const RATED_CURRENCIES = ['JPY', 'THB'] as const;
export const ratedCurrencySchema = z.enum(RATED_CURRENCIES, { error: validationKey('required') });
export type RatedCurrency = z.infer<typeof ratedCurrencySchema>;

/** Units per US dollar: above 0, at most 6 decimal places, at most 1,000,000,000 (the column's numeric(18, 6)). */
export const perUsdSchema = z
  .number({ error: validationKey('exchange_rate') })
  .positive({ error: validationKey('exchange_rate') })
  .max(1_000_000_000, { error: validationKey('exchange_rate') })
  // At most 6 decimal places (155.25 and 0.029 pass, 0.1234567 does not), with room for binary rounding.
  .refine((value) => Math.abs(value * 1e6 - Math.round(value * 1e6)) < 1e-3, { error: validationKey('exchange_rate') });

export const exchangeRateSchema = z
  .object({
    id: z.uuid(),
    currency: ratedCurrencySchema,
    per_usd: z.number().positive(),
    /** The first day the rate is in force (ISO date). */
    effective_on: z.iso.date(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ExchangeRate' });
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const exchangeRatesSchema = z
  .object({
    /** The rate in force today for each currency that has one. */
    current: z.array(exchangeRateSchema),
    /** Every rate, newest day first (at most the last 200). */
    history: z.array(exchangeRateSchema),
    /** The currency this viewer reads approximate prices in: that of their organisation's country. */
    reader_currency: currencySchema,
    abilities: z.object({ change: z.boolean() }),
  })
  .meta({ id: 'ExchangeRates' });
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

/** A rate for a currency from a day on; a second one for the same currency and day replaces the first. */
export const exchangeRateBodySchema = z
  .object({
    currency: ratedCurrencySchema,
    per_usd: perUsdSchema,
    effective_on: z.iso.date({ error: validationKey('date') }),
  })
  .meta({ id: 'ExchangeRateBody' });
export type ExchangeRateBody = z.infer<typeof exchangeRateBodySchema>;
