import Holidays from 'date-holidays';
import type { Country } from '../../shared/enums.ts';
import { DEADLINE_BUSINESS_DAYS_OF, DEADLINE_STEPS, type DeadlineStep } from '../../shared/deadlines.ts';
import { COUNTRY_TIME_ZONE as ZONES } from '../../shared/time-zones.ts';

/**
 * Business days (docs/decisions/021): Saturdays, Sundays and the public holidays
 * (`date-holidays`, type `public` only) of a country are not business days.
 *
 * Days are the countries' local calendar days: Japan in Asia/Tokyo, Thailand in Asia/Bangkok.
 * Neither zone has daylight saving time, so "the same time of day N days later" is exactly N × 24
 * hours later in both, and a due time keeps the start's time of day.
 *
 * Several countries (the operator and the coordinators serve Japan and Thailand): a day counts only
 * if it is a business day in every one of them, each judged by its own local date of that instant.
 * So a deadline never falls on a day off of anyone who must act, and it is never earlier than the
 * deadline of any one of the countries alone.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const calendars = new Map<Country, Holidays>();
function calendar(country: Country): Holidays {
  let hd = calendars.get(country);
  if (!hd) {
    hd = new Holidays(country, { timezone: ZONES[country], types: ['public'] });
    calendars.set(country, hd);
  }
  return hd;
}

/** The public holidays of a country in a year, as local dates `YYYY-MM-DD` (cached). */
const holidayCache = new Map<string, Set<string>>();
function holidays(country: Country, year: number): Set<string> {
  const key = `${country}:${year}`;
  let set = holidayCache.get(key);
  if (!set) {
    set = new Set(
      calendar(country)
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
    holidayCache.set(key, set);
  }
  return set;
}

const formatters = new Map<Country, Intl.DateTimeFormat>();
/** The local calendar date of an instant in a country: `YYYY-MM-DD` and the weekday (0 = Sunday). */
function localDate(at: Date, country: Country): { date: string; year: number; weekday: number } {
  let f = formatters.get(country);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: ZONES[country], year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(country, f);
  }
  const date = f.format(at);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { date, year: y, weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay() };
}

/** Whether the instant falls on a business day in the country (its local date). */
export function isBusinessDay(at: Date, country: Country): boolean {
  const { date, year, weekday } = localDate(at, country);
  return weekday !== 0 && weekday !== 6 && !holidays(country, year).has(date);
}

/**
 * The instant `days` business days after `start`, at the same time of day: each following local
 * day that is a business day in every given country counts one. `days` 0 answers `start`.
 */
export function addBusinessDays(start: Date, days: number, countries: readonly Country[]): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be a non-negative integer, not ${days}`);
  if (countries.length === 0) throw new RangeError('at least one country is needed');
  let at = start.getTime();
  let left = days;
  // A year holds fewer than 200 days off in both countries together: the bound only stops a runaway loop.
  for (let guard = 0; left > 0; guard++) {
    if (guard > days * 3 + 400) throw new Error('no business day found');
    at += DAY_MS;
    const day = new Date(at);
    if (countries.every((c) => isBusinessDay(day, c))) left--;
  }
  return new Date(at);
}

export type DeadlineDays = Partial<Record<DeadlineStep, number>>;

/**
 * Parses `DEADLINE_BUSINESS_DAYS` ("bank_approval=3,offer_review=2"): each known step once, a
 * positive whole number of days. Throws an Error naming what is wrong (env.ts turns it into the
 * variable's message at startup).
 */
export function parseDeadlineDays(value: string): DeadlineDays {
  const out: DeadlineDays = {};
  for (const part of value.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const match = /^([a-z_]+)\s*=\s*(\d+)$/.exec(part);
    if (!match) throw new Error(`"${part}" is not step=days`);
    const step = match[1] as DeadlineStep;
    if (!DEADLINE_STEPS.includes(step)) throw new Error(`unknown step "${match[1]}" (steps: ${DEADLINE_STEPS.join(', ')})`);
    const days = Number(match[2]);
    if (!Number.isSafeInteger(days) || days < 1 || days > 365) throw new Error(`${step}: days must be a whole number from 1 to 365`);
    if (out[step] !== undefined) throw new Error(`${step} is given twice`);
    out[step] = days;
  }
  return out;
}

const parsedCache = new Map<string, DeadlineDays>();

/** The business days a step has: from `DEADLINE_BUSINESS_DAYS`, else the step's own (the stage table's, docs/decisions/039-one-stage-table.md). */
export function deadlineDays(env: { DEADLINE_BUSINESS_DAYS: string }, step: DeadlineStep): number {
  let parsed = parsedCache.get(env.DEADLINE_BUSINESS_DAYS);
  if (!parsed) {
    parsed = parseDeadlineDays(env.DEADLINE_BUSINESS_DAYS);
    parsedCache.set(env.DEADLINE_BUSINESS_DAYS, parsed);
  }
  return parsed[step] ?? DEADLINE_BUSINESS_DAYS_OF[step];
}
