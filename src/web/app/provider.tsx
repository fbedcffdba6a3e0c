import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { NotFoundPageProvider } from '../lib/not-found-page.tsx';
import { NotFoundPage } from './errors/error-pages.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <NotFoundPageProvider value={NotFoundPage}>{children}</NotFoundPageProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
