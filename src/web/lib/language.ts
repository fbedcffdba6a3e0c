import { DEFAULT_LANGUAGE, KNOWN_LOCALES, LANGUAGES, type Language } from '../../shared/enum-values.ts';

export type KnownLocale = (typeof KNOWN_LOCALES)[number];

// Filipino is published under both codes; the app knows it as "tl" (docs/product/limits.md#constants).
const ALIASES: Record<string, KnownLocale> = { fil: 'tl' };

/** "ja-JP", "TH", "fil-PH" → a recognised locale code, or null for anything else. */
export function normalizeLocale(code: string | null | undefined): KnownLocale | null {
  if (!code) return null;
  const primary = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const candidate = ALIASES[primary] ?? primary;
  return (KNOWN_LOCALES as readonly string[]).includes(candidate) ? (candidate as KnownLocale) : null;
}

/** A recognised locale the interface also has translations for (en, ja, th), else null. */
export function toSupportedLanguage(code: string | null | undefined): Language | null {
  const locale = normalizeLocale(code);
  return locale && (LANGUAGES as readonly string[]).includes(locale) ? (locale as Language) : null;
}

export interface LanguageSources {
  /** The signed-in user's saved language. */
  userLanguage?: string | null;
  /** The `i18n_redirected` cookie. */
  cookieLanguage?: string | null;
  /** `navigator.languages`, most preferred first. */
  browserLanguages?: readonly string[];
}

/**
 * docs/product/languages.md: the user's language, else the remembered choice, else the browser's, else English.
 * Recognised but untranslated locales (tl, vi) are passed over in favour of the next source.
 */
export function resolveLanguage({ userLanguage, cookieLanguage, browserLanguages = [] }: LanguageSources): Language {
  for (const candidate of [userLanguage, cookieLanguage, ...browserLanguages]) {
    const language = toSupportedLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The BCP 47 tag Intl formats a language's dates, numbers and money with. */
export const INTL_LOCALE: Record<Language, string> = {
  en: 'en-GB',
  ja: 'ja-JP',
  th: 'th-TH',
};

/** Each language's own name, shown in the language switcher whatever the interface language. */
export const LANGUAGE_NATIVE_NAME: Record<Language, string> = {
  en: 'English',
  ja: '日本語',
  th: 'ไทย',
};
