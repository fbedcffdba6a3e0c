import { Fieldset, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../../shared/limits.ts';
import { READABLE_ERROR } from '../../../../components/form-styles.ts';
import { TEXT_LANGUAGES } from '../../lib/announcement-form-values.ts';
import type { AnnouncementFieldsetProps } from './fieldset-props.ts';
import { GrowingTextarea } from '../../../../components/growing-textarea.tsx';

export interface TextsFieldsetProps extends AnnouncementFieldsetProps {
  tab: string | null;
  onTab: (tab: string | null) => void;
  /** Whether the audience as chosen reads this language (its texts are then required). */
  required: (lang: string) => boolean;
  languageHasErrors: (lang: string) => boolean;
}

/** The title and text per language, one tab each; a tab with an error says so. */
export function TextsFieldset({ form, message, tab, onTab, required, languageHasErrors }: TextsFieldsetProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('announce.form.texts_legend')} variant="unstyled">
      <Text size="sm" mb="sm">
        {t('announce.form.texts_note')}
      </Text>
      <Tabs value={tab} onChange={onTab} keepMounted>
        <Tabs.List>
          {TEXT_LANGUAGES.map((lang) => {
            const name = t(`announce.text_language.${lang}`);
            return (
              <Tabs.Tab key={lang} value={lang} data-testid={`announcement-tab-${lang}`} c={languageHasErrors(lang) ? 'red.9' : undefined}>
                {languageHasErrors(lang) ? t('announce.form.tab_error', { language: name }) : name}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {TEXT_LANGUAGES.map((lang) => {
          const name = t(`announce.text_language.${lang}`);
          return (
            <Tabs.Panel key={lang} value={lang} pt="md">
              <Stack gap="sm">
                <TextInput
                  label={t('announce.form.title_label', { language: name })}
                  withAsterisk={required(lang)}
                  maxLength={LIMITS.announcementTitle}
                  lang={lang}
                  error={message(`title_${lang}`)}
                  styles={READABLE_ERROR}
                  {...form.register(`title_${lang}`)}
                />
                <GrowingTextarea
                  label={t('announce.form.body_label', { language: name })}
                  withAsterisk={required(lang)}
                  minRows={5}
                  maxRows={14}
                  maxLength={LIMITS.announcementBody}
                  lang={lang}
                  error={message(`body_${lang}`)}
                  styles={READABLE_ERROR}
                  {...form.register(`body_${lang}`)}
                />
              </Stack>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Fieldset>
  );
}
