// Offer search as a searching company sees it: the capped total (docs/decisions/008), pages past
// the cap, bank names (docs/decisions/009), one- and two-character Japanese and Thai keywords, the
// public reference, and company names, branches and offer numbers that never reach another company
// (docs/decisions/012).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../src/server/db/schema/index.ts';
import { LIMITS } from '../../src/shared/limits.ts';
import { buildBranch, buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let searcher: SignedIn;
let tanakaUser: SignedIn;
let minatoBanker: SignedIn;
let operator: SignedIn;
let bulkBanker: SignedIn;
type Owner = { id: string; bankId: string; branchId: string };
let bulk: Owner;
let tanaka: Owner;
let siam: Owner;

const COMPANY = '田中精密工業';
const COMPANY_EN = 'Tanaka Precision Works';
const CAP = LIMITS.searchTotalCap;

interface ListAnswer {
  items: { offer_id: string; public_ref: string; offer_no?: number; title: string; is_favorite?: boolean }[];
  total: number;
  total_capped: boolean;
  page: number;
  per_page: number;
}

/** Offer numbers for rows inserted here, far above the sequence the API uses, so no title's digits spell one. */
let nextOfferNo = 900_000;

/** Published, public, live offers of the owner, written straight to the table. */
async function insertOffers(owner: Owner, titles: string[]) {
  const rows: { id: string; offerNo: number; publicRef: string }[] = [];
  for (const title of titles) rows.push(await buildOffer(t.db, { owner, title, offerNo: nextOfferNo++, industry: null }));
  return rows;
}

const get = async (who: SignedIn, url: string) => {
  const res = await t.call(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, json: res.json() as ListAnswer };
};
const search = async (keyword: string, extra = '') =>
  (await get(searcher, `/api/offers/search?keyword=${encodeURIComponent(keyword)}${extra}`)).json;
const found = async (keyword: string) => (await search(keyword, '&per_page=100')).items.map((i) => i.title);

beforeAll(async () => {
  t = await createTestApp();
  const minato = await buildOrganisation(t.db, { role: 'bank', bankCode: 'minato-s', name: '株式会社みなと銀行', nameEn: 'Minato Bank, Ltd.' });
  const shinagawa = await buildBranch(t.db, minato.id, { name: '品川支店', nameEn: 'Shinagawa Branch' });
  const tanakaOrg = await buildOrganisation(t.db, {
    role: 'enterprise', bankId: minato.id, branchId: shinagawa.id, bankCode: 'minato-s', name: COMPANY, nameEn: COMPANY_EN,
  });
  tanaka = { id: tanakaOrg.id, bankId: minato.id, branchId: shinagawa.id };
  const cp = await buildOrganisation(t.db, { role: 'bank', bankCode: 'cp-s', name: 'ธนาคารเจ้าพระยา จำกัด (มหาชน)', nameEn: 'Chao Phraya Bank' });
  const ayutthaya = await buildBranch(t.db, cp.id, { name: 'สาขาอยุธยา', nameEn: 'Ayutthaya Branch' });
  const siamOrg = await buildOrganisation(t.db, {
    role: 'enterprise', bankId: cp.id, branchId: ayutthaya.id, bankCode: 'cp-s', country: 'TH', name: 'บริษัท สยามโคโค่ จำกัด', nameEn: 'Siam Coco',
  });
  siam = { id: siamOrg.id, bankId: cp.id, branchId: ayutthaya.id };
  // The searcher: a company of another bank, with no offers of its own.
  const searcherOrg = await buildOrganisation(t.db, { role: 'enterprise', name: 'Searcher KK', nameEn: 'Searcher' });
  searcher = await signIn(t.app, (await buildUser(t.db, { organisationId: searcherOrg.id })).id);
  // Many offers (for the cap) of a company of a bank and branch of their own.
  const bulkBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'bulk-s', name: '株式会社かもめ銀行', nameEn: 'Kamome Bank' });
  const bulkBranch = await buildBranch(t.db, bulkBank.id, { name: '横浜支店', nameEn: 'Yokohama Branch' });
  const bulkOrg = await buildOrganisation(t.db, { role: 'enterprise', bankId: bulkBank.id, branchId: bulkBranch.id, bankCode: 'bulk-s' });
  bulk = { id: bulkOrg.id, bankId: bulkBank.id, branchId: bulkBranch.id };
  bulkBanker = await signIn(t.app, (await buildUser(t.db, { organisationId: bulkBank.id })).id);
  tanakaUser = await signIn(t.app, (await buildUser(t.db, { organisationId: tanakaOrg.id })).id);
  minatoBanker = await signIn(t.app, (await buildUser(t.db, { organisationId: minato.id })).id);
  const office = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli', name: 'Operator' });
  operator = await signIn(t.app, (await buildUser(t.db, { organisationId: office.id })).id);

  await insertOffers(tanaka, ['食品加工ラインの売却', 'アルミ部品の取引先募集', 'Precision bearings for export']);
  await insertOffers(siam, ['ยาสมุนไพรไทย', 'กาแฟอาราบิกา', 'Coconut export']);
});
afterAll(async () => t.close());

describe('the total is capped', () => {
  let standard: { id: string; offerNo: number; publicRef: string }[];
  beforeAll(async () => {
    // 1,000 "標準" cables and 5 "特注" ones: exactly the cap, and the cap plus five.
    standard = await insertOffers(bulk, Array.from({ length: CAP }, (_, i) => `ケーブル 標準 ${i}`));
    await insertOffers(bulk, Array.from({ length: 5 }, (_, i) => `ケーブル 特注 ${i}`));
  });

  it('counts exactly up to the cap, and says "more" only past it', async () => {
    const exact = await search('標準');
    expect(exact.total).toBe(CAP);
    expect(exact.total_capped).toBe(false);
    const more = await search('ケーブル');
    expect(more.total).toBe(CAP);
    expect(more.total_capped).toBe(true);
    expect(more.items).toHaveLength(20);
    const few = await search('特注');
    expect(few).toMatchObject({ total: 5, total_capped: false });
  });

  it('still answers the rows of a page past the capped total, and an empty page after the last', async () => {
    // 1,005 matches, 20 a page: page 50 ends at the cap, page 51 holds the last 5, page 52 is empty.
    const pages = await Promise.all([50, 51, 52].map((page) => search('ケーブル', `&page=${page}`)));
    const [p50, p51, p52] = pages;
    expect(p50!.items).toHaveLength(20);
    expect(p51!.items).toHaveLength(5);
    expect(p52!.items).toHaveLength(0);
    for (const p of pages) expect(p).toMatchObject({ total: CAP, total_capped: true });
    // Pages do not overlap: every one of the 1,005 offers is on exactly one page (per_page 100).
    const all = await Promise.all(Array.from({ length: 11 }, (_, i) => search('ケーブル', `&per_page=100&page=${i + 1}`)));
    const ids = all.flatMap((p) => p.items.map((i) => i.offer_id));
    expect(ids).toHaveLength(CAP + 5);
    expect(new Set(ids).size).toBe(CAP + 5);
    expect(all[10]!.items).toHaveLength(5);
  });

  it('keeps lists other than search exact: the bank counts every offer of its customers', async () => {
    const bank = (await get(bulkBanker, `/api/bank/offers?keyword=${encodeURIComponent('ケーブル')}`)).json;
    expect(bank).toMatchObject({ total: CAP + 5, total_capped: false });
  });

  it('finds one offer by its public reference, in any case, but never by its number', async () => {
    // Public references hold digits too: take one that does not happen to contain the digits tried below.
    const digitsOf = (o: { offerNo: number }) => [String(o.offerNo), String(o.offerNo).slice(0, 4), String(o.offerNo).slice(-2)];
    const target = standard.slice(123).find((o) => digitsOf(o).every((d) => !o.publicRef.includes(d)))!;
    for (const ref of [target.publicRef, target.publicRef.toLowerCase()]) {
      const byRef = await search(ref);
      expect(byRef.items.map((i) => i.offer_id)).toEqual([target.id]);
      expect(byRef).toMatchObject({ total: 1, total_capped: false });
      expect(byRef.items[0]!.public_ref).toBe(target.publicRef);
    }
    // The number counts every offer, hidden ones too: a partner can neither see it nor probe it.
    for (const digits of digitsOf(target)) {
      const byDigits = await get(searcher, `/api/offers/search?keyword=${digits}&per_page=100`);
      expect(byDigits.json.items.map((i) => i.offer_id), digits).not.toContain(target.id);
    }
  });

  it('lets those who manage the offer find it by its whole number', async () => {
    // One whose random public reference does not hold the number's first digits, which are searched below.
    const target = standard.slice(321).find((o) => !o.publicRef.includes(String(o.offerNo).slice(0, 3)))!;
    const bank = (await get(bulkBanker, `/api/bank/offers?keyword=${target.offerNo}`)).json;
    expect(bank.items.map((i) => [i.offer_id, i.offer_no])).toEqual([[target.id, target.offerNo]]);
    const office = (await get(operator, `/api/kokopelli/offers?keyword=${target.offerNo}`)).json;
    expect(office.items.map((i) => i.offer_id)).toEqual([target.id]);
    // By the whole number only: its first digits are not a number of this bank's offers.
    const partial = (await get(bulkBanker, `/api/bank/offers?keyword=${String(target.offerNo).slice(0, 3)}`)).json;
    expect(partial.items.map((i) => i.offer_id)).not.toContain(target.id);
  });
});

describe('keywords', () => {
  it('finds one- and two-character Japanese and Thai terms, and nothing for characters out of order', async () => {
    expect(await found('食')).toEqual(['食品加工ラインの売却']);
    expect(await found('食品')).toEqual(['食品加工ラインの売却']);
    expect(await found('ยา')).toEqual(['ยาสมุนไพรไทย']);
    expect(await found('กา')).toEqual(['กาแฟอาราบิกา']);
    expect(await found('สมุนไพร')).toEqual(['ยาสมุนไพรไทย']);
    expect(await found('品食')).toEqual([]);
    expect(await found('食品 売却')).toEqual(['食品加工ラインの売却']);
    expect(await found('食品 ยา')).toEqual([]);
  });

  it('matches bank names: three or more characters anywhere, fewer only at the start of the name', async () => {
    const tanakaTitles = ['食品加工ラインの売却', 'アルミ部品の取引先募集', 'Precision bearings for export'];
    const siamTitles = ['ยาสมุนไพรไทย', 'กาแฟอาราบิกา', 'Coconut export'];
    // The bank 株式会社みなと銀行 by two characters after its legal form, or three anywhere.
    for (const kw of ['みな', 'みなと', 'Minato', 'inato']) {
      expect((await found(kw)).sort(), kw).toEqual([...tanakaTitles].sort());
    }
    // Two characters inside a name do not match it: なと is in みなと銀行 but does not start it.
    expect(await found('なと'), 'なと').toEqual([]);
    // ยา ends ธนาคารเจ้าพระยา: only the offer with ยา in its title matches.
    expect(await found('ยา')).toEqual(['ยาสมุนไพรไทย']);
    expect((await found('เจ้าพระยา')).sort()).toEqual([...siamTitles].sort());
  });
});

describe('branch names (docs/decisions/012)', () => {
  // A branch may serve a single customer: its name would say which company a hidden offer is from.
  const BRANCH_WORDS = ['品川支店', '品川', 'Shinagawa', 'Shinagawa Branch', 'gawa', 'สาขาอยุธยา', 'อยุธยา', 'Ayutthaya'];

  it('never match in a partner\'s search', async () => {
    for (const kw of BRANCH_WORDS) {
      // An offer's random public reference may hold the letters by chance (…GAWA…): that match is
      // the reference's, not the branch's. Nothing else may be found.
      const byBranch = (await search(kw)).items.filter((item) => !item.public_ref.toLowerCase().includes(kw.toLowerCase()));
      expect(byBranch, kw).toEqual([]);
    }
  });

  it('never reach a partner: no branch and no offer number in search, favourites or the offer', async () => {
    const bodies: string[] = [];
    for (const kw of ['', '食品', 'Minato', 'เจ้าพระยา']) {
      bodies.push((await get(searcher, `/api/offers/search?keyword=${encodeURIComponent(kw)}&per_page=100`)).body);
    }
    const listed = (await search('食品')).items[0]!;
    const detail = await t.call(searcher, 'GET', `/api/offers/${listed.offer_id}/partner`);
    expect(detail.statusCode, detail.body).toBe(200);
    bodies.push(detail.body);
    await t.call(searcher, 'PUT', `/api/offers/${listed.offer_id}/favorite`);
    bodies.push((await get(searcher, '/api/offers/favorites')).body);
    await t.call(searcher, 'DELETE', `/api/offers/${listed.offer_id}/favorite`);
    for (const body of bodies) {
      for (const hidden of ['branch_name', 'offer_no', '品川', 'Shinagawa', 'อยุธยา', 'Ayutthaya']) expect(body).not.toContain(hidden);
    }
    expect(detail.json()).toMatchObject({ bank_name: '株式会社みなと銀行', bank_name_en: 'Minato Bank, Ltd.', bank_country: 'JP' });
    expect(detail.json().public_ref).toMatch(/^[0-9A-Z]{10}$/);
  });

  it('match and show for the company\'s bank and the operator', async () => {
    for (const who of [minatoBanker, operator]) {
      const url = who === operator ? '/api/kokopelli/offers' : '/api/bank/offers';
      for (const kw of ['品川', 'Shinagawa']) {
        const list = (await get(who, `${url}?keyword=${encodeURIComponent(kw)}&per_page=100`)).json;
        expect(list.items.map((i) => i.title).sort(), kw).toEqual(['Precision bearings for export', 'アルミ部品の取引先募集', '食品加工ラインの売却']);
        expect(list.items[0]).toMatchObject({
          branch_name: '品川支店',
          branch_name_en: 'Shinagawa Branch',
          company_name: COMPANY,
          company_name_en: COMPANY_EN,
          company_country: 'JP',
          bank_name_en: 'Minato Bank, Ltd.',
          bank_country: 'JP',
        });
        expect(typeof list.items[0]!.offer_no).toBe('number');
      }
    }
    const [row] = (await get(minatoBanker, `/api/bank/offers?keyword=${encodeURIComponent('品川')}`)).json.items;
    const managed = await t.call(minatoBanker, 'GET', `/api/offers/${row!.offer_id}/manage`);
    expect(managed.json()).toMatchObject({ branch_name: '品川支店', branch_name_en: 'Shinagawa Branch', offer_no: row!.offer_no });
  });
});

describe('company names', () => {
  it('never match for another company, nor reach it in a search answer', async () => {
    for (const kw of [COMPANY, '田中', '田中精密', COMPANY_EN, 'Tanaka', 'Works', 'สยามโคโค่', 'โคโค่']) {
      expect(await search(kw), kw).toMatchObject({ total: 0, items: [] });
    }
    for (const kw of ['', '食品', '品川', 'Minato', 'ケーブル']) {
      const { body } = await get(searcher, `/api/offers/search?keyword=${encodeURIComponent(kw)}&per_page=100`);
      expect(body).not.toContain(COMPANY);
      expect(body).not.toContain(COMPANY_EN);
      expect(body).not.toContain('company_name');
    }
  });

  it('match for those who may see them: the company\'s bank', async () => {
    const bank = (await get(minatoBanker, `/api/bank/offers?keyword=${encodeURIComponent('田中')}&per_page=100`)).json;
    expect(bank.items.map((i) => i.title)).toContain('食品加工ラインの売却');
  });

  it('leave the company\'s own offers out of its search', async () => {
    expect((await get(tanakaUser, `/api/offers/search?keyword=${encodeURIComponent('食品')}`)).json.total).toBe(0);
  });
});

describe('favourites', () => {
  it('are flagged on search rows, and listed with an exact total', async () => {
    const [coffee] = (await search('กาแฟ')).items;
    const put = await t.call(searcher, 'PUT', `/api/offers/${coffee!.offer_id}/favorite`);
    expect(put.statusCode, put.body).toBeLessThan(300);
    expect((await search('กาแฟ')).items[0]!.is_favorite).toBe(true);
    expect((await search('ยา')).items[0]!.is_favorite).toBe(false);
    const favourites = (await get(searcher, '/api/offers/favorites')).json;
    expect(favourites).toMatchObject({ total: 1, total_capped: false });
    expect(favourites.items.map((i) => i.offer_id)).toEqual([coffee!.offer_id]);
  });
});

describe('pages', () => {
  // A page's ids are chosen first and its rows read after by id (decision 058): the rows must come
  // back in the page's order, and the pages must be the slices of one longer page, for every order,
  // with the names shown (a bank's list) and hidden (another company's search).
  beforeAll(async () => {
    await insertOffers(tanaka, Array.from({ length: 21 }, (_, i) => `ページ順の部品 ${i}`));
  });

  it('come back in the order asked, each a slice of one longer page, for every order and both shapes', async () => {
    const keyword = encodeURIComponent('ページ順');
    const lists = [
      { who: searcher, path: '/api/offers/search' },
      { who: minatoBanker, path: '/api/bank/offers' },
    ];
    for (const { who, path } of lists) {
      for (const sort of ['created_desc', 'created_asc', 'updated_desc', 'updated_asc']) {
        const whole = (await get(who, `${path}?keyword=${keyword}&sort=${sort}&per_page=21`)).json.items.map((i) => i.offer_id);
        expect(whole, `${path} ${sort}`).toHaveLength(21);
        const pages: string[] = [];
        for (const page of [1, 2, 3]) pages.push(...(await get(who, `${path}?keyword=${keyword}&sort=${sort}&per_page=7&page=${page}`)).json.items.map((i) => i.offer_id));
        expect(pages, `${path} ${sort}`).toEqual(whole);
      }
      // The two orders by creation are each other's reverse.
      const newest = (await get(who, `${path}?keyword=${keyword}&sort=created_desc&per_page=21`)).json.items.map((i) => i.offer_id);
      const oldest = (await get(who, `${path}?keyword=${keyword}&sort=created_asc&per_page=21`)).json.items.map((i) => i.offer_id);
      expect(oldest, path).toEqual([...newest].reverse());
    }
  });
});

describe('bad input changes nothing and never answers 500', () => {
  it('refuses a NUL character in a keyword or an offer field with a field error', async () => {
    for (const url of ['/api/offers/search?keyword=%00', '/api/offers/search?keyword=ab%00cd', '/api/offers/favorites?keyword=%00']) {
      const res = await t.call(searcher, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields).toEqual({ keyword: ['Remove the control characters from this field.'] });
    }
    const bank = await t.call(minatoBanker, 'GET', '/api/bank/offers?keyword=%00');
    expect(bank.statusCode).toBe(400);
    const before = await t.db.$count(offers);
    const write = await t.call(tanakaUser, 'POST', '/api/offers', { intent: 'save_draft', offer: { type: 'sell', title: 'bad\u0000title' } });
    expect(write.statusCode).toBe(400);
    expect(write.json().fields).toHaveProperty(['offer.title']);
    expect(await t.db.$count(offers)).toBe(before);
  });

  it('pages a search only down to its depth limit', async () => {
    const last = LIMITS.searchMaxDepth / 20;
    expect((await t.call(searcher, 'GET', `/api/offers/search?page=${last}&per_page=20`)).statusCode).toBe(200);
    const deeper = await t.call(searcher, 'GET', `/api/offers/search?page=${last + 1}&per_page=20`);
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().fields).toHaveProperty(['page']);
  });
});
