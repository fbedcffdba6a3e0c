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
 * A page anyone may read, which the server also sends rendered ahead: its route names the page's
 * module as the build's manifest does (relative to src/web), so that the HTML can link the page's
 * styles and code (src/server/plugins/prerendered-pages.ts).
 */
const publicPage = (feature: string, file: string, name: string): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: page(async () => ((await import(`../features/${feature}/routes/${file}.tsx`)) as Record<string, ComponentType>)[name]!),
  handle: { module: `features/${feature}/routes/${file}.tsx` } satisfies PublicPageHandle,
});
// Home and settings combine the account feature with the inbox's: app/routes.
const homePage = page(async () => (await import('./routes/home-page.tsx')).HomeWithInboxPage);
const settingsPage = page(async () => (await import('./routes/settings-page.tsx')).SettingsWithEmailPage);
const offers = (file: string, name: string) => page(async () => ((await import(`../features/offers/routes/${file}.tsx`)) as Record<string, ComponentType>)[name]!);
const negotiations = (file: string, name: string) => page(async () => ((await import(`../features/negotiations/routes/${file}.tsx`)) as Record<string, ComponentType>)[name]!);
const negotiationDetail = (name: keyof typeof NegotiationDetailPages) =>
  page(async () => (await import('./routes/negotiation-detail-page.tsx'))[name]);
const applying = (file: string, name: string) => page(async () => ((await import(`../features/negotiations/routes/${file}.tsx`)) as Record<string, ComponentType>)[name]!);
const inbox = (file: string, name: string) => page(async () => ((await import(`../features/inbox/routes/${file}.tsx`)) as Record<string, ComponentType>)[name]!);
const announcements = (file: string, name: string) =>
  page(async () => ((await import(`../features/announcements/routes/${file}.tsx`)) as Record<string, ComponentType>)[name]!);
/** A signed-in area's layout (header, navigation, the inbox bell and its socket), loaded with the area's first page. */
type LayoutName = keyof typeof Layouts;
const layout = (name: LayoutName): RouteObject['lazy'] => page(async () => (await import('./layouts/layouts.tsx'))[name]);

const applicationFormPage = page(async () => (await import('./routes/application-form-page.tsx')).ApplicationFormPage);

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
    { path: paths.company.offerSearch.path, lazy: offers('offer-search-page', 'OfferSearchPage') },
    { path: paths.company.offerManage.path, lazy: offers('offer-manage-page', 'OfferManagePage') },
    { path: paths.company.offerFavorites.path, lazy: offers('offer-favorites-page', 'OfferFavoritesPage') },
    { path: paths.company.offerInHouse.path, lazy: offers('offer-in-house-page', 'OfferInHousePage') },
    { path: paths.company.offerInHouseDetail.path, lazy: offers('offer-in-house-detail-page', 'OfferInHouseDetailPage') },
    { path: paths.company.offerPartnerDetail.path, lazy: offers('offer-partner-detail-page', 'OfferPartnerDetailPage') },
    { path: paths.company.trading.path, lazy: negotiations('company-trading-page', 'CompanyTradingPage') },
    { path: paths.company.tradingDetail.path, lazy: negotiationDetail('CompanyTradingDetailPage') },
    { path: paths.company.applicationHistory.path, lazy: applying('application-history-page', 'ApplicationHistoryPage') },
    { path: paths.company.applicationHistoryDetail.path, lazy: applying('application-history-detail-page', 'ApplicationHistoryDetailPage') },
  ],
  withoutHeader: [
    { path: paths.company.offerRegisterForm.path, lazy: offers('offer-register-form-page', 'OfferRegisterFormPage') },
    { path: paths.company.offerRegisterConfirm.path, lazy: offers('offer-register-confirm-page', 'OfferRegisterConfirmPage') },
    { path: paths.company.offerRegisterComplete.path, lazy: offers('offer-register-complete-page', 'OfferRegisterCompletePage') },
    { path: paths.company.offerEdit.path, lazy: offers('offer-edit-page', 'OfferEditPage') },
    // Applying and the NDA decision: focused steps with their own way back (decision 016).
    { path: paths.company.offerApply.path, lazy: applicationFormPage },
    { path: paths.company.offerApplyComplete.path, lazy: applying('application-complete-page', 'ApplicationCompletePage') },
    { path: paths.company.ndaAgree.path, lazy: applying('nda-agree-page', 'NdaAgreePage') },
  ],
  bare: [{ path: paths.company.offerRegisterSelect.path, lazy: offers('offer-register-select-page', 'OfferRegisterSelectPage') }],
};

const bankPages: AreaPages = {
  withLayout: [
    { path: paths.bank.offerManage.path, lazy: offers('bank-offer-manage-page', 'BankOfferManagePage') },
    { path: paths.bank.negotiationManage.path, lazy: negotiations('bank-negotiation-manage-page', 'BankNegotiationManagePage') },
    // A negotiation's detail keeps the header (bell, menu, language, sign-out) and so the live inbox socket (decision 034).
    { path: paths.bank.negotiationDetail.path, lazy: negotiationDetail('BankNegotiationDetailPage') },
  ],
  withoutHeader: [{ path: paths.bank.offerDetail.path, lazy: offers('bank-offer-detail-page', 'BankOfferDetailPage') }],
};

const operatorPages: AreaPages = {
  withLayout: [
    { path: paths.kokopelli.offerManage.path, lazy: offers('operator-offer-manage-page', 'OperatorOfferManagePage') },
    { path: paths.kokopelli.negotiationManage.path, lazy: negotiations('operator-negotiation-manage-page', 'OperatorNegotiationManagePage') },
    { path: paths.kokopelli.notificationManage.path, lazy: announcements('announcement-manage-page', 'AnnouncementManagePage') },
    { path: paths.kokopelli.emailOutbox.path, lazy: announcements('email-outbox-page', 'EmailOutboxPage') },
    // The page's text is a page section, loaded with its code (src/web/lib/page-text.ts).
    { path: paths.kokopelli.exchangeRates.path, lazy: page(async () => (await import('../features/exchange-rates/routes/exchange-rates-page.tsx')).loadExchangeRatesPage()) },
    { path: paths.kokopelli.glossary.path, lazy: page(async () => (await import('../features/glossary/routes/glossary-page.tsx')).loadGlossaryPage()) },
    { path: paths.kokopelli.negotiationDetail.path, lazy: negotiationDetail('OperatorNegotiationDetailPage') },
  ],
  withoutHeader: [
    { path: paths.kokopelli.notificationDetail.path, lazy: announcements('announcement-detail-page', 'AnnouncementDetailPage') },
    { path: paths.kokopelli.offerDetail.path, lazy: offers('operator-offer-detail-page', 'OperatorOfferDetailPage') },
  ],
};

/** The coordinator's deal detail keeps its area's header, as every negotiation detail does (decision 034). */
const coordinatorPages: AreaPages = {
  withLayout: [
    { path: paths.coordinator.trading.path, lazy: negotiations('coordinator-trading-page', 'CoordinatorTradingPage') },
    { path: paths.coordinator.tradingDetail.path, lazy: negotiationDetail('CoordinatorTradingDetailPage') },
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
        ? [{ lazy: layout(LayoutWithoutHeader), handle: { layout: LayoutWithoutHeader }, children: [{ ErrorBoundary: EmbeddedRouteErrorBoundary, children: pages.withoutHeader }] }]
        : []),
      {
        lazy: layout(Layout),
        handle: { layout: Layout },
        children: [
          {
            ErrorBoundary: EmbeddedRouteErrorBoundary,
            children: [
              { path: 'home', lazy: homePage },
              { path: 'settings', lazy: settingsPage },
              // Every role's news, to-do and notification list (docs/product/screens-and-routes.md).
              { path: paths.area.news.path, lazy: inbox('news-page', 'NewsPage') },
              { path: paths.area.todo.path, lazy: inbox('todo-page', 'TodoPage') },
              { path: paths.area.notifications.path, lazy: inbox('notifications-page', 'NotificationsPage') },
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
/** A public page's module, as the build's manifest names it. */
export interface PublicPageHandle {
  module: string;
}

type Matches = ReturnType<typeof matchRoutes>;
const inArea = (matches: Matches): boolean =>
  (matches ?? []).some(({ route }) => (route.handle as Partial<AreaHandle> | undefined)?.signedIn === true);

/** Whether `pathname` is in a role area, behind the session guard (not a public page, the login pair or /company/help). */
/** Whether `pathname` is a public page the server sends rendered ahead. */
export const isPrerenderedAddress = (routes: RouteObject[], pathname: string): boolean =>
  (matchRoutes(routes, pathname) ?? []).some(({ route }) => (route.handle as Partial<PrerenderedHandle> | undefined)?.prerendered === true);

export const isSignedInAddress = (routes: RouteObject[], pathname: string): boolean => inArea(matchRoutes(routes, pathname));

/**
 * Starts loading the code of the page at `pathname` (its layouts and page; in a role area also the
 * session guard and the whole interface text of `language`) while the app still loads its text and
 * configuration, instead of after: each is one more round trip on a slow network. The router's own
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
