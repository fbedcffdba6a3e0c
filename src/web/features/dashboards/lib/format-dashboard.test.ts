import { describe, expect, it } from 'vitest';
import { formatHours, formatMonth, formatPercent, percentValue } from './format-dashboard.ts';

describe('the dashboard formats', () => {
  it('writes a month the reader’s way', () => {
    expect(formatMonth('2026-04', 'en')).toBe('April 2026');
    expect(formatMonth('2026-04', 'ja')).toBe('2026年4月');
    expect(formatMonth('2026-04', 'th')).toContain('2569');
  });

  it('writes a share as a percentage, none as a dash, and as a number of percent for a spreadsheet', () => {
    expect(formatPercent(0.4567, 'en')).toBe('45.7%');
    expect(formatPercent(null, 'ja')).toBe('–');
    expect(percentValue(0.4567)).toBe(45.7);
    expect(percentValue(null)).toBeNull();
  });

  it('writes a duration in minutes, hours or days, whichever reads best', () => {
    expect(formatHours(0.5, 'en')).toBe('30 minutes');
    expect(formatHours(5.25, 'en')).toBe('5.3 hours');
    expect(formatHours(84, 'en')).toBe('3.5 days');
    expect(formatHours(84, 'ja')).toBe('3.5 日');
    expect(formatHours(84, 'th')).toBe('3.5 วัน');
  });
});
