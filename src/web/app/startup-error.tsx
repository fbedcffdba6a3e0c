import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/logo.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/**
 * Shown when the runtime configuration cannot be loaded, so neither the router nor the
 * feedback form address is available: the generic error text and a retry.
 */
export function StartupError() {
  const { t } = useTranslation();
  const title = t('error.process_failed', { process: t('error.process.startup') });
  useDocumentTitle(title);
  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Stack align="center" ta="center" gap="md" maw={560} data-error-status={500}>
        <Logo width={200} alt={t('error.logo_alt')} />
        <Title order={1}>{title}</Title>
        <Text>{t('error_content2')}</Text>
        <Button onClick={() => window.location.reload()}>{t('error.retry')}</Button>
      </Stack>
    </Center>
  );
}
