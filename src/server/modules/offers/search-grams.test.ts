import { describe, expect, it } from 'vitest';
import { keywordTerms, matchedLanguage, normaliseSearchText, searchGrams, searchTerms, searchText } from './search-grams.ts';

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

  it('answers ASCII terms with three letters or digits in a row by trigrams, and keeps bigrams for the rest', () => {
    const trigram = (keyword: string) => searchTerms(keyword).map((term) => term.trigram);
    expect(trigram('precision ISO-9001 ＰＵＭＰ c++ 50%_off')).toEqual([true, true, true, false, true]);
    // Japanese, Thai, mixed scripts, accented Latin, short terms.
    expect(trigram('精密部品 ยาสมุนไพร abc精密 café ab éèà ーーー')).toEqual([false, false, false, false, false, false, false]);
  });

  it('joins the searchable parts into one normalised text', () => {
    expect(searchText('Ａ', null, 'b  c')).toBe('a\nb c');
  });
});

describe('matchedLanguage', () => {
  const versions = [
    { language: 'ja', title: '減速機の製造ラインを売却' },
    { language: 'en', title: 'Gear line for sale' },
    { language: 'th', title: 'ขายสายการผลิต' },
  ] as const;
  // What the search found of the keyword's glossary groups: every term of them, normalised.
  const reducer = { terms: ['減速機', 'reducer', 'เกียร์ทด'] };
  const glossary = new Map([
    ['เกียร์ทด', reducer],
    ['reducer', reducer],
  ]);

  it('names the first title holding every term, else some term, else none', () => {
    expect(matchedLanguage('ＧＥＡＲ sale', versions)).toBe('en');
    expect(matchedLanguage('gear 減速機', versions)).toBe('ja');
    expect(matchedLanguage('製造 nothing', versions)).toBe('ja');
    expect(matchedLanguage('ขาย', versions)).toBe('th');
    expect(matchedLanguage('nothing', versions)).toBeNull();
    expect(matchedLanguage('', versions)).toBeNull();
  });

  it("names the title holding a term of the keyword's glossary group when no title holds the keyword", () => {
    expect(matchedLanguage('เกียร์ทด', versions)).toBeNull();
    expect(matchedLanguage('เกียร์ทด', versions, glossary)).toBe('ja');
    expect(matchedLanguage('REDUCER', versions, glossary)).toBe('ja');
    // Every term (one through the glossary) comes before some term as written.
    expect(matchedLanguage('reducer 製造', versions, glossary)).toBe('ja');
    expect(matchedLanguage('reducer sale', versions, glossary)).toBe('en');
    // A title holding the keyword as written comes first.
    expect(matchedLanguage('reducer', [...versions, { language: 'en', title: 'Speed reducer line' }], glossary)).toBe('en');
    expect(matchedLanguage('เกียร์ทด', [{ language: 'en', title: 'Reducer line' }, { language: 'th', title: 'เกียร์ทด' }], glossary)).toBe('th');
  });

  it('compares normalised forms: a Thai SARA AM typed whole or split', () => {
    const split = 'น\u0E49\u0E4D\u0E32';
    const water = new Map([[split, { terms: ['水', 'water', split] }]]);
    expect(matchedLanguage('น\u0E49\u0E33', [{ language: 'ja', title: '水処理装置' }, { language: 'th', title: 'ระบบบำบัด' }], water)).toBe('ja');
    expect(matchedLanguage('น\u0E49\u0E33', [{ language: 'en', title: 'Pump' }, { language: 'th', title: `ปั๊ม${split}` }])).toBe('th');
  });
});
