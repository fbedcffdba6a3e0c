import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatDate, formatLanguageName, formatMoney, formatNumber, numberFormat } from './format.ts';

describe('formatDate', () => {
  it('writes a calendar date the way each language reads it, without shifting the day', () => {
    expect(formatDate('2024-04-01', 'en')).toBe('1 April 2024');
    expect(formatDate('2024-04-01', 'ja')).toBe('2024年4月1日');
    // Thai readers use the Buddhist era: 2024 CE is 2567 BE.
    expect(formatDate('2024-04-01', 'th')).toContain('2567');
    expect(formatDate('2024-12-31', 'en', { dateStyle: 'medium' })).toBe('31 Dec 2024');
  });

  it('returns an unreadable value unchanged instead of "Invalid Date"', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});

describe('formatNumber and formatMoney', () => {
  it('groups digits and writes currencies per locale', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatMoney(1500000, 'JPY', 'ja')).toBe('￥1,500,000');
    expect(formatMoney(1500000, 'JPY', 'en')).toBe('JP¥1,500,000');
    expect(formatMoney(2500.5, 'THB', 'th')).toBe('฿2,500.50');
  });

  it('shows a whole amount without a minor unit in every language', () => {
    expect(formatMoney(30_000_000, 'THB', 'th')).toBe('฿30,000,000');
    expect(formatMoney(30_000_000, 'THB', 'en').replace(/\u00a0/g, ' ')).toBe('THB 30,000,000');
    expect(formatMoney(1_000, 'USD', 'ja')).toBe('$1,000');
    expect(formatMoney(1_000, 'USD', 'th')).toBe('US$1,000');
  });
});

describe('formatLanguageName', () => {
  it('names a language code in the reader language and leaves free text alone', () => {
    expect(formatLanguageName('ja', 'en')).toBe('Japanese');
    expect(formatLanguageName('th', 'ja')).toBe('タイ語');
    expect(formatLanguageName('Japanese and English', 'en')).toBe('Japanese and English');
  });
});

describe('Intl formatters', () => {
  it('are made once per locale and options, and told apart by either', () => {
    expect(numberFormat('th-TH', { style: 'currency', currency: 'THB' })).toBe(numberFormat('th-TH', { style: 'currency', currency: 'THB' }));
    expect(numberFormat('th-TH', { style: 'currency', currency: 'JPY' })).not.toBe(numberFormat('th-TH', { style: 'currency', currency: 'THB' }));
    expect(numberFormat('ja-JP')).not.toBe(numberFormat('th-TH'));
    expect(dateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).resolvedOptions().timeZone).toBe('Asia/Tokyo');
    expect(dateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).resolvedOptions().timeZone).toBe('Asia/Bangkok');
  });
});
