import type { TFunction } from 'i18next';
import type { Language } from '../../../../shared/enums.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';

interface NamedIndustry {
  name_en: string;
  name_ja: string;
  name_th: string;
}

/** An industry's name in the reader's language. */
export const industryName = (industry: NamedIndustry | null | undefined, language: Language): string | null =>
  industry ? industry[`name_${language}`] || industry.name_en : null;

/** "¥1,000,000 – No limit": either end may be open (null). */
export function formatPriceRange(
  offer: { price_min: number | null; price_max: number | null; currency: string },
  language: Language,
  t: TFunction,
): string {
  const end = (value: number | null) => (value === null ? t('offer.price.no_limit') : formatMoney(value, offer.currency, language));
  return t('offer.price.range', { min: end(offer.price_min), max: end(offer.price_max) });
}

/** "1 April 2026 – 30 September 2026", or null when the period is not set yet (a draft). */
export function formatPeriod(
  offer: { period_start: string | null; period_end: string | null },
  language: Language,
  t: TFunction,
): string | null {
  if (!offer.period_start || !offer.period_end) return null;
  return t('offer.period_range', { start: formatDate(offer.period_start, language), end: formatDate(offer.period_end, language) });
}

/** Offer numbers are shown as the ID users type into the keyword search. */
export const formatOfferNo = (offerNo: number) => String(offerNo);
