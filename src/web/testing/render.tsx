import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme.ts';
import { i18n, initI18n, loadAllText } from '../lib/i18n.ts';

let textReady: Promise<void> | null = null;

/** The whole English text, as a signed-in page has it (src/web/lib/i18n.ts), loaded once per test file. */
export function loadEnglish(): Promise<void> {
  textReady ??= initI18n('en').then(loadAllText);
  return textReady;
}

/** A query client that never retries and keeps what a test puts in it. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

/**
 * Renders a component with the providers of src/web/app/provider.tsx (i18n, react-query, Mantine)
 * inside a memory router at `path` (matched by `route`, so the page's `useParams` work).
 */
export async function renderWithApp(
  ui: ReactNode,
  { queryClient = testQueryClient(), path = '/', route = '*' }: { queryClient?: QueryClient; path?: string; route?: string } = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  await loadEnglish();
  const router = createMemoryRouter([{ path: route, element: ui }], { initialEntries: [path] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}
