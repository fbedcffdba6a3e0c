import type { ExchangeRate } from '../../../shared/schemas/exchange-rates.ts';
import { ratedCurrencySchema } from '../../../shared/schemas/exchange-rates.ts';
import type { ExchangeRateRow } from './exchange-rates.repository.ts';

export const presentExchangeRate = (row: ExchangeRateRow): ExchangeRate => ({
  id: row.id,
  currency: ratedCurrencySchema.parse(row.currency),
  per_usd: Number(row.perUsd),
  effective_on: row.effectiveOn,
  created_at: row.createdAt.toISOString(),
});
