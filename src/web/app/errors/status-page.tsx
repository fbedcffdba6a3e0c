import { Box, Container, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../components/skip-link.tsx';
import { HeaderLanguageSelect } from '../layouts/header-language-select.tsx';

/**
 * The frame of an error page. Standalone it brings its own header (with the language switcher)
 * and main landmark; embedded in a layout it renders its content only.
 */
export function StatusPage({ status, embedded, children }: { status: number; embedded: boolean; children: ReactNode }) {
  const content = (
    <Stack align="center" ta="center" gap="md" py="xl" data-error-status={status}>
      {children}
    </Stack>
  );
  if (embedded) return content;
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" px="md" py="sm">
        <Group justify="flex-end">
          <HeaderLanguageSelect />
        </Group>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="sm" px="md">
        {content}
      </Container>
    </Box>
  );
}
