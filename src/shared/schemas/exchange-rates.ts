import { z } from 'zod';
import { currencySchema } from './offer.ts';

/**
 * The operator's exchange rates (docs/product/languages.md#prices). A rate says how many units of a
 * currency one US dollar buys, from a day on; USD is the base. Readers see an offer's price in its
 * own currency and, beside it, an approximate amount in theirs, with the rate's date.
 */
export const RATED_CURRENCIES = ['JPY', 'THB'] as const;
export const ratedCurrencySchema = z.enum(RATED_CURRENCIES);
export type RatedCurrency = z.infer<typeof ratedCurrencySchema>;

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
    /** The currency this viewer reads approximate prices in: their own choice, else that of their organisation's country. */
    reader_currency: currencySchema,
    abilities: z.object({ change: z.boolean() }),
  })
  .meta({ id: 'ExchangeRates' });
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

/**
 * A user's choice of the currency they read approximate prices in (`GET`/`PUT user/price-currency`):
 * JPY, THB or USD, or null for their organisation's country's (`home`, answered for the choice's label).
 */
export const priceCurrencySettingSchema = z
  .object({ currency: currencySchema.nullable(), home: currencySchema.optional() })
  .meta({ id: 'PriceCurrencySetting' });
export type PriceCurrencySetting = z.infer<typeof priceCurrencySettingSchema>;

