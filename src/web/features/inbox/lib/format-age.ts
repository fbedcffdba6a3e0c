import type { Language } from '../../../../shared/enums.ts';
import { numberFormat } from '../../../lib/format.ts';
import { INTL_LOCALE } from '../../../lib/language.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long something has waited, in the largest whole unit that fits (minutes under an hour, hours
 * under a day, then days), written the reader's way: "3 days", "3日", "3 วัน" (Japanese sets the
 * number against its unit: "5分", not Intl's "5 分"). A time in the future (a clock ahead of the
 * server's) counts as no time at all.
 */
export function formatAge(since: string | Date, now: Date, language: Language): string {
  const elapsed = Math.max(0, now.getTime() - new Date(since).getTime());
  const [value, unit] =
    elapsed < HOUR
      ? [Math.max(1, Math.floor(elapsed / MINUTE)), 'minute']
      : elapsed < DAY
        ? [Math.floor(elapsed / HOUR), 'hour']
        : [Math.floor(elapsed / DAY), 'day'];
  const text = numberFormat(INTL_LOCALE[language], { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  return language === 'ja' ? text.replace(/\s+/gu, '') : text;
}
