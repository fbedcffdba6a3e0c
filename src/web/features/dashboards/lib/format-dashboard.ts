import type { Language } from '../../../../shared/enum-values.ts';
import type { IndustryRef } from '../../../../shared/schemas/offer-views.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { isMonth } from './months.ts';

/** A month (`YYYY-MM`) the reader's way: "April 2026", "2026年4月", "เมษายน 2569" (`short`: "Apr 2026"). */
export const formatMonth = (month: string, language: Language, style: 'long' | 'short' = 'long'): string =>
  isMonth(month) ? formatDate(`${month}-01`, language, { year: 'numeric', month: style }) : month;

/** A share (0.45) as a percentage the reader's way ("45%", "45 %"), to one decimal at most; null: "–". */
export const formatPercent = (share: number | null, language: Language): string =>
  share === null ? '–' : formatNumber(share, language, { style: 'percent', maximumFractionDigits: 1 });

/** A share as a number of percent for a spreadsheet (0.4567 → 45.7). */
export const percentValue = (share: number | null): number | null => (share === null ? null : Math.round(share * 1000) / 10);

export type DurationUnit = 'minute' | 'hour' | 'day';

/** The unit a duration reads best in: minutes under an hour, hours under two days, else days. */
export const durationUnit = (hours: number): DurationUnit => (hours < 1 ? 'minute' : hours < 48 ? 'hour' : 'day');

/** Hours in `unit`. */
export const inUnit = (hours: number, unit: DurationUnit): number => (unit === 'minute' ? hours * 60 : unit === 'day' ? hours / 24 : hours);

/** An amount of `unit`, the reader's way ("3.5 days", "3.5 日", "3.5 วัน"). */
export const formatInUnit = (value: number, unit: DurationUnit, language: Language): string =>
  formatNumber(value, language, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: unit === 'minute' ? 0 : 1 });

/** A duration given in hours, in the unit it reads best in ("45 minutes", "5.2 hours", "3.5 days"). */
export const formatHours = (hours: number, language: Language): string => {
  const unit = durationUnit(hours);
  return formatInUnit(inUnit(hours, unit), unit, language);
};

/** An industry's name in the reader's language (its English name when that one is empty). */
export const industryName = (industry: IndustryRef, language: Language): string =>
  (language === 'ja' ? industry.name_ja : language === 'th' ? industry.name_th : industry.name_en) || industry.name_en || industry.code;
