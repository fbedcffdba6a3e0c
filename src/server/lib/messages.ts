import type { Language } from '../../shared/enums.ts';
import type { ErrorCode } from '../../shared/error-codes.ts';
import { errorMessages } from '../../shared/i18n/error-messages.ts';

/** The message of an API error code in the requester's language (src/shared/i18n/error-messages.ts). */
export function messageFor(code: ErrorCode, language: Language): string {
  return errorMessages[code][language];
}
