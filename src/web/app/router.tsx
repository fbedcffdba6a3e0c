import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type MiddlewareFunction, redirect, type RouteObject } from 'react-router';
import type { Language, Role } from '../../shared/enum-values.ts';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { preloadAllText } from '../lib/i18n.ts';
import { loginPairLoader, notFoundLoader, notFoundMiddleware } from './errors/route-errors.ts';
import { EmbeddedRouteErrorBoundary, RouteErrorBoundary } from './errors/route-error-boundary.tsx';
import type * as Layouts from './layouts/layouts.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { paths } from '../../shared/paths.ts';
import { RootRoute } from './root-route.tsx';
import type * as NegotiationDetailPages from './routes/negotiation-detail-page.tsx';

// Pages load on demand; each `lazy` resolves to the page component.
const page = (load: () => Promise<ComponentType>): RouteObject['lazy'] => async () => ({ Component: await load() });

/**
 * A lazy route that names its module as the build's manifest does (relative to src/web), so that
 * the server can link the module's code and styles in the page's HTML before the app's script asks
 * for them (src/server/plugins/prerendered-pages.ts; docs/decisions/055-prerendered-public-pages.md).
 */
const lazyModule = (module: string, load: () => Promise<ComponentType>, handle: object = {}): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: page(load),
  handle: { ...handle, module } satisfies ModuleHandle,
});
type Exports = Record<string, ComponentType>;
/** A page of a feature: `features/<feature>/routes/<file>.tsx`, its export `name`. */
const featurePage = (feature: string, file: string, name: string) =>
  lazyModule(`features/${feature}/routes/${file}.tsx`, async () => ((await import(`../features/${feature}/routes/${file}.tsx`)) as Exports)[name]!);

/** A page anyone may read, which the server also sends rendered ahead. */
const publicPage = featurePage;
// Home and settings combine the account feature with the inbox's: app/routes.
const homePage = lazyModule('app/routes/home-page.tsx', async () => (await import('./routes/home-page.tsx')).HomeWithInboxPage);
const settingsPage = lazyModule('app/routes/settings-page.tsx', async () => (await import('./routes/settings-page.tsx')).SettingsWithEmailPage);
const offers = (file: string, name: string) => featurePage('offers', file, name);
const negotiations = (file: string, name: string) => featurePage('negotiations', file, name);
const negotiationDetail = (name: keyof typeof NegotiationDetailPages) =>
  lazyModule('app/routes/negotiation-detail-page.tsx', async () => (await import('./routes/negotiation-detail-page.tsx'))[name]);
const applying = negotiations;
const inbox = (file: string, name: string) => featurePage('inbox', file, name);
const announcements = (file: string, name: string) => featurePage('announcements', file, name);
/** A signed-in area's layout (header, navigation, the inbox bell and its socket), loaded with the area's first page. */
type LayoutName = keyof typeof Layouts;
const layout = (name: LayoutName) => lazyModule('app/layouts/layouts.tsx', async () => (await import('./layouts/layouts.tsx'))[name], { layout: name });

/** The operator's and a bank's dashboard: one page, its text a page section loaded with it (src/web/lib/page-text.ts; docs/product/dashboards.md). */
const dashboardPage = (role: 'kokopelli' | 'bank') =>
  lazyModule('features/dashboards/routes/dashboard-page.tsx', async () => (await import('../features/dashboards/routes/dashboard-page.tsx')).loadDashboardPage(role));

const applicationFormPage = lazyModule('app/routes/application-form-page.tsx', async () => (await import('./routes/application-form-page.tsx')).ApplicationFormPage);

/** The pages of each role area beyond home and settings, by the layout they use (docs/product/screens-and-routes.md; decision 010). */
interface AreaPages {
  /** In the role's default layout (header and navigation). */
  withLayout?: RouteObject[];
  /** In the role's layout without header: focused full-width pages. */
  withoutHeader?: RouteObject[];
  /** No layout at all (still behind the session guard). */
  bare?: RouteObject[];
}

const companyPages: AreaPages = {
  withLayout: [
    { path: paths.company.offerSearch.path, ...offers('offer-search-page', 'OfferSearchPage') },
    { path: paths.company.offerManage.path, ...offers('offer-manage-page', 'OfferManagePage') },
    { path: paths.company.offerFavorites.path, ...offers('offer-favorites-page', 'OfferFavoritesPage') },
    { path: paths.company.savedSearches.path, ...offers('saved-searches-page', 'SavedSearchesPage') },
    { path: paths.company.offerInHouse.path, ...offers('offer-in-house-page', 'OfferInHousePage') },
    { path: paths.company.offerInHouseDetail.path, ...offers('offer-in-house-detail-page', 'OfferInHouseDetailPage') },
    { path: paths.company.offerPartnerDetail.path, ...offers('offer-partner-detail-page', 'OfferPartnerDetailPage') },
    { path: paths.company.trading.path, ...negotiations('company-trading-page', 'CompanyTradingPage') },
    { path: paths.company.tradingDetail.path, ...negotiationDetail('CompanyTradingDetailPage') },
    { path: paths.company.applicationHistory.path, ...applying('application-history-page', 'ApplicationHistoryPage') },
    { path: paths.company.applicationHistoryDetail.path, ...applying('application-history-detail-page', 'ApplicationHistoryDetailPage') },
  ],
  withoutHeader: [
    { path: paths.company.offerRegisterForm.path, ...offers('offer-register-form-page', 'OfferRegisterFormPage') },
    { path: paths.company.offerRegisterConfirm.path, ...offers('offer-register-confirm-page', 'OfferRegisterConfirmPage') },
    { path: paths.company.offerRegisterComplete.path, ...offers('offer-register-complete-page', 'OfferRegisterCompletePage') },
    { path: paths.company.offerEdit.path, ...offers('offer-edit-page', 'OfferEditPage') },
    // Applying and the NDA decision: focused steps with their own way back (decision 016).
    { path: paths.company.offerApply.path, ...applicationFormPage },
    { path: paths.company.offerApplyComplete.path, ...applying('application-complete-page', 'ApplicationCompletePage') },
    { path: paths.company.ndaAgree.path, ...applying('nda-agree-page', 'NdaAgreePage') },
  ],
  bare: [{ path: paths.company.offerRegisterSelect.path, ...offers('offer-register-select-page', 'OfferRegisterSelectPage') }],
};

const bankPages: AreaPages = {
  withLayout: [
    { path: paths.bank.dashboard.path, ...dashboardPage('bank') },
    { path: paths.bank.offerManage.path, ...offers('bank-offer-manage-page', 'BankOfferManagePage') },
    { path: paths.bank.suggestions.path, ...offers('bank-suggestions-page', 'BankSuggestionsPage') },
    { path: paths.bank.negotiationManage.path, ...negotiations('bank-negotiation-manage-page', 'BankNegotiationManagePage') },
    // A negotiation's detail keeps the header (bell, menu, language, sign-out) and so the live inbox socket (decision 034).
    { path: paths.bank.negotiationDetail.path, ...negotiationDetail('BankNegotiationDetailPage') },
  ],
  withoutHeader: [{ path: paths.bank.offerDetail.path, ...offers('bank-offer-detail-page', 'BankOfferDetailPage') }],
};

const operatorPages: AreaPages = {
  withLayout: [
    { path: paths.kokopelli.dashboard.path, ...dashboardPage('kokopelli') },
    { path: paths.kokopelli.offerManage.path, ...offers('operator-offer-manage-page', 'OperatorOfferManagePage') },
    { path: paths.kokopelli.negotiationManage.path, ...negotiations('operator-negotiation-manage-page', 'OperatorNegotiationManagePage') },
    { path: paths.kokopelli.notificationManage.path, ...announcements('announcement-manage-page', 'AnnouncementManagePage') },
    { path: paths.kokopelli.emailOutbox.path, ...announcements('email-outbox-page', 'EmailOutboxPage') },
    // The page's text is a page section, loaded with its code (src/web/lib/page-text.ts).
    {
      path: paths.kokopelli.exchangeRates.path,
      ...lazyModule('features/exchange-rates/routes/exchange-rates-page.tsx', async () => (await import('../features/exchange-rates/routes/exchange-rates-page.tsx')).loadExchangeRatesPage()),
    },
    {
      path: paths.kokopelli.glossary.path,
      ...lazyModule('features/glossary/routes/glossary-page.tsx', async () => (await import('../features/glossary/routes/glossary-page.tsx')).loadGlossaryPage()),
    },
    { path: paths.kokopelli.negotiationDetail.path, ...negotiationDetail('OperatorNegotiationDetailPage') },
  ],
  withoutHeader: [
    { path: paths.kokopelli.notificationDetail.path, ...announcements('announcement-detail-page', 'AnnouncementDetailPage') },
    { path: paths.kokopelli.offerDetail.path, ...offers('operator-offer-detail-page', 'OperatorOfferDetailPage') },
  ],
};

/** The coordinator's deal detail keeps its area's header, as every negotiation detail does (decision 034). */
const coordinatorPages: AreaPages = {
  withLayout: [
    { path: paths.coordinator.trading.path, ...negotiations('coordinator-trading-page', 'CoordinatorTradingPage') },
    { path: paths.coordinator.tradingDetail.path, ...negotiationDetail('CoordinatorTradingDetailPage') },
  ],
};

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  // The guard (and the account code it uses) loads with the first signed-in page, never on the public pages.
  let guard: Promise<MiddlewareFunction> | undefined;
  const sessionGuard: MiddlewareFunction = async (args, next) => {
    guard ??= import('./guards/session-guard.ts').then((module) => module.createSessionGuard(queryClient));
    return (await guard)(args, next);
  };

  /**
   * A role area (docs/product/screens-and-routes.md). The guard loads the session and checks the role before anything
   * below it loads; its failures (401, 403, 500) show full-page, without the layout. Errors of
   * the pages inside show within the layout.
   */
  const area = (role: Role, Layout: LayoutName, LayoutWithoutHeader: LayoutName | null, pages: AreaPages = {}): RouteObject => ({
    path: paths.area.segment(role),
    middleware: [sessionGuard],
    handle: { signedIn: true } satisfies AreaHandle,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, loader: () => redirect(paths.area.home(role)) },
      ...(pages.bare ?? []).map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary })),
      ...(LayoutWithoutHeader && pages.withoutHeader
        ? [{ ...layout(LayoutWithoutHeader), children: [{ ErrorBoundary: EmbeddedRouteErrorBoundary, children: pages.withoutHeader }] }]
        : []),
      {
        ...layout(Layout),
        children: [
          {
            ErrorBoundary: EmbeddedRouteErrorBoundary,
            children: [
              { path: 'home', ...homePage },
              { path: 'settings', ...settingsPage },
              // Every role's news, to-do and notification list (docs/product/screens-and-routes.md).
              { path: paths.area.news.path, ...inbox('news-page', 'NewsPage') },
              { path: paths.area.todo.path, ...inbox('todo-page', 'TodoPage') },
              { path: paths.area.notifications.path, ...inbox('notifications-page', 'NotificationsPage') },
              ...(pages.withLayout ?? []),
              { path: '*', loader: notFoundLoader },
            ],
          },
        ],
      },
    ],
  });

  return [
    {
      id: 'root',
      Component: RootRoute,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: LoadingScreen,
      children: [
        {
          Component: PublicLayout,
          handle: { prerendered: true } satisfies PrerenderedHandle,
          children: [
            {
              ErrorBoundary: EmbeddedRouteErrorBoundary,
              children: [
                { index: true, ...publicPage('landing', 'landing-page', 'LandingPage') },
                { path: paths.terms.path, ...publicPage('legal', 'terms-page', 'TermsPage') },
                { path: paths.privacy.path, ...publicPage('legal', 'privacy-page', 'PrivacyPage') },
              ],
            },
          ],
        },
        // docs/product/screens-and-routes.md: no layout, and a middleware answers 404 whoever asks.
        { path: paths.companyHelp.path, middleware: [notFoundMiddleware], loader: notFoundLoader },
        area('enterprise', 'CompanyLayout', 'CompanyLayoutWithoutHeader', companyPages),
        area('bank', 'BankLayout', 'BankLayoutWithoutHeader', bankPages),
        area('kokopelli', 'OperatorLayout', 'OperatorLayoutWithoutHeader', operatorPages),
        area('coordinator', 'CoordinatorLayout', 'CompanyLayoutWithoutHeader', coordinatorPages),
        // The server answers these; when it answers with the app (unknown bank code, refused sign-in), show why.
        { path: paths.bankLogin.path, loader: loginPairLoader },
        { path: paths.bankCallback.path, loader: loginPairLoader },
        { path: '*', loader: notFoundLoader },
      ],
    },
  ];
}

/** Marks a role area's route: everything below it is behind the session guard. */
interface AreaHandle {
  signedIn: true;
}

/**
 * Marks the pages anyone may read (landing, terms, privacy): the server sends them as HTML rendered
 * ahead from this route table (src/web/prerender.tsx; docs/decisions/055-prerendered-public-pages.md).
 */
interface PrerenderedHandle {
  prerendered: true;
}
/** A lazy route's module, as the build's manifest names it. */
export interface ModuleHandle {
  module: string;
  /** On a layout's route: which layout (src/web/app/first-data.ts reads whether it has the header). */
  layout?: LayoutName;
}

type Matches = ReturnType<typeof matchRoutes>;
const inArea = (matches: Matches): boolean =>
  (matches ?? []).some(({ route }) => (route.handle as Partial<AreaHandle> | undefined)?.signedIn === true);

/** Whether `pathname` is in a role area, behind the session guard (not a public page, the login pair or /company/help). */
/** Whether `pathname` is a public page the server sends rendered ahead. */
export const isPrerenderedAddress = (routes: RouteObject[], pathname: string): boolean =>
  (matchRoutes(routes, pathname) ?? []).some(({ route }) => (route.handle as Partial<PrerenderedHandle> | undefined)?.prerendered === true);

export const isSignedInAddress = (routes: RouteObject[], pathname: string): boolean => inArea(matchRoutes(routes, pathname));

/** The session guard's module (imported by `createRoutes`' guard and by `preloadRoutes`), as the manifest names it. */
const SESSION_GUARD_MODULE = 'app/guards/session-guard.ts';

/**
 * The modules the page at `pathname` loads before its first render, as the build's manifest names
 * them: its routes' (layouts and page) and, in a role area, the session guard's. The server links
 * them in a signed-in page's HTML (src/web/prerender.tsx `signedInModules`); `preloadRoutes` starts
 * the same loads in the browser.
 */
export function pageModules(routes: RouteObject[], pathname: string): { modules: string[]; signedIn: boolean } {
  const matches = matchRoutes(routes, pathname);
  const modules = (matches ?? []).flatMap(({ route }) => (route.handle as Partial<ModuleHandle> | undefined)?.module ?? []);
  const signedIn = inArea(matches);
  return { modules: signedIn ? [...modules, SESSION_GUARD_MODULE] : modules, signedIn };
}

/**
 * Starts loading the code of the page at `pathname` (its layouts and page; in a role area also the
 * session guard and the whole interface text of `language`): the first page's while the app still
 * loads its text and configuration, instead of after (each is one more round trip on a slow
 * network); a later page's when a link to it shows intent (`preload-on-intent.ts`). The router's own
 * `lazy` calls later get the same modules from the module cache; a failure here is left to them.
 */
export function preloadRoutes(routes: RouteObject[], pathname: string, language: Language): void {
  const matches = matchRoutes(routes, pathname);
  for (const { route } of matches ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
  if (inArea(matches)) {
    import('./guards/session-guard.ts').catch(() => undefined);
    preloadAllText(language);
  }
}

export const createAppRouter = (routes: RouteObject[]) => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
