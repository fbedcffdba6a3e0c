import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/enums.ts';
import { LOCALE_COOKIE } from '../../shared/limits.ts';

/** The supported language a tag names (`th-TH` → th), if any. */
export const supportedLanguage = (code: string | undefined | null): Language | undefined => {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l === base);
};

/** The best supported language of an Accept-Language header, by its q-values. */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
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
    const lang = supportedLanguage(tag);
    if (lang) return lang;
  }
  return undefined;
}

/**
 * The language the browser's app starts in before it knows the user: the locale cookie, else
 * Accept-Language, else en (src/web/lib/i18n.ts `initialLanguage`).
 */
export const browserLanguage = (request: FastifyRequest): Language =>
  supportedLanguage(request.cookies?.[LOCALE_COOKIE]) ?? languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;

/** The language to answer a request in: the signed-in user's, else the browser's (`browserLanguage`). */
export function requestLanguage(request: FastifyRequest): Language {
  return request.viewer?.user.language ?? browserLanguage(request);
}
