// News (decision 021): per role, announcements delivered to the viewer and the events of
// interest to it, newest first, paged with a right total; nothing the viewer may not see (another
// company's name, bank or branch; a private, deleted or unapproved offer; another bank's customers').
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, industries, offers, users } from '../../src/server/db/schema/index.ts';
import type { NewsItem, NewsList } from '../../src/shared/schemas/notifications.ts';
import { inboxApi } from '../../src/shared/schemas/notifications.ts';
import { buildBranch, buildNegotiation, buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

type Offer = Awaited<ReturnType<typeof buildOffer>>;
type Org = Awaited<ReturnType<typeof buildOrganisation>>;

let t: TestApp;
let thCoUser: SignedIn;
let thBankUser: SignedIn;
let jpBankUser: SignedIn;
let operator: SignedIn;
let coordinatorUser: SignedIn;
let otherCoordinatorUser: SignedIn;
let thCo: Org;
let thaiReader: SignedIn;
let noLanguageReader: SignedIn;
let coordinator: Org;
type OfferName = 'match' | 'anyCountry' | 'otherIndustry' | 'forJapan' | 'private' | 'deleted' | 'backInReview' | 'ended' | 'own';
const o = {} as Record<OfferName, Offer>;
let applicationId: string;
let offeredContractId: string;
let completedContractId: string;

const SECRETS = ['Secret Maker KK', '秘密製作所', 'Secret Bank Ltd', '秘密銀行', 'Secret Branch', '秘密支店'];
let minute = 0;
/** Events at distinct, increasing times, so the order is known. */
const nextAt = () => new Date(Date.UTC(2026, 0, 10, 0, ++minute));

async function approved(offer: Offer) {
  await t.db.insert(events).values({ subjectType: 'offer', subjectId: offer.id, action: 'offer.approve', fromState: 'waiting_for_approval', toState: 'published', occurredAt: nextAt() });
}

async function news(who: SignedIn, query = 'per_page=100', headers: Record<string, string> = {}): Promise<NewsList> {
  const res = await t.call(who, 'GET', `/api${inboxApi.news}?${query}`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NewsList;
}
const linksOf = (list: NewsList) => list.items.map((i) => i.link);

beforeAll(async () => {
  t = await createTestApp();
  const [e25] = await t.db.select().from(industries).where(eq(industries.code, '25'));
  const jpBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'news-jp', name: SECRETS[3], nameEn: SECRETS[2] });
  const branch = await buildBranch(t.db, jpBank.id, { name: SECRETS[5], nameEn: SECRETS[4] });
  const maker = await buildOrganisation(t.db, { role: 'enterprise', bankId: jpBank.id, bankCode: 'news-jp', branchId: branch.id, name: SECRETS[1], nameEn: SECRETS[0] });
  const thBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'news-th', country: 'TH' });
  thCo = await buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'news-th', country: 'TH', industryId: e25!.id });
  const kokopelli = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli' });
  coordinator = await buildOrganisation(t.db, { role: 'coordinator' });
  const otherCoordinator = await buildOrganisation(t.db, { role: 'coordinator' });

  const thCoUserRow = await buildUser(t.db, { organisationId: thCo.id, language: 'ja' });
  thCoUser = await signIn(t.app, thCoUserRow.id);
  // Reads Japanese when the announcement below goes out, and chooses Thai after it (a text the announcement lacks).
  thaiReader = await signIn(t.app, (await buildUser(t.db, { organisationId: thCo.id, language: 'ja' })).id);
  const noLanguage = await buildUser(t.db, { organisationId: thCo.id });
  await t.db.update(users).set({ language: null }).where(eq(users.id, noLanguage.id));
  noLanguageReader = await signIn(t.app, noLanguage.id);
  thBankUser = await signIn(t.app, (await buildUser(t.db, { organisationId: thBank.id })).id);
  jpBankUser = await signIn(t.app, (await buildUser(t.db, { organisationId: jpBank.id })).id);
  operator = await signIn(t.app, (await buildUser(t.db, { organisationId: kokopelli.id })).id);
  coordinatorUser = await signIn(t.app, (await buildUser(t.db, { organisationId: coordinator.id })).id);
  otherCoordinatorUser = await signIn(t.app, (await buildUser(t.db, { organisationId: otherCoordinator.id })).id);

  // The maker's offers, each approved once: which of them a Thai company of industry E (25) may be told of.
  o.match = await buildOffer(t.db, { owner: maker, title: 'Matching sell offer', targetCountry: 'TH', industry: { major: 'E', middle: '25' } });
  o.anyCountry = await buildOffer(t.db, { owner: maker, title: 'Any-country offer', type: 'buy', targetCountry: null, industry: { major: 'E' } });
  o.otherIndustry = await buildOffer(t.db, { owner: maker, title: 'Farming offer', industry: { major: 'A', middle: '01' } });
  o.forJapan = await buildOffer(t.db, { owner: maker, title: 'For Japan only', targetCountry: 'JP' });
  o.private = await buildOffer(t.db, { owner: maker, title: 'Private offer', isPublic: false });
  o.deleted = await buildOffer(t.db, { owner: maker, title: 'Deleted offer', deleted: true });
  o.backInReview = await buildOffer(t.db, { owner: maker, title: 'Edited again', status: 'waiting_for_approval' });
  o.ended = await buildOffer(t.db, { owner: maker, title: 'Ended offer', period: 'ended' });
  o.own = await buildOffer(t.db, { owner: thCo, title: 'Thai own offer' });
  for (const offer of Object.values(o)) await approved(offer);
  // Approved twice (edited and approved again): one news item.
  await approved(o.match);

  // The Thai company applied to the maker's offer: its bank (thBank) is told, not the maker's bank as an applicant's bank.
  const application = await buildNegotiation(t.db, { offer: o.match, applicant: thCo, stage: 'bank_approval' });
  applicationId = application.id;
  await t.db.insert(events).values({ subjectType: 'negotiation', subjectId: application.id, action: 'negotiation.apply', toState: 'bank_approval', occurredAt: nextAt() });
  // An application to a deleted offer is not news.
  const toDeleted = await buildNegotiation(t.db, { offer: o.deleted, stage: 'bank_approval' });
  await t.db.insert(events).values({ subjectType: 'negotiation', subjectId: toDeleted.id, action: 'negotiation.apply', occurredAt: nextAt() });

  // Deals: one offered to the coordinator, one it completed, one offered to it and then declined (gone).
  const offered = await buildNegotiation(t.db, { offer: o.anyCountry, stage: 'coordinator_offered', coordinator });
  offeredContractId = offered.contractId!;
  await t.db.insert(events).values({ subjectType: 'negotiation', subjectId: offered.id, action: 'negotiation.offer_coordinator', payload: { coordinator_organisation_id: coordinator.id }, occurredAt: nextAt() });
  const completed = await buildNegotiation(t.db, { offer: o.forJapan, stage: 'completed', coordinator });
  completedContractId = completed.contractId!;
  await t.db.insert(events).values({ subjectType: 'negotiation', subjectId: completed.id, action: 'negotiation.offer_coordinator', payload: { coordinator_organisation_id: coordinator.id }, occurredAt: nextAt() });
  await t.db.insert(events).values({ subjectType: 'negotiation', subjectId: completed.id, action: 'negotiation.approve_completion', occurredAt: nextAt() });
  const declined = await buildNegotiation(t.db, { offer: o.otherIndustry, stage: 'coordinator_assignment', coordinator: null });
  await t.db.insert(events).values({ subjectType: 'negotiation', subjectId: declined.id, action: 'negotiation.offer_coordinator', payload: { coordinator_organisation_id: coordinator.id }, occurredAt: nextAt() });

  // An announcement for Thai companies, through the operator's API (published now: after every event above).
  const res = await t.call(operator, 'POST', '/api/notification-groups', {
    texts: { title_en: 'Holiday notice', title_ja: '休業のお知らせ', title_th: '', body_en: 'Closed on Monday.', body_ja: '月曜日は休業します。', body_th: '' },
    audience: { roles: ['enterprise'], countries: ['TH'], bank_codes: [] },
    publish_at: null,
  });
  expect(res.statusCode, res.body).toBe(200);
  // The reader chooses Thai as a user does (which also tells every server's session cache).
  const chosen = await t.call(thaiReader, 'PUT', '/api/user/language', { user_id: thaiReader.userId, language: 'th' });
  expect(chosen.statusCode, chosen.body).toBe(204);
});

afterAll(async () => {
  await t?.close();
});

const partnerLink = (offer: Offer) => `/company/offer-detail/business-partner/${offer.id}`;

describe('a company', () => {
  it('sees other companies\' public open offers of its industry for its country or any, as a partner, and its announcements', async () => {
    const list = await news(thCoUser);
    const links = linksOf(list);
    expect(links).toContain(partnerLink(o.match));
    expect(links).toContain(partnerLink(o.anyCountry));
    for (const hidden of [o.otherIndustry, o.forJapan, o.private, o.deleted, o.backInReview, o.ended, o.own]) {
      expect(links).not.toContain(partnerLink(hidden));
      expect(list.items.map((i) => i.title)).not.toContain(hidden.title);
    }
    expect(list.items.filter((i) => i.link === partnerLink(o.match))).toHaveLength(1);
    const match = list.items.find((i) => i.link === partnerLink(o.match))!;
    expect(match).toMatchObject({ kind: 'new_offer', title: 'Matching sell offer', offer_type: 'sell', country: 'TH', body: null });
    const [e25] = await t.db.select().from(industries).where(eq(industries.code, '25'));
    expect(match.industry).toBe(e25!.nameJa);
    expect(list.items.find((i) => i.link === partnerLink(o.anyCountry))).toMatchObject({ offer_type: 'buy', country: null });

    // The announcement in the user's language (Japanese), first: it is the newest.
    expect(list.items[0]).toMatchObject({ kind: 'announcement', title: '休業のお知らせ', body: '月曜日は休業します。', link: null });
    // No company, bank or branch name anywhere in the answer.
    for (const secret of SECRETS) expect(JSON.stringify(list)).not.toContain(secret);
    // Every offer item is one this company may see as a partner (the seeded world's included).
    const ids = list.items.filter((i) => i.kind === 'new_offer').map((i) => i.link!.split('/').pop()!);
    const rows = await t.db.select().from(offers).where(inArray(offers.id, ids));
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      expect(row).toMatchObject({ isPublic: true, status: 'published', deletedAt: null });
      expect(row.organisationId).not.toBe(thCo.id);
      expect([null, 'TH']).toContain(row.targetCountry);
    }
    expect(list.items.some((i) => i.kind === 'new_application' || i.kind === 'deal_offered')).toBe(false);
  });

  it('falls back to English where the announcement has no text in the viewer\'s language', async () => {
    const list = await news(thaiReader);
    expect(list.items[0]).toMatchObject({ kind: 'announcement', title: 'Holiday notice', body: 'Closed on Monday.' });
  });

  it('pages newest first with the right total', async () => {
    const all = await news(thCoUser);
    expect(all.total).toBe(all.items.length);
    const at = all.items.map((i) => i.at);
    expect([...at].sort().reverse()).toEqual(at);
    const paged: NewsItem[] = [];
    for (let page = 1; paged.length < all.total; page++) {
      const one = await news(thCoUser, `page=${page}&per_page=2`);
      expect(one.total).toBe(all.total);
      expect(one.items.length).toBeLessThanOrEqual(2);
      if (one.items.length === 0) break;
      paged.push(...one.items);
    }
    expect(paged.map((i) => i.id)).toEqual(all.items.map((i) => i.id));
    expect((await news(thCoUser, `page=${all.total + 1}&per_page=1`)).items).toEqual([]);
  });

  it('refuses a bad page query', async () => {
    const res = await t.call(thCoUser, 'GET', `/api${inboxApi.news}?per_page=0`);
    expect(res.statusCode).toBe(400);
  });
});

describe('a bank', () => {
  it('sees its customers\' approved offers (private ones too), not deleted ones nor another bank\'s customers\'', async () => {
    const links = linksOf(await news(jpBankUser));
    for (const visible of [o.match, o.anyCountry, o.otherIndustry, o.forJapan, o.private, o.ended, o.backInReview]) {
      expect(links).toContain(`/financial-institution/offer-detail/${visible.id}`);
    }
    expect(links).not.toContain(`/financial-institution/offer-detail/${o.deleted.id}`);
    expect(links).not.toContain(`/financial-institution/offer-detail/${o.own.id}`);
    // Its customer's offer was applied to, but by another bank's customer: not its application.
    expect(links).not.toContain(`/financial-institution/negotiation-detail/${applicationId}`);
  });

  it('sees its customers\' applications, and none of the other bank\'s customers\' offers', async () => {
    const list = await news(thBankUser);
    const links = linksOf(list);
    expect(links).toContain(`/financial-institution/negotiation-detail/${applicationId}`);
    expect(list.items.find((i) => i.link === `/financial-institution/negotiation-detail/${applicationId}`)).toMatchObject({ kind: 'new_application', title: 'Matching sell offer' });
    expect(links).toContain(`/financial-institution/offer-detail/${o.own.id}`);
    for (const other of [o.match, o.anyCountry, o.private]) expect(links).not.toContain(`/financial-institution/offer-detail/${other.id}`);
    expect(list.items.some((i) => i.kind === 'announcement')).toBe(false);
  });
});

describe('the operator', () => {
  it('sees every approved offer and every application, never a deleted offer', async () => {
    const list = await news(operator, 'per_page=100');
    const links = linksOf(list);
    for (const offer of [o.match, o.private, o.own, o.otherIndustry]) expect(links).toContain(`/kokopelli/offer-detail/${offer.id}`);
    expect(links).not.toContain(`/kokopelli/offer-detail/${o.deleted.id}`);
    expect(links).toContain(`/kokopelli/negotiation-detail/${applicationId}`);
    expect(list.total).toBeGreaterThanOrEqual(list.items.length);
  });
});

describe('a coordinator', () => {
  it('sees the deals offered to it and completed with it, not one it no longer has', async () => {
    const list = await news(coordinatorUser);
    expect(list.items.map((i) => [i.kind, i.link])).toEqual([
      ['deal_completed', `/coordinator/trading-detail/${completedContractId}`],
      ['deal_offered', `/coordinator/trading-detail/${completedContractId}`],
      ['deal_offered', `/coordinator/trading-detail/${offeredContractId}`],
    ]);
    expect(list.total).toBe(3);
    for (const secret of SECRETS) expect(JSON.stringify(list)).not.toContain(secret);
  });

  it('another coordinator sees none of them', async () => {
    const list = await news(otherCoordinatorUser);
    expect(list.items.filter((i) => i.kind !== 'announcement')).toEqual([]);
  });
});

describe('language', () => {
  it('a user without a language of their own reads in the request\'s language', async () => {
    const list = await news(noLanguageReader, 'per_page=100', { 'accept-language': 'ja' });
    expect(list.items.find((i) => i.kind === 'announcement')).toMatchObject({ title: '休業のお知らせ' });
  });
});
