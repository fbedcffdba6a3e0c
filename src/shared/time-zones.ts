import type { Country } from './enums.ts';

/** Each country's one time zone (neither has daylight saving time). */
export const COUNTRY_TIME_ZONE: Record<Country, string> = { JP: 'Asia/Tokyo', TH: 'Asia/Bangkok' };

/** Is this an IANA time zone the runtime knows ("Asia/Tokyo", "UTC")? */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (YYYY-MM-DD) at an instant in a country. */
export function dateInCountry(at: Date, country: Country): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: COUNTRY_TIME_ZONE[country], year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
