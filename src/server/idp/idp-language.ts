import { DEFAULT_LANGUAGE, type Language } from '../../shared/enums.ts';
import { languageFromAcceptLanguage, supportedLanguage as supported } from '../lib/language.ts';

/** The first supported tag of a space-separated `ui_locales` list. */
function fromUiLocales(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  for (const tag of value.split(/\s+/)) {
    const lang = supported(tag);
    if (lang) return lang;
  }
  return undefined;
}

export interface LanguageHints {
  /** The language picked on the provider's own page (`?lang=`). */
  explicit?: unknown;
  /** The authorization or logout request's `ui_locales`. */
  uiLocales?: unknown;
  /** The app's locale cookie (`i18n_redirected`), shared because the provider runs on the same origin. */
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** The provider pages' language: a choice made on the page, else ui_locales, else the locale cookie, else Accept-Language, else en. */
export function chooseLanguage(hints: LanguageHints): Language {
  return (
    (typeof hints.explicit === 'string' ? supported(hints.explicit) : undefined) ??
    fromUiLocales(hints.uiLocales) ??
    supported(hints.cookie) ??
    languageFromAcceptLanguage(hints.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}
