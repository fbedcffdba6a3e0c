import { describe, expect, it } from 'vitest';
import { wrapLabel } from './wrap-label.ts';

/** Every character 1 unit wide. */
const chars = (text: string) => [...text].length;

describe('a chart label in lines', () => {
  it('keeps a label that fits on one line', () => {
    expect(wrapLabel('Applications', 20, 2, chars)).toEqual(['Applications']);
  });

  it('breaks between words', () => {
    expect(wrapLabel('Financial institution approval', 22, 2, chars, 'en')).toEqual(['Financial institution', 'approval']);
  });

  it('breaks Japanese and Thai between words, without spaces', () => {
    const lines = wrapLabel('オファー企業のNDA判断', 8, 3, chars, 'ja');
    expect(lines.join('')).toBe('オファー企業のNDA判断');
    expect(lines.every((line) => chars(line) <= 8)).toBe(true);
  });

  it('cuts what does not fit in the lines allowed with an ellipsis', () => {
    const lines = wrapLabel('one two three four five six', 9, 2, chars, 'en');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(lines.every((line) => chars(line) <= 9)).toBe(true);
  });
});
