import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/enums.ts';
import { resources } from '../../shared/i18n/index.ts';
import { LIMITS, LOCALE_COOKIE } from '../../shared/limits.ts';
import { readBrowserCookie, writeBrowserCookie } from './cookies.ts';
import { resolveLanguage, toSupportedLanguage } from './language.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['en'];
  }
}

export const i18n = i18next.createInstance();

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
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  setDocumentLanguage(language);
}

/** The interface language as one of the supported codes. */
export const currentLanguage = (): Language => toSupportedLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;

/** Switches the interface at once (no reload) and remembers the choice for 365 days. */
export async function applyLanguage(language: Language): Promise<void> {
  writeBrowserCookie(LOCALE_COOKIE, language, LIMITS.localeCookieDays);
  if (currentLanguage() !== language) await i18n.changeLanguage(language);
}
