import { describe, expect, it } from 'vitest';
import { addMonths, monthChoices, tokyoMonth } from './months.ts';

describe('the dashboard months', () => {
  it("is this month on Japan's calendar", () => {
    expect(tokyoMonth(new Date('2026-03-31T14:59:00Z'))).toBe('2026-03');
    expect(tokyoMonth(new Date('2026-03-31T15:00:00Z'))).toBe('2026-04');
  });

  it('counts months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-03', -35)).toBe('2023-04');
  });

  it('offers the months up to this one, newest first, and a further one the address names', () => {
    expect(monthChoices('2026-03', 3)).toEqual(['2026-03', '2026-02', '2026-01']);
    expect(monthChoices('2026-03', 2, ['2020-05', 'not-a-month', undefined])).toEqual(['2026-03', '2026-02', '2020-05']);
  });
});
