// The public pages (landing, terms, privacy) rendered ahead as HTML, so that a phone reads them
// before the app's script has loaded, and without it (docs/decisions/055-prerendered-public-pages.md).
// Built by `npm run build` into dist/web/.prerender/ (vite.config.ts, its SSR build); the server
// imports it and renders each page once per language and configuration
// (src/server/plugins/prerendered-pages.ts). The same routes, providers and text as the browser's
// first render, so the app's render replaces the HTML with what it already shows.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { Language } from '../shared/enum-values.ts';
import { AppProviders } from './app/provider.tsx';
import { createQueryClient } from './app/query-client.ts';
import { firstDataUrls } from './app/first-data.ts';
import { createRoutes, isPrerenderedAddress, type ModuleHandle, pageModules } from './app/router.tsx';
import { allTextModule, initI18n, showLanguage } from './lib/i18n.ts';
import { runtimeConfigQueryOptions, type RuntimeConfig } from './lib/runtime-config.ts';
import { RenderedTitleContext } from './lib/use-document-title.ts';

export interface RenderedPage {
  /** The status the browser's router gives the page (200 for the public pages). */
  status: number;
  /** The markup of the app's root element. */
  html: string;
  /** The page's <title>, as the page sets it in the browser. */
  title: string;
  /** The page's own module, as the build's manifest names it: the server links its styles and code. */
  module: string | null;
}

// The routes need a query client only for the signed-in areas' guard, which these pages never reach.
const routes = createRoutes(createQueryClient());

/** Whether the server sends `pathname` rendered ahead (the routes marked so in app/router.tsx). */
export const isPrerendered = (pathname: string): boolean => isPrerenderedAddress(routes, pathname);

/**
 * The modules a signed-in page at `pathname` loads before its first render in `language` (its
 * layouts and page, the session guard, the language's whole text), as the build's manifest names
 * them; null for an address outside the role areas. The server links them in the page's HTML.
 */
export function signedInModules(pathname: string, language: Language): string[] | null {
  const { modules, signedIn } = pageModules(routes, pathname);
  return signedIn ? [...modules, allTextModule(language)] : null;
}

/**
 * The API addresses the signed-in page at `url` (path and query) asks for as it first renders, for
 * the server to preload with its HTML (src/web/app/first-data.ts).
 */
export const signedInData = (url: string): string[] => firstDataUrls(routes, url);

let started: Promise<void> | undefined;
/** One page at a time: the interface text's language is the one i18n instance's. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders the page at `url` (path and query, e.g. `/?state=signed_out`) in `language` with the
 * public configuration the browser would fetch, signed out. Null for an address that is not a
 * public page.
 */
export function renderPage(url: string, language: Language, config: RuntimeConfig): Promise<RenderedPage | null> {
  const next = queue.then(() => render(url, language, config));
  queue = next.catch(() => undefined);
  return next;
}

async function render(url: string, language: Language, config: RuntimeConfig): Promise<RenderedPage | null> {
  const request = new Request(new URL(url, 'http://prerender.invalid'));
  const { pathname } = new URL(request.url);
  if (!isPrerendered(pathname)) return null;
  started ??= initI18n(language);
  await started;
  await showLanguage(language);

  const queryClient = createQueryClient();
  queryClient.setQueryData(runtimeConfigQueryOptions().queryKey, config);
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const rendered = { title: null as string | null };
  const html = renderToString(
    <StrictMode>
      <RenderedTitleContext.Provider value={rendered}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </RenderedTitleContext.Provider>
    </StrictMode>,
  );
  const page = matchRoutes(routes, pathname)?.find(({ route }) => (route.handle as Partial<ModuleHandle> | undefined)?.module);
  return {
    status: context.statusCode,
    html,
    title: rendered.title ?? 'bizmatch',
    module: (page?.route.handle as ModuleHandle | undefined)?.module ?? null,
  };
}
