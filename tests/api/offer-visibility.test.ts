// Who sees an offer, by its status and its period (docs/product/visibility.md, docs/decisions/014): an approved
// offer whose period has not started is `scheduled` to those who manage it and invisible to every
// other company until the start date; search, partner detail, favourites and images follow one
// rule; a draft is its company's alone (its bank and the operator do not see it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_CHECKLIST } from '../../src/shared/schemas/offer.ts';
import { maxPeriodEnd, platformToday } from '../../src/shared/offer-lifecycle.ts';
import { buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addDays } from '../helpers/dates.ts';
import { offerFields, uploadImage } from '../helpers/offers.ts';

let t: TestApp;
/** The app's clock: the real time unless a test moves it (noon in Bangkok of the day given). */
let clock: Date | null = null;
const setToday = (day: string | null) => {
  clock = day === null ? null : new Date(`${day}T05:00:00Z`);
};
let company: SignedIn;
let partner: SignedIn;
let bank: SignedIn;
let operator: SignedIn;
let companyOrg: Awaited<ReturnType<typeof buildOrganisation>>;

const REAL_TODAY = platformToday();
const START = addDays(REAL_TODAY, 10);
const END = addDays(START, 30);

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => clock ?? new Date() });
  const bankOrg = await buildOrganisation(t.db, { role: 'bank', bankCode: 'vis-a', name: 'Visibility Bank' });
  const partnerBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'vis-b', name: 'Partner Bank', country: 'TH' });
  companyOrg = await buildOrganisation(t.db, { role: 'enterprise', bankId: bankOrg.id, bankCode: 'vis-a', name: 'Visibility Works' });
  const partnerOrg = await buildOrganisation(t.db, { role: 'enterprise', bankId: partnerBank.id, bankCode: 'vis-b', country: 'TH' });
  const op = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli' });
  company = await signIn(t.app, (await buildUser(t.db, { organisationId: companyOrg.id, userType: 'administrator' })).id);
  partner = await signIn(t.app, (await buildUser(t.db, { organisationId: partnerOrg.id })).id);
  bank = await signIn(t.app, (await buildUser(t.db, { organisationId: bankOrg.id })).id);
  operator = await signIn(t.app, (await buildUser(t.db, { organisationId: op.id })).id);
});
afterAll(async () => t.close());


interface Managed {
  offer_id: string;
  version: number;
  status: string;
  images: { url: string; thumbnail_url: string }[];
}

async function registered(title: string, overrides: Record<string, unknown> = {}): Promise<Managed> {
  const image = await uploadImage(t.app, company);
  expect(image.statusCode).toBe(200);
  const res = await t.call(company, 'POST', '/api/offers', { intent: 'register', offer: offerFields([image.json().image_id], { title, ...overrides }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** An offer of the company as its managers see it. */
async function managed(offerId: string): Promise<Managed> {
  const res = await t.call(company, 'GET', `/api/offers/${offerId}/manage`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A published offer of the company with one uploaded image, written straight to the table. */
async function published(title: string, periodStart: string, periodEnd: string): Promise<Managed> {
  const image = await uploadImage(t.app, company);
  expect(image.statusCode).toBe(200);
  const row = await buildOffer(t.db, { owner: companyOrg, status: 'published', title, periodStart, periodEnd, imageIds: [image.json().image_id] });
  return managed(row.id);
}

async function approve(offer: Managed) {
  return t.call(bank, 'POST', `/api/bank/offers/${offer.offer_id}/approve`, { version: offer.version, checklist: [...REVIEW_CHECKLIST] });
}

const ids = async (who: SignedIn, url: string) => {
  const res = await t.call(who, 'GET', url);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return (res.json().items as { offer_id: string }[]).map((i) => i.offer_id);
};
const searchIds = (keyword: string) => ids(partner, `/api/offers/search?per_page=100&keyword=${encodeURIComponent(keyword)}`);
const LISTS = [
  [() => company, '/api/offers/in-house'],
  [() => bank, '/api/bank/offers'],
  [() => operator, '/api/kokopelli/offers'],
] as const;

describe('an approved offer whose period starts in the future', () => {
  let offer: Managed;

  beforeAll(async () => {
    setToday(null);
    offer = await registered('公開予定のテスト案件', { period_start: START, period_end: END });
    const approved = await approve(offer);
    expect(approved.statusCode, approved.body).toBe(200);
    // The approve answer already says it is not public yet.
    expect(approved.json()).toMatchObject({ status: 'scheduled', review_label: 'approved', period_start: START });
    offer = approved.json();
  });

  it('is scheduled for its company, its bank and the operator, in detail and in lists', async () => {
    for (const [who, list] of LISTS) {
      const detail = await t.call(who(), 'GET', `/api/offers/${offer.offer_id}/manage`);
      expect(detail.statusCode, list).toBe(200);
      expect(detail.json().status, list).toBe('scheduled');
      const res = await t.call(who(), 'GET', `${list}?per_page=100`);
      const item = (res.json().items as { offer_id: string; status: string }[]).find((i) => i.offer_id === offer.offer_id);
      expect(item?.status, list).toBe('scheduled');
    }
  });

  it('is found by the status filter scheduled, and not by published or outside_the_period', async () => {
    for (const [who, list] of LISTS) {
      expect(await ids(who(), `${list}?per_page=100&status=scheduled`), list).toContain(offer.offer_id);
      expect(await ids(who(), `${list}?per_page=100&status=published`), list).not.toContain(offer.offer_id);
      expect(await ids(who(), `${list}?per_page=100&status=outside_the_period`), list).not.toContain(offer.offer_id);
    }
    // The bank's Approved section holds it: the bank did approve it.
    expect(await ids(bank, '/api/bank/offers?section=approved&per_page=100')).toContain(offer.offer_id);
  });

  it('is invisible to every other company: not in search, no detail, no favourite, no image', async () => {
    expect(await searchIds('公開予定')).not.toContain(offer.offer_id);
    const detail = await t.call(partner, 'GET', `/api/offers/${offer.offer_id}/partner`);
    expect(detail.statusCode).toBe(404);
    expect((await t.call(partner, 'PUT', `/api/offers/${offer.offer_id}/favorite`)).statusCode).toBe(404);
    expect(await ids(partner, '/api/offers/favorites')).not.toContain(offer.offer_id);
    for (const url of [offer.images[0]!.url, offer.images[0]!.thumbnail_url]) {
      expect((await t.call(partner, 'GET', url)).statusCode, url).toBe(404);
      expect((await t.call(bank, 'GET', url)).statusCode, url).toBe(200);
    }
    // Nothing was counted for a page nobody could open.
    expect((await t.call(company, 'GET', `/api/offers/${offer.offer_id}/manage`)).json().views_count).toBe(0);
  });

  it('from its start date on, is published: searchable, open to partners, in the published filter', async () => {
    setToday(START);
    try {
      expect(await searchIds('公開予定')).toContain(offer.offer_id);
      const detail = await t.call(partner, 'GET', `/api/offers/${offer.offer_id}/partner`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().status).toBe('published');
      expect((await t.call(partner, 'GET', offer.images[0]!.url)).statusCode).toBe(200);
      for (const [who, list] of LISTS) {
        expect((await t.call(who(), 'GET', `/api/offers/${offer.offer_id}/manage`)).json().status, list).toBe('published');
        expect(await ids(who(), `${list}?per_page=100&status=published`), list).toContain(offer.offer_id);
        expect(await ids(who(), `${list}?per_page=100&status=scheduled`), list).not.toContain(offer.offer_id);
      }
    } finally {
      setToday(null);
    }
  });
});

describe('a favourite whose offer closes (docs/decisions/014)', () => {
  it('leaves the favourites list while the offer is outside its period, and cannot be opened; the favourite is kept', async () => {
    const offer = await published('お気に入り期間テスト', REAL_TODAY, addDays(REAL_TODAY, 20));
    expect((await t.call(partner, 'PUT', `/api/offers/${offer.offer_id}/favorite`)).statusCode).toBe(204);
    expect(await ids(partner, '/api/offers/favorites')).toContain(offer.offer_id);

    setToday(addDays(REAL_TODAY, 21));
    try {
      expect((await t.call(company, 'GET', `/api/offers/${offer.offer_id}/manage`)).json().status).toBe('outside_the_period');
      expect(await ids(partner, '/api/offers/favorites')).not.toContain(offer.offer_id);
      expect(await searchIds('お気に入り期間')).not.toContain(offer.offer_id);
      expect((await t.call(partner, 'GET', `/api/offers/${offer.offer_id}/partner`)).statusCode).toBe(404);
      expect((await t.call(partner, 'GET', offer.images[0]!.url)).statusCode).toBe(404);
      expect((await t.call(partner, 'PUT', `/api/offers/${offer.offer_id}/favorite`)).statusCode).toBe(404);
      // Removing is always allowed, but not needed: the favourite is still counted for the company.
      expect((await t.call(company, 'GET', `/api/offers/${offer.offer_id}/manage`)).json().favorites_count).toBe(1);
    } finally {
      setToday(null);
    }
    // Open again (here: the clock back inside the period), it is listed again.
    expect(await ids(partner, '/api/offers/favorites')).toContain(offer.offer_id);
  });

  it('an offer sent back to review leaves search, detail and favourites until approved again', async () => {
    const offer = await published('再審査テスト', REAL_TODAY, maxPeriodEnd(REAL_TODAY));
    expect((await t.call(partner, 'PUT', `/api/offers/${offer.offer_id}/favorite`)).statusCode).toBe(204);
    const image = (await uploadImage(t.app, company)).json().image_id;
    const again = await t.call(company, 'PUT', `/api/offers/${offer.offer_id}`, {
      intent: 'register',
      version: offer.version,
      offer: offerFields([image], { title: '再審査テスト' }),
    });
    expect(again.json().status).toBe('waiting_for_approval');
    expect(await ids(partner, '/api/offers/favorites')).not.toContain(offer.offer_id);
    expect(await searchIds('再審査')).not.toContain(offer.offer_id);
    expect((await t.call(partner, 'GET', `/api/offers/${offer.offer_id}/partner`)).statusCode).toBe(404);
    expect((await approve(again.json())).statusCode).toBe(200);
    expect(await ids(partner, '/api/offers/favorites')).toContain(offer.offer_id);
  });
});

describe('a draft is private to its company (docs/product/visibility.md)', () => {
  let draft: Managed;
  let imageUrl: string;

  beforeAll(async () => {
    setToday(null);
    const image = (await uploadImage(t.app, company)).json() as { image_id: string; url: string };
    const row = await buildOffer(t.db, { owner: companyOrg, status: 'draft', title: '未登録の下書き', imageIds: [image.image_id] });
    draft = await managed(row.id);
    imageUrl = image.url;
  });

  it('its company sees it in detail, list, status filter and images', async () => {
    expect((await t.call(company, 'GET', `/api/offers/${draft.offer_id}/manage`)).json().status).toBe('draft');
    expect(await ids(company, '/api/offers/in-house?per_page=100')).toContain(draft.offer_id);
    expect(await ids(company, '/api/offers/in-house?per_page=100&status=draft')).toContain(draft.offer_id);
    expect((await t.call(company, 'GET', imageUrl)).statusCode).toBe(200);
  });

  it('its bank and the operator get 404 on detail and images and never list it, whatever the filter', async () => {
    for (const [who, list] of [
      [bank, '/api/bank/offers'],
      [operator, '/api/kokopelli/offers'],
    ] as const) {
      expect((await t.call(who, 'GET', `/api/offers/${draft.offer_id}/manage`)).statusCode, list).toBe(404);
      expect((await t.call(who, 'GET', imageUrl)).statusCode, list).toBe(404);
      for (const query of ['', '&status=draft', '&section=all', `&keyword=${encodeURIComponent('未登録')}`]) {
        expect(await ids(who, `${list}?per_page=100${query}`), `${list} ${query}`).not.toContain(draft.offer_id);
      }
    }
    expect(await ids(operator, '/api/kokopelli/offers?per_page=100&bank_code=vis-a&status=draft')).toEqual([]);
  });

  it('a bank decision on a draft answers 404, as for an offer that does not exist', async () => {
    for (const [action, body] of [
      ['approve', { version: draft.version, checklist: [...REVIEW_CHECKLIST] }],
      ['remand', { version: draft.version, reason: '確認' }],
      ['deny', { version: draft.version, reason: '確認' }],
    ] as const) {
      const res = await t.call(bank, 'POST', `/api/bank/offers/${draft.offer_id}/${action}`, body);
      expect(res.statusCode, action).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('once registered, its bank and the operator see it', async () => {
    const image = (await uploadImage(t.app, company)).json().image_id;
    const res = await t.call(company, 'PUT', `/api/offers/${draft.offer_id}`, { intent: 'register', version: draft.version, offer: offerFields([image]) });
    expect(res.statusCode, res.body).toBe(200);
    for (const who of [bank, operator]) {
      expect((await t.call(who, 'GET', `/api/offers/${draft.offer_id}/manage`)).json().status).toBe('waiting_for_approval');
    }
    expect(await ids(bank, '/api/bank/offers?section=unapproved&per_page=100')).toContain(draft.offer_id);
  });

  it('a remanded offer saved again as a draft stays remanded, and its bank still sees it', async () => {
    const row = await buildOffer(t.db, { owner: companyOrg, status: 'remand', title: '差し戻し後の保存', remandReason: '価格を見直してください' });
    const offer = await managed(row.id);
    expect(offer.status).toBe('remand');
    const saved = await t.call(company, 'PUT', `/api/offers/${offer.offer_id}`, {
      intent: 'save_draft',
      version: offer.version,
      offer: { type: 'buy', title: '差し戻し後の保存（修正中）' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().status).toBe('remand');
    const seen = await t.call(bank, 'GET', `/api/offers/${offer.offer_id}/manage`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ status: 'remand', remand_reason: '価格を見直してください' });
    expect(await ids(bank, '/api/bank/offers?per_page=100&status=remand')).toContain(offer.offer_id);
  });
});
