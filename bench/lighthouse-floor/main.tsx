// The stack floor (bench/lighthouse.ts --pages floor): the libraries every bizmatch page starts
// with — React 19, a React Router data router with a lazy route, TanStack Query, i18next, Mantine
// with an AppShell — and none of the app's code. Served by the real server (its WEB_DIST_DIR), it
// shows what a client-rendered page in this stack scores before the app adds anything.
import './styles.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { commonEn } from '../../src/shared/i18n/sections/common.en.ts';

// The interface text every page loads first (the app's common section), in English.
await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: commonEn } }, interpolation: { escapeValue: false } });

const router = createBrowserRouter([{ path: '*', lazy: async () => ({ Component: (await import('./page.tsx')).FloorPage }) }]);
const queryClient = new QueryClient();

startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={createTheme({ primaryColor: 'indigo' })}>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
});
