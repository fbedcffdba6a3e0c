import { Affix, Notification } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../components/language-select.tsx';
import { useChangeLanguage } from '../../features/account/hooks/use-change-language.ts';

/** The header's language switcher; a failed save is reported in a corner so the header stays compact. */
export function HeaderLanguageSelect() {
  const { t } = useTranslation();
  const { language, change, saveFailed, dismiss } = useChangeLanguage();
  return (
    <>
      <LanguageSelect value={language} onChange={(value) => void change(value)} label={t('language.label')} hideLabel maw={140} />
      {saveFailed && (
        <Affix position={{ bottom: 16, right: 16 }} zIndex={300}>
          <Notification color="red" role="alert" maw={360} onClose={dismiss} closeButtonProps={{ 'aria-label': t('app.dismiss') }}>
            {t('language.save_failed')}
          </Notification>
        </Affix>
      )}
    </>
  );
}
