// Match suggestions (docs/decisions/066-match-suggestions.md): an offer that opens to partners is
// given its best counter-offers (the other side, target countries fitting both ways, the same or a
// related industry, prices overlapping across currencies, glossary words in common), written both
// ways for it alone; every list reads the partner rule of the day; the offer's bank introduces a
// pair once and both companies are told, names hidden. Driven through the API, as attacker and user.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, exchangeRates, notifications, offers, offerSuggestionQueue, offerSuggestions } from '../../src/server/db/schema/index.ts';
import { retagsSettled } from '../../src/server/modules/glossary/glossary.service.ts';
import { GlossaryTagRepository } from '../../src/server/modules/offers/glossary-tags.repository.ts';
import { refreshSuggestions } from '../../src/server/modules/suggestions/suggestions.job.ts';
import { SUGGESTION_GRACE_MS, SuggestionService } from '../../src/server/modules/suggestions/suggestions.service.ts';
import { fitScore, SCORE_WEIGHTS } from '../../src/server/modules/suggestions/suggestion-score.ts';
import { platformToday } from '../../src/shared/offer-lifecycle.ts';
import { REVIEW_CHECKLIST } from '../../src/shared/schemas/offer.ts';
import type { Suggestion, Suggestions } from '../../src/shared/schemas/suggestions.ts';
import { buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { jobContext } from '../helpers/email.ts';

/** Names and people that must never reach the other company (nor a bank that is not theirs) before disclosure. */
const SELLER_SECRETS = ['遠州減速機製作所', 'Enshu Gear Works', '遠州 太郎'];
const BUYER_SECRETS = ['บริษัท สยามเกียร์ จำกัด', 'Siam Gear Co.', 'สมชาย ใจดี'];

let t: TestApp;
let jpBank: Awaited<ReturnType<typeof buildOrganisation>>;
let thBank: Awaited<ReturnType<typeof buildOrganisation>>;
let seller: Awaited<ReturnType<typeof buildOrganisation>>;
let buyer: Awaited<ReturnType<typeof buildOrganisation>>;
let sellerUser: SignedIn;
let buyerUser: SignedIn;
let jpBanker: SignedIn;
let thBanker: SignedIn;
let outsider: SignedIn;
let operator: SignedIn;

const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`never: ${what}`);
};

/** An offer waiting for its bank, approved through the API by `banker`; answers once its suggestions are written. */
async function approve(owner: typeof seller, banker: SignedIn, overrides: Parameters<typeof buildOffer>[1] = {}) {
  const offer = await buildOffer(t.db, { owner, status: 'waiting_for_approval', ...overrides });
  await new GlossaryTagRepository(t.db).retagBatch(null);
  const r = await t.call(banker, 'POST', `/api/bank/offers/${offer.id}/approve`, { version: offer.version, checklist: [...REVIEW_CHECKLIST] });
  expect(r.statusCode, r.body).toBe(200);
  await until(async () => (await t.db.select().from(offerSuggestionQueue).where(eq(offerSuggestionQueue.offerId, offer.id))).length === 0, 'written');
  return offer;
}

const suggestionsOf = async (who: SignedIn, offerId: string) => {
  const r = await t.call(who, 'GET', `/api/offers/${offerId}/suggestions`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<Suggestions>();
};
const ids = (list: Suggestions) => list.items.map((s) => s.offer.offer_id);

/** The gear line for sale in Japan, towards Thailand; 80–120 million yen; "減速機". */
const gearLine = {
  type: 'sell' as const,
  title: '精密減速機の製造ライン',
  description: '減速機の製造ライン一式を譲渡します。',
  priceMin: 80_000_000,
  priceMax: 120_000_000,
  currency: 'JPY' as const,
  targetCountry: 'TH',
  industry: { major: 'E', middle: '25' },
};
/** A Thai buyer of a reducer line, towards Japan; 20–30 million baht (83–125 million yen at 1 USD = 150 JPY = 36 THB). */
const reducerWanted = {
  type: 'buy' as const,
  title: 'Looking for a reducer production line',
  description: 'We want to buy a used reducer production line.',
  language: 'en' as const,
  priceMin: 20_000_000,
  priceMax: 30_000_000,
  currency: 'THB' as const,
  targetCountry: 'JP',
  industry: { major: 'E', middle: '25' },
};

beforeAll(async () => {
  t = await createTestApp();
  jpBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'sg-jp-bank', name: '浜名銀行' });
  thBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'sg-th-bank', name: 'ธนาคารแม่กลอง', country: 'TH' });
  seller = await buildOrganisation(t.db, { role: 'enterprise', bankId: jpBank.id, bankCode: 'sg-jp-bank', name: SELLER_SECRETS[0], nameEn: SELLER_SECRETS[1], representativeName: SELLER_SECRETS[2] });
  buyer = await buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'sg-th-bank', country: 'TH', name: BUYER_SECRETS[0], nameEn: BUYER_SECRETS[1], representativeName: BUYER_SECRETS[2] });
  sellerUser = await signIn(t.app, (await buildUser(t.db, { organisationId: seller.id })).id, 'sg-jp-bank');
  buyerUser = await signIn(t.app, (await buildUser(t.db, { organisationId: buyer.id, language: 'th' })).id, 'sg-th-bank');
  jpBanker = await signIn(t.app, (await buildUser(t.db, { organisationId: jpBank.id })).id, 'sg-jp-bank');
  thBanker = await signIn(t.app, (await buildUser(t.db, { organisationId: thBank.id })).id, 'sg-th-bank');
  const other = await buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'sg-th-bank', country: 'TH' });
  outsider = await signIn(t.app, (await buildUser(t.db, { organisationId: other.id })).id, 'sg-th-bank');
  const office = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli', name: 'Suggestion Office' });
  operator = await signIn(t.app, (await buildUser(t.db, { organisationId: office.id })).id);
  const yesterday = platformToday(new Date(Date.now() - 86_400_000));
  await t.db.insert(exchangeRates).values([
    { currency: 'JPY', perUsd: 150, effectiveOn: yesterday },
    { currency: 'THB', perUsd: 36, effectiveOn: yesterday },
  ]);
  expect((await t.call(operator, 'POST', '/api/glossary', { ja: ['減速機'], en: ['reducer'], th: ['เกียร์ทด'] })).statusCode).toBe(200);
  await retagsSettled();
});
afterAll(async () => t.close());

describe('what is suggested', () => {
  let line: Awaited<ReturnType<typeof buildOffer>>;
  let wanted: Awaited<ReturnType<typeof buildOffer>>;

  it('an approved offer is given the counter-offers that fit it, both ways, with the reasons of the score', async () => {
    line = await approve(seller, jpBanker, gearLine);
    expect(ids(await suggestionsOf(sellerUser, line.id))).toEqual([]);
    // The buyer's offer opens later: it finds the line, and the line's list gains it without being computed again.
    const before = await t.db.select().from(offerSuggestions).where(eq(offerSuggestions.offerId, line.id));
    expect(before).toEqual([]);
    wanted = await approve(buyer, thBanker, reducerWanted);
    const forLine = await suggestionsOf(sellerUser, line.id);
    expect(ids(forLine)).toEqual([wanted.id]);
    const [s] = forLine.items as [Suggestion];
    expect(s.reasons).toEqual({ industry: 'same', price_overlap: true, terms: [{ ja: '減速機', en: 'reducer', th: 'เกียร์ทด' }] });
    expect(s.score).toBe(fitScore({ industry: 2, priceOverlap: true, groups: 1 }));
    expect(s.for_offer).toEqual({ offer_id: line.id, public_ref: line.publicRef, title: gearLine.title });
    expect(ids(await suggestionsOf(buyerUser, wanted.id))).toEqual([line.id]);
  });

  it('a suggestion shows the counter-offer as a partner sees it: no company, no person, no number', async () => {
    const seen = JSON.stringify(await suggestionsOf(buyerUser, wanted.id)) + JSON.stringify((await t.call(buyerUser, 'GET', '/api/suggestions')).json());
    for (const secret of SELLER_SECRETS) expect(seen).not.toContain(secret);
    expect(seen).not.toContain('"offer_no"');
    expect(seen).not.toContain('company_name');
  });

  it('leaves out the same side, the own company, a target country that does not fit, a private or closed offer, another industry with no word in common', async () => {
    const misfits = await Promise.all([
      // The same side.
      buildOffer(t.db, { owner: buyer, ...reducerWanted, type: 'sell' }).then(async (o) => o),
      // The seller's own other purchase.
      buildOffer(t.db, { owner: seller, ...reducerWanted, targetCountry: 'TH' }),
      // A Thai buyer looking for partners in Thailand.
      buildOffer(t.db, { owner: buyer, ...reducerWanted, targetCountry: 'TH' }),
      // Private, and ended.
      buildOffer(t.db, { owner: buyer, ...reducerWanted, isPublic: false }),
      buildOffer(t.db, { owner: buyer, ...reducerWanted, period: 'ended' }),
      // Food, no word in common.
      buildOffer(t.db, { owner: buyer, ...reducerWanted, title: 'Frozen shrimp supply', description: 'Frozen shrimp, 20 t a month.', industry: { major: 'E', middle: '09' } }),
    ]);
    await new GlossaryTagRepository(t.db).retagBatch(null);
    await new SuggestionService(t.db, t.app.events).refresh(line.id);
    const found = ids(await suggestionsOf(sellerUser, line.id));
    expect(found).toEqual([wanted.id]);
    for (const misfit of misfits) expect(found).not.toContain(misfit.id);
  });

  it('ranks a counter-offer whose price is apart below one whose price overlaps, and below a related industry with a word in common', async () => {
    const apart = await buildOffer(t.db, { owner: buyer, ...reducerWanted, title: 'Small reducer line wanted', priceMin: 100_000, priceMax: 200_000 });
    const related = await buildOffer(t.db, { owner: buyer, ...reducerWanted, title: 'Reducer parts, any machinery', industry: { major: 'E', middle: '26' } });
    await new GlossaryTagRepository(t.db).retagBatch(null);
    await new SuggestionService(t.db, t.app.events).refresh(line.id);
    const list = await suggestionsOf(sellerUser, line.id);
    expect(ids(list)).toEqual([wanted.id, related.id, apart.id]);
    const byId = new Map(list.items.map((s) => [s.offer.offer_id, s]));
    expect(byId.get(apart.id)!.reasons.price_overlap).toBe(false);
    expect(byId.get(apart.id)!.score).toBe(SCORE_WEIGHTS.sameIndustry + SCORE_WEIGHTS.priceApart + SCORE_WEIGHTS.sharedGroup);
    expect(byId.get(related.id)!.reasons.industry).toBe('related');
    await t.db.update(offers).set({ deletedAt: new Date() }).where(inArray(offers.id, [apart.id, related.id]));
  });

  it('a counter-offer that closes leaves every list at once, without computing anything again', async () => {
    const closing = await approve(buyer, thBanker, { ...reducerWanted, title: 'Second reducer line wanted' });
    expect(ids(await suggestionsOf(sellerUser, line.id))).toContain(closing.id);
    // Sent back to review by its company (the side table loses it), then deleted.
    await t.db.update(offers).set({ status: 'waiting_for_approval' }).where(eq(offers.id, closing.id));
    expect(ids(await suggestionsOf(sellerUser, line.id))).not.toContain(closing.id);
    expect((await t.db.select().from(offerSuggestions).where(eq(offerSuggestions.suggestedId, closing.id))).length).toBeGreaterThan(0);
    await t.db.update(offers).set({ deletedAt: new Date() }).where(eq(offers.id, closing.id));
  });

  it("the job writes an offer's suggestions the approving server left, after the grace period", async () => {
    const later = await buildOffer(t.db, { owner: buyer, ...reducerWanted, title: 'Third reducer line wanted' });
    await new GlossaryTagRepository(t.db).retagBatch(null);
    await t.db.insert(offerSuggestionQueue).values({ offerId: later.id, dueAt: new Date() });
    await refreshSuggestions(jobContext(t.app, () => new Date()));
    expect(ids(await suggestionsOf(sellerUser, line.id))).not.toContain(later.id);
    await refreshSuggestions(jobContext(t.app, () => new Date(Date.now() + SUGGESTION_GRACE_MS + 1_000)));
    expect(ids(await suggestionsOf(sellerUser, line.id))).toContain(later.id);
    expect(await t.db.select().from(offerSuggestionQueue)).toEqual([]);
    await t.db.update(offers).set({ deletedAt: new Date() }).where(eq(offers.id, later.id));
  });

  it("a counter-offer that changes stays in the lists of the offers that found it, though they are not in its own best", async () => {
    expect((await t.call(operator, 'POST', '/api/glossary', { ja: ['金型'], en: ['mould'], th: ['แม่พิมพ์'] })).statusCode).toBe(200);
    await retagsSettled();
    const both = await buildOffer(t.db, { owner: buyer, ...reducerWanted, title: 'Reducer and mould line wanted' });
    await new GlossaryTagRepository(t.db).retagBatch(null);
    const service = new SuggestionService(t.db, t.app.events);
    await service.refresh(line.id);
    expect(ids(await suggestionsOf(sellerUser, line.id))).toContain(both.id);
    // Twenty offers that fit it better (two words in common): its own best twenty leave the line out.
    const better: Awaited<ReturnType<typeof buildOffer>>[] = [];
    for (let i = 0; i < 20; i++) better.push(await buildOffer(t.db, { owner: seller, ...gearLine, title: `Reducer and mould line ${i}` }));
    await new GlossaryTagRepository(t.db).retagBatch(null);
    await service.refresh(both.id);
    const own = await t.db.select().from(offerSuggestions).where(eq(offerSuggestions.offerId, both.id));
    expect(own.filter((row) => better.some((b) => b.id === row.suggestedId))).toHaveLength(20);
    // The line still lists it, scored again as it is now.
    expect(ids(await suggestionsOf(sellerUser, line.id))).toContain(both.id);
    await t.db.update(offers).set({ deletedAt: new Date() }).where(inArray(offers.id, [both.id, ...better.map((b) => b.id)]));
  });

  it('an offer approved ahead of its period is given its suggestions when the period begins', async () => {
    const ahead = await buildOffer(t.db, { owner: buyer, ...reducerWanted, title: 'Reducer line wanted next month', status: 'waiting_for_approval', period: 'scheduled' });
    await new GlossaryTagRepository(t.db).retagBatch(null);
    const r = await t.call(thBanker, 'POST', `/api/bank/offers/${ahead.id}/approve`, { version: ahead.version, checklist: [...REVIEW_CHECKLIST] });
    expect(r.statusCode, r.body).toBe(200);
    const [queued] = await t.db.select().from(offerSuggestionQueue).where(eq(offerSuggestionQueue.offerId, ahead.id));
    expect(queued!.dueAt.getTime()).toBeGreaterThan(Date.now());
    const written = () => t.db.select().from(offerSuggestions).where(eq(offerSuggestions.offerId, ahead.id));
    await refreshSuggestions(jobContext(t.app, () => new Date()));
    expect(await written()).toEqual([]);
    // The period's first day, a grace period after midnight: the job writes them.
    await refreshSuggestions(jobContext(t.app, () => new Date(queued!.dueAt.getTime() + SUGGESTION_GRACE_MS + 1_000)));
    expect((await written()).map((row) => row.suggestedId)).toEqual([line.id]);
    await t.db.update(offers).set({ deletedAt: new Date() }).where(eq(offers.id, ahead.id));
  });

  it('who sees an offer’s suggestions: its company, its bank, the operator; nobody else learns the offer exists', async () => {
    for (const who of [sellerUser, jpBanker, operator]) expect(ids(await suggestionsOf(who, line.id))).toEqual([wanted.id]);
    for (const who of [buyerUser, outsider, thBanker]) expect((await t.call(who, 'GET', `/api/offers/${line.id}/suggestions`)).statusCode).toBe(404);
    expect((await t.call(sellerUser, 'GET', '/api/offers/00000000-0000-0000-0000-000000000000/suggestions')).statusCode).toBe(404);
    expect((await t.call(sellerUser, 'GET', '/api/offers/not-an-id/suggestions')).statusCode).toBe(400);
    // The overviews: a company's across its offers, a bank's across its customers', another company's none.
    expect(ids((await t.call(sellerUser, 'GET', '/api/suggestions')).json<Suggestions>())).toEqual([wanted.id]);
    expect(ids((await t.call(outsider, 'GET', '/api/suggestions')).json<Suggestions>())).toEqual([]);
    const banks = (await t.call(jpBanker, 'GET', '/api/suggestions')).json<Suggestions>();
    expect(banks.abilities.introduce).toBe(true);
    expect(banks.items.map((s) => [s.for_offer.offer_id, s.offer.offer_id])).toEqual([[line.id, wanted.id]]);
  });
});

describe('a bank introduces a pair', () => {
  let line: string;
  let wanted: string;
  const introduce = (who: SignedIn, offerId: string, suggestedId: string) => t.call(who, 'POST', `/api/offers/${offerId}/suggestions/${suggestedId}/introduce`);

  beforeAll(async () => {
    const [row] = await t.db.select().from(offerSuggestions).innerJoin(offers, eq(offers.id, offerSuggestions.offerId)).where(eq(offers.organisationId, seller.id));
    line = row!.offer_suggestions.offerId;
    wanted = row!.offer_suggestions.suggestedId;
  });

  it('nobody but the offer’s own bank may, and only a pair that is suggested', async () => {
    expect((await introduce(sellerUser, line, wanted)).statusCode).toBe(403);
    expect((await introduce(buyerUser, wanted, line)).statusCode).toBe(403);
    expect((await introduce(operator, line, wanted)).statusCode).toBe(403);
    // The other company's bank: `line` is not its customer's offer, and it may not learn it exists.
    expect((await introduce(thBanker, line, wanted)).statusCode).toBe(404);
    const unrelated = await buildOffer(t.db, { owner: buyer, ...reducerWanted, industry: { major: 'A', middle: '01' }, title: 'Coffee', description: 'Coffee beans.' });
    expect((await introduce(jpBanker, line, unrelated.id)).statusCode).toBe(404);
    expect(await t.db.select().from(events).where(eq(events.action, 'offer.introduce'))).toEqual([]);
  });

  it('tells both companies with the names hidden, logs it, and cannot be done twice (either bank, a double click)', async () => {
    const [first, second] = await Promise.all([introduce(jpBanker, line, wanted), introduce(jpBanker, line, wanted)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const answer = (first.statusCode === 200 ? first : second).json<Suggestion>();
    expect(answer.introduced).toBe(true);
    expect(answer.abilities.introduce).toBe(false);
    // The buyer's bank introducing the same pair from its side: already done.
    expect((await introduce(thBanker, wanted, line)).statusCode).toBe(409);
    const logged = await t.db.select().from(events).where(eq(events.action, 'offer.introduce'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ subjectType: 'offer', subjectId: line, actorOrganisationId: jpBank.id });
    const told = await t.db.select().from(notifications).where(eq(notifications.kind, 'offer.introduce'));
    expect(told.map((n) => n.userId).sort()).toEqual([sellerUser.userId, buyerUser.userId].sort());
    const toBuyer = told.find((n) => n.userId === buyerUser.userId)!;
    expect(toBuyer.link).toBe(`/company/offer-detail/business-partner/${line}`);
    expect(toBuyer.params).toMatchObject({ offer_title: reducerWanted.title, partner_title: gearLine.title });
    const text = JSON.stringify(told);
    for (const secret of [...SELLER_SECRETS, ...BUYER_SECRETS, '浜名銀行', 'ธนาคารแม่กลอง']) expect(text).not.toContain(secret);
    // Introduced pairs leave the bank's list of what to introduce; the offer's list says so.
    expect(ids((await t.call(jpBanker, 'GET', '/api/suggestions')).json<Suggestions>())).toEqual([]);
    const [s] = (await suggestionsOf(jpBanker, line)).items;
    expect(s).toMatchObject({ introduced: true, abilities: { introduce: false } });
    // An introduction is not a step of the offer's history.
    const history = (await t.call(sellerUser, 'GET', `/api/offers/${line}/manage`)).json<{ history: { action: string }[] }>().history;
    expect(history.map((h) => h.action)).not.toContain('introduce');
  });

  it("an introduced pair's notice is the reader's own", async () => {
    const rows = await t.db.select().from(notifications).where(and(eq(notifications.kind, 'offer.introduce'), eq(notifications.userId, sellerUser.userId)));
    expect(rows[0]!.params).toMatchObject({ offer_title: gearLine.title, partner_title: reducerWanted.title });
    expect(rows[0]!.link).toBe(`/company/offer-detail/business-partner/${wanted}`);
  });
});
