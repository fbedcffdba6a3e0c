import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { conversion, ratesInForce } from '../../shared/currency.ts';
import type { Language } from '../../shared/enums.ts';
import { exchangeRatesSchema } from '../../shared/schemas/exchange-rates.ts';
import type { Currency } from '../../shared/schemas/offer.ts';
import { apiClient } from './api-client.ts';
import { formatDate, formatMoney } from './format.ts';
import { useLanguage } from './use-language.ts';
import { useTranslation } from 'react-i18next';

/** `GET exchange-rates`: the rates in force today, the table, the viewer's currency and whether they may change the table. */
export const getExchangeRates = () => apiClient.get('exchange-rates', exchangeRatesSchema);

export const exchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: ['exchange-rates'] as const,
    queryFn: getExchangeRates,
    // Rates change a few times a month: one fetch serves every price on every page for a while.
    staleTime: 10 * 60 * 1000,
  });

export const useExchangeRates = () => useQuery(exchangeRatesQueryOptions());

/** An approximate amount reads as one: three significant digits (1,234,567 → 1,230,000). */
const approximately = (amount: number) => Number(amount.toPrecision(3));

export interface PricedOffer {
  price_min: number | null;
  price_max: number | null;
  currency: string;
}

/**
 * An offer's price range in the reader's currency, approximately, with the date of the rate used
 * ("≈ ฿3,740,000 – ฿7,480,000 (rate of 20 Nov 2026)"; docs/product/languages.md#prices); null when
 * the offer is priced in the reader's currency, has no price, or a rate is missing.
 */
export function approximatePrice(
  offer: PricedOffer,
  reader: { currency: Currency; rates: ReturnType<typeof ratesInForce> },
  language: Language,
  t: TFunction,
): string | null {
  const { price_min: min, price_max: max } = offer;
  if (offer.currency === reader.currency || (min === null && max === null)) return null;
  const found = conversion(offer.currency as Currency, reader.currency, reader.rates);
  if (!found) return null;
  const money = (amount: number) => formatMoney(approximately(amount * found.factor), reader.currency, language);
  const range = t('offer.price.range', {
    min: min === null ? t('offer.price.no_lower_limit') : money(min),
    max: max === null ? t('offer.price.no_upper_limit') : money(max),
  });
  // Two different currencies: at least one has a rate, and so a date.
  return t('offer.price.approximate', { range, date: found.effectiveOn ? formatDate(found.effectiveOn, language, { dateStyle: 'medium' }) : '' });
}

/** `approximatePrice` for the signed-in reader: null until the rates have loaded (the price shows alone meanwhile). */
export function useApproximatePrice(): (offer: PricedOffer) => string | null {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useExchangeRates();
  if (!data) return () => null;
  const reader = { currency: data.reader_currency, rates: ratesInForce(data.current) };
  return (offer) => approximatePrice(offer, reader, language, t);
}
