import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/enum-values.ts';
import type { Translation, TranslationCommon } from '../../shared/i18n/en.ts';
import type { resources } from '../../shared/i18n/index.ts';
import type { PageSectionTexts } from './page-text.ts';
import { LIMITS, LOCALE_COOKIE } from '../../shared/limits.ts';
import { readBrowserCookie, writeBrowserCookie } from './cookies.ts';
import { resolveLanguage, toSupportedLanguage } from './language.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['en'] & PageSectionTexts;
  }
}

export const i18n = i18next.createInstance();

/**
 * Each language's interface text comes in two chunks: what every page can show (sections/common.*.ts)
 * and the whole text with the signed-in features' sections. The browser loads the current
 * language's common text at start, the whole of it with the first signed-in page (`loadAllText`),
 * and another language's only when the user switches to it (decision 022). The server imports all
 * of them from src/shared/i18n as before (e-mails, notifications).
 */
type TextLevel = 'common' | 'all';
const textLoaders: Record<TextLevel, Record<Language, () => Promise<TranslationCommon | Translation>>> = {
  common: {
    en: async () => (await import('../../shared/i18n/sections/common.en.ts')).commonEn,
    ja: async () => (await import('../../shared/i18n/sections/common.ja.ts')).commonJa,
    th: async () => (await import('../../shared/i18n/sections/common.th.ts')).commonTh,
  },
  all: {
    en: async () => (await import('../../shared/i18n/en.ts')).en,
    ja: async () => (await import('../../shared/i18n/ja.ts')).ja,
    th: async () => (await import('../../shared/i18n/th.ts')).th,
  },
};
/** The module of a language's whole text, as the build's manifest names it (relative to src/web; `textLoaders.all`). */
export const allTextModule = (language: Language): string => `../shared/i18n/${language}.ts`;

/** What each language has loaded, and what every language must load from now on. */
const loaded = new Map<Language, TextLevel>();
let level: TextLevel = 'common';

async function loadText(language: Language): Promise<void> {
  if (loaded.get(language) === 'all' || loaded.get(language) === level) return;
  const text = await textLoaders[level][language]();
  i18n.addResourceBundle(language, 'translation', text, true, true);
  loaded.set(language, level);
}

/** What must load before a switch to another language (the page sections loaded so far: lib/page-text.ts). */
export const beforeLanguageSwitch: ((language: Language) => Promise<void>)[] = [];

/** Starts fetching a language's whole text (module cache only: `loadAllText` adds it when the first signed-in page needs it). */
export function preloadAllText(language: Language): void {
  textLoaders.all[language]().catch(() => undefined);
}

/** Loads the whole text of the current language (the signed-in pages need it) and of any later switch. */
export async function loadAllText(): Promise<void> {
  level = 'all';
  await loadText(currentLanguage());
}

/** The text of a language already loaded whole (the current one on a signed-in page). */
export const loadedTranslation = (language: Language): Translation =>
  i18n.getResourceBundle(language, 'translation') as Translation;

const setDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

/** The language to start in before anyone is known to be signed in: the cookie, the browser, else English. */
export const initialLanguage = (): Language =>
  resolveLanguage({
    cookieLanguage: readBrowserCookie(LOCALE_COOKIE),
    browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });

export async function initI18n(language: Language): Promise<void> {
  i18n.on('languageChanged', setDocumentLanguage);
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: language,
    // Every language has every key (the Translation type checks it), so no fallback text is loaded.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // No advertisement in the user's console.
    showSupportNotice: false,
  });
  await loadText(language);
  await i18n.changeLanguage(language);
  setDocumentLanguage(language);
}

/** Shows `language` from now on, once its text is loaded, remembering nothing: the server's rendering ahead (src/web/prerender.tsx). */
export async function showLanguage(language: Language): Promise<void> {
  await loadText(language);
  await i18n.changeLanguage(language);
}

/** The interface language as one of the supported codes. */
export const currentLanguage = (): Language => toSupportedLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;

/** Switches the interface (no reload) once the language's text is loaded, and remembers the choice for 365 days. */
export async function applyLanguage(language: Language): Promise<void> {
  writeBrowserCookie(LOCALE_COOKIE, language, LIMITS.localeCookieDays);
  if (currentLanguage() === language) return;
  await Promise.all([loadText(language), ...beforeLanguageSwitch.map((load) => load(language))]);
  await i18n.changeLanguage(language);
}
