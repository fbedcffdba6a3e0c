import { describe, expect, it } from 'vitest';
import { csvCell, csvTime, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('田中精密')).toBe('田中精密');
  });

  it('keeps spreadsheets from running a cell as a formula', () => {
    for (const cell of ['=1+2', '+81', '-5', '@SUM(A1)', '\tx']) expect(csvCell(cell).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes a byte-order mark and CRLF rows', () => {
    expect(toCsv([['a', 'b'], ['c', 'd']])).toBe('\uFEFFa,b\r\nc,d\r\n');
  });

  it('writes an instant as the local time of a zone, 24-hour, across the date line', () => {
    expect(csvTime('Asia/Tokyo')('2026-03-31T15:05:00.000Z')).toBe('2026-04-01 00:05');
    expect(csvTime('Asia/Bangkok')('2026-03-31T15:05:00.000Z')).toBe('2026-03-31 22:05');
    expect(csvTime('UTC')('2026-12-31T23:59:00Z')).toBe('2026-12-31 23:59');
  });
});
