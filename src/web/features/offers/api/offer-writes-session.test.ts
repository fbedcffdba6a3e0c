import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client.ts';
import { createOffer } from './create-offer.ts';
import { updateOffer } from './update-offer.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The browser's one client, answering from a table, with spies for the session rules. */
function useClient(routes: Record<string, () => Response>) {
  const onUnauthorized = vi.fn();
  const onForbidden = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^.*\/api\//, '');
    return (routes[`${init?.method ?? 'GET'} ${path}`] ?? (() => json(404, { status: 404, code: 'not_found', message: 'x' })))();
  }) as unknown as typeof globalThis.fetch;
  apiClient.configure({ baseUrl: '/api/', fetch, onUnauthorized, onForbidden });
  return { onUnauthorized, onForbidden };
}

const body = { intent: 'save_draft', offer: { type: 'sell', title: 'x' } } as const;
const unauthorized = () => json(401, { status: 401, code: 'unauthenticated', message: 'Sign in' });
const forbidden = () => json(403, { status: 403, code: 'forbidden', message: 'Not an offer manager' });
const token = () => json(200, { csrf_token: 't' });

afterEach(() => {
  apiClient.configure({ onUnauthorized: undefined, onForbidden: undefined });
  vi.restoreAllMocks();
});

describe('saving an offer after the session has ended (docs/product/screens-and-routes.md#session-behaviour)', () => {
  it('goes to sign-in, whether the CSRF call or the write answers 401', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ended = useClient({ 'GET csrf': unauthorized });
    await expect(createOffer(body)).rejects.toMatchObject({ status: 401, redirectedToLogin: true });
    expect(ended.onUnauthorized).toHaveBeenCalledOnce();

    const between = useClient({ 'GET csrf': token, 'PUT offers/abc': unauthorized });
    await expect(updateOffer({ offerId: 'abc', body: { ...body, version: 1 } })).rejects.toMatchObject({ status: 401, redirectedToLogin: true });
    expect(between.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps a 403 (not an offer manager) on the page instead of sending the user home', async () => {
    const client = useClient({ 'GET csrf': token, 'POST offers': forbidden });
    await expect(createOffer(body)).rejects.toMatchObject({ status: 403 });
    expect(client.onForbidden).not.toHaveBeenCalled();
    expect(client.onUnauthorized).not.toHaveBeenCalled();
  });
});
