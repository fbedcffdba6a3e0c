import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnnouncementTexts as Texts } from '../../../../shared/schemas/notifications.ts';
import { TEXT_LANGUAGES } from '../lib/announcement-form-values.ts';

/**
 * An announcement's title and text in each language, as its readers of that language see them;
 * a language without text says what its readers see instead. The detail page and the form's
 * preview before publishing show it alike.
 */
export function AnnouncementTexts({ texts }: { texts: Texts }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {TEXT_LANGUAGES.map((lang) => {
        const title = texts[`title_${lang}`];
        const body = texts[`body_${lang}`];
        return (
          <section key={lang} aria-labelledby={`announcement-text-${lang}`} data-testid={`announcement-text-${lang}`}>
            <Text id={`announcement-text-${lang}`} component="h3" fw={700} size="sm" c="dimmed" tt="uppercase" mb={4}>
              {t(`announce.text_language.${lang}`)}
            </Text>
            {title ? (
              <Stack gap={4} lang={lang}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{body}</Text>
              </Stack>
            ) : (
              <Text c="dimmed" size="sm">
                {t('announce.detail.not_given')}
              </Text>
            )}
          </section>
        );
      })}
    </Stack>
  );
}
