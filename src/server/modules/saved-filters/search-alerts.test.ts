import { describe, expect, it } from 'vitest';
import { searchTerms } from '../offers/search-grams.ts';
import { asciiTrigramProbes, probeGram, searchMatchColumns } from './search-alerts.ts';

const term = (keyword: string) => searchTerms(keyword)[0]!;

describe('saved search probes (decision 064)', () => {
  it('takes a Latin term’s rarest trigram, which the offer’s text gives whenever it holds the term', () => {
    // r-e-v-e-n-u-e: "rev" (r, e, v) is rarer than "eve", "ven", "enu", "nue".
    expect(probeGram(term('Revenue'))).toBe('3:rev');
    const probe = probeGram(term('gearbox'));
    expect(probe.startsWith('3:')).toBe(true);
    expect(asciiTrigramProbes('planetary gearbox for robots')).toContain(probe);
    // Only trigrams within runs of letters and digits, on both sides.
    expect(probeGram(term('iso-9001'))).toMatch(/^3:(iso|900|001)$/);
    expect(asciiTrigramProbes('iso-9001 certified')).toEqual(expect.arrayContaining(['3:iso', '3:900', '3:001', '3:cer']));
  });

  it('keeps a bigram for Japanese and Thai, the character of a one-character term', () => {
    expect(term('減速機').grams).toContain(probeGram(term('減速機')));
    expect(probeGram(term('ยา'))).toBe('ยา');
    expect(probeGram(term('食'))).toBe('食');
    expect(probeGram(term('ab'))).toBe('ab');
  });

  it('probes a search without a keyword by its narrowest filter, one with nothing by both types', () => {
    expect(searchMatchColumns('industry_major=E&type=sell', 'JPY')).toMatchObject({ probe: ['@i:E'], filterGrams: ['@t:sell', '@i:E'], terms: [] });
    expect(searchMatchColumns('', 'JPY').probe).toEqual(['@t:sell', '@t:buy']);
    expect(searchMatchColumns('keyword=Gearbox%20減速機&price_max=500', 'THB')).toMatchObject({
      terms: ['gearbox', '減速機'],
      probe: [probeGram(term('gearbox')), 'term:gearbox'],
      priceMax: 500,
      priceCurrency: 'THB',
    });
  });
});
