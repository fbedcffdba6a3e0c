// The to-do list (decision 021): per role, derived from state (an item appears and
// leaves as the state moves, through the API), due times in business days of whoever must act,
// overdue first then oldest first, and nothing about what the viewer may not see. Also: the
// operator's negotiation list puts overdue negotiations first.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../src/server/db/schema/index.ts';
import { addBusinessDays } from '../../src/server/lib/business-days.ts';
import type { TodoItem, TodoList } from '../../src/shared/schemas/notifications.ts';
import { actionBody, buildNegotiation, buildOffer, buildOrganisation, buildUser, signIn, type NegotiationOverrides, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { offerFields, uploadImage } from '../helpers/offers.ts';

type Org = Awaited<ReturnType<typeof buildOrganisation>>;

let t: TestApp;
// The app's clock: a test moves it to see items become overdue.
let clock = new Date(Math.floor(Date.now() / 1000) * 1000);
const HOUR = 60 * 60 * 1000;

let jpBank: Org;
let thBank: Org;
let offerCo: Org;
let applicantCo: Org;
let otherCo: Org;
let coordinatorOrg: Org;
let tanaka: SignedIn;
let somchai: SignedIn;
let somchaiId: string;
let other: SignedIn;
let jpBanker: SignedIn;
let thBanker: SignedIn;
let otherBanker: SignedIn;
let operator: SignedIn;
let coordinator: SignedIn;
let otherCoordinator: SignedIn;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => clock });
  jpBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'todo-jp-bank', name: '港銀行' });
  thBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'todo-th-bank', name: 'ธนาคารกรุงเทพ', country: 'TH' });
  const otherBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'todo-other-bank', name: 'Other Bank' });
  offerCo = await buildOrganisation(t.db, { role: 'enterprise', bankId: jpBank.id, bankCode: 'todo-jp-bank', name: '田中精密工業株式会社' });
  applicantCo = await buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'todo-th-bank', country: 'TH', name: 'สยามออโตพาร์ท' });
  otherCo = await buildOrganisation(t.db, { role: 'enterprise', bankId: jpBank.id, bankCode: 'todo-jp-bank', name: 'Other Co' });
  tanaka = await signIn(t.app, (await buildUser(t.db, { organisationId: offerCo.id, userType: 'administrator' })).id);
  somchaiId = (await buildUser(t.db, { organisationId: applicantCo.id, userType: 'administrator', isContractSignatory: true })).id;
  somchai = await signIn(t.app, somchaiId);
  other = await signIn(t.app, (await buildUser(t.db, { organisationId: otherCo.id, userType: 'administrator' })).id);
  jpBanker = await signIn(t.app, (await buildUser(t.db, { organisationId: jpBank.id })).id);
  thBanker = await signIn(t.app, (await buildUser(t.db, { organisationId: thBank.id })).id);
  otherBanker = await signIn(t.app, (await buildUser(t.db, { organisationId: otherBank.id })).id);
  const office = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli', name: 'Office' });
  operator = await signIn(t.app, (await buildUser(t.db, { organisationId: office.id })).id);
  coordinatorOrg = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli', name: 'Coord Co' });
  coordinator = await signIn(t.app, (await buildUser(t.db, { organisationId: coordinatorOrg.id })).id);
  const otherCoordinatorOrg = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli', name: 'Second Coordinator' });
  otherCoordinator = await signIn(t.app, (await buildUser(t.db, { organisationId: otherCoordinatorOrg.id })).id);
});

afterAll(async () => {
  await t?.close();
});

async function todo(who: SignedIn, query = ''): Promise<TodoList> {
  const res = await t.call(who, 'GET', `/api/todo${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The viewer's items about the given subjects (other tests' rows may share the database). */
async function itemsAbout(who: SignedIn, ...ids: string[]): Promise<TodoItem[]> {
  return (await todo(who, '?per_page=100')).items.filter((i) => ids.includes(i.subject_id));
}

describe('GET /api/todo', () => {
  it('an offer: the draft and the remanded offer are the company’s, the review is its bank’s, with the bank’s due time', async () => {
    const image = (await uploadImage(t.app, tanaka)).json().image_id as string;
    const draft = await t.call(tanaka, 'POST', '/api/offers', { intent: 'save_draft', offer: { type: 'sell', title: '下書きの案件' } });
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json().offer_id as string;

    const [fix] = await itemsAbout(tanaka, id);
    expect(fix).toMatchObject({ kind: 'fix_draft', subject_type: 'offer', offer_title: '下書きの案件', link: `/company/offer-register/edit/${id}`, due_at: null, overdue: false });
    for (const who of [other, jpBanker, thBanker, operator, coordinator]) expect(await itemsAbout(who, id)).toEqual([]);

    const registeredAt = clock;
    const reg = await t.call(tanaka, 'PUT', `/api/offers/${id}`, { intent: 'register', version: 1, offer: offerFields([image], { title: '審査中の案件' }) });
    expect(reg.statusCode, reg.body).toBe(200);
    expect(await itemsAbout(tanaka, id)).toEqual([]);
    const due = addBusinessDays(registeredAt, 5, ['JP']);
    expect(await itemsAbout(jpBanker, id)).toEqual([
      {
        kind: 'review_offer',
        subject_type: 'offer',
        subject_id: id,
        offer_title: '審査中の案件',
        offer_language: 'ja',
        title_versions: [],
        ref: reg.json().public_ref,
        link: `/financial-institution/offer-detail/${id}`,
        since: registeredAt.toISOString(),
        due_at: due.toISOString(),
        overdue: false,
      },
    ]);
    for (const who of [otherBanker, thBanker, operator, other]) expect(await itemsAbout(who, id)).toEqual([]);

    // Past the due time it is overdue, and counted.
    clock = new Date(due.getTime() + HOUR);
    const late = await todo(jpBanker, '?per_page=100');
    expect(late.items.find((i) => i.subject_id === id)).toMatchObject({ overdue: true });
    expect(late.overdue).toBeGreaterThanOrEqual(1);
    clock = registeredAt;

    const remand = await t.call(jpBanker, 'POST', `/api/bank/offers/${id}/remand`, { version: reg.json().version, reason: '写真を差し替えてください' });
    expect(remand.statusCode, remand.body).toBe(200);
    expect(await itemsAbout(jpBanker, id)).toEqual([]);
    expect((await itemsAbout(tanaka, id)).map((i) => i.kind)).toEqual(['fix_remanded']);
    const [row] = await t.db.select({ reviewDueAt: offers.reviewDueAt }).from(offers).where(eq(offers.id, id));
    expect(row!.reviewDueAt).toBeNull();
  });

  it('a negotiation: the applicant bank’s approval, then each NDA decision, each to its company only', async () => {
    const offer = await buildOffer(t.db, { owner: offerCo, title: '切削加工の協業先募集' });
    const appliedAt = clock;
    const applied = await t.call(somchai, 'POST', '/api/negotiations', {
      offer_id: offer.id,
      application_details: 'We would like 5,000 parts a month.',
      representative_user_ids: [somchaiId],
      signatory_user_id: somchaiId,
      confirm_authority: true,
      accept_terms: true,
      pre_nda_consent: true,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const n = applied.json();
    // The Thai bank acts: Thai holidays count.
    const bankDue = addBusinessDays(appliedAt, 5, ['TH']);
    expect(n.due_at).toBe(bankDue.toISOString());
    expect(await itemsAbout(thBanker, n.trading_id)).toEqual([
      {
        kind: 'approve_application',
        subject_type: 'negotiation',
        subject_id: n.trading_id,
        offer_title: '切削加工の協業先募集',
        // (The factory's offers say English unless told.)
        offer_language: 'en',
        title_versions: [],
        ref: n.public_ref,
        link: `/financial-institution/negotiation-detail/${n.trading_id}`,
        since: appliedAt.toISOString(),
        due_at: bankDue.toISOString(),
        overdue: false,
      },
    ]);
    for (const who of [jpBanker, otherBanker, tanaka, somchai, other, operator]) expect(await itemsAbout(who, n.trading_id)).toEqual([]);

    clock = new Date(appliedAt.getTime() + 2 * HOUR);
    const approved = await t.call(thBanker, 'POST', `/api/negotiations/${n.trading_id}/actions/bank_approve`, actionBody('bank_approve', n.version));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await itemsAbout(thBanker, n.trading_id)).toEqual([]);
    const ndaDue = addBusinessDays(clock, 5, ['JP']);
    expect(await itemsAbout(tanaka, n.trading_id)).toMatchObject([
      { kind: 'nda_decision', link: `/company/nda-agree?trading_id=${n.trading_id}`, since: clock.toISOString(), due_at: ndaDue.toISOString() },
    ]);
    for (const who of [somchai, other, jpBanker]) expect(await itemsAbout(who, n.trading_id)).toEqual([]);

    const agreed = await t.call(tanaka, 'POST', `/api/negotiations/${n.trading_id}/actions/offer_company_nda_agree`, actionBody('offer_company_nda_agree', approved.json().version));
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(await itemsAbout(tanaka, n.trading_id)).toEqual([]);
    expect(await itemsAbout(somchai, n.trading_id)).toMatchObject([{ kind: 'nda_decision', due_at: addBusinessDays(clock, 5, ['TH']).toISOString() }]);
    clock = appliedAt;
  });

  it('the office’s and the coordinator’s items, overdue first then oldest first; a deleted offer’s are left out', async () => {
    const at = (hours: number) => new Date(clock.getTime() + hours * HOUR);
    const offer = await buildOffer(t.db, { owner: offerCo });
    const applicant = () => buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'todo-th-bank', country: 'TH' });
    const stage = async (s: NegotiationOverrides) =>
      buildNegotiation(t.db, { offer, applicant: await applicant(), ...s });
    const assign = await stage({ stage: 'coordinator_assignment', waitingSince: at(-50), dueAt: at(40) });
    const cancel = await stage({ stage: 'contract_creation:cancel_requested', coordinator: coordinatorOrg, waitingSince: at(-30), dueAt: at(-1) });
    const complete = await stage({ stage: 'completion_requested', coordinator: coordinatorOrg, waitingSince: at(-40), dueAt: at(-2) });
    const later = await stage({ stage: 'coordinator_assignment', waitingSince: at(-10), dueAt: at(60) });
    const ids = [assign.id, cancel.id, complete.id, later.id];

    const items = await itemsAbout(operator, ...ids);
    // Overdue first (oldest first among them), then the rest oldest first.
    expect(items.map((i) => [i.subject_id, i.kind, i.overdue])).toEqual([
      [complete.id, 'approve_completion', true],
      [cancel.id, 'approve_cancel', true],
      [assign.id, 'assign_coordinator', false],
      [later.id, 'assign_coordinator', false],
    ]);
    expect(items[0]!.link).toBe(`/kokopelli/negotiation-detail/${complete.id}`);
    const all = await todo(operator, '?per_page=100');
    expect(all.items.slice(0, all.overdue).every((i) => i.overdue)).toBe(true);
    expect(all.items.slice(all.overdue).some((i) => i.overdue)).toBe(false);
    for (const who of [tanaka, thBanker, coordinator]) expect(await itemsAbout(who, ...ids)).toEqual([]);

    const offered = await stage({ stage: 'coordinator_offered', coordinator: coordinatorOrg, waitingSince: at(-5), dueAt: at(30) });
    const signing = await stage({ stage: 'contract_signing', coordinator: coordinatorOrg, waitingSince: at(-6), dueAt: at(30) });
    const toComplete = await stage({ stage: 'completion_request', coordinator: coordinatorOrg, waitingSince: at(-7), dueAt: null });
    const mine = await itemsAbout(coordinator, offered.id, signing.id, toComplete.id, cancel.id);
    expect(mine.map((i) => [i.subject_id, i.kind, i.due_at === null])).toEqual([
      [toComplete.id, 'request_completion', true],
      [signing.id, 'record_signing', false],
      [offered.id, 'answer_coordinator_offer', false],
    ]);
    expect(mine[2]!.link).toBe(`/coordinator/trading-detail/${offered.contractId}`);
    expect(await itemsAbout(otherCoordinator, offered.id, signing.id, toComplete.id)).toEqual([]);

    // An offer deleted since: nothing about it is left to do.
    const gone = await buildOffer(t.db, { owner: offerCo, deleted: true });
    const orphan = await buildNegotiation(t.db, { offer: gone, applicant: await applicant(), stage: 'bank_approval', waitingSince: at(-1), dueAt: at(10) });
    const waiting = await buildOffer(t.db, { owner: otherCo, status: 'waiting_for_approval', deleted: true });
    expect(await itemsAbout(thBanker, orphan.id)).toEqual([]);
    expect(await itemsAbout(jpBanker, waiting.id)).toEqual([]);
  });

  it('pages the list with the total and the overdue count', async () => {
    const page1 = await todo(operator, '?per_page=1&page=1');
    const page2 = await todo(operator, '?per_page=1&page=2');
    expect(page1.items).toHaveLength(1);
    expect(page1.total).toBeGreaterThanOrEqual(4);
    expect(page2.items[0]!.subject_id).not.toBe(page1.items[0]!.subject_id);
    expect((await t.call(operator, 'GET', '/api/todo?per_page=1000')).statusCode).toBe(400);
  });
});

describe('the operator’s negotiation list', () => {
  it('puts overdue negotiations first, then the order asked for; a bank’s list keeps its order', async () => {
    const offer = await buildOffer(t.db, { owner: offerCo });
    const applicant = () => buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'todo-th-bank', country: 'TH' });
    const build = async (updatedHoursAgo: number, dueInHours: number | null) =>
      buildNegotiation(t.db, {
        offer,
        applicant: await applicant(),
        stage: 'bank_approval',
        updatedAt: new Date(clock.getTime() - updatedHoursAgo * HOUR),
        dueAt: dueInHours === null ? null : new Date(clock.getTime() + dueInHours * HOUR),
      });
    const recent = await build(1, 48);
    const old = await build(30, -5);
    const middle = await build(10, null);
    const older = await build(40, -20);

    const list = async (who: SignedIn) => {
      const res = await t.call(who, 'GET', `/api/negotiations?offer_id=${offer.id}&sort=updated_desc`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as { trading_id: string; due_at: string | null; overdue: boolean }[];
    };
    const mine = await list(operator);
    expect(mine.map((n) => n.trading_id)).toEqual([old.id, older.id, recent.id, middle.id]);
    expect(mine.map((n) => n.overdue)).toEqual([true, true, false, false]);
    expect(mine[2]!.due_at).toBe(recent.dueAt!.toISOString());
    expect(mine[3]!.due_at).toBeNull();
    expect((await list(thBanker)).map((n) => n.trading_id)).toEqual([recent.id, middle.id, old.id, older.id]);

    const detail = await t.call(operator, 'GET', `/api/negotiations/${older.id}`);
    expect(detail.json()).toMatchObject({ due_at: older.dueAt!.toISOString(), overdue: true });
  });
});
