import { describe, expect, it } from 'vitest';
import type { Country } from '../../shared/enums.ts';
import { DEFAULT_DEADLINE_BUSINESS_DAYS } from '../../shared/deadlines.ts';
import { parseEnv } from '../env.ts';
import { addBusinessDays, deadlineDays, isBusinessDay, parseDeadlineDays } from './business-days.ts';

/** Local times: Japan is UTC+9, Thailand UTC+7 (neither has daylight saving time). */
const jst = (local: string) => new Date(`${local}+09:00`);
const ict = (local: string) => new Date(`${local}+07:00`);

describe('addBusinessDays', () => {
  const cases: { name: string; start: Date; days: number; countries: Country[]; due: Date }[] = [
    { name: 'zero days is the start', start: jst('2026-05-02T10:00:00'), days: 0, countries: ['JP'], due: jst('2026-05-02T10:00:00') },
    { name: 'JP: within the week', start: jst('2026-11-24T10:15:00'), days: 2, countries: ['JP'], due: jst('2026-11-26T10:15:00') },
    { name: 'JP: Friday + 1 skips the weekend', start: jst('2026-11-27T10:00:00'), days: 1, countries: ['JP'], due: jst('2026-11-30T10:00:00') },
    { name: 'JP: Saturday + 1 is Monday', start: jst('2026-11-28T18:00:00'), days: 1, countries: ['JP'], due: jst('2026-11-30T18:00:00') },
    { name: 'JP: Friday + 1 over a Monday holiday (Labour Thanksgiving)', start: jst('2026-11-20T09:00:00'), days: 1, countries: ['JP'], due: jst('2026-11-24T09:00:00') },
    { name: 'JP: Showa Day 29 April skipped', start: jst('2026-04-28T10:00:00'), days: 1, countries: ['JP'], due: jst('2026-04-30T10:00:00') },
    { name: 'JP: Golden Week (3–6 May 2026 with the substitute holiday)', start: jst('2026-04-28T10:00:00'), days: 3, countries: ['JP'], due: jst('2026-05-07T10:00:00') },
    { name: 'JP: New Year crossing the year end', start: jst('2026-12-30T16:00:00'), days: 2, countries: ['JP'], due: jst('2027-01-04T16:00:00') },
    { name: 'TH: Songkran 13–15 April 2026', start: ict('2026-04-10T09:00:00'), days: 1, countries: ['TH'], due: ict('2026-04-16T09:00:00') },
    { name: 'JP alone works through Songkran', start: jst('2026-04-10T11:00:00'), days: 1, countries: ['JP'], due: jst('2026-04-13T11:00:00') },
    { name: 'TH alone works through Golden Week but not Coronation Day', start: ict('2026-04-30T09:00:00'), days: 2, countries: ['TH'], due: ict('2026-05-05T09:00:00') },
    { name: 'TH: New Year’s Eve and New Year crossing the year end', start: ict('2026-12-29T10:00:00'), days: 2, countries: ['TH'], due: ict('2027-01-04T10:00:00') },
    { name: 'JP and TH: Songkran counts for both', start: jst('2026-04-10T11:00:00'), days: 1, countries: ['JP', 'TH'], due: jst('2026-04-16T11:00:00') },
    { name: 'JP and TH: Golden Week counts for both', start: ict('2026-04-30T09:00:00'), days: 2, countries: ['JP', 'TH'], due: ict('2026-05-07T09:00:00') },
    { name: 'JP and TH: a JP holiday and a TH holiday on following days', start: jst('2026-08-07T10:00:00'), days: 2, countries: ['JP', 'TH'], due: jst('2026-08-13T10:00:00') },
    { name: 'JP and TH: Thai Buddhist holidays 28–30 July', start: ict('2026-07-27T13:00:00'), days: 2, countries: ['TH', 'JP'], due: ict('2026-08-03T13:00:00') },
    // 00:30 in Tokyo is still the evening before in Bangkok: each country counts its own calendar day.
    { name: 'JP local date: 00:30 Tuesday in Tokyo + 1 skips Wednesday 29 April', start: jst('2026-04-28T00:30:00'), days: 1, countries: ['JP'], due: jst('2026-04-30T00:30:00') },
    { name: 'TH local date: the same instant is Monday evening in Bangkok', start: jst('2026-04-28T00:30:00'), days: 1, countries: ['TH'], due: ict('2026-04-28T22:30:00') },
  ];
  it.each(cases)('$name', ({ start, days, countries, due }) => {
    expect(addBusinessDays(start, days, countries).toISOString()).toBe(due.toISOString());
  });

  it('refuses a negative or fractional number of days and no country', () => {
    expect(() => addBusinessDays(new Date(), -1, ['JP'])).toThrow(RangeError);
    expect(() => addBusinessDays(new Date(), 1.5, ['JP'])).toThrow(RangeError);
    expect(() => addBusinessDays(new Date(), 1, [])).toThrow(RangeError);
  });

  it('knows public holidays only, by local date', () => {
    expect(isBusinessDay(jst('2026-05-04T12:00:00'), 'JP')).toBe(false);
    expect(isBusinessDay(jst('2026-05-04T12:00:00'), 'TH')).toBe(false);
    expect(isBusinessDay(jst('2026-05-06T12:00:00'), 'TH')).toBe(true);
    expect(isBusinessDay(ict('2026-04-14T12:00:00'), 'TH')).toBe(false);
    expect(isBusinessDay(ict('2026-04-14T12:00:00'), 'JP')).toBe(true);
  });
});

describe('DEADLINE_BUSINESS_DAYS', () => {
  it.each([
    ['', {}],
    ['bank_approval=3', { bank_approval: 3 }],
    [' bank_approval = 3 , offer_review=2 ,', { bank_approval: 3, offer_review: 2 }],
  ])('parses %j', (value, expected) => {
    expect(parseDeadlineDays(value)).toEqual(expected);
  });

  it.each([
    ['bank_approval', /step=days/],
    ['bank_approval=0', /bank_approval: days/],
    ['bank_approval=-2', /step=days/],
    ['bank_approval=2.5', /step=days/],
    ['bank_aproval=2', /unknown step "bank_aproval"/],
    ['bank_approval=2,bank_approval=3', /given twice/],
  ])('refuses %j', (value, message) => {
    expect(() => parseDeadlineDays(value)).toThrow(message);
  });

  it('takes the configured days, else the default', () => {
    const env = { DEADLINE_BUSINESS_DAYS: 'bank_approval=3,offer_review=2' };
    expect(deadlineDays(env, 'bank_approval')).toBe(3);
    expect(deadlineDays(env, 'offer_review')).toBe(2);
    expect(deadlineDays(env, 'nda_applicant')).toBe(DEFAULT_DEADLINE_BUSINESS_DAYS);
  });

  it('a bad value stops the server at startup, naming the variable', () => {
    expect(() => parseEnv({ DEADLINE_BUSINESS_DAYS: 'bank_approval=x' })).toThrow(/DEADLINE_BUSINESS_DAYS="bank_approval=x"/);
    expect(parseEnv({ DEADLINE_BUSINESS_DAYS: 'contract_signing=10' }).DEADLINE_BUSINESS_DAYS).toBe('contract_signing=10');
  });
});
