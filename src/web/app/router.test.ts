import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loginPairLoader, notFoundLoader, notFoundMiddleware } from './errors/route-errors.ts';
import { createRoutes } from './router.tsx';

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
