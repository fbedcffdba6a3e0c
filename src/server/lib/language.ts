import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/enums.ts';
import { LOCALE_COOKIE } from '../../shared/limits.ts';

const supported = (code: string | undefined): Language | undefined => {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l === base);
};

/** The language to answer a request in: the signed-in user's, else the locale cookie, else Accept-Language, else en. */
export function requestLanguage(request: FastifyRequest): Language {
  const fromUser = request.viewer?.user.language ?? undefined;
  if (fromUser) return fromUser;
  const fromCookie = supported(request.cookies?.[LOCALE_COOKIE]);
  if (fromCookie) return fromCookie;
  const header = request.headers['accept-language'];
  if (header) {
    const ranked = header
      .split(',')
      .map((part) => {
        const [tag, ...params] = part.split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 };
      })
      .sort((a, b) => b.q - a.q);
    for (const { tag } of ranked) {
      const lang = supported(tag);
      if (lang) return lang;
    }
  }
  return DEFAULT_LANGUAGE;
}
