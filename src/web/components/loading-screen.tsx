import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the app or a page loads, or while the browser is being sent elsewhere. */
export function LoadingScreen({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="60dvh" p="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text c="dimmed">{message ?? t('app.loading')}</Text>
      </Stack>
    </Center>
  );
}
