// The negotiation's chat room record (decision 019; messages and transport: decision 020): none
// before both NDAs are agreed, opened in the same move as the disclosure, closed for good when the
// deal is completed or its cancel approved (docs/product/negotiations.md); `chat_room` in the detail only
// for whoever the "chat" row of docs/product/visibility.md lets read the chat.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiationChatRooms, negotiations } from '../../src/server/db/schema/index.ts';
import type { NegotiationStepAction } from '../../src/shared/negotiation-lifecycle.ts';
import { actionBody, buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

type Org = Awaited<ReturnType<typeof buildOrganisation>>;

let t: TestApp;
let offerCo: Org;
let coordinatorOrg: Org;
let applicantUserId: string;
const who = {} as Record<
  'offerParty' | 'applicant' | 'offerBank' | 'applicantBank' | 'otherBank' | 'outsider' | 'coordinator' | 'otherCoordinator' | 'operator',
  SignedIn
>;

beforeAll(async () => {
  t = await createTestApp();
  const jpBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'chat-jp-bank', name: 'Chat JP Bank' });
  const thBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'chat-th-bank', name: 'Chat TH Bank', country: 'TH' });
  const otherBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'chat-other-bank', name: 'Chat Other Bank' });
  offerCo = await buildOrganisation(t.db, { role: 'enterprise', bankId: jpBank.id, bankCode: 'chat-jp-bank', name: 'Chat Offer Co' });
  const applicantCo = await buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'chat-th-bank', country: 'TH', name: 'Chat Applicant Co' });
  const outsiderCo = await buildOrganisation(t.db, { role: 'enterprise', bankId: otherBank.id, bankCode: 'chat-other-bank' });
  coordinatorOrg = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli', name: 'Chat Coordinator' });
  const otherCoordinatorOrg = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli', name: 'Chat Other Coordinator' });
  const office = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli', name: 'Chat Office' });
  const user = async (organisationId: string) => signIn(t.app, (await buildUser(t.db, { organisationId })).id);
  applicantUserId = (await buildUser(t.db, { organisationId: applicantCo.id, userType: 'administrator', isContractSignatory: true })).id;
  who.applicant = await signIn(t.app, applicantUserId);
  who.offerParty = await user(offerCo.id);
  who.offerBank = await user(jpBank.id);
  who.applicantBank = await user(thBank.id);
  who.otherBank = await user(otherBank.id);
  who.outsider = await user(outsiderCo.id);
  who.coordinator = await user(coordinatorOrg.id);
  who.otherCoordinator = await user(otherCoordinatorOrg.id);
  who.operator = await user(office.id);
});
afterAll(async () => t.close());


/** One move by its actor, with the version the negotiation is at; answers the new detail. */
async function act(by: SignedIn, id: string, action: NegotiationStepAction) {
  const { version } = (await t.call(by, 'GET', `/api/negotiations/${id}`)).json();
  const res = await t.call(by, 'POST', `/api/negotiations/${id}/actions/${action}`, actionBody(action, version, { coordinatorId: coordinatorOrg.id }));
  expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
  return res.json();
}

let offers = 0;
async function apply(): Promise<string> {
  const offer = await buildOffer(t.db, { owner: offerCo, title: `Chat offer ${++offers}` });
  const res = await t.call(who.applicant, 'POST', '/api/negotiations', {
    offer_id: offer.id,
    application_details: 'We would like to talk.',
    representative_user_ids: [applicantUserId],
    signatory_user_id: applicantUserId,
    confirm_authority: true,
    accept_terms: true,
    pre_nda_consent: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().trading_id;
}

const roomRow = async (id: string) => (await t.db.select().from(negotiationChatRooms).where(eq(negotiationChatRooms.negotiationId, id)))[0];
const chatRoomSeenBy = async (by: SignedIn, id: string) => {
  const res = await t.call(by, 'GET', `/api/negotiations/${id}`);
  return res.statusCode === 200 ? res.json().chat_room : `status ${res.statusCode}`;
};

/** Up to disclosure: applied, approved, both NDAs agreed. */
async function disclosed(): Promise<string> {
  const id = await apply();
  await act(who.applicantBank, id, 'bank_approve');
  await act(who.offerParty, id, 'offer_company_nda_agree');
  expect(await roomRow(id)).toBeUndefined();
  const n = await act(who.applicant, id, 'applicant_nda_agree');
  expect(n).toMatchObject({ stage: 'coordinator_assignment', disclosed: true });
  return id;
}

describe('the chat room record', () => {
  it('does not exist before both NDAs are agreed, and opens in the disclosing move', async () => {
    const id = await apply();
    await act(who.applicantBank, id, 'bank_approve');
    let n = await act(who.offerParty, id, 'offer_company_nda_agree');
    expect(n.chat_room).toBeNull();
    expect(await roomRow(id)).toBeUndefined();
    for (const viewer of [who.offerParty, who.applicant, who.operator, who.applicantBank]) expect(await chatRoomSeenBy(viewer, id)).toBeNull();

    n = await act(who.applicant, id, 'applicant_nda_agree');
    const row = await roomRow(id);
    expect(row).toBeDefined();
    expect(row!.closedAt).toBeNull();
    expect(n.chat_room).toEqual({ opened_at: row!.openedAt.toISOString(), closed_at: null });
    // Opened with the disclosure itself: the same instant.
    const [stored] = await t.db.select({ disclosedAt: negotiations.disclosedAt }).from(negotiations).where(eq(negotiations.id, id));
    expect(stored!.disclosedAt!.toISOString()).toBe(row!.openedAt.toISOString());
  });

  it('is shown to the parties, both banks, the assigned coordinator and the operator; to nobody else', async () => {
    const id = await disclosed();
    const open = { opened_at: expect.any(String), closed_at: null };
    for (const viewer of [who.offerParty, who.applicant, who.offerBank, who.applicantBank, who.operator]) expect(await chatRoomSeenBy(viewer, id)).toEqual(open);
    for (const viewer of [who.otherBank, who.outsider, who.coordinator, who.otherCoordinator]) expect(await chatRoomSeenBy(viewer, id)).toBe('status 404');

    // Only offered: the coordinator sees the deal but not the chat.
    await act(who.operator, id, 'offer_coordinator');
    expect(await chatRoomSeenBy(who.coordinator, id)).toBeNull();
    expect(await chatRoomSeenBy(who.otherCoordinator, id)).toBe('status 404');
    // Assigned: now it does.
    await act(who.coordinator, id, 'coordinator_accept');
    expect(await chatRoomSeenBy(who.coordinator, id)).toEqual(open);
    expect(await chatRoomSeenBy(who.otherCoordinator, id)).toBe('status 404');
  });

  it('closes for good at completion', async () => {
    const id = await disclosed();
    await act(who.operator, id, 'offer_coordinator');
    await act(who.coordinator, id, 'coordinator_accept');
    await act(who.coordinator, id, 'create_contract');
    await act(who.coordinator, id, 'record_signing');
    let n = await act(who.offerParty, id, 'request_completion');
    expect(n.chat_room.closed_at).toBeNull();
    n = await act(who.operator, id, 'approve_completion');
    expect(n.stage).toBe('completed');
    const row = await roomRow(id);
    expect(row!.closedAt).not.toBeNull();
    expect(row!.closedAt!.getTime()).toBeGreaterThanOrEqual(row!.openedAt.getTime());
    expect(n.chat_room).toEqual({ opened_at: row!.openedAt.toISOString(), closed_at: row!.closedAt!.toISOString() });
    expect(n.completed_at).toBe(row!.closedAt!.toISOString());
    for (const viewer of [who.offerParty, who.applicant, who.coordinator, who.applicantBank]) expect((await chatRoomSeenBy(viewer, id)).closed_at).toBe(n.completed_at);
  });

  it('closes when a cancel after disclosure is approved; a rejected cancel leaves it open', async () => {
    const id = await disclosed();
    await act(who.applicant, id, 'request_cancel');
    const rejected = await act(who.operator, id, 'reject_cancel');
    expect(rejected.chat_room.closed_at).toBeNull();
    await act(who.applicant, id, 'request_cancel');
    const n = await act(who.operator, id, 'approve_cancel');
    expect(n.stage).toBe('canceled');
    expect(n.chat_room.closed_at).toBe(n.canceled_at);
    expect((await roomRow(id))!.closedAt!.toISOString()).toBe(n.canceled_at);
    // The parties still see that it was closed (disclosure survives a cancel).
    expect((await chatRoomSeenBy(who.offerParty, id)).closed_at).toBe(n.canceled_at);
  });

  it('never exists for a negotiation cancelled before disclosure', async () => {
    const id = await apply();
    await act(who.applicantBank, id, 'bank_approve');
    await act(who.offerParty, id, 'request_cancel');
    const n = await act(who.operator, id, 'approve_cancel');
    expect(n.stage).toBe('canceled');
    expect(n.chat_room).toBeNull();
    expect(await roomRow(id)).toBeUndefined();
  });
});
