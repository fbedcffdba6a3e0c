// The undo paths (docs/decisions/061-undo-paths.md, docs/product/negotiations.md): a requester
// withdraws its own pending cancel or completion request; the office withdraws, or gives to
// another coordinator, an offer the coordinator has not answered; the coordinator records the
// date of signing. Each is tried by its actor and by everyone else, at the wrong step, with a
// stale version, twice, and with bad input; a refusal changes nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, negotiationCoordinatorOffers, negotiations } from '../../src/server/db/schema/index.ts';
import type { NegotiationStage, NegotiationStepAction } from '../../src/shared/negotiation-lifecycle.ts';
import { inboxApi } from '../../src/shared/schemas/notifications.ts';
import { dateInCountry } from '../../src/shared/time-zones.ts';
import { actionBody, buildNegotiation, buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import type { NegotiationOverrides } from '../factories/negotiations.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

type Org = Awaited<ReturnType<typeof buildOrganisation>>;

let t: TestApp;
let offerCo: Org;
let applicantCo: Org;
let coordinatorOrg: Org;
let secondCoordinatorOrg: Org;
let tanaka: SignedIn;
let somchai: SignedIn;
let somchaiId: string;
let offerBank: SignedIn;
let applicantBank: SignedIn;
let coordinator: SignedIn;
let secondCoordinator: SignedIn;
let operator: SignedIn;

const APPLICANT_SECRETS = ['สยามมอเตอร์ทดสอบ', 'Siam Undo Motors', 'Somsak Undo'];
const OFFER_SECRETS = ['取下工業株式会社', 'Torisage Industries'];

beforeAll(async () => {
  t = await createTestApp();
  const jpBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'undo-jp-bank', name: '取下銀行' });
  const thBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'undo-th-bank', name: 'Undo Bank TH', country: 'TH' });
  offerCo = await buildOrganisation(t.db, { role: 'enterprise', bankId: jpBank.id, bankCode: 'undo-jp-bank', name: OFFER_SECRETS[0], nameEn: OFFER_SECRETS[1] });
  applicantCo = await buildOrganisation(t.db, {
    role: 'enterprise',
    bankId: thBank.id,
    bankCode: 'undo-th-bank',
    country: 'TH',
    name: APPLICANT_SECRETS[0],
    nameEn: APPLICANT_SECRETS[1],
    representativeName: APPLICANT_SECRETS[2],
  });
  tanaka = await signIn(t.app, (await buildUser(t.db, { organisationId: offerCo.id, userType: 'administrator' })).id);
  somchaiId = (await buildUser(t.db, { organisationId: applicantCo.id, userType: 'administrator', isContractSignatory: true })).id;
  somchai = await signIn(t.app, somchaiId);
  offerBank = await signIn(t.app, (await buildUser(t.db, { organisationId: jpBank.id })).id);
  applicantBank = await signIn(t.app, (await buildUser(t.db, { organisationId: thBank.id })).id);
  coordinatorOrg = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli', name: 'Undo Coordinator One' });
  coordinator = await signIn(t.app, (await buildUser(t.db, { organisationId: coordinatorOrg.id })).id);
  secondCoordinatorOrg = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli', name: 'Undo Coordinator Two' });
  secondCoordinator = await signIn(t.app, (await buildUser(t.db, { organisationId: secondCoordinatorOrg.id })).id);
  const office = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli', name: 'Undo Office' });
  operator = await signIn(t.app, (await buildUser(t.db, { organisationId: office.id })).id);
});
afterAll(async () => t.close());

const act = (who: SignedIn, id: string, action: NegotiationStepAction, version: number, body?: Record<string, unknown>) =>
  t.call(who, 'POST', `/api/negotiations/${id}/actions/${action}`, body ?? actionBody(action, version, { coordinatorId: secondCoordinatorOrg.id }));

const stored = async (id: string) => (await t.db.select().from(negotiations).where(eq(negotiations.id, id)))[0]!;
const actions = async (id: string) =>
  (await t.db.select({ action: events.action }).from(events).where(and(eq(events.subjectType, 'negotiation'), eq(events.subjectId, id)))).map((e) => e.action);

/** The kinds of the notices a user has about a negotiation (by its public reference). */
async function noticesAbout(who: SignedIn, ref: string): Promise<{ kinds: string[]; text: string }> {
  const list = (await t.call(who, 'GET', `/api${inboxApi.notifications}?per_page=100`)).json<{ items: { kind: string; params: { trading_ref?: string } }[] }>();
  const mine = list.items.filter((n) => n.params.trading_ref === ref);
  return { kinds: mine.map((n) => n.kind), text: JSON.stringify(mine) };
}

async function negotiationAt(stage: NegotiationStage, extra: NegotiationOverrides = {}) {
  return buildNegotiation(t.db, {
    offer: await buildOffer(t.db, { owner: offerCo }),
    applicant: applicantCo,
    stage,
    representativeIds: [somchaiId],
    coordinator: coordinatorOrg,
    ...extra,
  });
}

describe('withdrawing a pending cancel request', () => {
  it('is the requester\'s alone; it returns to the very stage and tells those who were told of the request', async () => {
    const n = await negotiationAt('contract_signing');
    expect((await act(somchai, n.id, 'request_cancel', 1)).json().stage).toBe('contract_signing:cancel_requested');
    const before = await stored(n.id);
    expect(before.requestBy).toBe('applicant');

    // Everyone else: the other party, both banks, the coordinator, the office.
    for (const who of [tanaka, coordinator]) expect((await act(who, n.id, 'withdraw_cancel_request', 2)).statusCode).toBe(403);
    for (const who of [offerBank, applicantBank, operator]) expect((await act(who, n.id, 'withdraw_cancel_request', 2)).statusCode).toBe(403);
    // A stale version, and a completion withdrawal at a cancel request.
    expect((await act(somchai, n.id, 'withdraw_cancel_request', 1)).json().code).toBe('negotiation_version_conflict');
    expect((await act(somchai, n.id, 'withdraw_completion_request', 2)).json().code).toBe('invalid_transition');
    expect(await stored(n.id)).toEqual(before);

    // What the requester sees before: it may withdraw; the other side may not.
    const seen = (await t.call(somchai, 'GET', `/api/negotiations/${n.id}`)).json();
    expect(seen.abilities).toMatchObject({ withdraw_cancel_request: true, request_cancel: false });
    expect((await t.call(tanaka, 'GET', `/api/negotiations/${n.id}`)).json().abilities.withdraw_cancel_request).toBe(false);

    const r = await act(somchai, n.id, 'withdraw_cancel_request', 2);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ stage: 'contract_signing', step: 'contract_signing', request: null, version: 3 });
    expect(await actions(n.id)).toContain('negotiation.withdraw_cancel_request');
    const after = await stored(n.id);
    expect([after.requestBy, after.requestText, after.requestedAt]).toEqual([null, null, null]);
    expect(after.dueAt).not.toBeNull();

    // The double click: the same call again is stale; the office can no longer approve.
    expect((await act(somchai, n.id, 'withdraw_cancel_request', 2)).statusCode).toBe(409);
    expect((await act(operator, n.id, 'approve_cancel', 3)).json().code).toBe('invalid_transition');

    // The other party and the office hear of it; the requester's own company is not told.
    expect((await noticesAbout(tanaka, after.publicRef)).kinds).toContain('negotiation.withdraw_cancel_request');
    expect((await noticesAbout(operator, after.publicRef)).kinds).toContain('negotiation.withdraw_cancel_request');
    expect((await noticesAbout(somchai, after.publicRef)).kinds).not.toContain('negotiation.withdraw_cancel_request');
    // The office's to-do no longer holds the request.
    const todo = (await t.call(operator, 'GET', '/api/todo?per_page=100')).json<{ items: { subject_id: string; kind: string }[] }>();
    expect(todo.items.filter((i) => i.subject_id === n.id).map((i) => i.kind)).not.toContain('approve_cancel');
  });

  it('before disclosure, keeps the requester\'s name out of everything the other side is told', async () => {
    const n = await negotiationAt('nda_offer_company', { coordinator: null });
    expect((await act(somchai, n.id, 'request_cancel', 1, { version: 1, reason: 'Our plans changed.' })).statusCode).toBe(200);
    expect((await act(somchai, n.id, 'withdraw_cancel_request', 2)).json()).toMatchObject({ stage: 'nda_offer_company', disclosed: false });
    const told = await noticesAbout(tanaka, n.publicRef);
    expect(told.kinds).toEqual(expect.arrayContaining(['negotiation.request_cancel', 'negotiation.withdraw_cancel_request']));
    const page = (await t.call(tanaka, 'GET', `/api/negotiations/${n.id}`)).body;
    expect(APPLICANT_SECRETS.filter((s) => told.text.includes(s) || page.includes(s))).toEqual([]);
  });
});

describe('withdrawing a pending completion request', () => {
  it('lets the coordinator withdraw the request it made, and no party', async () => {
    const n = await negotiationAt('completion_request');
    expect((await act(coordinator, n.id, 'request_completion', 1)).json().stage).toBe('completion_requested');
    expect((await stored(n.id)).requestBy).toBe('coordinator');
    for (const who of [somchai, tanaka, operator, applicantBank]) expect((await act(who, n.id, 'withdraw_completion_request', 2)).statusCode).toBe(403);
    const r = await act(coordinator, n.id, 'withdraw_completion_request', 2);
    expect(r.json()).toMatchObject({ stage: 'completion_request', request: null });
    // Both parties were told of the coordinator's request, and are told of its withdrawal.
    for (const who of [somchai, tanaka]) expect((await noticesAbout(who, n.publicRef)).kinds).toContain('negotiation.withdraw_completion_request');
  });

  it('lets a party withdraw its own, and answers 409 once the office has decided', async () => {
    const n = await negotiationAt('completion_request');
    expect((await act(tanaka, n.id, 'request_completion', 1)).statusCode).toBe(200);
    expect((await act(somchai, n.id, 'withdraw_completion_request', 2)).statusCode).toBe(403);
    expect((await act(operator, n.id, 'reject_completion', 2)).statusCode).toBe(200);
    // The page still showed the request: the office's decision came first.
    expect((await act(tanaka, n.id, 'withdraw_completion_request', 2)).statusCode).toBe(409);
    expect((await act(tanaka, n.id, 'withdraw_completion_request', 3)).json().code).toBe('invalid_transition');
  });
});

describe('the office takes back an unanswered coordinator offer', () => {
  it('withdraws it: the coordinator no longer sees the deal or can accept it, and it waits on the office again', async () => {
    const n = await negotiationAt('coordinator_offered');
    for (const who of [coordinator, tanaka, somchai, applicantBank]) expect((await act(who, n.id, 'withdraw_coordinator_offer', 1)).statusCode).toBe(403);
    expect((await act(operator, n.id, 'withdraw_coordinator_offer', 7)).statusCode).toBe(409);
    const r = await act(operator, n.id, 'withdraw_coordinator_offer', 1);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ stage: 'coordinator_assignment', waiting_on: 'operator', coordinator: null });
    expect(r.json().coordinator_offers.map((o: { answer: string }) => o.answer)).toEqual(['withdrawn']);
    expect((await t.call(coordinator, 'GET', `/api/negotiations/${n.id}`)).statusCode).toBe(404);
    expect((await act(coordinator, n.id, 'coordinator_accept', 2)).statusCode).toBe(404);
    expect((await t.call(coordinator, 'GET', '/api/negotiations?per_page=100')).json().items.map((i: { trading_id: string }) => i.trading_id)).not.toContain(n.id);
    // The office may offer it again, to anyone.
    expect((await act(operator, n.id, 'offer_coordinator', 2, { version: 2, coordinator_organisation_id: coordinatorOrg.id })).json().stage).toBe('coordinator_offered');
  });

  it('gives it to another coordinator, who may then accept; the first no longer sees it', async () => {
    const n = await negotiationAt('coordinator_offered');
    // The same coordinator, an organisation that is no coordinator, a malformed id: 400, nothing changed.
    const same = await act(operator, n.id, 'reassign_coordinator', 1, { version: 1, coordinator_organisation_id: coordinatorOrg.id });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields.coordinator_organisation_id).toEqual(['The deal is already offered to this coordinator. Choose another one.']);
    expect((await act(operator, n.id, 'reassign_coordinator', 1, { version: 1, coordinator_organisation_id: offerCo.id })).statusCode).toBe(400);
    expect((await act(operator, n.id, 'reassign_coordinator', 1, { version: 1, coordinator_organisation_id: 'nope' })).statusCode).toBe(400);
    expect((await stored(n.id)).version).toBe(1);

    const r = await act(operator, n.id, 'reassign_coordinator', 1);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ stage: 'coordinator_offered' });
    const offers = await t.db.select().from(negotiationCoordinatorOffers).where(eq(negotiationCoordinatorOffers.negotiationId, n.id));
    expect(offers.map((o) => [o.coordinatorOrganisationId, o.answer]).sort()).toEqual(
      [
        [coordinatorOrg.id, 'withdrawn'],
        [secondCoordinatorOrg.id, 'pending'],
      ].sort(),
    );
    expect((await t.call(coordinator, 'GET', `/api/negotiations/${n.id}`)).statusCode).toBe(404);
    expect((await noticesAbout(secondCoordinator, n.publicRef)).kinds).toContain('negotiation.reassign_coordinator');
    const todo = (await t.call(secondCoordinator, 'GET', '/api/todo?per_page=100')).json<{ items: { subject_id: string; kind: string }[] }>();
    expect(todo.items.find((i) => i.subject_id === n.id)?.kind).toBe('answer_coordinator_offer');
    expect((await act(secondCoordinator, n.id, 'coordinator_accept', 2)).json().stage).toBe('contract_creation');
    // Once accepted, the office cannot take it back.
    expect((await act(operator, n.id, 'withdraw_coordinator_offer', 3)).json().code).toBe('invalid_transition');
    expect((await act(operator, n.id, 'reassign_coordinator', 3, { version: 3, coordinator_organisation_id: coordinatorOrg.id })).json().code).toBe('invalid_transition');
  });
});

describe('recording the date of signing', () => {
  const day = (offsetDays: number, country: 'JP' | 'TH') => dateInCountry(new Date(Date.now() + offsetDays * 86_400_000), country);

  it('refuses a date after today in Japan, before the contract, or malformed, and changes nothing', async () => {
    const n = await negotiationAt('contract_signing', { contractCreatedAt: new Date(Date.now() - 10 * 86_400_000) });
    const before = await stored(n.id);
    const cases: [string, string][] = [
      [day(1, 'JP'), 'The date of signing cannot be later than today.'],
      [day(-12, 'TH'), 'The date of signing cannot be before the contract was created.'],
    ];
    for (const [signedOn, message] of cases) {
      const r = await act(coordinator, n.id, 'record_signing', 1, { version: 1, signed_on: signedOn });
      expect(r.statusCode, signedOn).toBe(400);
      expect(r.json().fields.signed_on, signedOn).toEqual([message]);
    }
    for (const bad of ['2026-02-30', '26-1-1', '', null]) {
      expect((await act(coordinator, n.id, 'record_signing', 1, { version: 1, signed_on: bad })).statusCode, String(bad)).toBe(400);
    }
    expect((await act(coordinator, n.id, 'record_signing', 1, { version: 1 })).statusCode).toBe(400);
    expect(await stored(n.id)).toEqual(before);
  });

  it('records the date, shows it to the parties and writes it in the event', async () => {
    const n = await negotiationAt('contract_signing', { contractCreatedAt: new Date(Date.now() - 10 * 86_400_000) });
    for (const who of [somchai, tanaka, operator]) expect((await act(who, n.id, 'record_signing', 1, { version: 1, signed_on: day(-3, 'TH') })).statusCode).toBe(403);
    const r = await act(coordinator, n.id, 'record_signing', 1, { version: 1, signed_on: day(-3, 'TH') });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ stage: 'completion_request', contract: { signed_on: day(-3, 'TH') } });
    expect((await t.call(somchai, 'GET', `/api/negotiations/${n.id}`)).json().contract.signed_on).toBe(day(-3, 'TH'));
    const [event] = await t.db.select().from(events).where(and(eq(events.subjectId, n.id), eq(events.action, 'negotiation.record_signing')));
    expect(event!.payload).toMatchObject({ signed_on: day(-3, 'TH') });
  });
});
