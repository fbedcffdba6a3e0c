// Deadline reminders (decision 021): once a waiting step is past its due time, exactly
// one reminder reaches the users who must act, with their role's link, however often and on
// however many servers the job runs; nothing before the due time; and a new waiting period (a
// cancel request rejected) has a reminder of its own.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineReminders, events, notifications } from '../../src/server/db/schema/index.ts';
import { parseEnv } from '../../src/server/env.ts';
import type { JobContext } from '../../src/server/job-context.ts';
import { addBusinessDays } from '../../src/server/lib/business-days.ts';
import { sendDueReminders } from '../../src/server/modules/deadlines/reminders.job.ts';
import { actionBody, buildNegotiation, buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

type Org = Awaited<ReturnType<typeof buildOrganisation>>;

let t: TestApp;
let clock = new Date(Math.floor(Date.now() / 1000) * 1000);
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(clock.getTime() + hours * HOUR);

let jpBank: Org;
let thBank: Org;
let offerCo: Org;
let applicantCo: Org;
let coordinatorOrg: Org;
let jpBankers: string[];
let thBankers: string[];
let offerCoUsers: string[];
let operators: string[];
let coordinators: string[];
let representative: string;
let tanaka: SignedIn;
let operator: SignedIn;

const ctx = (): JobContext => ({ db: t.db, env: parseEnv({ NODE_ENV: 'test' }), now: () => clock, log: t.app.log, events: t.app.events });

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => clock });
  jpBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'rem-jp-bank', name: '港銀行' });
  thBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'rem-th-bank', name: 'ธนาคารกรุงเทพ', country: 'TH' });
  offerCo = await buildOrganisation(t.db, { role: 'enterprise', bankId: jpBank.id, bankCode: 'rem-jp-bank', name: '田中精密工業株式会社', nameEn: 'Tanaka Precision' });
  applicantCo = await buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'rem-th-bank', country: 'TH', name: 'สยามออโตพาร์ท', nameEn: 'Siam Auto Parts' });
  const users = async (organisationId: string, n: number) => Promise.all(Array.from({ length: n }, async () => (await buildUser(t.db, { organisationId })).id));
  jpBankers = await users(jpBank.id, 2);
  thBankers = await users(thBank.id, 2);
  const tanakaId = (await buildUser(t.db, { organisationId: offerCo.id, userType: 'administrator' })).id;
  offerCoUsers = [tanakaId, ...(await users(offerCo.id, 1))];
  tanaka = await signIn(t.app, tanakaId);
  representative = (await buildUser(t.db, { organisationId: applicantCo.id })).id;
  // An applicant user who is no representative of the negotiation: not reminded of its NDA.
  await users(applicantCo.id, 1);
  // A disabled banker is never reminded.
  await buildUser(t.db, { organisationId: thBank.id, disabledAt: new Date() });
  const office = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli', name: 'Office' });
  operators = await users(office.id, 2);
  operator = await signIn(t.app, operators[0]!);
  coordinatorOrg = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli', name: 'Coord Co' });
  coordinators = await users(coordinatorOrg.id, 1);
  // Another coordinator's users are not reminded of this coordinator's deals.
  await users((await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli' })).id, 1);
});

afterAll(async () => {
  await t?.close();
});

async function remindersAbout(subjectId: string) {
  return t.db
    .select({ userId: notifications.userId, kind: notifications.kind, group: notifications.group, link: notifications.link, params: notifications.params })
    .from(notifications)
    .where(and(eq(notifications.subjectId, subjectId)))
    .then((rows) => rows.filter((r) => r.kind.startsWith('reminder.')));
}

const sorted = (ids: string[]) => [...ids].sort();

describe('sendDueReminders', () => {
  it('reminds the applicant bank once of an overdue approval, however often and however concurrently it runs', async () => {
    const offer = await buildOffer(t.db, { owner: offerCo, title: '切削加工の協業先募集' });
    const n = await buildNegotiation(t.db, { offer, applicant: applicantCo, stage: 'bank_approval', waitingSince: at(-100), dueAt: at(-1), representativeIds: [representative] });
    const notYet = await buildNegotiation(t.db, { offer, applicant: await buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'rem-th-bank', country: 'TH' }), stage: 'bank_approval', waitingSince: at(-1), dueAt: at(1) });

    await sendDueReminders(ctx());
    await Promise.all([sendDueReminders(ctx()), sendDueReminders(ctx()), sendDueReminders(ctx())]);
    await sendDueReminders(ctx());

    const rows = await remindersAbout(n.id);
    expect(sorted(rows.map((r) => r.userId))).toEqual(sorted(thBankers));
    for (const r of rows) {
      expect(r).toMatchObject({
        kind: 'reminder.bank_approval',
        group: 'negotiation',
        link: `/financial-institution/negotiation-detail/${n.id}`,
        params: { offer_title: '切削加工の協業先募集', offer_ref: offer.publicRef, trading_ref: n.publicRef, step: 'bank_approval', due_at: n.dueAt!.toISOString() },
      });
      // Never a company's name.
      for (const name of ['田中精密工業株式会社', 'Tanaka Precision', 'สยามออโตพาร์ท', 'Siam Auto Parts', '港銀行', 'ธนาคารกรุงเทพ']) expect(JSON.stringify(r.params)).not.toContain(name);
    }
    const logged = await t.db.select().from(events).where(and(eq(events.subjectId, n.id), eq(events.action, 'negotiation.reminder')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.actorUserId).toBeNull();

    // Not before its due time; once it passes, its own reminder, once.
    expect(await remindersAbout(notYet.id)).toEqual([]);
    clock = at(2);
    await Promise.all([sendDueReminders(ctx()), sendDueReminders(ctx())]);
    expect((await remindersAbout(notYet.id)).map((r) => r.kind)).toEqual(thBankers.map(() => 'reminder.bank_approval'));
    expect(await remindersAbout(n.id)).toHaveLength(thBankers.length);
  });

  it('reminds each step’s actors with their role’s page', async () => {
    const offer = await buildOffer(t.db, { owner: offerCo, title: 'レビュー待ちの案件', status: 'waiting_for_approval', reviewDueAt: at(-3) });
    const newApplicant = () => buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'rem-th-bank', country: 'TH' });
    const published = await buildOffer(t.db, { owner: offerCo });
    const nda = await buildNegotiation(t.db, { offer: published, applicant: await newApplicant(), stage: 'nda_offer_company', dueAt: at(-1) });
    const ndaApplicant = await buildNegotiation(t.db, { offer: published, applicant: applicantCo, stage: 'nda_applicant', dueAt: at(-1), representativeIds: [representative] });
    const assign = await buildNegotiation(t.db, { offer: published, applicant: await newApplicant(), stage: 'coordinator_assignment', dueAt: at(-1) });
    const contract = await buildNegotiation(t.db, { offer: published, applicant: await newApplicant(), stage: 'contract_creation', coordinator: coordinatorOrg, dueAt: at(-1) });
    const toComplete = await buildNegotiation(t.db, { offer: published, applicant: await newApplicant(), stage: 'completion_request', coordinator: coordinatorOrg, dueAt: null });
    const done = await buildNegotiation(t.db, { offer: published, applicant: await newApplicant(), stage: 'completed', coordinator: coordinatorOrg, dueAt: at(-5) });

    await sendDueReminders(ctx());

    const expectOne = async (subjectId: string, kind: string, userIds: string[], link: (userId: string) => string) => {
      const rows = await remindersAbout(subjectId);
      expect(sorted(rows.map((r) => r.userId))).toEqual(sorted(userIds));
      for (const r of rows) expect([r.kind, r.link]).toEqual([kind, link(r.userId)]);
    };
    await expectOne(offer.id, 'reminder.offer_review', jpBankers, () => `/financial-institution/offer-detail/${offer.id}`);
    expect((await remindersAbout(offer.id))[0]).toMatchObject({ group: 'offer', params: { offer_title: 'レビュー待ちの案件', offer_ref: offer.publicRef, step: 'offer_review' } });
    await expectOne(nda.id, 'reminder.nda_offer_company', offerCoUsers, () => `/company/trading-detail/${nda.id}`);
    await expectOne(ndaApplicant.id, 'reminder.nda_applicant', [representative], () => `/company/trading-detail/${ndaApplicant.id}`);
    await expectOne(assign.id, 'reminder.coordinator_assignment', operators, () => `/kokopelli/negotiation-detail/${assign.id}`);
    await expectOne(contract.id, 'reminder.contract_creation', coordinators, () => `/coordinator/trading-detail/${contract.contractId}`);
    expect(await remindersAbout(toComplete.id)).toEqual([]);
    expect(await remindersAbout(done.id)).toEqual([]);
  });

  it('a cancel request rejected starts a new waiting period with a reminder of its own', async () => {
    const offer = await buildOffer(t.db, { owner: offerCo });
    const n = await buildNegotiation(t.db, {
      offer,
      applicant: await buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'rem-th-bank', country: 'TH' }),
      stage: 'nda_offer_company',
      waitingSince: at(-100),
      dueAt: at(-1),
    });
    await sendDueReminders(ctx());
    expect((await remindersAbout(n.id)).filter((r) => r.userId === offerCoUsers[0])).toHaveLength(1);

    const cancel = await t.call(tanaka, 'POST', `/api/negotiations/${n.id}/actions/request_cancel`, actionBody('request_cancel', n.version));
    expect(cancel.statusCode, cancel.body).toBe(200);
    // The office has until five business days in both countries.
    expect(cancel.json().due_at).toBe(addBusinessDays(clock, 5, ['JP', 'TH']).toISOString());
    const rejectedAt = at(1);
    clock = rejectedAt;
    const reject = await t.call(operator, 'POST', `/api/negotiations/${n.id}/actions/reject_cancel`, actionBody('reject_cancel', cancel.json().version));
    expect(reject.statusCode, reject.body).toBe(200);
    const due = addBusinessDays(rejectedAt, 5, ['JP']);
    expect(reject.json()).toMatchObject({ stage: 'nda_offer_company', due_at: due.toISOString(), overdue: false });

    await sendDueReminders(ctx());
    expect((await remindersAbout(n.id)).filter((r) => r.userId === offerCoUsers[0])).toHaveLength(1);
    clock = new Date(due.getTime() + HOUR);
    await sendDueReminders(ctx());
    await sendDueReminders(ctx());
    const mine = (await remindersAbout(n.id)).filter((r) => r.userId === offerCoUsers[0]);
    expect(mine.map((r) => r.params.due_at).sort()).toEqual([n.dueAt!.toISOString(), due.toISOString()].sort());
    const claimed = await t.db.select().from(deadlineReminders).where(eq(deadlineReminders.subjectId, n.id));
    expect(claimed.map((c) => c.step)).toEqual(['nda_offer_company', 'nda_offer_company']);
  });
});
