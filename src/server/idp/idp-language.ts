import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/enums.ts';

const supported = (code: string | undefined | null): Language | undefined => {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l === base);
};

/** The first supported tag of a space-separated `ui_locales` list. */
function fromUiLocales(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  for (const tag of value.split(/\s+/)) {
    const lang = supported(tag);
    if (lang) return lang;
  }
  return undefined;
}

function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
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
    fromAcceptLanguage(hints.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}
