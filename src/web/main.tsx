import './styles/mantine-public.css';
import './styles/global.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { roleHome } from '../shared/enum-values.ts';
import { App } from './app/app.tsx';
import { AppProviders } from './app/provider.tsx';
import { createQueryClient } from './app/query-client.ts';
import { preloadOnIntent } from './app/preload-on-intent.ts';
import { type AppRouter, createAppRouter, createRoutes, preloadRoutes } from './app/router.tsx';
import { StartupError } from './app/startup-error.tsx';
import { companyQueryOptions } from './features/account/api/get-company.ts';
import { apiClient } from './lib/api-client.ts';
import { readBankCode } from './lib/browser-storage.ts';
import { installChunkErrorReload } from './lib/chunk-reload.ts';
import { loginUrl } from './lib/external-urls.ts';
import { applyLanguage, currentLanguage, i18n, initI18n, initialLanguage } from './lib/i18n.ts';
import { watchEarlyLanguagePick } from './lib/early-language-pick.ts';
import { INTL_LOCALE } from './lib/language.ts';
import { applyApiBaseUrl, runtimeConfigQueryOptions } from './lib/runtime-config.ts';
import { isSigningOut } from './lib/signing-out.ts';

async function bootstrap(container: HTMLElement) {
  installChunkErrorReload(window);
  const queryClient = createQueryClient();
  const language = initialLanguage();
  const routes = createRoutes(queryClient);
  // A public page rendered ahead can be used before the app draws over it: a language picked meanwhile counts.
  const earlyPick = container.dataset.prerendered ? watchEarlyLanguagePick(container, applyLanguage) : null;
  // The scripts' evaluation so far was one task: the rest of the start is a task of its own, so
  // that neither blocks input for long on a phone (bench/README.md, "why a page's score swings").
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The first page's code, the text and the configuration load side by side (one round trip, not three).
  preloadRoutes(routes, window.location.pathname, language);
  // Every later page's code starts loading when a link to it is touched, hovered or focused.
  preloadOnIntent(document, window.location.origin, (pathname) => preloadRoutes(routes, pathname, currentLanguage()));
  const configLoad = queryClient.fetchQuery(runtimeConfigQueryOptions()).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  // The browser loads its number and date data on first use (tens of milliseconds on a phone): do
  // it while the text and the page's code download, rather than inside the first render, each in a
  // task of its own (together they were one long task on a phone).
  setTimeout(() => new Intl.NumberFormat(INTL_LOCALE[language]).format(0), 0);
  setTimeout(() => new Intl.DateTimeFormat(INTL_LOCALE[language]).format(0), 0);
  await initI18n(language);
  const picked = earlyPick?.ready();
  if (picked) await applyLanguage(picked);
  document.title = i18n.t('app.name');
  const root = createRoot(container);

  const loaded = await configLoad;
  if (!loaded.ok) {
    console.error('Loading the runtime configuration failed', loaded.error);
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StartupError />
        </AppProviders>
      </StrictMode>,
    );
    return;
  }

  const config = loaded.value;
  const router = createAppRouter(routes);
  // A public page came rendered ahead (docs/decisions/055-prerendered-public-pages.md): the app's
  // first render waits for the page's code, so that it draws the same page over it, not a loading
  // screen in between.
  if (container.dataset.prerendered) await routerReady(router);
  applyApiBaseUrl(config);
  apiClient.configure({
    // docs/product/screens-and-routes.md#session-behaviour: a 401 goes to the external login page of the remembered bank (or the landing page),
    // asking it to bring the user back to where they were.
    onUnauthorized: () => {
      if (isSigningOut()) return;
      const { pathname, search } = window.location;
      window.location.assign(loginUrl(config, readBankCode(), `${pathname}${search}`));
    },
    // docs/product/screens-and-routes.md#session-behaviour: a 403 goes to the home of the user's role, unless the user is already there.
    onForbidden: () => {
      const company = queryClient.getQueryData(companyQueryOptions().queryKey);
      if (!company) return;
      const home = roleHome(company.role);
      if (router.state.location.pathname !== home) void router.navigate(home);
    },
  });

  // As a transition, React renders the first page in slices and the main thread stays free between them.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

const routerReady = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

const container = document.getElementById('root');
if (container) void bootstrap(container);
