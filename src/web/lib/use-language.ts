import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/enum-values.ts';
import { toSupportedLanguage } from './language.ts';

/** The current interface language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toSupportedLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
}
