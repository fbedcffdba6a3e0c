import { existsSync, readdirSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loginPairLoader, notFoundLoader, notFoundMiddleware } from './errors/route-errors.ts';
import { createRoutes, isPrerenderedAddress, isSignedInAddress, pageModules } from './router.tsx';

const routes = createRoutes(new QueryClient());
const leaf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1);
const chain = (pathname: string) => (matchRoutes(routes, pathname) ?? []).map((m) => m.route);

describe('routes', () => {
  it('serves the public pages without the session guard', () => {
    for (const pathname of ['/', '/terms', '/privacy']) {
      expect(leaf(pathname)?.route.lazy).toBeDefined();
      expect(chain(pathname).some((route) => route.middleware?.length)).toBe(false);
    }
  });

  it('guards every role area and routes home and settings there', () => {
    for (const area of ['company', 'financial-institution', 'kokopelli', 'coordinator']) {
      for (const page of ['home', 'settings']) {
        const matched = leaf(`/${area}/${page}`);
        expect(matched?.route.path).toBe(page);
        expect(matched?.route.lazy).toBeDefined();
      }
      expect(chain(`/${area}/home`)[1]?.middleware).toHaveLength(1);
      expect(leaf(`/${area}/no-such-page`)?.route.loader).toBe(notFoundLoader);
    }
  });

  it('answers /company/help with a 404 middleware, before any session check', () => {
    const matched = chain('/company/help');
    expect(matched.at(-1)?.middleware).toEqual([notFoundMiddleware]);
    expect(matched.some((route) => route.path === 'company')).toBe(false);
  });

  it('preloads the session guard and the whole text only for addresses behind the guard', () => {
    for (const pathname of ['/company/offers/list', '/financial-institution/home', '/kokopelli/settings', '/coordinator/trading']) {
      expect(isSignedInAddress(routes, pathname), pathname).toBe(true);
    }
    // Public pages, the 404 middleware and the server's login pair load neither.
    for (const pathname of ['/', '/terms', '/company/help', '/minato/login', '/no-such-page']) {
      expect(isSignedInAddress(routes, pathname), pathname).toBe(false);
    }
  });

  it('leaves the login pair to the server, even for the kokopelli realm', () => {
    for (const pathname of ['/minato/login', '/minato/callback', '/kokopelli/login', '/company/login']) {
      expect(leaf(pathname)?.route.loader).toBe(loginPairLoader);
      expect(chain(pathname).some((route) => route.middleware?.length)).toBe(false);
    }
  });

  it('sends unknown addresses to the not-found loader', () => {
    expect(leaf('/no-such-page')?.route.loader).toBe(notFoundLoader);
    expect(leaf('/a/b/c')?.route.loader).toBe(notFoundLoader);
  });
});

describe('offer routes (docs/product/screens-and-routes.md; decision 010)', () => {
  const layoutOf = (pathname: string) => (chain(pathname).find((route) => route.handle?.layout)?.handle?.layout as string | undefined) ?? null;

  it('serves every offer page behind its area guard', () => {
    const pages = [
      '/company/offers/list',
      '/company/offers/manage',
      '/company/offers/favorite',
      '/company/offers/in-house',
      '/company/offer-register/select',
      '/company/offer-register/input-form',
      '/company/offer-register/confirm',
      '/company/offer-register/complete',
      '/company/offer-register/edit/3f0c2d8e-0000-4000-8000-000000000001',
      '/company/offer-detail/in-house/3f0c2d8e-0000-4000-8000-000000000001',
      '/company/offer-detail/business-partner/3f0c2d8e-0000-4000-8000-000000000001',
      '/financial-institution/offer-manage',
      '/financial-institution/offer-detail/3f0c2d8e-0000-4000-8000-000000000001',
      '/kokopelli/offer-manage',
      '/kokopelli/offer-detail/3f0c2d8e-0000-4000-8000-000000000001',
    ];
    for (const pathname of pages) {
      expect(leaf(pathname)?.route.lazy, pathname).toBeDefined();
      expect(chain(pathname)[1]?.middleware, pathname).toHaveLength(1);
    }
  });

  it('puts each page in the layout the spec names', () => {
    expect(layoutOf('/company/offers/list')).toBe('CompanyLayout');
    expect(layoutOf('/company/offer-detail/business-partner/x')).toBe('CompanyLayout');
    expect(layoutOf('/company/offer-register/input-form')).toBe('CompanyLayoutWithoutHeader');
    expect(layoutOf('/company/offer-register/select')).toBeNull();
    expect(layoutOf('/financial-institution/offer-manage')).toBe('BankLayout');
    expect(layoutOf('/financial-institution/offer-detail/x')).toBe('BankLayoutWithoutHeader');
    expect(layoutOf('/kokopelli/offer-manage')).toBe('OperatorLayout');
    expect(layoutOf('/kokopelli/offer-detail/x')).toBe('OperatorLayoutWithoutHeader');
  });

  it('keeps other roles out: a company page under another area is not found', () => {
    expect(leaf('/financial-institution/offers/list')?.route.loader).toBe(notFoundLoader);
    expect(leaf('/coordinator/offer-manage')?.route.loader).toBe(notFoundLoader);
  });
});

describe('application and NDA routes (docs/product/negotiations.md; decision 016)', () => {
  const layoutOf = (pathname: string) => (chain(pathname).find((route) => route.handle?.layout)?.handle?.layout as string | undefined) ?? null;
  const id = '3f0c2d8e-0000-4000-8000-000000000001';

  it('serves each page behind the company guard, in its layout', () => {
    const pages: [string, string][] = [
      [`/company/offer-detail/business-partner/${id}/apply`, 'CompanyLayoutWithoutHeader'],
      [`/company/offer-detail/business-partner/${id}/apply/complete`, 'CompanyLayoutWithoutHeader'],
      ['/company/nda-agree', 'CompanyLayoutWithoutHeader'],
      ['/company/offers/application-history', 'CompanyLayout'],
      [`/company/offers/application-history/${id}`, 'CompanyLayout'],
    ];
    for (const [pathname, layout] of pages) {
      expect(leaf(pathname)?.route.lazy, pathname).toBeDefined();
      expect(chain(pathname)[1]?.middleware, pathname).toHaveLength(1);
      expect(layoutOf(pathname), pathname).toBe(layout);
    }
  });
});

describe('negotiation routes (docs/product/negotiations.md, docs/product/screens-and-routes.md)', () => {
  const layoutOf = (pathname: string) => (chain(pathname).find((route) => route.handle?.layout)?.handle?.layout as string | undefined) ?? null;
  const id = '3f0c2d8e-0000-4000-8000-000000000001';

  it('serves each role its list and detail, behind its guard, in the layout the spec names', () => {
    const pages: [string, string][] = [
      ['/company/trading', 'CompanyLayout'],
      [`/company/trading-detail/${id}`, 'CompanyLayout'],
      ['/financial-institution/negotiation-manage', 'BankLayout'],
      // Every negotiation detail keeps its area's header: bell, menu, language, sign-out (decision 034).
      [`/financial-institution/negotiation-detail/${id}`, 'BankLayout'],
      ['/kokopelli/negotiation-manage', 'OperatorLayout'],
      [`/kokopelli/negotiation-detail/${id}`, 'OperatorLayout'],
      ['/coordinator/trading', 'CoordinatorLayout'],
      [`/coordinator/trading-detail/${id}`, 'CoordinatorLayout'],
    ];
    for (const [pathname, layout] of pages) {
      expect(leaf(pathname)?.route.lazy, pathname).toBeDefined();
      expect(chain(pathname)[1]?.middleware, pathname).toHaveLength(1);
      expect(layoutOf(pathname), pathname).toBe(layout);
    }
  });

  it('keeps each role to its own negotiation pages', () => {
    expect(leaf('/company/negotiation-manage')?.route.loader).toBe(notFoundLoader);
    expect(leaf('/financial-institution/trading')?.route.loader).toBe(notFoundLoader);
    expect(leaf(`/coordinator/negotiation-detail/${id}`)?.route.loader).toBe(notFoundLoader);
  });
});

describe('the modules each page names', () => {
  const featuresDir = new URL('../features/', import.meta.url);
  const moduleExists = (module: string) => existsSync(new URL(`../${module}`, import.meta.url));

  it('names, for every lazy route, a module that exists, as the build names it (relative to src/web)', () => {
    const lazy: string[] = [];
    const walk = (list: typeof routes) => {
      for (const route of list) {
        if (route.lazy) lazy.push((route.handle as { module?: string } | undefined)?.module ?? `(none at ${route.path ?? 'a pathless route'})`);
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    expect(lazy.length).toBeGreaterThan(30);
    for (const module of lazy) expect(moduleExists(module), module).toBe(true);
  });

  it("answers a signed-in page's layouts, page and guard, and only the page for a public one", () => {
    expect(pageModules(routes, '/company/offers/list')).toEqual({
      modules: ['app/layouts/layouts.tsx', 'features/offers/routes/offer-search-page.tsx', 'app/guards/session-guard.ts'],
      signedIn: true,
    });
    expect(pageModules(routes, '/terms')).toEqual({ modules: ['features/legal/routes/terms-page.tsx'], signedIn: false });
    expect(isPrerenderedAddress(routes, '/privacy')).toBe(true);
    expect(isPrerenderedAddress(routes, '/company/home')).toBe(false);
    expect(isPrerenderedAddress(routes, '/no-such-page')).toBe(false);
  });

  // The router imports `features/<feature>/routes/<file>.tsx` by pattern, so the build makes a chunk
  // of every file there: a test file in those folders would ship as a page of the app.
  it('keeps test files out of the folders the router imports pages from', () => {
    const stray = readdirSync(featuresDir).flatMap((feature) => {
      const dir = new URL(`${feature}/routes/`, featuresDir);
      return existsSync(dir) ? readdirSync(dir).filter((file) => /\.(test|spec)\./.test(file)).map((file) => `${feature}/routes/${file}`) : [];
    });
    expect(stray).toEqual([]);
  });
});
