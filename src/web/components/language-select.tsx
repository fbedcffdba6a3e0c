import { NativeSelect } from '@mantine/core';
import { LANGUAGES, type Language } from '../../shared/enum-values.ts';
import { LANGUAGE_SELECT_ATTRIBUTE } from '../lib/early-language-pick.ts';
import { LANGUAGE_NATIVE_NAME, toSupportedLanguage } from '../lib/language.ts';
import { GlobeIcon } from './icons.tsx';

interface LanguageSelectProps {
  value: Language;
  onChange: (language: Language) => void;
  label: string;
  /** Keep the label for screen readers only (compact header use). */
  hideLabel?: boolean;
  description?: string;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
  maw?: number;
}

/** A native select of the supported languages, each named in its own language. */
export function LanguageSelect({ value, onChange, label, hideLabel, description, disabled, size = 'sm', maw }: LanguageSelectProps) {
  return (
    <NativeSelect
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      description={description}
      value={value}
      disabled={disabled}
      size={size}
      maw={maw}
      leftSection={<GlobeIcon size={16} />}
      data-testid="language-switcher"
      {...{ [LANGUAGE_SELECT_ATTRIBUTE]: '' }}
      onChange={(event) => {
        const next = toSupportedLanguage(event.currentTarget.value);
        if (next) onChange(next);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NATIVE_NAME[language]}
        </option>
      ))}
    </NativeSelect>
  );
}
