import type { Language } from '../enums.ts';
import { en, type Translation } from './en.ts';
import { ja } from './ja.ts';
import { th } from './th.ts';

export { en, ja, th };
export type { Translation };

export const translations: Record<Language, Translation> = { en, ja, th };

/** i18next resources: one `translation` namespace per supported language. */
export const resources = {
  en: { translation: en },
  ja: { translation: ja },
  th: { translation: th },
} as const satisfies Record<Language, { translation: Translation }>;

export { LEGAL_LAST_UPDATED } from './legal.ts';
