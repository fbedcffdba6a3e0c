import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell, csvFileName } from './csv.ts';

describe('the dashboard CSV builder', () => {
  it('writes a byte-order mark, the header row, then the rows, each ended by CRLF', () => {
    expect(buildCsv(['Step', 'Count'], [['Applications', 12], ['Completions', 3]])).toBe('\uFEFFStep,Count\r\nApplications,12\r\nCompletions,3\r\n');
  });

  it('keeps Japanese and Thai text as it is (UTF-8 once saved)', () => {
    const csv = buildCsv(['ステップ', 'จำนวน'], [['応募', 4]]);
    expect(csv).toBe('\uFEFFステップ,จำนวน\r\n応募,4\r\n');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('quotes separators, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Minato Bank, Ltd.')).toBe('"Minato Bank, Ltd."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Japan → Thailand')).toBe('Japan → Thailand');
  });

  it('writes numbers as numbers and an empty cell for none', () => {
    expect(buildCsv(['a', 'b', 'c', 'd'], [[45.5, 0, null, undefined]])).toBe('\uFEFFa,b,c,d\r\n45.5,0,,\r\n');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('keeps a spreadsheet from running a text cell as a formula', () => {
    for (const cell of ['=1+2', '+81', '-5', '@SUM(A1)', '\tx']) expect(csvCell(cell).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    // A negative number is a number, not a formula.
    expect(csvCell(-5)).toBe('-5');
  });

  it('names a file with safe characters only', () => {
    expect(csvFileName('bizmatch-dashboard', 'funnel', '2025-04-2026-03')).toBe('bizmatch-dashboard-funnel-2025-04-2026-03.csv');
    expect(csvFileName('a b', 'c/d')).toBe('a_b-c_d.csv');
  });
});
