import { FeedbackFormButton } from '../../../components/feedback-form-button.tsx';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEGAL_LAST_UPDATED } from '../../../../shared/i18n/legal.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The terms of service or the privacy policy, in the reader's language. */
export function LegalDocument({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t(`legal.${document}.title`);
  const sections = t(`legal.${document}.sections`, { returnObjects: true });
  useDocumentTitle(title);

  return (
    <Container size="md" py={{ base: 'xl', md: 48 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', md: 40 }} component="article" aria-labelledby="legal-title">
        <Stack gap="xs" mb="xl">
          <Title id="legal-title" order={1}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('legal.last_updated', { date: formatDate(LEGAL_LAST_UPDATED, language) })}
          </Text>
          <Text mt="sm">{t(`legal.${document}.intro`)}</Text>
        </Stack>
        <Stack gap="xl">
          {sections.map((section) => (
            <section key={section.title}>
              <Title order={2} size="h4" mb="xs">
                {section.title}
              </Title>
              <Stack gap="xs">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph} style={{ lineHeight: 1.75 }}>
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </section>
          ))}
        </Stack>
        <FeedbackFormButton mt="xl" variant="default">
          {t('legal.contact_button')}
        </FeedbackFormButton>
      </Paper>
    </Container>
  );
}
