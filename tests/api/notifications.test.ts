// Notifications (docs/product/notifications.md): each transition of docs/product/offers.md#offer-lifecycle and docs/product/negotiations.md, driven through the
// API, notifies exactly the users who must know (nobody of another company, bank or coordinator,
// no disabled user, never the actor), in the right group, with a link into the reader's own area;
// no notice ever carries a company's name. Then the reader's side: list, filters, unread counts,
// mark read, read-all, another user's id, and the live socket.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, max } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, events, notificationGroups, notifications, organisations, users } from '../../src/server/db/schema/index.ts';
import { queueDailyDigests } from '../../src/server/modules/email/email.job.ts';
import { translations } from '../../src/shared/i18n/index.ts';
import { renderNotification } from '../../src/shared/notification-text.ts';
import type { NegotiationStepAction } from '../../src/shared/negotiation-lifecycle.ts';
import { chatApi } from '../../src/shared/schemas/chat.ts';
import { inboxApi } from '../../src/shared/schemas/notifications.ts';
import { REVIEW_CHECKLIST } from '../../src/shared/schemas/offer.ts';
import { actionBody, buildOffer, buildOrganisation, buildUser, openInboxSocket, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { jobContext } from '../helpers/email.ts';
import { offerFields, uploadImage } from '../helpers/offers.ts';

type Org = Awaited<ReturnType<typeof buildOrganisation>>;
type Role = 'enterprise' | 'bank' | 'coordinator' | 'kokopelli';

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let base: string;
let offerCo: Org;
let applicantCo: Org;
let coordinatorOrg: Org;
// The offer company: an administrator, a named offer manager, a member who is not one, a disabled user.
let tanaka: SignedIn;
let manager: SignedIn;
let member: SignedIn;
let disabledId: string;
// The applicant: two representatives (somchai applies) and a colleague who is not one.
let somchai: SignedIn;
let somchaiRep: SignedIn;
let applicantOther: SignedIn;
let offerBank: SignedIn;
let applicantBank: SignedIn;
let otherBank: SignedIn;
let outsider: SignedIn;
let coordinator: SignedIn;
let otherCoordinator: SignedIn;
let operator: SignedIn;
/** Every active user of the administration office (the operator role is told as a whole). */
let operatorIds: string[];
const roleOf = new Map<string, Role>();

const OFFER_CO_SECRETS = ['田中精密工業株式会社', 'Tanaka Precision Industries', '田中 一郎', 'Ichiro Tanaka', '田中 太郎', '佐藤 花子', '鈴木 次郎'];
const APPLICANT_SECRETS = ['สยามออโตพาร์ท', 'Siam Auto Parts', 'สมชาย ใจดี', 'Somchai Jaidee', 'Somchai Rakdee', 'Malee Suksan', 'Niran Dee'];
const SECRETS = [...OFFER_CO_SECRETS, ...APPLICANT_SECRETS, 'Coord Co Secret'];

async function person(org: Org, role: Role, extra: Parameters<typeof buildUser>[1] extends infer U ? Partial<U> : never = {}): Promise<SignedIn> {
  const user = await buildUser(t.db, { organisationId: org.id, ...extra });
  roleOf.set(user.id, role);
  return signIn(t.app, user.id);
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const jpBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'ntf-jp-bank', name: '港銀行' });
  const thBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'ntf-th-bank', name: 'ธนาคารกรุง', country: 'TH' });
  const other = await buildOrganisation(t.db, { role: 'bank', bankCode: 'ntf-other-bank', name: 'Other Bank' });
  offerCo = await buildOrganisation(t.db, {
    role: 'enterprise',
    bankId: jpBank.id,
    bankCode: 'ntf-jp-bank',
    name: OFFER_CO_SECRETS[0],
    nameEn: OFFER_CO_SECRETS[1],
    representativeName: OFFER_CO_SECRETS[2],
    representativeNameEn: OFFER_CO_SECRETS[3],
  });
  applicantCo = await buildOrganisation(t.db, {
    role: 'enterprise',
    bankId: thBank.id,
    bankCode: 'ntf-th-bank',
    country: 'TH',
    name: APPLICANT_SECRETS[0],
    nameEn: APPLICANT_SECRETS[1],
    representativeName: APPLICANT_SECRETS[2],
    representativeNameEn: APPLICANT_SECRETS[3],
  });
  tanaka = await person(offerCo, 'enterprise', { name: OFFER_CO_SECRETS[4], userType: 'administrator' });
  manager = await person(offerCo, 'enterprise', { name: OFFER_CO_SECRETS[5] });
  member = await person(offerCo, 'enterprise', { name: OFFER_CO_SECRETS[6] });
  disabledId = (await buildUser(t.db, { organisationId: offerCo.id, disabledAt: new Date() })).id;
  somchai = await person(applicantCo, 'enterprise', { name: APPLICANT_SECRETS[4], userType: 'administrator', isContractSignatory: true });
  somchaiRep = await person(applicantCo, 'enterprise', { name: APPLICANT_SECRETS[5] });
  applicantOther = await person(applicantCo, 'enterprise', { name: APPLICANT_SECRETS[6] });
  const outsiderCo = await buildOrganisation(t.db, { role: 'enterprise', bankId: other.id, bankCode: 'ntf-other-bank' });
  outsider = await person(outsiderCo, 'enterprise');
  offerBank = await person(jpBank, 'bank');
  applicantBank = await person(thBank, 'bank');
  otherBank = await person(other, 'bank');
  coordinatorOrg = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli', name: 'Coord Co Secret' });
  coordinator = await person(coordinatorOrg, 'coordinator');
  otherCoordinator = await person(await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli', name: 'Second Coordinator' }), 'coordinator');
  operator = await person(await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli', name: 'Office' }), 'kokopelli');
  const ops = await t.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(organisations.role, 'kokopelli'), isNull(users.disabledAt)));
  operatorIds = ops.map((o) => o.id);
  for (const id of operatorIds) roleOf.set(id, 'kokopelli');
  // The offer company names its offer manager: offer decisions go to it and the administrator only.
  const named = await t.call(tanaka, 'PUT', '/api/offer-managers', { user_ids: [manager.userId] });
  expect(named.statusCode, named.body).toBe(200);
});
afterAll(async () => t.close());

// ---- the check of one transition ------------------------------------------------------------

const OP = Symbol('operator');
type Expected = SignedIn | typeof OP;

const ids = (list: Expected[]) => [...new Set(list.flatMap((e) => (e === OP ? operatorIds : [e.userId])))].sort();

async function lastId(): Promise<number> {
  const [row] = await t.db.select({ id: max(notifications.id) }).from(notifications);
  return row?.id ?? 0;
}

interface Subject {
  group: 'offer' | 'negotiation';
  kind: string;
  /** The page each role's link must open. */
  link: (role: Role) => string | null;
}

/** Checks exactly whom the notices written after `before` reached, how, and that no name went out. */
async function expectRows(label: string, before: number, expected: Expected[], subject: Subject): Promise<void> {
  const rows = await t.db.select().from(notifications).where(gt(notifications.id, before));
  expect(rows.map((r) => r.userId).sort(), label).toEqual(ids(expected));
  for (const row of rows) {
    expect(row.group, label).toBe(subject.group);
    expect(row.kind, label).toBe(subject.kind);
    expect(row.link, `${label} link of ${roleOf.get(row.userId)}`).toBe(subject.link(roleOf.get(row.userId)!));
    // A chat room's notice names its sender: the room exists only once the names are disclosed (checked in 'chat room notices').
    const { sender: _sender, ...params } = row.params;
    const text = JSON.stringify(params);
    expect(SECRETS.filter((s) => text.includes(s)), label).toEqual([]);
  }
}

/** Runs one transition and checks whom it notified (`expectRows`). */
async function expectNotified(label: string, run: () => Promise<LightMyRequestResponse>, expected: Expected[], subject: Subject): Promise<LightMyRequestResponse> {
  const before = await lastId();
  const res = await run();
  expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(300);
  await expectRows(label, before, expected, subject);
  return res;
}

// ---- offers (docs/product/offers.md#offer-lifecycle) --------------------------------------------------------------------

describe('offer events', () => {
  const offerLinks = (id: string) => (role: Role) =>
    role === 'enterprise' ? `/company/offer-detail/in-house/${id}` : role === 'bank' ? `/financial-institution/offer-detail/${id}` : null;

  it('tell the bank of a registration and the offer managers of its decision; drafts and deletes tell nobody', async () => {
    const image = (await uploadImage(t.app, manager)).json().image_id as string;
    const before = await lastId();
    const draft = await t.call(manager, 'POST', '/api/offers', { intent: 'save_draft', offer: { type: 'buy', title: 'Bearings' } });
    expect(draft.statusCode, draft.body).toBe(200);
    const id: string = draft.json().offer_id;
    const s = (kind: string): Subject => ({ group: 'offer', kind, link: offerLinks(id) });
    expect(await lastId()).toBe(before);

    let r = await expectNotified('register', () => t.call(manager, 'PUT', `/api/offers/${id}`, { intent: 'register', version: 1, offer: offerFields([image]) }), [offerBank], s('offer.register'));
    const params = (await t.db.select().from(notifications).where(gt(notifications.id, before)))[0]!.params;
    expect(params).toMatchObject({ offer_title: offerFields([]).title, offer_ref: r.json().public_ref });
    r = await expectNotified('remand', () => t.call(offerBank, 'POST', `/api/bank/offers/${id}/remand`, { version: r.json().version, reason: 'Please add photos.' }), [tanaka, manager], s('offer.remand'));
    const saved = await t.call(manager, 'PUT', `/api/offers/${id}`, { intent: 'save_draft', version: r.json().version, offer: offerFields([image]) });
    expect(saved.statusCode, saved.body).toBe(200);
    r = await expectNotified('register again', () => t.call(manager, 'PUT', `/api/offers/${id}`, { intent: 'register', version: saved.json().version, offer: offerFields([image]) }), [offerBank], s('offer.register'));
    r = await expectNotified('approve', () => t.call(offerBank, 'POST', `/api/bank/offers/${id}/approve`, { version: r.json().version, checklist: [...REVIEW_CHECKLIST] }), [tanaka, manager], s('offer.approve'));
    // Edit and register a published offer again: its bank reviews it again.
    r = await expectNotified('re-register', () => t.call(tanaka, 'PUT', `/api/offers/${id}`, { intent: 'register', version: r.json().version, offer: offerFields([image]) }), [offerBank], s('offer.register'));
    r = await expectNotified('deny', () => t.call(offerBank, 'POST', `/api/bank/offers/${id}/deny`, { version: r.json().version, reason: 'Not allowed.' }), [tanaka, manager], s('offer.deny'));
    const mark = await lastId();
    const del = await t.call(tanaka, 'DELETE', `/api/offers/${id}?version=${r.json().version}`);
    expect(del.statusCode, del.body).toBe(204);
    expect(await lastId()).toBe(mark);
  });
});

// ---- negotiations (docs/product/negotiations.md) ---------------------------------------------------------------

/** Each action's valid body (tests/factories/negotiations.ts). */
const BODIES = (action: NegotiationStepAction, version: number) => actionBody(action, version, { coordinatorId: coordinatorOrg.id });

/** A negotiation driven through the API, each step checked. */
class Deal {
  id = '';
  version = 0;
  contractId: string | null = null;

  links = (role: Role) => {
    switch (role) {
      case 'enterprise':
        return `/company/trading-detail/${this.id}`;
      case 'bank':
        return `/financial-institution/negotiation-detail/${this.id}`;
      case 'kokopelli':
        return `/kokopelli/negotiation-detail/${this.id}`;
      case 'coordinator':
        return this.contractId ? `/coordinator/trading-detail/${this.contractId}` : null;
    }
  };

  async apply(): Promise<void> {
    const offer = await buildOffer(t.db, { owner: offerCo, title: 'Machined aluminium parts' });
    const body = {
      offer_id: offer.id,
      application_details: 'We would like 5,000 parts a month.',
      representative_user_ids: [somchai.userId, somchaiRep.userId],
      signatory_user_id: somchai.userId,
      confirm_authority: true,
      accept_terms: true,
      pre_nda_consent: true,
    };
    const before = await lastId();
    const res = await t.call(somchai, 'POST', '/api/negotiations', body);
    expect(res.statusCode, res.body).toBe(200);
    const id: string = res.json().trading_id;
    this.id = id;
    this.version = res.json().version;
    await expectRows('apply', before, [applicantBank], { group: 'negotiation', kind: 'negotiation.apply', link: this.links });
    const [row] = await t.db.select().from(notifications).where(and(eq(notifications.subjectId, id), eq(notifications.kind, 'negotiation.apply')));
    expect(row?.link).toBe(`/financial-institution/negotiation-detail/${id}`);
    expect(row?.params).toMatchObject({ offer_title: 'Machined aluminium parts', offer_ref: offer.publicRef, trading_ref: res.json().public_ref });
  }

  async act(who: SignedIn, action: NegotiationStepAction, expected: Expected[]): Promise<void> {
    if (action === 'offer_coordinator') {
      // The coordinator's link needs the contract id the offer creates: read it from the row after.
      const before = await lastId();
      const res = await t.call(operator, 'POST', `/api/negotiations/${this.id}/actions/${action}`, BODIES(action, this.version));
      expect(res.statusCode, res.body).toBe(200);
      this.version = res.json().version;
      this.contractId = res.json().contract_id;
      expect(this.contractId).toBeTruthy();
      await expectRows(action, before, expected, { group: 'negotiation', kind: 'negotiation.offer_coordinator', link: this.links });
      return;
    }
    const res = await expectNotified(action, () => t.call(who, 'POST', `/api/negotiations/${this.id}/actions/${action}`, BODIES(action, this.version)), expected, {
      group: 'negotiation',
      kind: `negotiation.${action}`,
      link: this.links,
    });
    this.version = res.json().version ?? this.version;
  }
}

describe('negotiation events', () => {
  const O = () => [tanaka, manager, member];
  const A = () => [somchai, somchaiRep];

  it('follow the whole story to completion, each step to the users who must know', async () => {
    const d = new Deal();
    await d.apply();
    await d.act(applicantBank, 'bank_approve', [...O(), ...A(), offerBank]);
    await d.act(member, 'offer_company_nda_agree', A());
    await d.act(somchai, 'applicant_nda_agree', [somchaiRep, ...O(), applicantBank, offerBank, OP]);
    await d.act(operator, 'offer_coordinator', [coordinator]);
    await d.act(coordinator, 'coordinator_decline', [OP]);
    await d.act(operator, 'offer_coordinator', [coordinator]);
    await d.act(coordinator, 'coordinator_accept', [...A(), ...O(), OP]);

    // A chat message: every other writer of the room (representatives, offer company, coordinator), not banks or the operator.
    await expectNotified('chat', () => t.call(tanaka, 'POST', `/api/${chatApi.messages(d.id)}`, { client_id: randomUUID(), body: 'Hello' }), [...A(), manager, member, coordinator], {
      group: 'negotiation',
      kind: 'chat.message',
      link: d.links,
    });

    await d.act(coordinator, 'create_contract', [...A(), ...O()]);
    await d.act(coordinator, 'update_contract_url', [...A(), ...O()]);
    await d.act(coordinator, 'record_signing', [...A(), ...O(), OP]);
    // A request: the office, the other party, the coordinator (the requester's own company is not told).
    await d.act(somchai, 'request_cancel', [OP, ...O(), coordinator]);
    await d.act(operator, 'reject_cancel', [...A(), ...O(), coordinator, applicantBank, offerBank]);
    await d.act(coordinator, 'request_completion', [OP, ...A(), ...O()]);
    await d.act(operator, 'reject_completion', [...A(), ...O(), coordinator, applicantBank, offerBank]);
    await d.act(tanaka, 'request_completion', [OP, ...A(), coordinator]);
    await d.act(operator, 'approve_completion', [...A(), ...O(), coordinator, applicantBank, offerBank]);
  });

  it('tell the applicant of a bank denial and of the offer company\'s refusal, the offer company of the applicant\'s', async () => {
    const denied = new Deal();
    await denied.apply();
    await denied.act(applicantBank, 'bank_deny', A());

    const refused = new Deal();
    await refused.apply();
    await refused.act(applicantBank, 'bank_approve', [...O(), ...A(), offerBank]);
    await refused.act(tanaka, 'offer_company_nda_disagree', A());

    const declined = new Deal();
    await declined.apply();
    await declined.act(applicantBank, 'bank_approve', [...O(), ...A(), offerBank]);
    await declined.act(tanaka, 'offer_company_nda_agree', A());
    await declined.act(somchaiRep, 'applicant_nda_disagree', O());
  });

  it('no longer tells a coordinator whose offer an approved cancel withdrew', async () => {
    const d = new Deal();
    await d.apply();
    await d.act(applicantBank, 'bank_approve', [...O(), ...A(), offerBank]);
    await d.act(tanaka, 'offer_company_nda_agree', A());
    await d.act(somchai, 'applicant_nda_agree', [somchaiRep, ...O(), applicantBank, offerBank, OP]);
    await d.act(operator, 'offer_coordinator', [coordinator]);
    await d.act(member, 'request_cancel', [OP, ...A(), coordinator]);
    await d.act(operator, 'approve_cancel', [...A(), ...O(), applicantBank, offerBank]);
  });

  it('never reached a user of another company, bank or coordinator, a disabled user, or a non-representative', async () => {
    const rows = await t.db.select({ userId: notifications.userId }).from(notifications);
    const reached = new Set(rows.map((r) => r.userId));
    for (const nobody of [outsider.userId, otherBank.userId, otherCoordinator.userId, disabledId, applicantOther.userId]) expect(reached.has(nobody)).toBe(false);
    // Nothing any reader can fetch names a company.
    for (const who of [tanaka, somchai, somchaiRep, applicantBank, offerBank, coordinator, operator]) {
      const list = await t.call(who, 'GET', `/api${inboxApi.notifications}?per_page=100`);
      expect(list.statusCode).toBe(200);
      const items = (list.json().items as { kind: string; params: Record<string, unknown> }[]).map(({ params: { sender, ...params }, ...item }) => {
        // Only a chat room's notice names a person: its sender, whom the reader knows (the room opens with the disclosure).
        if (sender !== undefined) expect(item.kind).toBe('chat.message');
        return { ...item, params };
      });
      expect(SECRETS.filter((s) => JSON.stringify(items).includes(s))).toEqual([]);
    }
  });
});

// ---- chat room notices ----------------------------------------------------------------------

describe('chat room notices', () => {
  const O = () => [tanaka, manager, member];
  const A = () => [somchai, somchaiRep];
  const send = (who: SignedIn, roomId: string, body: string) => t.call(who, 'POST', `/api/${chatApi.messages(roomId)}`, { client_id: randomUUID(), body });
  const roomNotices = (who: SignedIn, roomId: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.userId), eq(notifications.kind, 'chat.message'), eq(notifications.subjectId, roomId)));
  const unreadNegotiation = async (who: SignedIn): Promise<number> => (await t.call(who, 'GET', `/api${inboxApi.unread}`)).json().negotiation;

  async function disclosedDeal(): Promise<Deal> {
    const d = new Deal();
    await d.apply();
    await d.act(applicantBank, 'bank_approve', [...O(), ...A(), offerBank]);
    await d.act(member, 'offer_company_nda_agree', A());
    await d.act(somchai, 'applicant_nda_agree', [somchaiRep, ...O(), applicantBank, offerBank, OP]);
    return d;
  }

  it('keep one unread notice per reader and room: the latest sender, an excerpt and a count; read with the room', async () => {
    const d = await disclosedDeal();
    const bellBefore = await unreadNegotiation(somchai);
    expect((await send(tanaka, d.id, 'Hello,\n  shall we meet?')).statusCode).toBe(200);
    const [first, ...none] = await roomNotices(somchai, d.id);
    expect(none).toEqual([]);
    expect(first!.params).toMatchObject({ sender: OFFER_CO_SECRETS[4], excerpt: 'Hello, shall we meet?', count: 1, trading_ref: expect.any(String) });
    expect(await unreadNegotiation(somchai)).toBe(bellBefore + 1);

    // A second message from another user of the offer company, long and in Thai: the same notice, counted, moved to the top.
    const long = 'สวัสดีครับ '.repeat(20);
    expect((await send(manager, d.id, long)).statusCode).toBe(200);
    const [second, ...still] = await roomNotices(somchai, d.id);
    expect(still).toEqual([]);
    expect(second!.id).toBe(first!.id);
    expect(second!.params).toMatchObject({ sender: OFFER_CO_SECRETS[5], count: 2 });
    const excerpt = second!.params.excerpt!;
    expect(excerpt.endsWith('…')).toBe(true);
    expect([...new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(excerpt.slice(0, -1))].length).toBeLessThanOrEqual(80);
    expect(long.replace(/\s+/g, ' ').startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(second!.createdAt.getTime()).toBeGreaterThanOrEqual(first!.createdAt.getTime());
    expect(await unreadNegotiation(somchai)).toBe(bellBefore + 1);
    const listed = (await t.call(somchai, 'GET', `/api${inboxApi.notifications}?per_page=1`)).json();
    expect(listed.items[0]).toMatchObject({ id: String(first!.id), kind: 'chat.message', params: { count: 2, sender: OFFER_CO_SECRETS[5] } });
    // The sender is told nothing of their own message; each reader counts their own.
    expect(await roomNotices(manager, d.id)).toMatchObject([{ params: { count: 1, sender: OFFER_CO_SECRETS[4] } }]);
    expect(await roomNotices(tanaka, d.id)).toMatchObject([{ params: { count: 1, sender: OFFER_CO_SECRETS[5] } }]);

    // Two messages at once (a double click on two devices): one notice, counted twice.
    const both = await Promise.all([send(tanaka, d.id, 'One'), send(member, d.id, 'Two')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await roomNotices(somchai, d.id)).toMatchObject([{ id: first!.id, params: { count: 4 } }]);

    // The same event projected again (a retried projection) counts nothing twice.
    const [lastEvent] = await t.db.select().from(events).where(and(eq(events.subjectId, d.id), eq(events.action, 'chat.message'))).orderBy(desc(events.id)).limit(1);
    await t.db.transaction((tx) => t.app.events.publish(tx, lastEvent!));
    expect(await roomNotices(somchai, d.id)).toMatchObject([{ params: { count: 4 } }]);

    // Reading part of the room leaves the notice; reading its latest message reads it. The other representative's stays.
    const read = (who: SignedIn, seq: number) => t.call(who, 'PUT', `/api/${chatApi.read(d.id)}`, { seq });
    expect((await read(somchai, 3)).statusCode).toBe(204);
    expect((await roomNotices(somchai, d.id))[0]!.readAt).toBeNull();
    expect((await read(somchai, 4)).statusCode).toBe(204);
    expect((await roomNotices(somchai, d.id))[0]!.readAt).not.toBeNull();
    expect(await unreadNegotiation(somchai)).toBe(bellBefore);
    expect(await roomNotices(somchaiRep, d.id)).toMatchObject([{ readAt: null, params: { count: 4 } }]);

    // The next message after reading starts a new notice.
    expect((await send(tanaka, d.id, 'Attached: the drawings')).statusCode).toBe(200);
    const after = await roomNotices(somchai, d.id);
    expect(after).toHaveLength(2);
    expect(after.find((n) => n.readAt === null)).toMatchObject({ params: { count: 1, excerpt: 'Attached: the drawings' } });
    // Nobody outside the room's writers has a notice of it.
    for (const nobody of [applicantOther, applicantBank, offerBank, operator, outsider]) expect(await roomNotices(nobody, d.id)).toEqual([]);
  });

  it('e-mail one message per unread notice to an immediate reader, and the room once, counted, in a digest', async () => {
    const d = await disclosedDeal();
    const setMode = async (who: SignedIn, negotiation: 'immediate' | 'daily') =>
      expect((await t.call(who, 'PUT', '/api/user/email-settings', { offer: 'off', negotiation, announcement: 'off' })).statusCode).toBe(200);
    await setMode(somchai, 'immediate');
    await setMode(somchaiRep, 'daily');
    const mails = async (who: SignedIn) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, who.userId))).filter((m) => m.body.includes(d.id));
    const already = (await mails(somchai)).length;
    for (const body of ['First', 'Second', 'Third']) expect((await send(tanaka, d.id, body)).statusCode).toBe(200);
    expect(await mails(somchai)).toHaveLength(already + 1);
    const [notice] = await roomNotices(somchaiRep, d.id);
    expect(notice).toMatchObject({ emailedAt: null, params: { count: 3, excerpt: 'Third' } });
    // The next digest lists the room once, with the count and the latest message.
    await queueDailyDigests(jobContext(t.app, () => new Date(Date.now() + 25 * 3600_000), { DIGEST_HOUR_UTC: 9 }));
    const [digest, ...more] = (await mails(somchaiRep)).filter((m) => m.dedupeKey.startsWith('digest:'));
    expect(more).toEqual([]);
    const line = renderNotification(translations.en.notify, 'chat.message', notice!.params);
    expect(line).toContain('"Third"');
    expect(digest!.body.split(line)).toHaveLength(2);
    expect(digest!.body).not.toContain('"First"');
    // Read, then a new message: a new notice, a new e-mail.
    expect((await t.call(somchai, 'PUT', `/api/${chatApi.read(d.id)}`, { seq: 3 })).statusCode).toBe(204);
    expect((await send(tanaka, d.id, 'Fourth')).statusCode).toBe(200);
    const sent = await mails(somchai);
    expect(sent).toHaveLength(already + 2);
    expect(sent.at(-1)!.body).toContain('Fourth');
  });
});

// ---- the reader's side --------------------------------------------------------------------

describe('reading', () => {
  const get = (who: SignedIn, query = '') => t.call(who, 'GET', `/api${inboxApi.notifications}${query}`);
  const unread = async (who: SignedIn) => (await t.call(who, 'GET', `/api${inboxApi.unread}`)).json();

  it('lists newest first with filters and counts; marks one read, all read, and refuses another user\'s id', async () => {
    const d = new Deal();
    await d.apply();
    await d.act(applicantBank, 'bank_approve', [tanaka, manager, member, somchai, somchaiRep, offerBank]);
    const all = await get(somchai, '?per_page=100');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(body.items.length);
    const times = body.items.map((i: { created_at: string }) => i.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.unread.total).toBeGreaterThan(0);
    expect(body.unread).toEqual(await unread(somchai));
    expect(body.unread.total).toBe(body.unread.offer + body.unread.negotiation + body.unread.announcement);
    const first = body.items[0];
    expect(first).toMatchObject({ group: 'negotiation', kind: 'negotiation.bank_approve', link: `/company/trading-detail/${d.id}`, read_at: null });

    const offerOnly = (await get(tanaka, '?group=offer&per_page=100')).json();
    expect(offerOnly.items.length).toBeGreaterThan(0);
    expect(offerOnly.items.every((i: { group: string }) => i.group === 'offer')).toBe(true);

    // Another user's id, an unknown one: 404; a malformed one: 400 as on every route (decision 045); nothing changes.
    for (const [who, id] of [[tanaka, first.id], [somchai, '999999999']] as const) {
      const res = await t.call(who, 'PUT', `/api${inboxApi.read(id)}`);
      expect(res.statusCode, `${id}`).toBe(404);
      expect(res.json().code).toBe('notification_not_found');
    }
    for (const id of ['abc', '-1']) {
      const res = await t.call(somchai, 'PUT', `/api${inboxApi.read(id)}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    const before = await unread(somchai);
    expect((await t.call(somchai, 'PUT', `/api${inboxApi.read(first.id)}`)).statusCode).toBe(204);
    expect((await t.call(somchai, 'PUT', `/api${inboxApi.read(first.id)}`)).statusCode).toBe(204);
    const after = await unread(somchai);
    expect(after.negotiation).toBe(before.negotiation - 1);
    expect(after.total).toBe(before.total - 1);
    const unreadOnly = (await get(somchai, '?unread=true&per_page=100')).json();
    expect(unreadOnly.items.some((i: { id: string }) => i.id === first.id)).toBe(false);
    expect((await get(somchai, '?unread=false&per_page=100')).json().items.map((i: { id: string }) => i.id)).toContain(first.id);

    // Read-all of one group leaves the others.
    const tanakaBefore = await unread(tanaka);
    expect(tanakaBefore.offer).toBeGreaterThan(0);
    expect(tanakaBefore.negotiation).toBeGreaterThan(0);
    expect((await t.call(tanaka, 'PUT', `/api${inboxApi.readAll}`, { group: 'offer' })).statusCode).toBe(204);
    expect(await unread(tanaka)).toMatchObject({ offer: 0, negotiation: tanakaBefore.negotiation });
    expect((await t.call(tanaka, 'PUT', `/api${inboxApi.readAll}`, {})).statusCode).toBe(204);
    expect(await unread(tanaka)).toEqual({ total: 0, offer: 0, negotiation: 0, announcement: 0 });
    expect((await t.call(tanaka, 'PUT', `/api${inboxApi.readAll}`, { group: 'nope' })).statusCode).toBe(400);
    // Someone else's counts are untouched.
    expect((await unread(manager)).negotiation).toBeGreaterThan(0);
    // Paging.
    const page = (await get(manager, '?per_page=1&page=2')).json();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
  });
});

describe('announcements in the list', () => {
  it('carry the announcement\'s title and body in the reader\'s language (English where it has none), and vanish once withdrawn', async () => {
    const office = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli', name: 'Office 2' });
    const readers = {
      ja: await person(office, 'kokopelli', { language: 'ja' }),
      th: await person(office, 'kokopelli', { language: 'th' }),
    };
    const [group] = await t.db
      .insert(notificationGroups)
      .values({ titleEn: 'Maintenance', titleJa: 'メンテナンス', bodyEn: 'Down on Sunday.', bodyJa: '日曜日に停止します。', audience: { roles: ['kokopelli'], countries: [], bank_codes: [] }, publishAt: new Date(), publishedAt: new Date() })
      .returning();
    const [event] = await t.db
      .insert(events)
      .values({ subjectType: 'notification_group', subjectId: group!.id, action: 'notification_group.publish' })
      .returning();
    for (const who of Object.values(readers)) {
      await t.db.insert(notifications).values({ userId: who.userId, eventId: event!.id, group: 'announcement', kind: 'notification_group.publish', subjectType: 'notification_group', subjectId: group!.id, params: {} });
    }
    const listed = async (who: SignedIn) => (await t.call(who, 'GET', `/api${inboxApi.notifications}?group=announcement`)).json();
    expect((await listed(readers.ja)).items).toEqual([expect.objectContaining({ kind: 'notification_group.publish', params: { title: 'メンテナンス', body: '日曜日に停止します。' } })]);
    expect((await listed(readers.th)).items[0].params).toEqual({ title: 'Maintenance', body: 'Down on Sunday.' });
    expect((await listed(readers.th)).unread.announcement).toBe(1);
    await t.db.update(notificationGroups).set({ withdrawnAt: new Date() }).where(eq(notificationGroups.id, group!.id));
    const after = await listed(readers.ja);
    expect(after).toMatchObject({ items: [], total: 0, unread: { announcement: 0 } });
  });
});

// ---- the socket ---------------------------------------------------------------------------

const openInbox = (who: SignedIn | null, origin: string | null) => openInboxSocket(base, who, origin);

describe('the socket', () => {
  it('refuses a foreign Origin (403) and no session (401)', async () => {
    await expect(openInbox(somchai, 'https://evil.example')).rejects.toMatchObject({ status: 403 });
    await expect(openInbox(somchai, null)).rejects.toMatchObject({ status: 403 });
    await expect(openInbox(null, ORIGIN)).rejects.toMatchObject({ status: 401 });
  });

  it('closes with 4401 once the session has ended (found at the next ping)', async () => {
    const who = await signIn(t.app, somchaiRep.userId);
    const s = await openInbox(who, ORIGIN);
    await s.until(1);
    const closed = new Promise<number>((resolve) => s.ws.once('close', (code) => resolve(code)));
    const viewer = await t.app.sessions.resolve(who.cookie.split('=')[1]);
    await t.app.sessions.close(viewer!.sessionId);
    s.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await closed).toBe(4401);
    expect(s.frames.map((f) => f.type)).toEqual(['unread']);
  });

  it('sends the counts on open, fresh counts when a transition notifies the user, and pong to ping', async () => {
    const bank = await openInbox(applicantBank, ORIGIN);
    const other = await openInbox(otherBank, ORIGIN);
    try {
      await bank.until(1);
      await other.until(1);
      const first = bank.frames[0]!;
      expect(first.type).toBe('unread');
      const start = first.type === 'unread' ? first.unread.negotiation : -1;
      const d = new Deal();
      await d.apply();
      await bank.until(2, 'unread');
      expect(bank.of('unread')[1]).toMatchObject({ type: 'unread', unread: { negotiation: start + 1 } });
      // Marking read in another tab updates this one too.
      const [row] = await t.db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.userId, applicantBank.userId), eq(notifications.subjectId, d.id)));
      expect((await t.call(applicantBank, 'PUT', `/api${inboxApi.read(String(row!.id))}`)).statusCode).toBe(204);
      await bank.until(3, 'unread');
      expect(bank.of('unread')[2]).toMatchObject({ type: 'unread', unread: { negotiation: start } });
      bank.ws.send(JSON.stringify({ type: 'ping' }));
      await bank.until(1, 'pong');
      // Another bank's socket heard nothing of it but its opening counts.
      other.ws.send(JSON.stringify({ type: 'ping' }));
      await other.until(2);
      expect(other.frames.map((f) => f.type)).toEqual(['unread', 'pong']);
    } finally {
      bank.ws.terminate();
      other.ws.terminate();
    }
  });

  it('tells every socket that may see a negotiation of each of its events (the actor\'s own too), and nobody else', async () => {
    const d = new Deal();
    await d.apply();
    const watchers = { somchai, tanaka, offerBank, applicantBank, operator };
    const outsiders = { otherBank, outsider, coordinator };
    const open = Object.fromEntries(await Promise.all(Object.entries({ ...watchers, ...outsiders }).map(async ([name, who]) => [name, await openInbox(who, ORIGIN)] as const)));
    try {
      for (const s of Object.values(open)) await s.until(1, 'unread');
      // The applicant's bank approves: one change notice on each watcher's socket, naming the negotiation.
      const res = await t.call(applicantBank, 'POST', `/api/negotiations/${d.id}/actions/bank_approve`, BODIES('bank_approve', d.version));
      expect(res.statusCode, res.body).toBe(200);
      for (const name of Object.keys(watchers)) {
        await open[name]!.until(1, 'negotiation');
        expect(open[name]!.of('negotiation'), name).toEqual([{ type: 'negotiation', trading_id: d.id }]);
      }
      // Those who may not know the negotiation (another bank, another company, a coordinator not offered it) hear nothing of it.
      for (const name of Object.keys(outsiders)) {
        open[name]!.ws.send(JSON.stringify({ type: 'ping' }));
        await open[name]!.until(1, 'pong');
        expect(open[name]!.of('negotiation'), name).toEqual([]);
      }
    } finally {
      for (const s of Object.values(open)) s.ws.terminate();
    }
  });
});
