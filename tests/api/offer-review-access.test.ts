import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, offers } from '../../src/server/db/schema/index.ts';
import { REVIEW_CHECKLIST } from '../../src/shared/schemas/offer.ts';
import { buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type HttpMethod, type TestApp } from '../helpers/app.ts';
import { offerFields, uploadImage } from '../helpers/offers.ts';

/**
 * The bank review and the operator's oversight (docs/product/offers.md#offer-lifecycle, docs/product/visibility.md) tried from every side: the other
 * bank, the wrong role, the wrong step, the stale version, bad input; each refusal changes nothing,
 * and each decision writes its event.
 */
let t: TestApp;
let company: SignedIn;
let bank: SignedIn;
let bankUserId: string;
let bankOrgId: string;
let otherBank: SignedIn;
let operator: SignedIn;
let coordinator: SignedIn;
type Organisation = Awaited<ReturnType<typeof buildOrganisation>>;
let companyOrg: Organisation;
let otherCompanyOrg: Organisation;

beforeAll(async () => {
  t = await createTestApp();
  const bankOrg = await buildOrganisation(t.db, { role: 'bank', bankCode: 'review-a', name: 'Review Bank A' });
  const otherBankOrg = await buildOrganisation(t.db, { role: 'bank', bankCode: 'review-b', name: 'Review Bank B', country: 'TH' });
  companyOrg = await buildOrganisation(t.db, { role: 'enterprise', bankId: bankOrg.id, bankCode: 'review-a', name: 'Review Customer A' });
  otherCompanyOrg = await buildOrganisation(t.db, { role: 'enterprise', bankId: otherBankOrg.id, bankCode: 'review-b', country: 'TH', name: 'Review Customer B' });
  const op = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli' });
  const coord = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli' });
  bankOrgId = bankOrg.id;
  company = await signIn(t.app, (await buildUser(t.db, { organisationId: companyOrg.id, userType: 'administrator' })).id);
  bankUserId = (await buildUser(t.db, { organisationId: bankOrg.id })).id;
  bank = await signIn(t.app, bankUserId);
  otherBank = await signIn(t.app, (await buildUser(t.db, { organisationId: otherBankOrg.id })).id);
  operator = await signIn(t.app, (await buildUser(t.db, { organisationId: op.id })).id);
  coordinator = await signIn(t.app, (await buildUser(t.db, { organisationId: coord.id })).id);
});
afterAll(async () => t.close());


interface Offer {
  offer_id: string;
  version: number;
  status: string;
}

/** An offer of the company (or the other company) in the given status, written straight to the table. */
async function offerIn(status: 'draft' | 'waiting_for_approval' | 'published' | 'remand' | 'rejection', owner = companyOrg, title = '審査待ちのオファー'): Promise<Offer> {
  const row = await buildOffer(t.db, { owner, status, title, images: 1 });
  return { offer_id: row.id, version: row.version, status: row.status };
}

const waitingOffer = (owner = companyOrg, title?: string) => offerIn('waiting_for_approval', owner, title);
const draftOffer = () => offerIn('draft', companyOrg, '下書き');

/** Registered through the API, so its event log starts with the register event. */
async function registeredOffer(): Promise<Offer> {
  const image = await uploadImage(t.app, company);
  expect(image.statusCode).toBe(200);
  const res = await t.call(company, 'POST', '/api/offers', { intent: 'register', offer: offerFields([image.json().image_id], { title: '審査待ちのオファー' }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The stored row and its events: what must not move when a call is refused. */
async function snapshot(offerId: string) {
  const [row] = await t.db
    .select({
      status: offers.status,
      version: offers.version,
      bankRemarks: offers.bankRemarks,
      remandReason: offers.remandReason,
      denialReason: offers.denialReason,
    })
    .from(offers)
    .where(eq(offers.id, offerId));
  const log = await t.db.select({ id: events.id }).from(events).where(eq(events.subjectId, offerId));
  return { row, events: log.length };
}

const approveBody = (version: number, extra: Record<string, unknown> = {}) => ({ version, checklist: [...REVIEW_CHECKLIST], ...extra });
const reasonBody = (version: number) => ({ version, reason: '記載内容を確認してください' });
const ACTIONS = [
  ['approve', approveBody],
  ['remand', reasonBody],
  ['deny', reasonBody],
] as const;

describe('the other bank', () => {
  it('gets 404 on the detail and on every decision, and nothing changes', async () => {
    const offer = await waitingOffer();
    const before = await snapshot(offer.offer_id);
    expect((await t.call(otherBank, 'GET', `/api/offers/${offer.offer_id}/manage`)).statusCode).toBe(404);
    for (const [action, body] of ACTIONS) {
      const res = await t.call(otherBank, 'POST', `/api/bank/offers/${offer.offer_id}/${action}`, body(offer.version));
      expect(res.statusCode, action).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const ids = (await t.call(otherBank, 'GET', '/api/bank/offers?section=all')).json().items.map((i: { offer_id: string }) => i.offer_id);
    expect(ids).not.toContain(offer.offer_id);
    expect(await snapshot(offer.offer_id)).toEqual(before);
  });

  it('cannot reach its customers’ offers through the operator filter either', async () => {
    const res = await t.call(otherBank, 'GET', '/api/bank/offers?bank_code=review-a&section=all');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.every((i: { bank_name: string }) => i.bank_name === 'Review Bank B')).toBe(true);
  });
});

describe('the coordinator', () => {
  it('is refused (403) on every offers route, whatever the id', async () => {
    const offer = await waitingOffer();
    const id = offer.offer_id;
    const routes: [HttpMethod, string, unknown?][] = [
      ['POST', '/api/offers', { intent: 'save_draft', offer: { type: 'sell' } }],
      ['PUT', `/api/offers/${id}`, { intent: 'save_draft', version: 1, offer: { type: 'sell' } }],
      ['DELETE', `/api/offers/${id}?version=1`],
      ['GET', '/api/offers/in-house'],
      ['GET', `/api/offers/${id}/manage`],
      ['GET', '/api/offers/search'],
      ['GET', '/api/offers/favorites'],
      ['GET', `/api/offers/${id}/partner`],
      ['PUT', `/api/offers/${id}/favorite`],
      ['DELETE', `/api/offers/${id}/favorite`],
      ['GET', '/api/offer-managers'],
      ['PUT', '/api/offer-managers', { user_ids: [] }],
      ['GET', '/api/bank/offers'],
      ['POST', `/api/bank/offers/${id}/approve`, approveBody(offer.version)],
      ['POST', `/api/bank/offers/${id}/remand`, reasonBody(offer.version)],
      ['POST', `/api/bank/offers/${id}/deny`, reasonBody(offer.version)],
      ['GET', '/api/kokopelli/offers'],
    ];
    const before = await snapshot(id);
    for (const [method, url, body] of routes) {
      const res = await t.call(coordinator, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('the operator', () => {
  it('reads any offer of any bank, in full, and filters the list by bank and status', async () => {
    const a = await waitingOffer(companyOrg, 'Operator check A');
    const b = await waitingOffer(otherCompanyOrg, 'Operator check B');
    for (const offer of [a, b]) {
      const res = await t.call(operator, 'GET', `/api/offers/${offer.offer_id}/manage`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'waiting_for_approval', review_label: 'unapproved' });
      expect(res.json().company_name).toMatch(/^Review Customer [AB]$/);
    }
    const listed = (await t.call(operator, 'GET', '/api/kokopelli/offers?bank_code=review-a&status=waiting_for_approval&per_page=100')).json();
    const ids = listed.items.map((i: { offer_id: string }) => i.offer_id);
    expect(ids).toContain(a.offer_id);
    expect(ids).not.toContain(b.offer_id);
    expect(listed.items.every((i: { bank_name: string; status: string }) => i.bank_name === 'Review Bank A' && i.status === 'waiting_for_approval')).toBe(true);
    expect(listed.items.every((i: { company_name?: string }) => i.company_name === 'Review Customer A')).toBe(true);
    const other = (await t.call(operator, 'GET', '/api/kokopelli/offers?bank_code=review-b&country=TH&per_page=100')).json();
    expect(other.items.map((i: { offer_id: string }) => i.offer_id)).not.toContain(a.offer_id);
  });

  it('does not see a company’s unregistered draft, nor does its bank (docs/product/visibility.md): 404, and absent from every list', async () => {
    const draft = await draftOffer();
    for (const [who, list] of [
      [operator, '/api/kokopelli/offers?per_page=100'],
      [operator, '/api/kokopelli/offers?per_page=100&status=draft'],
      [bank, '/api/bank/offers?section=all&per_page=100'],
      [bank, '/api/bank/offers?section=all&status=draft&per_page=100'],
    ] as const) {
      expect((await t.call(who, 'GET', `/api/offers/${draft.offer_id}/manage`)).statusCode, list).toBe(404);
      const ids = (await t.call(who, 'GET', list)).json().items.map((i: { offer_id: string }) => i.offer_id);
      expect(ids, list).not.toContain(draft.offer_id);
    }
    expect((await t.call(company, 'GET', `/api/offers/${draft.offer_id}/manage`)).json().status).toBe('draft');
  });

  it('cannot approve, remand or deny (403), and nothing changes', async () => {
    const offer = await waitingOffer();
    const before = await snapshot(offer.offer_id);
    for (const [action, body] of ACTIONS) {
      const res = await t.call(operator, 'POST', `/api/bank/offers/${offer.offer_id}/${action}`, body(offer.version));
      expect(res.statusCode, action).toBe(403);
    }
    expect(await snapshot(offer.offer_id)).toEqual(before);
  });
});

describe('the wrong step', () => {
  it('refuses every decision on a published, a remanded and a denied offer (409 invalid_transition)', async () => {
    const published = await offerIn('published');
    const remanded = await offerIn('remand');
    const denied = await offerIn('rejection');

    for (const offer of [published, remanded, denied]) {
      const before = await snapshot(offer.offer_id);
      const version = before.row!.version;
      for (const [action, body] of ACTIONS) {
        const res = await t.call(bank, 'POST', `/api/bank/offers/${offer.offer_id}/${action}`, body(version));
        expect(res.statusCode, `${before.row!.status} ${action}`).toBe(409);
        expect(res.json().code).toBe('invalid_transition');
      }
      expect(await snapshot(offer.offer_id)).toEqual(before);
    }
  });

  it('a customer’s unregistered draft does not exist for its bank: every decision answers 404, and nothing changes', async () => {
    // docs/product/visibility.md: a draft is private to its company; a 409 would tell the bank it exists.
    const draft = await draftOffer();
    const before = await snapshot(draft.offer_id);
    expect((await t.call(bank, 'GET', `/api/offers/${draft.offer_id}/manage`)).statusCode).toBe(404);
    for (const [action, body] of ACTIONS) {
      const res = await t.call(bank, 'POST', `/api/bank/offers/${draft.offer_id}/${action}`, body(draft.version));
      expect(res.statusCode, action).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect(await snapshot(draft.offer_id)).toEqual(before);
  });

  it('a deleted offer does not exist for its bank (404)', async () => {
    const offer = await offerIn('remand');
    const version = offer.version;
    expect((await t.call(company, 'DELETE', `/api/offers/${offer.offer_id}?version=${version}`)).statusCode).toBe(204);
    expect((await t.call(bank, 'GET', `/api/offers/${offer.offer_id}/manage`)).statusCode).toBe(404);
    expect((await t.call(bank, 'POST', `/api/bank/offers/${offer.offer_id}/remand`, reasonBody(version + 1))).statusCode).toBe(404);
  });
});

describe('bad input changes nothing', () => {
  it('approve needs every checklist item: each one missing answers 400', async () => {
    const offer = await waitingOffer();
    const before = await snapshot(offer.offer_id);
    for (const missing of REVIEW_CHECKLIST) {
      const res = await t.call(bank, 'POST', `/api/bank/offers/${offer.offer_id}/approve`, {
        version: offer.version,
        checklist: REVIEW_CHECKLIST.filter((item) => item !== missing),
      });
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().fields).toHaveProperty('checklist');
    }
    const unknown = await t.call(bank, 'POST', `/api/bank/offers/${offer.offer_id}/approve`, { version: offer.version, checklist: [...REVIEW_CHECKLIST, 'looks_fine'] });
    expect(unknown.statusCode).toBe(400);
    expect((await t.call(bank, 'POST', `/api/bank/offers/${offer.offer_id}/approve`, { version: offer.version })).statusCode).toBe(400);
    expect(await snapshot(offer.offer_id)).toEqual(before);
  });

  it('remarks of 301 characters answer 400 with a translated field message; 300 are kept', async () => {
    const offer = await waitingOffer();
    const before = await snapshot(offer.offer_id);
    const long = await t.call(bank, 'POST', `/api/bank/offers/${offer.offer_id}/approve`, approveBody(offer.version, { remarks: 'あ'.repeat(301) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.remarks).toEqual(['Enter at most 300 characters.']);
    expect(await snapshot(offer.offer_id)).toEqual(before);
    const ok = await t.call(bank, 'POST', `/api/bank/offers/${offer.offer_id}/approve`, approveBody(offer.version, { remarks: 'あ'.repeat(300) }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().bank_remarks).toBe('あ'.repeat(300));
  });

  it('remand and deny need a reason: missing, empty or only spaces answer 400', async () => {
    const offer = await waitingOffer();
    const before = await snapshot(offer.offer_id);
    for (const action of ['remand', 'deny']) {
      for (const body of [{ version: offer.version }, { version: offer.version, reason: '' }, { version: offer.version, reason: ' \n\t ' }]) {
        const res = await t.call(bank, 'POST', `/api/bank/offers/${offer.offer_id}/${action}`, body);
        expect(res.statusCode, `${action} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json().fields).toHaveProperty('reason');
      }
      const noVersion = await t.call(bank, 'POST', `/api/bank/offers/${offer.offer_id}/${action}`, { reason: 'ok' });
      expect(noVersion.statusCode).toBe(400);
    }
    expect(await snapshot(offer.offer_id)).toEqual(before);
  });

  it('a stale version answers 409 version_conflict for every decision, and nothing changes', async () => {
    const offer = await waitingOffer();
    const before = await snapshot(offer.offer_id);
    for (const [action, body] of ACTIONS) {
      for (const version of [offer.version - 1 || 99, offer.version + 1]) {
        const res = await t.call(bank, 'POST', `/api/bank/offers/${offer.offer_id}/${action}`, body(version));
        expect(res.statusCode, `${action} v${version}`).toBe(409);
        expect(res.json().code).toBe('version_conflict');
        expect(res.json().message).toMatch(/already been updated by another user/);
      }
    }
    expect(await snapshot(offer.offer_id)).toEqual(before);
  });
});

describe('each decision writes its event and the company sees the outcome', () => {
  it.each([
    ['approve', 'published', { remarks: '確認しました' }, 'remarks'],
    ['remand', 'remand', { reason: '価格の根拠を追記してください' }, 'reason'],
    ['deny', 'rejection', { reason: '取引実態を確認できません' }, 'reason'],
  ] as const)('%s → %s', async (action, to, extra, payloadKey) => {
    const offer = await waitingOffer(companyOrg, `event ${action}`);
    const body = action === 'approve' ? approveBody(offer.version, extra) : { version: offer.version, ...extra };
    const res = await t.call(bank, 'POST', `/api/bank/offers/${offer.offer_id}/${action}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: to, version: offer.version + 1 });

    const log = await t.db
      .select({
        action: events.action,
        from: events.fromState,
        to: events.toState,
        actor: events.actorUserId,
        organisation: events.actorOrganisationId,
        subjectType: events.subjectType,
        payload: events.payload,
      })
      .from(events)
      .where(eq(events.subjectId, offer.offer_id));
    const last = log.at(-1)!;
    expect(last).toMatchObject({
      action: `offer.${action}`,
      from: 'waiting_for_approval',
      to,
      actor: bankUserId,
      organisation: bankOrgId,
      subjectType: 'offer',
    });
    expect(last.payload[payloadKey]).toBe(Object.values(extra)[0]);

    // The company sees the outcome in its list and its detail, with the bank's words.
    const own = (await t.call(company, 'GET', `/api/offers/${offer.offer_id}/manage`)).json();
    expect(own.status).toBe(to);
    const words = Object.values(extra)[0];
    if (action === 'approve') expect(own.bank_remarks).toBe(words);
    if (action === 'remand') expect(own.remand_reason).toBe(words);
    if (action === 'deny') expect(own.denial_reason).toBe(words);
    expect(own.history.at(-1)).toMatchObject({ action: `offer.${action}`, to });
    const listed = (await t.call(company, 'GET', `/api/offers/in-house?status=${to}&per_page=100`)).json();
    expect(listed.items.map((i: { offer_id: string }) => i.offer_id)).toContain(offer.offer_id);
  });

  it('two banker clicks on the same version: exactly one decision lands, one event is written', async () => {
    const offer = await registeredOffer();
    const [a, b] = await Promise.all([
      t.call(bank, 'POST', `/api/bank/offers/${offer.offer_id}/approve`, approveBody(offer.version)),
      t.call(bank, 'POST', `/api/bank/offers/${offer.offer_id}/remand`, reasonBody(offer.version)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const log = await t.db.select({ action: events.action }).from(events).where(eq(events.subjectId, offer.offer_id));
    expect(log.map((e) => e.action)).toEqual(['offer.register', a.statusCode === 200 ? 'offer.approve' : 'offer.remand']);
  });
});
