import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../enums.ts';
import { errorMessages } from './error-messages.ts';
import { en, translations } from './index.ts';
import { validationMessages } from './validation.ts';
import { dashboardPageEn } from './sections/dashboard-page.en.ts';
import { dashboardPageJa } from './sections/dashboard-page.ja.ts';
import { dashboardPageTh } from './sections/dashboard-page.th.ts';
import { glossaryEn } from './sections/glossary.en.ts';
import { glossaryJa } from './sections/glossary.ja.ts';
import { glossaryTh } from './sections/glossary.th.ts';
import { ratesEn } from './sections/rates.en.ts';
import { ratesJa } from './sections/rates.ja.ts';
import { ratesTh } from './sections/rates.th.ts';
import { savedSearchesEn } from './sections/saved-searches.en.ts';
import { savedSearchesJa } from './sections/saved-searches.ja.ts';
import { savedSearchesTh } from './sections/saved-searches.th.ts';
import { suggestionsEn } from './sections/suggestions.en.ts';
import { suggestionsJa } from './sections/suggestions.ja.ts';
import { suggestionsTh } from './sections/suggestions.th.ts';

/** Every leaf of a translation tree as "a.b.0.c" → text. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

interface Differences {
  /** Keys of the reference the other tree lacks. */
  missing: string[];
  /** Keys of the other tree the reference lacks. */
  extra: string[];
  /** Keys whose text is not a non-empty string. */
  empty: string[];
  /** Keys whose {{placeholders}} differ from the reference's. */
  placeholders: string[];
}

/** Compares a translation tree with the reference (English) key by key. */
function compareTranslations(reference: unknown, other: unknown): Differences {
  const ref = flatten(reference);
  const entries = flatten(other);
  return {
    missing: [...ref.keys()].filter((key) => !entries.has(key)),
    extra: [...entries.keys()].filter((key) => !ref.has(key)),
    empty: [...entries].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key),
    placeholders: [...ref]
      .filter(([key, text]) => {
        const own = entries.get(key);
        return typeof text === 'string' && typeof own === 'string' && placeholders(text).join() !== placeholders(own).join();
      })
      .map(([key]) => key),
  };
}

const NO_DIFFERENCES: Differences = { missing: [], extra: [], empty: [], placeholders: [] };

describe.each(LANGUAGES)('%s translations', (language) => {
  it('have exactly the English keys (sections included), each a non-empty string with the same {{placeholders}}', () => {
    expect(compareTranslations(en, translations[language])).toEqual(NO_DIFFERENCES);
  });

  it('have exactly the English validation messages, with the same {{placeholders}}', () => {
    expect(compareTranslations(validationMessages.en, validationMessages[language])).toEqual(NO_DIFFERENCES);
  });

  it('have a message for every error code, and no interface text repeats one (a screen shows the error code\'s own)', () => {
    const messages = new Map(Object.entries(errorMessages).map(([code, text]) => [text[language].trim(), code]));
    expect([...messages.keys()].filter((text) => text === '')).toEqual([]);
    const repeated = [...flatten(translations[language])]
      // The api_error section is the codes' own messages (the browser's copy of the current language's).
      .filter(([key, text]) => !key.startsWith('api_error.') && typeof text === 'string' && messages.has(text.trim()))
      .map(([key, text]) => `${key} = ${messages.get((text as string).trim())}`);
    expect(repeated).toEqual([]);
  });
});

/** The page sections (src/web/lib/page-text.ts): the text of a page few users open, loaded with that page. */
const PAGE_SECTIONS = {
  rates: { en: ratesEn, ja: ratesJa, th: ratesTh },
  glossary: { en: glossaryEn, ja: glossaryJa, th: glossaryTh },
  dashboards: { en: dashboardPageEn, ja: dashboardPageJa, th: dashboardPageTh },
  saved_searches: { en: savedSearchesEn, ja: savedSearchesJa, th: savedSearchesTh },
  suggestions: { en: suggestionsEn, ja: suggestionsJa, th: suggestionsTh },
};

describe.each(Object.entries(PAGE_SECTIONS))('the %s page section', (_section, texts) => {
  it.each(LANGUAGES)('has in %s exactly the English keys, each a non-empty string with the same {{placeholders}}', (language) => {
    expect(compareTranslations(texts.en, texts[language])).toEqual(NO_DIFFERENCES);
  });
});

describe('the translation comparison', () => {
  // A copy of the Japanese tree to break one key at a time.
  const copy = () => structuredClone(translations.ja) as unknown as Record<string, Record<string, Record<string, unknown>>>;

  it('names a key missing from a section', () => {
    const broken = copy();
    delete broken['offer']!['status']!['draft'];
    expect(compareTranslations(en, broken)).toEqual({ ...NO_DIFFERENCES, missing: ['offer.status.draft'] });
  });

  it('names an empty key and a key English lacks', () => {
    const broken = copy();
    broken['offer']!['status']!['draft'] = ' ';
    broken['offer']!['status']!['only_here'] = 'x';
    expect(compareTranslations(en, broken)).toEqual({ ...NO_DIFFERENCES, extra: ['offer.status.only_here'], empty: ['offer.status.draft'] });
  });

  it('names a key whose {{placeholder}} differs', () => {
    const [key, text] = [...flatten(en)].find(([, value]) => typeof value === 'string' && placeholders(value).length > 0)!;
    const path = key.split('.');
    const broken = copy() as unknown as Record<string, unknown>;
    let node = broken;
    for (const part of path.slice(0, -1)) node = node[part] as Record<string, unknown>;
    node[path.at(-1)!] = (text as string).replace(/\{\{\s*(\w+)\s*\}\}/, '{{renamed}}');
    expect(compareTranslations(en, broken)).toEqual({ ...NO_DIFFERENCES, placeholders: [key] });
  });
});
