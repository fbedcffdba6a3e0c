// The starter glossary: enough groups, every group in all three languages, each term written as
// people type it (Japanese in kana/kanji, Thai in Thai script, English in lower case), no term in
// two groups, and the key words of the demo offers covered.
import { describe, expect, it } from 'vitest';
import { DEMO_OFFERS } from './demo-offers.ts';
import { STARTER_GLOSSARY } from './glossary.ts';

type Language = 'ja' | 'en' | 'th';
const LANGUAGES: readonly Language[] = ['ja', 'en', 'th'];

/** Latin acronyms that Japanese business writers type as they are, with no kana or kanji. */
const JA_LATIN_ALLOWED = new Set([
  'M&A', 'OEM', 'ODM', 'CNC', 'PCB', 'SMT', 'PLC', 'R&D', 'OJT', 'CMM', 'MOQ', 'IPO', 'EEC', 'FTA',
  'ASEAN', 'JIS', 'HACCP', 'GMP', 'CFRP', 'IoT', 'SaaS', 'ERP', 'CRM', '3PL', 'Tier1', 'Tier2', 'SNS', 'BPO', 'LNG', 'LPG',
  'SDGs', 'JETRO',
]);
/** Latin terms that Thai business writers type as they are, with no Thai script. */
const TH_LATIN_ALLOWED = new Set<string>([]);

const KANA_OR_KANJI = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const THAI = /\p{Script=Thai}/u;
const ENGLISH = /^[a-z0-9][a-z0-9 &/.\-']*$/;

const normalise = (term: string) => term.normalize('NFKC').toLowerCase();
const terms = (language: Language) => STARTER_GLOSSARY.flatMap((group) => group[language]);

describe('starter glossary', () => {
  it('has at least 300 groups, each with a term in every language', () => {
    expect(STARTER_GLOSSARY.length).toBeGreaterThanOrEqual(300);
    for (const group of STARTER_GLOSSARY) {
      for (const language of LANGUAGES) expect(group[language].length, JSON.stringify(group)).toBeGreaterThan(0);
    }
  });

  it('writes each term short, trimmed, not blank and (in Japanese and Thai) longer than one character', () => {
    for (const language of LANGUAGES) {
      for (const term of terms(language)) {
        expect(term.trim(), term).toBe(term);
        expect(term.length, term).toBeGreaterThan(0);
        expect(term.length, term).toBeLessThanOrEqual(40);
        // A one-character Japanese or Thai term would match inside almost any text.
        if (language !== 'en') expect([...term].length, term).toBeGreaterThan(1);
      }
    }
  });

  it('writes Japanese in kana or kanji, apart from a few Latin acronyms', () => {
    const offending = terms('ja').filter((term) => !KANA_OR_KANJI.test(term) && !JA_LATIN_ALLOWED.has(term));
    expect(offending).toEqual([]);
  });

  it('writes Thai in Thai script, apart from the allowed Latin terms', () => {
    const offending = terms('th').filter((term) => !THAI.test(term) && !TH_LATIN_ALLOWED.has(term));
    expect(offending).toEqual([]);
  });

  it('writes English in lower case', () => {
    const offending = terms('en').filter((term) => !ENGLISH.test(term));
    expect(offending).toEqual([]);
  });

  it('puts each term in one group only', () => {
    for (const language of LANGUAGES) {
      const seen = new Set<string>();
      const duplicates = terms(language)
        .map(normalise)
        .filter((term) => (seen.has(term) ? true : (seen.add(term), false)));
      expect(duplicates, language).toEqual([]);
    }
  });

  it('covers key words of the demo offers', () => {
    const offerText = DEMO_OFFERS.flatMap((offer) => [
      offer.title, offer.description, offer.features, offer.requests,
      ...Object.values(offer.translations ?? {}).flatMap((t) => [t.title, t.description, t.features, t.requests]),
    ]).join('\n').toLowerCase();
    const keyWords: readonly [Language, string][] = [
      ['ja', '減速機'], ['ja', '精密'], ['en', 'die-cast'], ['ja', 'ワイヤーハーネス'], ['th', 'คอนเนคเตอร์'],
      ['en', 'coffee'], ['th', 'ลำไยอบแห้ง'], ['en', 'frozen-food'], ['th', 'ยาสมุนไพร'], ['ja', 'ハラール'],
    ];
    for (const [language, word] of keyWords) {
      expect(offerText.includes(word), `demo offers mention ${word}`).toBe(true);
      expect(terms(language).map(normalise), word).toContain(normalise(word));
    }
  });
});
