// Saved searches with alerts (docs/decisions/064-saved-search-alerts.md): a company user saves a
// search of partner offers and chooses at once, daily or none; a newly open offer that matches it
// (its words in any language, through the glossary, its filters, its price across currencies)
// tells the user once, ever, without a company's name; the user's e-mail setting for offer notices
// decides the e-mail. Driven through the API and the jobs, as attacker and as user.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, exchangeRates, notifications, offers, searchAlertQueue, searchAlerts } from '../../src/server/db/schema/index.ts';
import { retagsSettled } from '../../src/server/modules/glossary/glossary.service.ts';
import { GlossaryTagRepository } from '../../src/server/modules/offers/glossary-tags.repository.ts';
import { announceDueOffers, sendSearchDigests } from '../../src/server/modules/saved-filters/search-alerts.job.ts';
import { QUEUE_GRACE_MS, SearchAlertService } from '../../src/server/modules/saved-filters/search-alerts.service.ts';
import { platformDayStart, platformToday } from '../../src/shared/offer-lifecycle.ts';
import { addDays } from '../helpers/dates.ts';
import { inboxApi } from '../../src/shared/schemas/notifications.ts';
import { REVIEW_CHECKLIST } from '../../src/shared/schemas/offer.ts';
import { buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { jobContext } from '../helpers/email.ts';

const SELLER_SECRETS = ['遠州減速機製作所', 'Enshu Gear Works', '遠州 太郎'];

let t: TestApp;
let seller: Awaited<ReturnType<typeof buildOrganisation>>;
let sellerUser: SignedIn;
let banker: SignedIn;
let watcher: SignedIn;
let digester: SignedIn;
let silent: SignedIn;
let pricey: SignedIn;
let operator: SignedIn;

const save = (who: SignedIn, name: string, query: string, alert?: string) => t.call(who, 'POST', '/api/saved-filters', { list: 'offer_search', name, query, ...(alert ? { alert } : {}) });
const noticesOf = (who: SignedIn) => t.db.select().from(notifications).where(eq(notifications.userId, who.userId));
const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`never: ${what}`);
};

/** An offer of the seller waiting for its bank, approved through the API; answers once its matching has run. */
async function approve(overrides: Parameters<typeof buildOffer>[1] = {}) {
  const offer = await buildOffer(t.db, { owner: seller, status: 'waiting_for_approval', ...overrides });
  // Its glossary tags, as the service writes them with the offer.
  await new GlossaryTagRepository(t.db).retagBatch(null);
  const r = await t.call(banker, 'POST', `/api/bank/offers/${offer.id}/approve`, { version: offer.version, checklist: [...REVIEW_CHECKLIST] });
  expect(r.statusCode, r.body).toBe(200);
  // The approving server matches it after the answer, once its translations are in.
  // (An offer whose period starts later stays queued until then.)
  await until(async () => {
    const [queued] = await t.db.select().from(searchAlertQueue).where(eq(searchAlertQueue.offerId, offer.id));
    return !queued || queued.dueAt > new Date();
  }, 'matched');
  return offer;
}

beforeAll(async () => {
  t = await createTestApp();
  const jpBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'alert-jp-bank', name: '浜松銀行' });
  seller = await buildOrganisation(t.db, { role: 'enterprise', bankId: jpBank.id, bankCode: 'alert-jp-bank', name: SELLER_SECRETS[0], nameEn: SELLER_SECRETS[1], representativeName: SELLER_SECRETS[2] });
  sellerUser = await signIn(t.app, (await buildUser(t.db, { organisationId: seller.id })).id, 'alert-jp-bank');
  banker = await signIn(t.app, (await buildUser(t.db, { organisationId: jpBank.id })).id, 'alert-jp-bank');
  const thBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'alert-th-bank', name: 'ธนาคารสยาม', country: 'TH' });
  const buyer = await buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'alert-th-bank', country: 'TH', name: 'บริษัท ผู้ซื้อ' });
  const person = async () => signIn(t.app, (await buildUser(t.db, { organisationId: buyer.id, language: 'th' })).id, 'alert-th-bank');
  [watcher, digester, silent, pricey] = [await person(), await person(), await person(), await person()];
  const office = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli', name: 'Alert Office' });
  operator = await signIn(t.app, (await buildUser(t.db, { organisationId: office.id })).id);
  // 1 USD = 150 JPY = 36 THB.
  const yesterday = platformToday(new Date(Date.now() - 86_400_000));
  await t.db.insert(exchangeRates).values([
    { currency: 'JPY', perUsd: 150, effectiveOn: yesterday },
    { currency: 'THB', perUsd: 36, effectiveOn: yesterday },
  ]);
  // The glossary says 減速機 is a reducer and เกียร์ทด.
  expect((await t.call(operator, 'POST', '/api/glossary', { ja: ['減速機'], en: ['reducer'], th: ['เกียร์ทด'] })).statusCode).toBe(200);
  await retagsSettled();
});
afterAll(async () => t.close());

describe('saved searches with alerts', () => {
  it('are a company user’s own: other roles cannot keep one, another user cannot see or change it, bad alerts are refused', async () => {
    for (const who of [banker, operator]) expect((await save(who, 'Mine', 'keyword=x', 'immediate')).statusCode).toBe(403);
    expect((await t.call(banker, 'GET', '/api/saved-filters?list=offer_search')).statusCode).toBe(403);
    const bad = await save(watcher, 'Bad', 'keyword=x', 'hourly');
    expect(bad.statusCode).toBe(400);
    const onNegotiations = await t.call(watcher, 'POST', '/api/saved-filters', { list: 'negotiations', name: 'N', query: '', alert: 'daily' });
    expect(onNegotiations.statusCode).toBe(400);
    expect(onNegotiations.json().fields.alert).toEqual(['ตั้งการแจ้งเตือนได้เฉพาะการค้นหาข้อเสนอที่บันทึกไว้เท่านั้น']);
    const inverted = await save(watcher, 'Inverted', 'price_min=10&price_max=5', 'daily');
    expect(inverted.statusCode).toBe(400);
    const made = await save(silent, 'Quiet', 'keyword=%E6%B8%9B%E9%80%9F%E6%A9%9F');
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ alert: 'none', alerts: { total: 0, last_at: null, waiting: 0 } });
    const id = made.json().id;
    for (const who of [watcher, sellerUser]) {
      expect((await t.call(who, 'PUT', `/api/saved-filters/${id}`, { alert: 'immediate' })).statusCode).toBe(404);
      expect((await t.call(who, 'DELETE', `/api/saved-filters/${id}`)).statusCode).toBe(404);
    }
    expect((await t.call(silent, 'PUT', `/api/saved-filters/${id}`, { alert: 'weekly' })).statusCode).toBe(400);
    expect((await t.call(silent, 'PUT', `/api/saved-filters/${id}`, { alert: 'none', name: 'x' })).statusCode).toBe(400);
    const list = (await t.call(silent, 'GET', '/api/saved-filters?list=offer_search')).json().items;
    expect(list.map((f: { name: string; alert: string }) => [f.name, f.alert])).toEqual([['Quiet', 'none']]);
  });

  it('tell at once of a newly published offer that matches across languages, once, by notification and e-mail, without the company’s name', async () => {
    expect((await t.call(watcher, 'PUT', `/api${inboxApi.emailSettings}`, { offer: 'immediate', negotiation: 'off', announcement: 'off' })).statusCode).toBe(200);
    // In Thai, through the glossary; the seller's own users never hear of their own offers.
    expect((await save(watcher, 'เกียร์ทด', 'keyword=%E0%B9%80%E0%B8%81%E0%B8%B5%E0%B8%A2%E0%B8%A3%E0%B9%8C%E0%B8%97%E0%B8%94&type=sell', 'immediate')).statusCode).toBe(200);
    expect((await save(watcher, 'Molds', 'keyword=%E9%87%91%E5%9E%8B', 'immediate')).statusCode).toBe(200);
    expect((await save(sellerUser, 'Own', 'keyword=%E6%B8%9B%E9%80%9F%E6%A9%9F', 'immediate')).statusCode).toBe(200);

    const offer = await approve({ title: '遊星減速機の販売先を探しています', type: 'sell' });
    const told = await noticesOf(watcher);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ group: 'offer', kind: 'offer.alert', link: `/company/offer-detail/business-partner/${offer.id}` });
    expect(told[0]!.params).toEqual({ offer_title: offer.title, offer_ref: offer.publicRef, search_name: 'เกียร์ทด' });
    expect(await noticesOf(silent)).toEqual([]);
    expect((await noticesOf(sellerUser)).filter((n) => n.kind === 'offer.alert')).toEqual([]);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, watcher.userId));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(offer.publicRef);
    expect(mails[0]!.body).toContain(`/company/offer-detail/business-partner/${offer.id}`);
    for (const secret of SELLER_SECRETS) {
      expect(JSON.stringify(told) + mails[0]!.subject + mails[0]!.body).not.toContain(secret);
    }
    const listed = (await t.call(watcher, 'GET', '/api/saved-filters?list=offer_search')).json().items;
    expect(listed.find((f: { name: string }) => f.name === 'เกียร์ทด').alerts).toMatchObject({ total: 1, waiting: 0 });

    // Published again (sent back, fixed, approved) or matched again: never told twice.
    await t.db.insert(searchAlertQueue).values({ offerId: offer.id, dueAt: new Date() });
    expect(await new SearchAlertService(t.db, t.app.events).announce(offer.id)).toBe(0);
    expect(await noticesOf(watcher)).toHaveLength(1);
  });

  it('never announce a private offer, one that does not match, or one whose price range is apart across currencies', async () => {
    // 3,000,000–4,000,000 THB is 12.5M–16.7M JPY: apart from 1M–5M JPY; 100,000–200,000 THB (0.4M–0.8M JPY) is apart too.
    expect((await save(pricey, 'Costly', 'price_min=3000000&price_max=4000000&price_currency=THB', 'immediate')).statusCode).toBe(200);
    expect((await save(pricey, 'Cheap', 'price_min=100000&price_max=200000&price_currency=THB', 'immediate')).statusCode).toBe(200);
    const before = (await noticesOf(watcher)).length;
    await approve({ title: '減速機 (非公開)', isPublic: false });
    await approve({ title: '射出成形機の買い手を探しています', type: 'sell' });
    expect(await noticesOf(watcher)).toHaveLength(before);
    expect(await noticesOf(pricey)).toEqual([]);
    // 200,000–300,000 THB is 0.83M–1.25M JPY: it overlaps, so that search tells.
    expect((await save(pricey, 'Right', 'price_min=200000&price_max=300000&price_currency=THB', 'immediate')).statusCode).toBe(200);
    const offer = await approve({ title: '部品加工の委託先を探しています' });
    expect((await noticesOf(pricey)).map((n) => [n.kind, n.params.search_name, n.subjectId])).toEqual([['offer.alert', 'Right', offer.id]]);
  });

  it('gather daily searches’ offers into one notice at the digest time, told once; none tells nobody', async () => {
    expect((await save(digester, 'Sales to Thailand', 'type=sell&country=TH', 'daily')).statusCode).toBe(200);
    const offer = await approve({ title: 'ベアリングの販売先を探しています', type: 'sell', targetCountry: 'TH' });
    expect(await noticesOf(digester)).toEqual([]);
    const pending = await t.db.select().from(searchAlerts).where(and(eq(searchAlerts.userId, digester.userId), eq(searchAlerts.offerId, offer.id)));
    expect(pending).toMatchObject([{ alert: 'daily', toldAt: null }]);
    // The next digest time (00:00 UTC by default) is after the match.
    const nextDigest = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1, 0, 5));
    await sendSearchDigests(jobContext(t.app, () => nextDigest));
    const told = await noticesOf(digester);
    expect(told.map((n) => [n.kind, n.params, n.link])).toEqual([['saved_filter.digest', { search_name: 'Sales to Thailand', count: 1 }, '/company/saved-searches']]);
    await sendSearchDigests(jobContext(t.app, () => new Date(nextDigest.getTime() + 3_600_000)));
    expect(await noticesOf(digester)).toHaveLength(1);
    expect(await noticesOf(silent)).toEqual([]);
  });

  it('match an offer approved ahead of its period on the first day of its period, through the job', async () => {
    const start = addDays(platformToday(), 3);
    const offer = await approve({ title: '減速機の長期供給先', type: 'sell', periodStart: start, periodEnd: addDays(start, 30) });
    const [queued] = await t.db.select().from(searchAlertQueue).where(eq(searchAlertQueue.offerId, offer.id));
    expect(queued!.dueAt.toISOString()).toBe(platformDayStart(start).toISOString());
    expect((await noticesOf(watcher)).some((n) => n.subjectId === offer.id)).toBe(false);
    // The job on that day (after the approving server's grace) matches it.
    const thatDay = new Date(platformDayStart(start).getTime() + QUEUE_GRACE_MS + 60_000);
    await announceDueOffers(jobContext(t.app, () => thatDay));
    expect((await noticesOf(watcher)).filter((n) => n.subjectId === offer.id).map((n) => n.kind)).toEqual(['offer.alert']);
    expect(await t.db.select().from(searchAlertQueue).where(inArray(searchAlertQueue.offerId, [offer.id]))).toEqual([]);
  });

  it('drop a daily search’s waiting offers when it stops being daily, and keep the announcements when it is removed', async () => {
    const made = (await save(digester, 'Buys', 'type=sell', 'daily')).json();
    await approve({ title: '工作機械の販売先', type: 'sell', targetCountry: 'JP' });
    const [search] = (await t.call(digester, 'GET', '/api/saved-filters?list=offer_search')).json().items.filter((f: { id: string }) => f.id === made.id);
    expect(search.alerts.waiting).toBe(1);
    const changed = await t.call(digester, 'PUT', `/api/saved-filters/${made.id}`, { alert: 'immediate' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ alert: 'immediate', alerts: { total: 1, waiting: 0 } });
    const announced = await t.db.select().from(searchAlerts).where(eq(searchAlerts.userId, digester.userId));
    expect((await t.call(digester, 'DELETE', `/api/saved-filters/${made.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(searchAlerts).where(eq(searchAlerts.userId, digester.userId))).toHaveLength(announced.length);
    // The seller's offer rows are untouched by any of it.
    expect((await t.db.select({ n: offers.id }).from(offers).where(eq(offers.organisationId, seller.id))).length).toBeGreaterThan(0);
  });
});
