// The partner search page cache (src/server/modules/offers/search-cache.ts, docs/decisions/025):
// a server keeps the search pages it answered for seconds, per viewing company, day and query, and
// forgets them on every server as soon as the database announces a write that may change one —
// on PGlite in process, on PostgreSQL through LISTEN/NOTIFY between two servers on one database.
// The cache is kept for ten minutes here: within a test, only a notice (or the key) explains a change.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerFavorites, offerImages, offers, organisations } from '../../src/server/db/schema/index.ts';
import type { NoticeBus } from '../../src/server/lib/notice-bus.ts';
import { informedBy, NoticeCache } from '../../src/server/lib/notice-cache.ts';
import { SearchCaches, searchPageKey, type SearchNotice, type SharedSearchPage } from '../../src/server/modules/offers/search-cache.ts';
import { platformToday } from '../../src/shared/offer-lifecycle.ts';
import type { OfferSearchQuery } from '../../src/shared/schemas/offer-views.ts';
import { buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { callAs, createTestApp, secondServerOn, type TestApp } from '../helpers/app.ts';
import { addDays } from '../helpers/dates.ts';

const env = { SEARCH_CACHE_SECONDS: '600' } as const;

let t: TestApp;
/** The app's clock: the real time unless a test moves it (noon in Bangkok of the day given). */
let clock: Date | null = null;
let bankOrg: Awaited<ReturnType<typeof buildOrganisation>>;
let orgA: Awaited<ReturnType<typeof buildOrganisation>>;
let orgB: Awaited<ReturnType<typeof buildOrganisation>>;
let a1: SignedIn;
let a2: SignedIn;
let b1: SignedIn;
let banker: SignedIn;
let operator: SignedIn;

beforeAll(async () => {
  t = await createTestApp(env, undefined, { now: () => clock ?? new Date() });
  bankOrg = await buildOrganisation(t.db, { role: 'bank', bankCode: 'cache-bank', name: 'Cache Bank' });
  orgA = await buildOrganisation(t.db, { role: 'enterprise', bankId: bankOrg.id, bankCode: 'cache-bank', name: 'Company A' });
  orgB = await buildOrganisation(t.db, { role: 'enterprise', bankId: bankOrg.id, bankCode: 'cache-bank', name: 'Company B' });
  const op = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli' });
  a1 = await signIn(t.app, (await buildUser(t.db, { organisationId: orgA.id })).id);
  a2 = await signIn(t.app, (await buildUser(t.db, { organisationId: orgA.id })).id);
  b1 = await signIn(t.app, (await buildUser(t.db, { organisationId: orgB.id })).id);
  banker = await signIn(t.app, (await buildUser(t.db, { organisationId: bankOrg.id })).id);
  operator = await signIn(t.app, (await buildUser(t.db, { organisationId: op.id })).id);
});
afterAll(async () => t.close());

interface Item {
  offer_id: string;
  title: string;
  price_min: number | null;
  bank_name: string;
  thumbnail_url: string | null;
  is_favorite?: boolean;
}

const SEARCH = '/api/offers/search?per_page=100';

async function search(app: FastifyInstance, who: SignedIn, url = SEARCH): Promise<Item[]> {
  const res = await callAs(app, who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Item[];
}
const ids = (items: Item[]) => items.map((i) => i.offer_id);
const itemOf = (items: Item[], id: string) => items.find((i) => i.offer_id === id);

/** Polls until `check` holds; bounded, so a notice that never comes fails the test instead of hanging it. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('one server', () => {
  it("never serves one company's page to another: each sees the other's offer and never its own", async () => {
    const ofA = await buildOffer(t.db, { owner: orgA });
    const ofB = await buildOffer(t.db, { owner: orgB });
    // A's page first (kept), then the same query as B, then A again (from the cache).
    const pageA = await search(t.app, a1);
    expect(ids(pageA)).toContain(ofB.id);
    expect(ids(pageA)).not.toContain(ofA.id);
    const pageB = await search(t.app, b1);
    expect(ids(pageB)).toContain(ofA.id);
    expect(ids(pageB)).not.toContain(ofB.id);
    expect(ids(await search(t.app, a2))).toEqual(ids(pageA));
    expect(ids(await search(t.app, b1))).toEqual(ids(pageB));
  });

  it('still answers 403 to a bank and the operator once pages are kept', async () => {
    await search(t.app, a1);
    for (const who of [banker, operator]) expect((await callAs(t.app, who, 'GET', SEARCH)).statusCode).toBe(403);
  });

  it('keeps a page until the database announces a change: a write no trigger announces is not seen, the next one is', async () => {
    const offer = await buildOffer(t.db, { owner: orgB, title: 'Kept 0' });
    // On PostgreSQL the notices of earlier writes may still be on their way and clear the page
    // between the two searches (which only makes it fresher): then try again.
    let kept = false;
    for (let attempt = 1; attempt <= 5 && !kept; attempt++) {
      const before = itemOf(await search(t.app, a1), offer.id)?.title;
      // Written with the announcing trigger off (in one transaction): the kept page still answers.
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`ALTER TABLE offers DISABLE TRIGGER search_cache_offers`);
        await tx.update(offers).set({ title: `Kept ${attempt}` }).where(eq(offers.id, offer.id));
        await tx.execute(sql`ALTER TABLE offers ENABLE TRIGGER search_cache_offers`);
      });
      kept = itemOf(await search(t.app, a1), offer.id)?.title === before;
    }
    expect(kept).toBe(true);
    // A column the side table does not hold (the price), announced by the offers trigger.
    await t.db.update(offers).set({ priceMin: 7 }).where(eq(offers.id, offer.id));
    await until(async () => itemOf(await search(t.app, a1), offer.id)?.price_min === 7, 'the new price');
    expect(itemOf(await search(t.app, a1), offer.id)?.title).toMatch(/^Kept [1-5]$/);
  });

  // PGlite delivers a notice at commit; PostgreSQL a moment after: `until` bounds that moment.
  it('shows at once what changes a row or the list: unpublished, private, deleted, thumbnail, bank name', async () => {
    const [remanded, hidden, deleted, pictured] = await Promise.all([1, 2, 3, 4].map(() => buildOffer(t.db, { owner: orgB })));
    const all = [remanded!.id, hidden!.id, deleted!.id, pictured!.id];
    await until(async () => ids(await search(t.app, a1)).filter((id) => all.includes(id)).length === 4, 'the four offers');
    await t.db.update(offers).set({ status: 'remand' }).where(eq(offers.id, remanded!.id));
    await until(async () => !ids(await search(t.app, a1)).includes(remanded!.id), 'the remanded offer gone');
    await t.db.update(offers).set({ isPublic: false }).where(eq(offers.id, hidden!.id));
    await until(async () => !ids(await search(t.app, a1)).includes(hidden!.id), 'the private offer gone');
    await t.db.update(offers).set({ deletedAt: new Date() }).where(eq(offers.id, deleted!.id));
    await until(async () => !ids(await search(t.app, a1)).includes(deleted!.id), 'the deleted offer gone');
    expect(itemOf(await search(t.app, a1), pictured!.id)?.thumbnail_url).toBeNull();
    await t.db.insert(offerImages).values({
      organisationId: orgB.id,
      offerId: pictured!.id,
      storageKey: 'cache-test.webp',
      thumbnailKey: 'cache-test-t.webp',
      contentType: 'image/webp',
      width: 1,
      height: 1,
      bytes: 1,
    });
    await until(async () => itemOf(await search(t.app, a1), pictured!.id)?.thumbnail_url !== null, 'the thumbnail');
    await t.db.update(organisations).set({ name: 'Renamed Cache Bank' }).where(eq(organisations.id, bankOrg.id));
    await until(async () => itemOf(await search(t.app, a1), pictured!.id)?.bank_name === 'Renamed Cache Bank', 'the bank name');
  });

  it("flags each user's own favourites on the same kept page, and follows a change at once", async () => {
    const offer = await buildOffer(t.db, { owner: orgB });
    await until(async () => itemOf(await search(t.app, a1), offer.id)?.is_favorite === false, 'the new offer');
    // Through the API: this server forgets the user's favourites at once, before any notice.
    expect((await callAs(t.app, a1, 'PUT', `/api/offers/${offer.id}/favorite`)).statusCode).toBe(204);
    // a1 and a2 share the page (one company); only a1's row is a favourite.
    expect(itemOf(await search(t.app, a1), offer.id)?.is_favorite).toBe(true);
    expect(itemOf(await search(t.app, a2), offer.id)?.is_favorite).toBe(false);
    // Written straight to the table: the favourites trigger announces it.
    await t.db.insert(offerFavorites).values({ offerId: offer.id, userId: a2.userId, organisationId: orgA.id });
    await until(async () => itemOf(await search(t.app, a2), offer.id)?.is_favorite === true, "a2's favourite");
    expect((await callAs(t.app, a1, 'DELETE', `/api/offers/${offer.id}/favorite`)).statusCode).toBe(204);
    expect(itemOf(await search(t.app, a1), offer.id)?.is_favorite).toBe(false);
    expect(itemOf(await search(t.app, a2), offer.id)?.is_favorite).toBe(true);
  });

  it('answers by the day: an offer whose period ends today is gone tomorrow, one starting tomorrow appears', async () => {
    const today = platformToday();
    const endsToday = await buildOffer(t.db, { owner: orgB, periodStart: addDays(today, -5), periodEnd: today });
    const startsTomorrow = await buildOffer(t.db, { owner: orgB, periodStart: addDays(today, 1), periodEnd: addDays(today, 20) });
    try {
      clock = new Date(`${today}T05:00:00Z`);
      await until(async () => ids(await search(t.app, a1)).includes(endsToday.id), 'the new offers');
      const now = ids(await search(t.app, a1));
      expect(now).not.toContain(startsTomorrow.id);
      clock = new Date(`${addDays(today, 1)}T05:00:00Z`);
      const tomorrow = ids(await search(t.app, a1));
      expect(tomorrow).not.toContain(endsToday.id);
      expect(tomorrow).toContain(startsTomorrow.id);
    } finally {
      clock = null;
    }
  });

  it('keys pages by every query field: another page, sort or filter is another answer', async () => {
    await Promise.all([1, 2, 3].map(() => buildOffer(t.db, { owner: orgB })));
    const first = ids(await search(t.app, a1, '/api/offers/search?per_page=2&page=1'));
    const second = ids(await search(t.app, a1, '/api/offers/search?per_page=2&page=2'));
    expect(first).toHaveLength(2);
    expect(second.some((id) => first.includes(id))).toBe(false);
    const oldest = ids(await search(t.app, a1, '/api/offers/search?per_page=2&page=1&sort=created_asc'));
    expect(oldest).not.toEqual(first);
    const buy = ids(await search(t.app, a1, '/api/offers/search?per_page=100&type=buy'));
    expect(buy.some((id) => first.includes(id) || second.includes(id))).toBe(false);
  });
});

describe('SearchCaches', () => {
  const page = (title: string): SharedSearchPage => ({ items: [{ title } as unknown as SharedSearchPage['items'][number]], total: 1, total_capped: false, page: 1, per_page: 20 });
  const user = '00000000-0000-4000-8000-000000000001';

  it('keeps a page for its TTL only', () => {
    let now = 1_000;
    const caches = new SearchCaches(5_000, () => now);
    caches.pages.start();
    caches.pages.set('k', page('a'), caches.pages.mark());
    now += 4_999;
    expect(caches.pages.get('k')?.items[0]?.title).toBe('a');
    now += 1;
    expect(caches.pages.get('k')).toBeUndefined();
  });

  it('does not keep a page read while a notice arrived, nor anything before it listens or once it lost the connection', () => {
    const caches = new SearchCaches(5_000);
    caches.pages.set('k', page('a'), caches.pages.mark());
    expect(caches.pages.get('k')).toBeUndefined();
    caches.pages.start();
    const generation = caches.pages.mark();
    caches.forget({ t: 'offer_search' });
    caches.pages.set('k', page('old'), generation);
    expect(caches.pages.get('k')).toBeUndefined();
    // Favourites the same way: a read that overlapped the user's notice is not kept.
    caches.favorites.start();
    const favoritesGeneration = caches.favorites.mark();
    caches.forget({ u: user });
    caches.favorites.set(user, new Set(['x']), favoritesGeneration);
    expect(caches.favorites.get(user)).toBeUndefined();
    caches.pages.set('k', page('a'), caches.pages.mark());
    caches.pages.stop();
    expect(caches.pages.get('k')).toBeUndefined();
    caches.pages.set('k', page('a'), caches.pages.mark());
    expect(caches.pages.get('k')).toBeUndefined();
  });

  it("forgets one user's favourites on that user's notice, and everything on a table's", () => {
    const caches = new SearchCaches(5_000);
    for (const cache of caches.all) cache.start();
    const other = '00000000-0000-4000-8000-000000000002';
    caches.pages.set('k', page('a'), caches.pages.mark());
    caches.favorites.set(user, new Set(['x']), caches.favorites.mark());
    caches.favorites.set(other, new Set(['y']), caches.favorites.mark());
    caches.forget({ u: user });
    expect([caches.favorites.get(user), caches.favorites.get(other)?.has('y'), caches.pages.size]).toEqual([undefined, true, 1]);
    caches.forget({ t: 'industries' });
    expect([caches.pages.size, caches.favorites.size]).toEqual([0, 0]);
  });

  it('keys by company, day and every query field, whatever their order', () => {
    const query = { keyword: 'parts', sort: 'created_desc', page: 1, per_page: 20 } as OfferSearchQuery;
    const key = searchPageKey('org-1', '2026-11-25', query);
    expect(searchPageKey('org-1', '2026-11-25', { per_page: 20, page: 1, sort: 'created_desc', keyword: 'parts', type: undefined })).toBe(key);
    for (const other of [
      searchPageKey('org-2', '2026-11-25', query),
      searchPageKey('org-1', '2026-11-26', query),
      searchPageKey('org-1', '2026-11-25', { ...query, page: 2 }),
      searchPageKey('org-1', '2026-11-25', { ...query, keyword: 'part' }),
      searchPageKey('org-1', '2026-11-25', { ...query, country: 'TH' }),
    ]) {
      expect(other).not.toBe(key);
    }
  });

  it('informedBy: keeps nothing while the listening connection is lost, forgets everything when it is back', async () => {
    let lost = () => undefined as void;
    let resync = () => undefined as void;
    const bus: NoticeBus<SearchNotice> = {
      listen: async (_handler, onResync, onLost) => {
        resync = onResync;
        lost = onLost!;
      },
      close: async () => undefined,
    };
    const cache = new NoticeCache<string>({ ttlMs: 5_000, maxEntries: 10 });
    const stop = await informedBy(cache, bus, () => cache.clear());
    cache.set('k', 'v', cache.mark());
    expect(cache.get('k')).toBe('v');
    lost();
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', 'v', cache.mark());
    expect(cache.get('k')).toBeUndefined();
    resync();
    cache.set('k', 'v', cache.mark());
    expect(cache.get('k')).toBe('v');
    await stop();
    expect(cache.size).toBe(0);
  });
});

describe('two servers on one PostgreSQL database', () => {
  const second = secondServerOn(() => t, env);
  afterAll(() => second.close());
  const secondServer = () => second.get();

  // PGlite serves one process: there is no second server to start on it.
  it('an offer unpublished, made private, deleted or edited on one server changes the other server’s next search (PostgreSQL only)', async (ctx) => {
    if (!t.app.database.url) ctx.skip();
    const b = await secondServer();
    const [remanded, hidden, deleted, edited] = await Promise.all([1, 2, 3, 4].map(() => buildOffer(t.db, { owner: orgB, title: 'Two servers' })));
    // Both servers keep A's page with all four.
    const all = [remanded!.id, hidden!.id, deleted!.id, edited!.id];
    for (const app of [t.app, b]) await until(async () => ids(await search(app, a1)).filter((id) => all.includes(id)).length === 4, 'the four offers');
    // Each change is written through the first server's connections; the second learns it by notice.
    await t.db.update(offers).set({ status: 'remand' }).where(eq(offers.id, remanded!.id));
    await until(async () => !ids(await search(b, a1)).includes(remanded!.id), 'the remanded offer gone on the second server');
    await t.db.update(offers).set({ isPublic: false }).where(eq(offers.id, hidden!.id));
    await until(async () => !ids(await search(b, a1)).includes(hidden!.id), 'the private offer gone on the second server');
    await t.db.update(offers).set({ deletedAt: new Date() }).where(eq(offers.id, deleted!.id));
    await until(async () => !ids(await search(b, a1)).includes(deleted!.id), 'the deleted offer gone on the second server');
    await t.db.update(offers).set({ title: 'Edited' }).where(eq(offers.id, edited!.id));
    await until(async () => itemOf(await search(b, a1), edited!.id)?.title === 'Edited', 'the edited title on the second server');
  });

  it("a favourite set on one server is flagged in the user's next search on the other (PostgreSQL only)", async (ctx) => {
    if (!t.app.database.url) ctx.skip();
    const b = await secondServer();
    const offer = await buildOffer(t.db, { owner: orgB });
    await until(async () => itemOf(await search(b, a1), offer.id)?.is_favorite === false, 'the new offer on the second server');
    // Kept on the second server: the page and a1's favourites.
    expect(itemOf(await search(b, a1), offer.id)?.is_favorite).toBe(false);
    expect((await callAs(t.app, a1, 'PUT', `/api/offers/${offer.id}/favorite`)).statusCode).toBe(204);
    await until(async () => itemOf(await search(b, a1), offer.id)?.is_favorite === true, 'the favourite on the second server');
    expect(itemOf(await search(b, a2), offer.id)?.is_favorite).toBe(false);
  });
});
