import { z } from 'zod';
import { validationKey } from '../i18n/validation.ts';
import { RATED_CURRENCIES } from './exchange-rates.ts';

/**
 * What the operator sends to set a rate (docs/product/languages.md#prices); a module of its own, so
 * that the pages that only read the rates load none of its checks.
 */
/**
 * Units per US dollar: at least 0.000001 (the smallest the column's numeric(18, 6) keeps above 0; a
 * smaller positive number would be stored as 0), at most 6 decimal places, at most 1,000,000,000.
 */
export const perUsdSchema = z
  .number({ error: validationKey('exchange_rate') })
  .min(0.000001, { error: validationKey('exchange_rate') })
  .max(1_000_000_000, { error: validationKey('exchange_rate') })
  // At most 6 decimal places (155.25 and 0.029 pass, 0.1234567 does not), with room for binary rounding.
  .refine((value) => Math.abs(value * 1e6 - Math.round(value * 1e6)) < 1e-3, { error: validationKey('exchange_rate') });

/** A rate for a currency from a day on; a second one for the same currency and day replaces the first. */
export const exchangeRateBodySchema = z
  .object({
    currency: z.enum(RATED_CURRENCIES, { error: validationKey('required') }),
    per_usd: perUsdSchema,
    effective_on: z.iso.date({ error: validationKey('date') }),
  })
  .meta({ id: 'ExchangeRateBody' });
export type ExchangeRateBody = z.infer<typeof exchangeRateBodySchema>;
