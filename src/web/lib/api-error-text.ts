import type { Language } from '../../shared/enum-values.ts';
import type { ErrorCode } from '../../shared/error-code-values.ts';
import { loadedTranslation } from './i18n.ts';

/**
 * The message of an API error code in a language whose whole text is loaded (the current one on a
 * signed-in page): its `api_error` section, the same text the server answers with
 * (shared/i18n/error-messages.ts), without loading the other languages' messages.
 */
export function errorMessage(code: ErrorCode, language: Language): string {
  return loadedTranslation(language).api_error[code];
}
