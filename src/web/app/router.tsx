import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { Role } from '../../shared/enums.ts';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { loginPairLoader, notFoundLoader, notFoundMiddleware } from './errors/route-errors.ts';
import { EmbeddedRouteErrorBoundary, RouteErrorBoundary } from './errors/route-error-boundary.tsx';
import { createSessionGuard } from './guards/session-guard.ts';
import { BankLayout, CompanyLayout, CoordinatorLayout, OperatorLayout } from './layouts/layouts.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { paths } from './paths.ts';
import { RootRoute } from './root-route.tsx';

// Pages load on demand; each `lazy` resolves to the page component.
const page = (load: () => Promise<ComponentType>): RouteObject['lazy'] => async () => ({ Component: await load() });

const landingPage = page(async () => (await import('../features/landing/routes/landing-page.tsx')).LandingPage);
const termsPage = page(async () => (await import('../features/legal/routes/terms-page.tsx')).TermsPage);
const privacyPage = page(async () => (await import('../features/legal/routes/privacy-page.tsx')).PrivacyPage);
const homePage = page(async () => (await import('../features/account/routes/home-page.tsx')).HomePage);
const settingsPage = page(async () => (await import('../features/account/routes/settings-page.tsx')).SettingsPage);

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const sessionGuard = createSessionGuard(queryClient);

  /**
   * A role area (SPEC §2, §6). The guard loads the session and checks the role before anything
   * below it loads; its failures (401, 403, 500) show full-page, without the layout. Errors of
   * the pages inside show within the layout.
   */
  const area = (role: Role, Layout: ComponentType): RouteObject => ({
    path: paths.area.segment(role),
    middleware: [sessionGuard],
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, loader: () => redirect(paths.area.home(role)) },
      {
        Component: Layout,
        children: [
          {
            ErrorBoundary: EmbeddedRouteErrorBoundary,
            children: [
              { path: 'home', lazy: homePage },
              { path: 'settings', lazy: settingsPage },
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
          children: [
            {
              ErrorBoundary: EmbeddedRouteErrorBoundary,
              children: [
                { index: true, lazy: landingPage },
                { path: paths.terms.path, lazy: termsPage },
                { path: paths.privacy.path, lazy: privacyPage },
              ],
            },
          ],
        },
        // SPEC §2: no layout, and a middleware answers 404 whoever asks.
        { path: paths.companyHelp.path, middleware: [notFoundMiddleware], loader: notFoundLoader },
        area('enterprise', CompanyLayout),
        area('bank', BankLayout),
        area('kokopelli', OperatorLayout),
        area('coordinator', CoordinatorLayout),
        // The server answers these; when it answers with the app (unknown bank code, refused sign-in), show why.
        { path: paths.bankLogin.path, loader: loginPairLoader },
        { path: paths.bankCallback.path, loader: loginPairLoader },
        { path: '*', loader: notFoundLoader },
      ],
    },
  ];
}

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));
export type AppRouter = ReturnType<typeof createAppRouter>;
