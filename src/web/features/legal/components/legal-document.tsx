import { Button, Container, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEGAL_LAST_UPDATED } from '../../../../shared/i18n/index.ts';
import { ExternalIcon } from '../../../components/icons.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';

/** The terms of service or the privacy policy, in the reader's language. */
export function LegalDocument({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { feedback_form_url } = useRuntimeConfig();
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
        <Button
          mt="xl"
          component="a"
          href={feedback_form_url}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          rightSection={<ExternalIcon size={16} />}
        >
          {t('legal.contact_button')}
          <VisuallyHidden> {t('app.new_tab')}</VisuallyHidden>
        </Button>
      </Paper>
    </Container>
  );
}
