import { describe, expect, it } from 'vitest';
import { normalizeLocale, resolveLanguage, toSupportedLanguage } from './language.ts';

describe('normalizeLocale', () => {
  it('recognises ja, en, tl, th and vi with or without a region', () => {
    expect(normalizeLocale('ja-JP')).toBe('ja');
    expect(normalizeLocale('EN_us')).toBe('en');
    expect(normalizeLocale('th')).toBe('th');
    expect(normalizeLocale('vi-VN')).toBe('vi');
    expect(normalizeLocale('fil-PH')).toBe('tl');
    expect(normalizeLocale('tl')).toBe('tl');
  });

  it('rejects anything else', () => {
    for (const code of ['zh-CN', 'fr', '', null, undefined, 'english']) expect(normalizeLocale(code)).toBeNull();
  });
});

describe('toSupportedLanguage', () => {
  it('keeps only en, ja and th', () => {
    expect(toSupportedLanguage('th-TH')).toBe('th');
    expect(toSupportedLanguage('vi')).toBeNull();
    expect(toSupportedLanguage('tl')).toBeNull();
  });
});

describe('resolveLanguage', () => {
  it("starts in the user's language when it is known", () => {
    expect(resolveLanguage({ userLanguage: 'th', cookieLanguage: 'ja', browserLanguages: ['en-US'] })).toBe('th');
  });

  it('falls back to the cookie, then the browser, then English', () => {
    expect(resolveLanguage({ userLanguage: null, cookieLanguage: 'ja', browserLanguages: ['th'] })).toBe('ja');
    expect(resolveLanguage({ cookieLanguage: null, browserLanguages: ['th-TH', 'en'] })).toBe('th');
    expect(resolveLanguage({ browserLanguages: ['fr-FR', 'de'] })).toBe('en');
    expect(resolveLanguage({})).toBe('en');
  });

  it('passes over recognised but untranslated locales and invalid values', () => {
    expect(resolveLanguage({ userLanguage: 'vi', cookieLanguage: 'garbage', browserLanguages: ['tl', 'ja-JP'] })).toBe('ja');
    expect(resolveLanguage({ browserLanguages: ['vi-VN'] })).toBe('en');
  });
});
