import { describe, expect, it } from 'vitest';
import { keywordTerms, normaliseSearchText, searchGrams, searchText } from './search-grams.ts';

describe('search grams', () => {
  it('normalises width and case', () => {
    expect(normaliseSearchText('ＴＡＮＡＫＡ　Precision')).toBe('tanaka precision');
  });

  it('indexes one- and two-character Japanese and Thai terms', () => {
    const grams = searchGrams('精密部品の販売', 'ยาสมุนไพร');
    for (const term of ['精密', '精', '部品', 'ยา', 'ย']) {
      for (const g of keywordTerms(term)[0]!.grams) expect(grams).toContain(g);
    }
  });

  it('turns a longer term into its bigrams, and escapes LIKE characters', () => {
    expect(keywordTerms('pump')[0]).toEqual({ grams: ['pu', 'um', 'mp'], like: '%pump%' });
    expect(keywordTerms('50%_off')[0]!.like).toBe('%50\\%\\_off%');
    expect(keywordTerms('  a   b ')).toHaveLength(2);
    expect(keywordTerms('')).toEqual([]);
  });

  it('joins the searchable parts into one normalised text', () => {
    expect(searchText('Ａ', null, 'b  c')).toBe('a\nb c');
  });
});
