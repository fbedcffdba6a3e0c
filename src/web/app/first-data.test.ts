import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../lib/api-client.ts';
import { getOfferList } from '../features/offers/api/get-offer-list.ts';
import { parseOfferListParams } from '../features/offers/lib/offer-list-params.ts';
import { firstDataUrls } from './first-data.ts';
import { createRoutes } from './router.tsx';

const routes = createRoutes(new QueryClient());
const first = (url: string) => firstDataUrls(routes, url);
const ID = '0b6a2c7e-3f1d-4e2a-9c55-7d1e2f3a4b5c';
const UNREAD = '/api/notifications/unread';

/** The address the page's own query asks for, through the real client (its fetch written down). */
async function askedBy(run: () => Promise<unknown>): Promise<string> {
  const asked: string[] = [];
  apiClient.configure({
    baseUrl: '/api/',
    fetch: async (input) => {
      asked.push(String(input));
      return new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });
    },
  });
  await run().catch(() => undefined);
  return asked[0]!;
}

describe('firstDataUrls', () => {
  it("names an offer list's request as the page's query makes it, with the address's conditions read as the page reads them", async () => {
    const search = new URLSearchParams('keyword=食品&type=sell&page=2&nonsense=1&country=XX');
    const [, url] = first(`/company/offers/list?${search.toString()}`);
    expect(url).toBe(await askedBy(() => getOfferList('search', parseOfferListParams(search))));
    expect(url).toBe('/api/offers/search?keyword=%E9%A3%9F%E5%93%81&type=sell&page=2&per_page=20');
    expect(first('/company/offers/list')).toEqual([UNREAD, '/api/offers/search?per_page=20']);
    expect(first('/financial-institution/offer-manage')).toEqual([UNREAD, '/api/bank/offers?section=unapproved&per_page=20']);
    expect(first('/kokopelli/offer-manage')).toEqual([UNREAD, '/api/kokopelli/offers?section=all&per_page=20']);
  });

  it("names a negotiation's page's request by the id in its address, and nothing for an id that is not one", () => {
    expect(first(`/company/trading-detail/${ID}`)).toEqual([UNREAD, `/api/negotiations/${ID}`]);
    expect(first(`/financial-institution/negotiation-detail/${ID}`)).toEqual([UNREAD, `/api/negotiations/${ID}`]);
    expect(first(`/coordinator/trading-detail/${ID}`)).toEqual([UNREAD, `/api/negotiations/by-contract/${ID}`]);
    expect(first('/company/trading-detail/not-an-id')).toEqual([UNREAD]);
    expect(first('/company/trading-detail/%3E%0D%0Ax')).toEqual([UNREAD]);
  });

  it('names the to-do page by its page number, and the bell only where the layout has a header', () => {
    expect(first('/company/todo?page=3')).toEqual([UNREAD, '/api/todo?page=3&per_page=20']);
    expect(first('/company/home')).toEqual([UNREAD]);
    // The bank's offer detail has no header (no bell).
    expect(first(`/financial-institution/offer-detail/${ID}`)).toEqual([]);
    expect(first('/terms')).toEqual([]);
  });
});
