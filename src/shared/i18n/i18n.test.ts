import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../enums.ts';
import { en, translations } from './index.ts';

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

const english = flatten(en);

describe.each(LANGUAGES)('%s translations', (language) => {
  const entries = flatten(translations[language]);

  it('have every English key, each a non-empty string', () => {
    const missing = [...english.keys()].filter((key) => !entries.has(key));
    expect(missing, `missing in ${language}`).toEqual([]);
    const empty = [...entries].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([k]) => k);
    expect(empty, `empty in ${language}`).toEqual([]);
  });

  it('have no key that English lacks', () => {
    const extra = [...entries.keys()].filter((key) => !english.has(key));
    expect(extra, `only in ${language}`).toEqual([]);
  });

  it('use the same {{placeholders}} as English', () => {
    const mismatched = [...english]
      .filter(([key, text]) => {
        const other = entries.get(key);
        return typeof text === 'string' && typeof other === 'string' && placeholders(text).join() !== placeholders(other).join();
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

describe('translation test', () => {
  it('notices a missing, empty or extra key', () => {
    const broken = flatten({ ...en, app: { ...en.app, name: '' }, only_here: 'x' });
    expect(broken.get('app.name')).toBe('');
    expect(broken.has('only_here')).toBe(true);
    expect(english.has('only_here')).toBe(false);
  });
});
