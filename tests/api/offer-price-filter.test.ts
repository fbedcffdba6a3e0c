// The price filter across currencies (docs/product/languages.md#prices, decision 047): a range in the
// reader's currency (or the one named) finds offers in every currency by the operator's rates in
// force, an open end overlaps any bound, a currency without a rate cannot be compared; the partner
// search (side table) and the operator's list (offers table) agree; a reversed range is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../src/server/db/schema/index.ts';
import { platformToday } from '../../src/shared/offer-lifecycle.ts';
import { buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let thaiSearcher: SignedIn;
let thaiColleague: SignedIn;
let japaneseSearcher: SignedIn;
let operator: SignedIn;

/** The offers, each priced in its own currency: [title, currency, min, max]. */
const PRICED = [
  ['Price A yen 1m-5m', 'JPY', 1_000_000, 5_000_000],
  ['Price B baht 100k-200k', 'THB', 100_000, 200_000],
  ['Price C dollar 10k-20k', 'USD', 10_000, 20_000],
  ['Price D yen no limit', 'JPY', null, null],
  ['Price E yen from 50m', 'JPY', 50_000_000, null],
] as const;

const titles = async (who: SignedIn, query: string, list = '/api/offers/search') => {
  const res = await t.call(who, 'GET', `${list}?per_page=100&keyword=Price&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { title: string }[] }).items.map((item) => item.title.slice(0, 7)).sort();
};

beforeAll(async () => {
  t = await createTestApp();
  const bank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'price-bank', name: '港銀行' });
  const seller = await buildOrganisation(t.db, { role: 'enterprise', bankId: bank.id, bankCode: 'price-bank', name: '価格商事' });
  for (const [title, currency, min, max] of PRICED) {
    await buildOffer(t.db, { owner: { id: seller.id, bankId: bank.id, branchId: null }, title, currency, priceMin: min, priceMax: max, industry: null });
  }
  const thBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'price-th-bank', name: 'ธนาคารราคา', country: 'TH' });
  const thCo = await buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'price-th-bank', country: 'TH', name: 'บริษัท ผู้ค้นหา' });
  thaiSearcher = await signIn(t.app, (await buildUser(t.db, { organisationId: thCo.id })).id, 'price-th-bank');
  thaiColleague = await signIn(t.app, (await buildUser(t.db, { organisationId: thCo.id })).id, 'price-th-bank');
  const jpCo = await buildOrganisation(t.db, { role: 'enterprise', name: '検索株式会社' });
  japaneseSearcher = await signIn(t.app, (await buildUser(t.db, { organisationId: jpCo.id })).id);
  const office = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli', name: 'Operator' });
  operator = await signIn(t.app, (await buildUser(t.db, { organisationId: office.id })).id);
  // 1 USD = 150 JPY = 36 THB, in force since yesterday; a later rate is not in force yet.
  const yesterday = platformToday(new Date(Date.now() - 86_400_000));
  await t.db.insert(exchangeRates).values([
    { currency: 'JPY', perUsd: 150, effectiveOn: yesterday },
    { currency: 'THB', perUsd: 36, effectiveOn: yesterday },
    { currency: 'THB', perUsd: 1, effectiveOn: '2099-01-01' },
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('the price filter across currencies', () => {
  it("takes a Thai reader's range in baht and finds offers in yen, baht and dollars that overlap it", async () => {
    // 200,000–400,000 THB = 833,333–1,666,667 JPY = 5,556–11,111 USD.
    expect(await titles(thaiSearcher, 'price_min=200000&price_max=400000')).toEqual(['Price A', 'Price B', 'Price C', 'Price D']);
    // Up to 150,000 THB = 625,000 JPY = 4,167 USD: the baht offer and the one with no limit.
    expect(await titles(thaiSearcher, 'price_max=150000')).toEqual(['Price B', 'Price D']);
  });

  it("takes a Japanese reader's range in yen, or a named currency", async () => {
    // From 10,000,000 JPY = 2,400,000 THB = 66,667 USD: open-ended offers only.
    expect(await titles(japaneseSearcher, 'price_min=10000000')).toEqual(['Price D', 'Price E']);
    expect(await titles(japaneseSearcher, 'price_min=10000000&price_currency=JPY')).toEqual(['Price D', 'Price E']);
    // A bound named in dollars: from 40,000 USD (6,000,000 JPY, 1,440,000 THB) beyond every closed range;
    // from 20,000 USD (3,000,000 JPY, 720,000 THB) the dollar offer's top end and the yen range too.
    expect(await titles(japaneseSearcher, 'price_min=40000&price_currency=USD')).toEqual(['Price D', 'Price E']);
    expect(await titles(japaneseSearcher, 'price_min=20000&price_currency=USD')).toEqual(['Price A', 'Price C', 'Price D', 'Price E']);
  });

  it("takes a reader's own choice of currency (USD here) for the range and the approximate prices, and no colleague's", async () => {
    const setting = '/api/user/price-currency';
    expect((await t.call(thaiColleague, 'GET', setting)).json()).toEqual({ currency: null, home: 'THB' });
    // Up to 20,000 in baht (about 555 USD), the colleague's home currency: every offer overlaps it.
    const query = 'price_min=20000';
    expect(await titles(thaiColleague, query)).toEqual(['Price A', 'Price B', 'Price C', 'Price D', 'Price E']);
    const chosen = await t.call(thaiColleague, 'PUT', setting, { currency: 'USD' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ currency: 'USD', home: 'THB' });
    expect((await t.call(thaiColleague, 'GET', '/api/exchange-rates')).json()).toMatchObject({ reader_currency: 'USD' });
    // The same query, now from 20,000 USD (720,000 THB): the baht offer no longer overlaps it, though
    // the company's page for this query was just asked in baht.
    expect(await titles(thaiColleague, query)).toEqual(['Price A', 'Price C', 'Price D', 'Price E']);
    // The choice is the colleague's alone.
    expect((await t.call(thaiSearcher, 'GET', '/api/exchange-rates')).json()).toMatchObject({ reader_currency: 'THB' });
    expect(await titles(thaiSearcher, query)).toEqual(['Price A', 'Price B', 'Price C', 'Price D', 'Price E']);
    // A currency nobody keeps is refused, nothing changed; null goes back to the home currency.
    expect((await t.call(thaiColleague, 'PUT', setting, { currency: 'EUR' })).statusCode).toBe(400);
    expect((await t.call(thaiColleague, 'GET', setting)).json()).toEqual({ currency: 'USD', home: 'THB' });
    expect((await t.call(thaiColleague, 'PUT', setting, { currency: null })).json()).toEqual({ currency: null, home: 'THB' });
    expect((await t.call(thaiColleague, 'GET', '/api/exchange-rates')).json()).toMatchObject({ reader_currency: 'THB' });
  });

  it("the operator's list (from the offers table) agrees with the search (from the side table)", async () => {
    expect(await titles(operator, 'price_min=200000&price_max=400000&price_currency=THB', '/api/kokopelli/offers')).toEqual(['Price A', 'Price B', 'Price C', 'Price D']);
  });

  it('refuses a reversed range with 400 at price_min, and a non-number with 400', async () => {
    const reversed = await t.call(thaiSearcher, 'GET', '/api/offers/search?price_min=5&price_max=4');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'validation_failed', fields: { price_min: [expect.any(String)] } });
    expect((await t.call(thaiSearcher, 'GET', '/api/offers/search?price_min=-5')).statusCode).toBe(400);
    expect((await t.call(thaiSearcher, 'GET', '/api/offers/search?price_min=1&price_currency=EUR')).statusCode).toBe(400);
  });

  it('without a rate for a currency, its offers cannot be compared and are left out', async () => {
    const rates = (await t.call(operator, 'GET', '/api/exchange-rates')).json() as { history: { id: string; currency: string }[] };
    for (const rate of rates.history.filter((r) => r.currency === 'JPY')) expect((await t.call(operator, 'DELETE', `/api/exchange-rates/${rate.id}`)).statusCode).toBe(204);
    // (Another query than the first test's: a page answered seconds ago may be served again until the
    // database's notice of the change reaches the server's cache, decision 025.)
    expect(await titles(thaiSearcher, 'price_min=200000&price_max=400000&sort=created_asc')).toEqual(['Price B', 'Price C']);
  });
});
