import { data, type MiddlewareFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notFoundLoader, notFoundMiddleware, type RouteValidate, validateRoute } from './route-errors.ts';

const args = (url: string, params: Record<string, string> = {}) =>
  ({
    request: new Request(url),
    url: new URL(url),
    pattern: '',
    params,
    context: undefined,
  }) as unknown as Parameters<MiddlewareFunction>[0];

const next = (async () => undefined) as Parameters<MiddlewareFunction>[1];

type Thrown = ReturnType<typeof data<unknown>>;
/** What the router receives from `throw data(...)`: a body with a status, not yet a Response. */
const DataWithResponseInit = data(null).constructor;

async function thrownBy(run: () => unknown): Promise<Thrown> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(DataWithResponseInit);
    return error as Thrown;
  }
  throw new Error('expected the route to throw');
}

describe('validateRoute', () => {
  const isUuid: RouteValidate = ({ params }) => /^[0-9a-f-]{36}$/.test(params.offerId ?? '');

  it('lets the route through when its rule holds', async () => {
    const middleware = validateRoute(isUuid);
    await expect(
      middleware(args('http://x/company/offer/123e4567-e89b-12d3-a456-426614174000', { offerId: '123e4567-e89b-12d3-a456-426614174000' }), next),
    ).resolves.toBeUndefined();
  });

  it('answers 404 "Page Not Found" for the path when the rule fails without saying more', async () => {
    const error = await thrownBy(() => validateRoute(isUuid)(args('http://x/company/offer/nope', { offerId: 'nope' }), next));
    expect(error.init?.status).toBe(404);
    expect(error.data).toEqual({ path: '/company/offer/nope' });
  });

  it("uses the rule's own status and message", async () => {
    const gone: RouteValidate = () => ({ status: 410, message: 'This offer was withdrawn' });
    const error = await thrownBy(() => validateRoute(gone)(args('http://x/o/1'), next));
    expect(error.init?.status).toBe(410);
    expect(error.data).toEqual({ path: '/o/1', message: 'This offer was withdrawn' });
  });
});

describe('not-found routes', () => {
  it('answer 404 with the requested path from a loader or a middleware', async () => {
    const fromLoader = await thrownBy(() => notFoundLoader(args('http://x/no-such-page?q=1')));
    expect(fromLoader.init?.status).toBe(404);
    expect(fromLoader.data).toEqual({ path: '/no-such-page' });
    const fromMiddleware = await thrownBy(() => notFoundMiddleware(args('http://x/company/help'), next));
    expect(fromMiddleware.data).toEqual({ path: '/company/help' });
  });
});
