import { describe, expect, it } from 'vitest';
import { formatAge } from './format-age.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe('formatAge', () => {
  it.each([
    [30_000, 'en', '1 minute'],
    [5 * MIN, 'en', '5 minutes'],
    [59 * MIN, 'en', '59 minutes'],
    [60 * MIN, 'en', '1 hour'],
    [23 * 60 * MIN + 59 * MIN, 'en', '23 hours'],
    [24 * 60 * MIN, 'en', '1 day'],
    [3 * 24 * 60 * MIN + 5 * 60 * MIN, 'en', '3 days'],
    [3 * 24 * 60 * MIN, 'ja', '3日'],
    [5 * MIN, 'ja', '5分'],
    [2 * 60 * MIN, 'ja', '2時間'],
    [3 * 24 * 60 * MIN, 'th', '3 วัน'],
  ] as const)('%i ms in %s is "%s"', (elapsed, language, expected) => {
    const age = formatAge(ago(elapsed), now, language);
    expect(language === 'ja' ? age : age.replace(/\s+/g, ' ')).toBe(expected);
  });

  it('counts a time ahead of the clock as one minute, never a negative age', () => {
    expect(formatAge(new Date(now.getTime() + 10 * MIN).toISOString(), now, 'en')).toBe('1 minute');
  });
});
