import type { TFunction } from 'i18next';
import type { Language } from '../../../../shared/enums.ts';
import type { IndustryRef } from '../../../../shared/schemas/offer-views.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';

/** An industry's name in the reader's language. */
export const industryName = (industry: IndustryRef | null | undefined, language: Language): string | null =>
  industry ? industry[`name_${language}`] || industry.name_en : null;

/**
 * The desired price as one line. What an empty end means comes from the data model:
 * `price_min` / `price_max` null is "no limit" on that end (the form's "no limit" boxes), except
 * in a draft with neither end set, which has simply not been given a price yet: "not registered",
 * as the form shows it when the draft is opened again (`fromManagedOffer`). An offer without a
 * status (the confirmation step) is being registered, so its nulls are limits left open.
 * - both ends: "¥1,000,000 – ¥5,000,000"
 * - only a maximum: "No lower limit – ¥30,000,000" (ja 「下限なし ～ ￥30,000,000」)
 * - only a minimum: "¥1,000,000 – No upper limit" (ja 「￥1,000,000 ～ 上限なし」)
 * - neither, deliberately: "No price limit" (ja 「上限・下限なし」)
 */
export function formatPriceRange(
  offer: { price_min: number | null; price_max: number | null; currency: string; status?: string | undefined },
  language: Language,
  t: TFunction,
): string {
  const { price_min: min, price_max: max } = offer;
  if (min === null && max === null) return offer.status === 'draft' ? t('common.not_registered') : t('offer.price.no_limit');
  return t('offer.price.range', {
    min: min === null ? t('offer.price.no_lower_limit') : formatMoney(min, offer.currency, language),
    max: max === null ? t('offer.price.no_upper_limit') : formatMoney(max, offer.currency, language),
  });
}

/**
 * "1 April 2026 – 30 September 2026"; a draft with one date set shows the other as not
 * registered; null when neither is set (the field list then says "not registered").
 */
export function formatPeriod(
  offer: { period_start: string | null; period_end: string | null },
  language: Language,
  t: TFunction,
): string | null {
  if (!offer.period_start && !offer.period_end) return null;
  const day = (value: string | null) => (value ? formatDate(value, language) : t('common.not_registered'));
  return t('offer.period_range', { start: day(offer.period_start), end: day(offer.period_end) });
}

