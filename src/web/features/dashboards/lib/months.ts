/**
 * Months as the dashboard counts them: `YYYY-MM` on Japan's calendar (docs/product/dashboards.md#the-figures).
 */

const TOKYO_OFFSET_MS = 9 * 3_600_000;
const MONTH = /^(\d{4})-(\d{2})$/;

/** This month on Japan's calendar (Asia/Tokyo keeps no daylight saving time). */
export const tokyoMonth = (now: Date = new Date()): string => new Date(now.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 7);

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: string, count: number): string {
  const match = MONTH.exec(month);
  if (!match) return month;
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const isMonth = (value: string | undefined): value is string => value !== undefined && MONTH.test(value) && Number(value.slice(5)) >= 1 && Number(value.slice(5)) <= 12;

/**
 * The months a period select offers, newest first: the `count` months up to `latest`, with any
 * other month `extra` names (a period set in the address further back) in its place.
 */
export function monthChoices(latest: string, count: number, extra: (string | undefined)[] = []): string[] {
  const months = new Set(Array.from({ length: count }, (_, index) => addMonths(latest, -index)));
  for (const month of extra) if (isMonth(month)) months.add(month);
  return [...months].sort().reverse();
}
