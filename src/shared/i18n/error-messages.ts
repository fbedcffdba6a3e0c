import { ERROR_CODES, type ErrorCode } from '../error-code-values.ts';
import type { Language } from '../enum-values.ts';
import { apiErrorEn } from './sections/api-error.en.ts';
import { apiErrorJa } from './sections/api-error.ja.ts';
import { apiErrorTh } from './sections/api-error.th.ts';

const byLanguage: Record<Language, Record<ErrorCode, string>> = { en: apiErrorEn, ja: apiErrorJa, th: apiErrorTh };

/**
 * The message of every API error code, in the three supported languages: what the errors plugin
 * answers in `message` (for API users and logs), and the one text of a code a screen shows as it is
 * (a version conflict, a missing image file); other codes get a screen's own words. Each language's
 * messages are its `api_error` section (sections/api-error.<lang>.ts), so the browser loads only the
 * current language's, with its text (src/web/lib/api-error-text.ts).
 */
export const errorMessages = Object.fromEntries(
  ERROR_CODES.map((code) => [code, { en: apiErrorEn[code], ja: apiErrorJa[code], th: apiErrorTh[code] }]),
) as Record<ErrorCode, Record<Language, string>>;

/** The message of an API error code in a language. */
export function errorMessage(code: ErrorCode, language: Language): string {
  return byLanguage[language][code];
}
