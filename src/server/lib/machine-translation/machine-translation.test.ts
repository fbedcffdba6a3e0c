import { describe, expect, it } from 'vitest';
import { parseRetryAfter, splitText } from './machine-translation.ts';

const chars = (text: string) => text.length;
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('splitText', () => {
  it('leaves a text that fits as one piece', () => {
    expect(splitText('Rice mill', 9, chars)).toEqual({ pieces: ['Rice mill'], gaps: [] });
  });

  it('cuts at a line break first, then a sentence end, then a space, keeping the whitespace between', () => {
    expect(splitText('First line. Still first\n\nSecond line', 25, chars)).toEqual({ pieces: ['First line. Still first', 'Second line'], gaps: ['\n\n'] });
    expect(splitText('One two. Three four five', 15, chars)).toEqual({ pieces: ['One two.', 'Three four five'], gaps: [' '] });
    expect(splitText('精米工場です。大阪へ出荷', 8, chars)).toEqual({ pieces: ['精米工場です。', '大阪へ出荷'], gaps: [''] });
    expect(splitText('ข้าวหอม มะลิ', 8, chars)).toEqual({ pieces: ['ข้าวหอม', 'มะลิ'], gaps: [' '] });
  });

  it('cuts between characters when nothing else fits, never inside one, and every piece fits', () => {
    expect(splitText('abcdefgh', 3, chars)).toEqual({ pieces: ['abc', 'def', 'gh'], gaps: ['', ''] });
    const emoji = '🌾'.repeat(5);
    const { pieces } = splitText(emoji, 9, bytes);
    expect(pieces).toEqual(['🌾🌾', '🌾🌾', '🌾']);
    const thai = 'ข้าว'.repeat(2000);
    const split = splitText(thai, 10_000, bytes);
    expect(split.pieces.join('')).toBe(thai);
    for (const piece of split.pieces) expect(bytes(piece)).toBeLessThanOrEqual(10_000);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(' 0 ')).toBe(0);
    const now = Date.parse('2026-11-27T03:00:00Z');
    expect(parseRetryAfter('Fri, 27 Nov 2026 03:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Fri, 27 Nov 2026 02:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(undefined)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
