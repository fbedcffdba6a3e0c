// The partner search reads the side table offer_search (docs/decisions/023-search-side-table.md),
// which the database keeps in step with offers by a trigger. Every write path is followed through
// the API, as a searching company sees it: an offer appears when approved, an edited title is
// found by its new word and not by the old, and an offer sent back for review, remanded, made
// private, moved out of its period or deleted disappears. After each step the side table holds
// exactly what its view offer_search_source says, column for column.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../src/server/db/schema/index.ts';
import { REVIEW_CHECKLIST } from '../../src/shared/schemas/offer.ts';
import { buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addDays } from '../helpers/dates.ts';
import { offerFields, uploadImage } from '../helpers/offers.ts';
import { platformToday } from '../../src/shared/offer-lifecycle.ts';

let t: TestApp;
let writer: SignedIn;
let admin: SignedIn;
let banker: SignedIn;
let searcher: SignedIn;
let owner: { id: string; bankId: string; branchId: string | null };

beforeAll(async () => {
  // The search page cache off (tests/api/offer-search-cache.test.ts covers it): these tests write
  // straight to the tables and search at once, and on PostgreSQL the cache's notice may arrive a
  // moment after the write's answer.
  t = await createTestApp({ SEARCH_CACHE_SECONDS: '0' });
  const bank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'side-b', name: 'サイド銀行', nameEn: 'Side Bank' });
  const company = await buildOrganisation(t.db, { role: 'enterprise', bankId: bank.id, bankCode: 'side-b', name: '側表工業' });
  owner = { id: company.id, bankId: bank.id, branchId: null };
  writer = await signIn(t.app, (await buildUser(t.db, { organisationId: company.id })).id);
  admin = await signIn(t.app, (await buildUser(t.db, { organisationId: company.id, userType: 'administrator' })).id);
  banker = await signIn(t.app, (await buildUser(t.db, { organisationId: bank.id })).id);
  const other = await buildOrganisation(t.db, { role: 'enterprise', name: 'Searcher KK' });
  searcher = await signIn(t.app, (await buildUser(t.db, { organisationId: other.id })).id);
});
afterAll(async () => t.close());

const ok = <R extends { statusCode: number; body: string }>(res: R): R => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};
const image = async () => (ok(await uploadImage(t.app, writer)).json() as { image_id: string }).image_id;

/** The offer ids a keyword search finds for another company. */
async function found(keyword: string): Promise<string[]> {
  const res = ok(await t.call(searcher, 'GET', `/api/offers/search?keyword=${encodeURIComponent(keyword)}&per_page=100`));
  return (res.json() as { items: { offer_id: string }[] }).items.map((i) => i.offer_id);
}

/** The side table equals its view, row for row and column for column (a difference is listed). */
async function inStep() {
  const { rows } = (await t.db.execute(sql`
    select count(*)::int as n from (
      (select * from offer_search except all select * from offer_search_source)
      union all
      (select * from offer_search_source except all select * from offer_search)
    ) as d`)) as unknown as { rows: { n: number }[] };
  expect(rows[0]!.n).toBe(0);
}

async function sideRow(id: string) {
  const { rows } = (await t.db.execute(sql`select search_text, is_public, period_end from offer_search where id = ${id}`)) as unknown as {
    rows: { search_text: string; is_public: boolean; period_end: string }[];
  };
  return rows[0];
}

const approve = async (id: string, version: number) =>
  ok(await t.call(banker, 'POST', `/api/bank/offers/${id}/approve`, { version, checklist: [...REVIEW_CHECKLIST] })).json() as { version: number };

/** Registers a new offer through the API and has the bank approve it: published, public, live. */
async function published(title: string, overrides: Record<string, unknown> = {}) {
  const reg = ok(await t.call(writer, 'POST', '/api/offers', { intent: 'register', offer: offerFields([await image()], { title, ...overrides }) }));
  const { offer_id: id, version } = reg.json() as { offer_id: string; version: number };
  return { id, version: (await approve(id, version)).version };
}

describe('the search side table follows every write to offers', () => {
  it('a registered offer appears only once approved; a draft never', async () => {
    const draft = ok(await t.call(writer, 'POST', '/api/offers', { intent: 'save_draft', offer: { type: 'sell', title: 'sidetabledraft' } }));
    const reg = ok(await t.call(writer, 'POST', '/api/offers', { intent: 'register', offer: offerFields([await image()], { title: 'sidetablewaiting' }) }));
    expect(await found('sidetabledraft')).toEqual([]);
    expect(await found('sidetablewaiting')).toEqual([]);
    expect(await sideRow(draft.json().offer_id)).toBeUndefined();
    await inStep();
    await approve(reg.json().offer_id, reg.json().version);
    expect(await found('sidetablewaiting')).toEqual([reg.json().offer_id]);
    await inStep();
  });

  it('an edited title is found by its new word and not by the old, once approved again', async () => {
    const offer = await published('walnutoldword');
    expect(await found('walnutoldword')).toEqual([offer.id]);
    // Registering the edit sends it back for review: out of search until approved.
    const edit = ok(await t.call(writer, 'PUT', `/api/offers/${offer.id}`, { intent: 'register', version: offer.version, offer: offerFields([await image()], { title: 'hazelnewword' }) }));
    expect(await found('walnutoldword')).toEqual([]);
    expect(await found('hazelnewword')).toEqual([]);
    await inStep();
    await approve(offer.id, edit.json().version);
    expect(await found('hazelnewword')).toEqual([offer.id]);
    expect(await found('walnutoldword')).toEqual([]);
    expect((await sideRow(offer.id))?.search_text).toContain('hazelnewword');
    await inStep();
  });

  it('an offer remanded or denied after an edit stays out', async () => {
    for (const action of ['remand', 'deny'] as const) {
      const offer = await published(`pecan${action}`);
      expect(await found(`pecan${action}`)).toEqual([offer.id]);
      const edit = ok(await t.call(writer, 'PUT', `/api/offers/${offer.id}`, { intent: 'register', version: offer.version, offer: offerFields([await image()], { title: `pecan${action}` }) }));
      ok(await t.call(banker, 'POST', `/api/bank/offers/${offer.id}/${action}`, { version: edit.json().version, reason: '理由' }));
      expect(await found(`pecan${action}`)).toEqual([]);
      expect(await sideRow(offer.id)).toBeUndefined();
      await inStep();
    }
  });

  it('an offer made private disappears, and public again reappears', async () => {
    const offer = await published('almondprivate');
    const edit = ok(await t.call(writer, 'PUT', `/api/offers/${offer.id}`, { intent: 'register', version: offer.version, offer: offerFields([await image()], { title: 'almondprivate', is_public: false }) }));
    const approved = await approve(offer.id, edit.json().version);
    expect(await found('almondprivate')).toEqual([]);
    expect(await sideRow(offer.id)).toBeUndefined();
    const back = ok(await t.call(writer, 'PUT', `/api/offers/${offer.id}`, { intent: 'register', version: approved.version, offer: offerFields([await image()], { title: 'almondprivate', is_public: true }) }));
    await approve(offer.id, back.json().version);
    expect(await found('almondprivate')).toEqual([offer.id]);
    await inStep();
  });

  it('a deleted offer disappears', async () => {
    const offer = await published('cashewdeleted');
    expect(await found('cashewdeleted')).toEqual([offer.id]);
    expect((await t.call(admin, 'DELETE', `/api/offers/${offer.id}?version=${offer.version}`)).statusCode).toBe(204);
    expect(await found('cashewdeleted')).toEqual([]);
    expect(await sideRow(offer.id)).toBeUndefined();
    await inStep();
  });

  it('follows writes that bypass the services too: a period moved, a row removed, a counter bumped', async () => {
    const row = await buildOffer(t.db, { owner, title: 'chestnutdirect', industry: null });
    expect(await found('chestnutdirect')).toEqual([row.id]);
    // The period ends yesterday: the row stays (searchability by date is the partner rule's, at query time) but is not found.
    const yesterday = addDays(platformToday(), -1);
    await t.db.update(offers).set({ periodStart: addDays(yesterday, -10), periodEnd: yesterday }).where(eq(offers.id, row.id));
    expect((await sideRow(row.id))?.period_end).toBe(yesterday);
    expect(await found('chestnutdirect')).toEqual([]);
    await t.db.update(offers).set({ periodEnd: addDays(platformToday(), 10) }).where(eq(offers.id, row.id));
    expect(await found('chestnutdirect')).toEqual([row.id]);
    // A view counted changes nothing the side table holds.
    await t.db.update(offers).set({ viewsCount: sql`${offers.viewsCount} + 1` }).where(eq(offers.id, row.id));
    await inStep();
    await t.db.update(offers).set({ isPublic: false }).where(eq(offers.id, row.id));
    expect(await found('chestnutdirect')).toEqual([]);
    await t.db.update(offers).set({ isPublic: true, deletedAt: new Date() }).where(eq(offers.id, row.id));
    expect(await found('chestnutdirect')).toEqual([]);
    await t.db.update(offers).set({ deletedAt: null }).where(eq(offers.id, row.id));
    expect(await found('chestnutdirect')).toEqual([row.id]);
    await t.db.execute(sql`delete from offer_views where offer_id = ${row.id}`);
    await t.db.execute(sql`delete from offer_images where offer_id = ${row.id}`);
    await t.db.execute(sql`delete from offer_favorites where offer_id = ${row.id}`);
    await t.db.delete(offers).where(eq(offers.id, row.id));
    expect(await sideRow(row.id)).toBeUndefined();
    await inStep();
  });

  it('narrows a keyword by the filters\' grams exactly as by the filters (type, country, industries)', async () => {
    // offerFields: a purchase, for Thailand, industry E / 25.
    const offer = await published('filberthit');
    const ids = async (params: string) => {
      const res = ok(await t.call(searcher, 'GET', `/api/offers/search?keyword=filberthit&${params}`));
      return (res.json() as { items: { offer_id: string }[] }).items.map((i) => i.offer_id);
    };
    expect(await ids('type=buy&country=TH&industry_major=E&industry_middle=25')).toEqual([offer.id]);
    expect(await ids('industry_middle=25')).toEqual([offer.id]);
    expect(await ids('type=sell')).toEqual([]);
    expect(await ids('country=JP')).toEqual([]);
    expect(await ids('industry_major=A')).toEqual([]);
    // And the other way: a filter gram in the keyword is only a term like any other.
    expect(await found('@t:buy')).toEqual([]);
    await inStep();
  });

  it('matches a Latin term by its trigrams exactly as by its bigrams: inside words, across punctuation, with LIKE characters, narrowed by the filters', async () => {
    // offerFields: a purchase, for Thailand, industry E / 25.
    const offer = await published('Quarzitex-9001 gauges at 50%_off');
    for (const keyword of ['quarzitex', 'ARZIT', 'tex-9001', 'x-90', '50%_off', 'quarzitex gauges']) expect(await found(keyword), keyword).toEqual([offer.id]);
    for (const keyword of ['quarzitexx', '50%off', 'gauges-at', 'quarzitex gaugez']) expect(await found(keyword), keyword).toEqual([]);
    const ids = async (params: string) => {
      const res = ok(await t.call(searcher, 'GET', `/api/offers/search?keyword=quarzitex&${params}`));
      return (res.json() as { items: { offer_id: string }[] }).items.map((i) => i.offer_id);
    };
    expect(await ids('type=buy&country=TH&industry_major=E&industry_middle=25')).toEqual([offer.id]);
    expect(await ids('type=sell')).toEqual([]);
    expect(await ids('country=JP')).toEqual([]);
    await inStep();
  });

  it("applies the filters to offers a keyword finds by their bank's name, whose grams carry no filter", async () => {
    // The bank is サイド銀行: 'サイド' matches its name, so the keyword finds every offer of the
    // bank by id as well as by grams, and the filters must narrow those too.
    const offer = await published('filters by bank name');
    const ids = async (params: string) => {
      const res = ok(await t.call(searcher, 'GET', `/api/offers/search?keyword=${encodeURIComponent('サイド')}&per_page=100&${params}`));
      return (res.json() as { items: { offer_id: string }[] }).items.map((i) => i.offer_id);
    };
    expect(await ids('type=buy&country=TH')).toContain(offer.id);
    expect(await ids('type=sell')).not.toContain(offer.id);
    expect(await ids('country=JP')).not.toContain(offer.id);
    expect(await ids('industry_major=A')).not.toContain(offer.id);
  });

  it('rebuilds to the same rows it keeps', async () => {
    await t.db.execute(sql`select offer_search_rebuild()`);
    await inStep();
    const { rows } = (await t.db.execute(sql`select count(*)::int as n from offer_search`)) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
