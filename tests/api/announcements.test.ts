// The operator's announcements (decision 021): only the operator may call the routes;
// bad input changes nothing; the audience is exactly the users it names (roles, countries, bank
// codes; disabled users and the author never); a scheduled one goes out at its time, once, however
// many servers run the job; read counts and readers; withdrawing; edits only while scheduled and
// only from the current version.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, notificationGroups, notifications, organisations, users } from '../../src/server/db/schema/index.ts';
import { publishDueAnnouncements } from '../../src/server/modules/announcements/announcements.job.ts';
import type { Announcement } from '../../src/shared/schemas/notifications.ts';
import { inboxApi } from '../../src/shared/schemas/notifications.ts';
import { buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let clock = new Date('2026-03-02T03:00:00.000Z');
let operator: SignedIn;
let operatorId: string;
let otherOperatorId: string;
let thCompanyUsers: string[];
let jpCompanyUser: string;
let thBankUser: string;
let disabledThUser: string;
let coordinatorUser: string;
let bankACustomerUser: string;
let bankAUser: string;
let bankBCustomerUser: string;
let nonOperators: SignedIn[];

const api = (path: string) => `/api${path}`;
const texts = (title = 'Maintenance on Sunday') => ({
  title_en: title,
  title_ja: '日曜日のメンテナンス',
  title_th: 'ปิดปรับปรุงระบบวันอาทิตย์',
  body_en: 'The service stops from 01:00 to 03:00.',
  body_ja: '1時から3時までサービスを停止します。',
  body_th: 'ระบบจะหยุดให้บริการตั้งแต่เวลา 01:00 ถึง 03:00 น.',
});
const noAudience = { roles: [], countries: [], bank_codes: [] };

async function create(body: Record<string, unknown>): Promise<Announcement> {
  const res = await t.call(operator, 'POST', api(inboxApi.announcements), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Announcement;
}

/** The users a group's publication was delivered to. */
async function recipientsOf(groupId: string): Promise<string[]> {
  const rows = await t.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.subjectType, 'notification_group'), eq(notifications.subjectId, groupId)));
  return rows.map((r) => r.userId).sort();
}

const groupCount = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(notificationGroups))[0]!.n);
const eventCount = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(events))[0]!.n);
const runJob = () => publishDueAnnouncements({ db: t.db, env: t.app.env, now: () => clock, log: t.app.log, events: t.app.events });

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => clock });
  const kokopelli = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli' });
  operatorId = (await buildUser(t.db, { organisationId: kokopelli.id })).id;
  otherOperatorId = (await buildUser(t.db, { organisationId: kokopelli.id })).id;
  operator = await signIn(t.app, operatorId);

  const thBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'ann-th-bank', country: 'TH' });
  const thCo = await buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'ann-th-bank', country: 'TH' });
  const thCo2 = await buildOrganisation(t.db, { role: 'enterprise', bankId: thBank.id, bankCode: 'ann-th-bank', country: 'TH' });
  thCompanyUsers = [
    (await buildUser(t.db, { organisationId: thCo.id })).id,
    (await buildUser(t.db, { organisationId: thCo.id })).id,
    (await buildUser(t.db, { organisationId: thCo2.id })).id,
  ];
  disabledThUser = (await buildUser(t.db, { organisationId: thCo.id, disabledAt: new Date('2026-01-01T00:00:00Z') })).id;
  thBankUser = (await buildUser(t.db, { organisationId: thBank.id })).id;

  const bankA = await buildOrganisation(t.db, { role: 'bank', bankCode: 'ann-bank-a' });
  const bankB = await buildOrganisation(t.db, { role: 'bank', bankCode: 'ann-bank-b' });
  const customerA = await buildOrganisation(t.db, { role: 'enterprise', bankId: bankA.id, bankCode: 'ann-bank-a' });
  const customerB = await buildOrganisation(t.db, { role: 'enterprise', bankId: bankB.id, bankCode: 'ann-bank-b' });
  bankAUser = (await buildUser(t.db, { organisationId: bankA.id })).id;
  bankACustomerUser = (await buildUser(t.db, { organisationId: customerA.id })).id;
  bankBCustomerUser = (await buildUser(t.db, { organisationId: customerB.id })).id;
  jpCompanyUser = bankACustomerUser;
  await buildUser(t.db, { organisationId: bankB.id });

  const coordinator = await buildOrganisation(t.db, { role: 'coordinator' });
  coordinatorUser = (await buildUser(t.db, { organisationId: coordinator.id })).id;

  nonOperators = [
    await signIn(t.app, thCompanyUsers[0]!),
    await signIn(t.app, thBankUser),
    await signIn(t.app, coordinatorUser),
  ];
});

afterAll(async () => {
  await t?.close();
});

describe('who may call', () => {
  it('answers 403 to every role but the operator, on every route, and changes nothing', async () => {
    const one = await create({ texts: texts(), audience: { ...noAudience, roles: ['coordinator'] }, publish_at: null });
    const before = [await groupCount(), await eventCount()];
    for (const who of nonOperators) {
      const calls = [
        t.call(who, 'GET', api(inboxApi.announcements)),
        t.call(who, 'POST', api(inboxApi.announcements), { texts: texts(), audience: noAudience, publish_at: null }),
        t.call(who, 'GET', api(inboxApi.announcement(one.notification_group_id))),
        t.call(who, 'PUT', api(inboxApi.announcement(one.notification_group_id)), { texts: texts(), audience: noAudience, publish_at: null, version: one.version }),
        t.call(who, 'POST', api(inboxApi.withdraw(one.notification_group_id)), { version: one.version }),
        t.call(who, 'GET', api(inboxApi.readers(one.notification_group_id))),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(403);
    }
    expect([await groupCount(), await eventCount()]).toEqual(before);
    const detail = (await t.call(operator, 'GET', api(inboxApi.announcement(one.notification_group_id)))).json() as Announcement;
    expect(detail.state).toBe('published');
  });

  it('answers 404 for an unknown id and 400 for a malformed one (decision 045)', async () => {
    for (const [id, status] of [['00000000-0000-4000-8000-000000000000', 404], ['not-a-uuid', 400]] as const) {
      expect((await t.call(operator, 'GET', api(inboxApi.announcement(id)))).statusCode).toBe(status);
      expect((await t.call(operator, 'POST', api(inboxApi.withdraw(id)), { version: 1 })).statusCode).toBe(status);
      expect((await t.call(operator, 'GET', api(inboxApi.readers(id)))).statusCode).toBe(status);
    }
  });
});

describe('validation', () => {
  it('refuses bad input with 400 and writes nothing', async () => {
    const before = [await groupCount(), await eventCount()];
    const bad: unknown[] = [
      { texts: { ...texts(), title_en: '' }, audience: noAudience, publish_at: null },
      { texts: { ...texts(), body_en: '   ' }, audience: noAudience, publish_at: null },
      { texts: { ...texts(), title_en: 'x'.repeat(10_000) }, audience: noAudience, publish_at: null },
      { texts: { ...texts(), body_ja: '' }, audience: noAudience, publish_at: null },
      { texts: texts(), audience: { ...noAudience, roles: ['admin'] }, publish_at: null },
      { texts: texts(), audience: { ...noAudience, countries: ['US'] }, publish_at: null },
      { texts: texts(), audience: { ...noAudience, extra: true }, publish_at: null },
      { texts: texts(), audience: noAudience, publish_at: 'tomorrow' },
      { texts: texts(), audience: noAudience },
      { texts: texts(), audience: noAudience, publish_at: null, version: 1 },
    ];
    for (const body of bad) {
      const res = await t.call(operator, 'POST', api(inboxApi.announcements), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect([await groupCount(), await eventCount()]).toEqual(before);
  });
});

describe('audience', () => {
  it('role enterprise + country TH reaches the active Thai company users and nobody else', async () => {
    const a = await create({ texts: texts(), audience: { ...noAudience, roles: ['enterprise'], countries: ['TH'] }, publish_at: null });
    expect(a.state).toBe('published');
    const got = await recipientsOf(a.notification_group_id);
    for (const u of thCompanyUsers) expect(got).toContain(u);
    for (const u of [disabledThUser, thBankUser, jpCompanyUser, bankAUser, coordinatorUser, operatorId]) expect(got).not.toContain(u);
    // Every recipient (the seeded world's users included) is an active user of a Thai company, and every such user got it.
    const expected = await t.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(and(eq(organisations.role, 'enterprise'), eq(organisations.country, 'TH'), sql`${users.disabledAt} is null`));
    expect(got).toEqual(expected.map((r) => r.id).sort());
    expect(a.audience_count).toBe(got.length);
    expect(a.read_count).toBe(0);
    // Each notification links to the reader's news page and carries no text of its own.
    const [row] = await t.db.select().from(notifications).where(and(eq(notifications.userId, thCompanyUsers[0]!), eq(notifications.subjectId, a.notification_group_id)));
    expect(row).toMatchObject({ group: 'announcement', kind: 'notification_group.publish', link: '/company/news', params: {} });
  });

  it('bank codes reach a bank and its customers, not another bank\'s', async () => {
    const a = await create({ texts: texts(), audience: { ...noAudience, bank_codes: ['ann-bank-a'] }, publish_at: null });
    const got = await recipientsOf(a.notification_group_id);
    expect(got).toEqual([bankAUser, bankACustomerUser].sort());
    expect(got).not.toContain(bankBCustomerUser);
    const [bankRow] = await t.db.select().from(notifications).where(and(eq(notifications.userId, bankAUser), eq(notifications.subjectId, a.notification_group_id)));
    expect(bankRow?.link).toBe('/financial-institution/news');
  });

  it('an empty audience reaches every active user but its author', async () => {
    const a = await create({ texts: texts(), audience: noAudience, publish_at: null });
    const got = await recipientsOf(a.notification_group_id);
    const active = await t.db.select({ id: users.id }).from(users).where(sql`${users.disabledAt} is null`);
    expect(got).toEqual(active.map((r) => r.id).filter((id) => id !== operatorId).sort());
    expect(got).toContain(otherOperatorId);
  });
});

describe('scheduling', () => {
  it('a scheduled one reaches nobody before its time, then exactly once however often the job runs', async () => {
    const start = clock;
    const at = new Date(start.getTime() + 60 * 60 * 1000);
    const a = await create({ texts: texts('Scheduled'), audience: { ...noAudience, roles: ['coordinator'] }, publish_at: at.toISOString() });
    expect(a).toMatchObject({ state: 'scheduled', published_at: null, audience_count: 0, abilities: { edit: true, withdraw: true } });
    expect(a.publish_at).toBe(at.toISOString());

    clock = new Date(at.getTime() - 1);
    await runJob();
    expect(await recipientsOf(a.notification_group_id)).toEqual([]);
    const news = (await t.call(await signIn(t.app, coordinatorUser), 'GET', api(inboxApi.news))).json() as { items: { title: string }[] };
    expect(news.items.map((i) => i.title)).not.toContain('Scheduled');

    clock = at;
    await Promise.all([runJob(), runJob(), runJob()]);
    await runJob();
    const got = await recipientsOf(a.notification_group_id);
    expect(got).toContain(coordinatorUser);
    const publishEvents = await t.db
      .select({ id: events.id, actor: events.actorUserId })
      .from(events)
      .where(and(eq(events.subjectId, a.notification_group_id), eq(events.action, 'notification_group.publish')));
    expect(publishEvents).toHaveLength(1);
    expect(publishEvents[0]!.actor).toBeNull();
    const after = (await t.call(operator, 'GET', api(inboxApi.announcement(a.notification_group_id)))).json() as Announcement;
    expect(after).toMatchObject({ state: 'published', published_at: at.toISOString(), audience_count: got.length, abilities: { edit: false, withdraw: true } });
    clock = start;
  });

  it('a scheduled one moved later goes out at its new time, not its old one', async () => {
    const start = clock;
    const first = new Date(start.getTime() + 3_600_000);
    const later = new Date(start.getTime() + 7_200_000);
    const a = await create({ texts: texts('Moved'), audience: { ...noAudience, roles: ['coordinator'] }, publish_at: first.toISOString() });
    const moved = await t.call(operator, 'PUT', api(inboxApi.announcement(a.notification_group_id)), {
      texts: texts('Moved'),
      audience: a.audience,
      publish_at: later.toISOString(),
      version: a.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    clock = first;
    await runJob();
    expect(await recipientsOf(a.notification_group_id)).toEqual([]);
    clock = later;
    await runJob();
    expect(await recipientsOf(a.notification_group_id)).toContain(coordinatorUser);
    clock = start;
  });

  it('a time in the past publishes at once', async () => {
    const a = await create({ texts: texts(), audience: { ...noAudience, roles: ['coordinator'] }, publish_at: new Date(clock.getTime() - 86_400_000).toISOString() });
    expect(a.state).toBe('published');
    expect(await recipientsOf(a.notification_group_id)).toContain(coordinatorUser);
  });
});

describe('editing and withdrawing', () => {
  const body = (a: Announcement, extra: Record<string, unknown> = {}) => ({
    texts: { title_en: a.title_en, title_ja: a.title_ja, title_th: a.title_th, body_en: a.body_en, body_ja: a.body_ja, body_th: a.body_th },
    audience: a.audience,
    publish_at: a.publish_at,
    version: a.version,
    ...extra,
  });

  it('edits a scheduled one from the current version; a stale version is 409 and changes nothing', async () => {
    const at = new Date(clock.getTime() + 3_600_000).toISOString();
    const a = await create({ texts: texts('Draft title'), audience: noAudience, publish_at: at });
    const edited = await t.call(operator, 'PUT', api(inboxApi.announcement(a.notification_group_id)), body(a, { texts: texts('New title') }));
    expect(edited.statusCode, edited.body).toBe(200);
    const b = edited.json() as Announcement;
    expect(b).toMatchObject({ title_en: 'New title', state: 'scheduled', version: a.version + 1 });

    const stale = await t.call(operator, 'PUT', api(inboxApi.announcement(a.notification_group_id)), body(a, { texts: texts('Stale title') }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    const staleWithdraw = await t.call(operator, 'POST', api(inboxApi.withdraw(a.notification_group_id)), { version: a.version });
    expect(staleWithdraw.statusCode).toBe(409);
    expect(staleWithdraw.json().code).toBe('version_conflict');
    const now = (await t.call(operator, 'GET', api(inboxApi.announcement(a.notification_group_id)))).json() as Announcement;
    expect(now).toMatchObject({ title_en: 'New title', version: b.version, state: 'scheduled' });

    // Editing it to "now" publishes it in the same request.
    const published = await t.call(operator, 'PUT', api(inboxApi.announcement(a.notification_group_id)), body(b, { publish_at: null, audience: { ...noAudience, roles: ['coordinator'] } }));
    expect(published.json()).toMatchObject({ state: 'published' });
    expect(await recipientsOf(a.notification_group_id)).toContain(coordinatorUser);
  });

  it('refuses to edit once published (409) and changes nothing', async () => {
    const a = await create({ texts: texts('Went out'), audience: { ...noAudience, roles: ['coordinator'] }, publish_at: null });
    const res = await t.call(operator, 'PUT', api(inboxApi.announcement(a.notification_group_id)), body(a, { texts: texts('Rewritten') }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invalid_transition');
    const now = (await t.call(operator, 'GET', api(inboxApi.announcement(a.notification_group_id)))).json() as Announcement;
    expect(now.title_en).toBe('Went out');
  });

  it('withdrawing hides it from the readers\' news; a withdrawn one can be neither edited nor withdrawn again', async () => {
    const coordinator = await signIn(t.app, coordinatorUser);
    const a = await create({ texts: texts('To be withdrawn'), audience: { ...noAudience, roles: ['coordinator'] }, publish_at: null });
    const titles = async () => ((await t.call(coordinator, 'GET', api(`${inboxApi.news}?per_page=100`))).json() as { items: { title: string }[] }).items.map((i) => i.title);
    expect(await titles()).toContain('To be withdrawn');
    const inboxBefore = (await t.call(coordinator, 'GET', api(`${inboxApi.notifications}?group=announcement&per_page=100`))).json() as { items: { params: { title?: string } }[] };
    expect(inboxBefore.items.map((i) => i.params.title)).toContain('To be withdrawn');
    const res = await t.call(operator, 'POST', api(inboxApi.withdraw(a.notification_group_id)), { version: a.version });
    expect(res.statusCode, res.body).toBe(200);
    const w = res.json() as Announcement;
    expect(w).toMatchObject({ state: 'withdrawn', abilities: { edit: false, withdraw: false } });
    expect(await titles()).not.toContain('To be withdrawn');
    const inbox = (await t.call(coordinator, 'GET', api(`${inboxApi.notifications}?group=announcement&per_page=100`))).json() as { items: { params: { title?: string } }[] };
    expect(inbox.items.map((i) => i.params.title)).not.toContain('To be withdrawn');
    expect((await t.call(operator, 'POST', api(inboxApi.withdraw(a.notification_group_id)), { version: w.version })).json().code).toBe('invalid_transition');
    expect((await t.call(operator, 'PUT', api(inboxApi.announcement(a.notification_group_id)), body(w))).statusCode).toBe(409);
  });

  it('a scheduled one withdrawn before its time never goes out', async () => {
    const at = new Date(clock.getTime() + 60_000);
    const a = await create({ texts: texts(), audience: { ...noAudience, roles: ['coordinator'] }, publish_at: at.toISOString() });
    await t.call(operator, 'POST', api(inboxApi.withdraw(a.notification_group_id)), { version: a.version });
    const start = clock;
    clock = new Date(at.getTime() + 1);
    await runJob();
    clock = start;
    expect(await recipientsOf(a.notification_group_id)).toEqual([]);
  });
});

describe('read counts and readers', () => {
  it('counts readers and lists everyone it reached, readers first, with their organisation', async () => {
    const a = await create({ texts: texts(), audience: { ...noAudience, bank_codes: ['ann-bank-a', 'ann-bank-b'], roles: ['enterprise'] }, publish_at: null });
    const reached = await recipientsOf(a.notification_group_id);
    expect(reached).toEqual([bankACustomerUser, bankBCustomerUser].sort());
    // The reader marks it read through the notifications API.
    const reader = await signIn(t.app, bankBCustomerUser);
    const [notice] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, bankBCustomerUser), eq(notifications.subjectId, a.notification_group_id)));
    const readAt = new Date(clock.getTime() + 1000);
    clock = readAt;
    const marked = await t.call(reader, 'PUT', api(inboxApi.read(String(notice!.id))));
    expect(marked.statusCode, marked.body).toBe(204);

    const detail = (await t.call(operator, 'GET', api(inboxApi.announcement(a.notification_group_id)))).json() as Announcement;
    expect(detail).toMatchObject({ audience_count: 2, read_count: 1 });
    const list = (await t.call(operator, 'GET', api(inboxApi.readers(a.notification_group_id)))).json() as { items: { user_id: string; read_at: string | null; role: string; organisation_name: string }[]; total: number };
    expect(list.total).toBe(2);
    expect(list.items.map((i) => i.user_id)).toEqual([bankBCustomerUser, bankACustomerUser]);
    expect(list.items[0]).toMatchObject({ read_at: readAt.toISOString(), role: 'enterprise' });
    expect(list.items[0]!.organisation_name).toMatch(/^Organisation \d+/);
    expect(list.items[1]!.read_at).toBeNull();
    const unread = (await t.call(operator, 'GET', api(`${inboxApi.readers(a.notification_group_id)}?read=false`))).json() as { items: { user_id: string }[]; total: number };
    expect(unread).toMatchObject({ total: 1, items: [{ user_id: bankACustomerUser }] });
    const read = (await t.call(operator, 'GET', api(`${inboxApi.readers(a.notification_group_id)}?read=true&per_page=1`))).json() as { items: { user_id: string }[]; total: number };
    expect(read).toMatchObject({ total: 1, items: [{ user_id: bankBCustomerUser }] });
  });

  it('lists announcements newest first with a total', async () => {
    clock = new Date(clock.getTime() + 1000);
    const first = await create({ texts: texts('Older'), audience: { ...noAudience, roles: ['coordinator'] }, publish_at: null });
    clock = new Date(clock.getTime() + 1000);
    const second = await create({ texts: texts('Newer'), audience: { ...noAudience, roles: ['coordinator'] }, publish_at: null });
    const res = (await t.call(operator, 'GET', api(`${inboxApi.announcements}?per_page=2`))).json() as { items: Announcement[]; total: number };
    expect(res.items.map((i) => i.notification_group_id)).toEqual([second.notification_group_id, first.notification_group_id]);
    expect(res.total).toBe(await groupCount());
    expect(res.items[0]!.created_by_name).toBeTruthy();
  });
});

describe('the audience before publishing, and its languages', () => {
  let jaUser: string;
  let thUser: string;
  let org: Awaited<ReturnType<typeof buildOrganisation>>;
  const audience = { ...noAudience, bank_codes: ['ann-lang-bank'] };
  const summaryOf = (body: unknown, who: SignedIn = operator) => t.call(who, 'POST', api(inboxApi.announcementAudience), body);
  const only = (lang: 'en' | 'ja' | 'th') => {
    const all = texts();
    return { title_en: '', title_ja: '', title_th: '', body_en: '', body_ja: '', body_th: '', [`title_${lang}`]: all[`title_${lang}`], [`body_${lang}`]: all[`body_${lang}`] };
  };

  beforeAll(async () => {
    const bank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'ann-lang-bank', country: 'TH' });
    org = await buildOrganisation(t.db, { role: 'enterprise', bankId: bank.id, bankCode: 'ann-lang-bank', country: 'TH' });
    jaUser = (await buildUser(t.db, { organisationId: org.id, language: 'ja' })).id;
    thUser = (await buildUser(t.db, { organisationId: org.id, language: 'th' })).id;
    await buildUser(t.db, { organisationId: org.id, language: 'en', disabledAt: new Date('2026-01-01T00:00:00Z') });
  });

  it('counts whom an audience reaches now and the languages they read (no disabled user, not the author); the operator only', async () => {
    const res = await summaryOf({ audience });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ recipients: 2, languages: ['ja', 'th'] });
    // Everyone but the author: the publication leaves them out too.
    const everyone = (await summaryOf({ audience: noAudience })).json() as { recipients: number };
    const active = await t.db.select({ id: users.id }).from(users).where(sql`${users.disabledAt} is null`);
    expect(everyone.recipients).toBe(active.length - 1);
    expect((await summaryOf({ audience: { ...noAudience, bank_codes: ['nobody-here'] } })).json()).toEqual({ recipients: 0, languages: [] });
    for (const bad of [{}, { audience: { ...noAudience, roles: ['admin'] } }, { audience, extra: 1 }, { audience: { ...noAudience, bank_codes: 'x' } }]) {
      const r = await summaryOf(bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    for (const who of nonOperators) expect((await summaryOf({ audience }, who)).statusCode).toBe(403);
  });

  it('requires the texts of the audience\'s languages, and only those: 400 naming each missing one, nothing written', async () => {
    const before = [await groupCount(), await eventCount()];
    const english = await t.call(operator, 'POST', api(inboxApi.announcements), { texts: only('en'), audience, publish_at: null });
    expect(english.statusCode, english.body).toBe(400);
    expect(english.json().code).toBe('validation_failed');
    expect(Object.keys(english.json().fields).sort()).toEqual(['texts.body_ja', 'texts.body_th', 'texts.title_ja', 'texts.title_th']);
    const japanese = await t.call(operator, 'POST', api(inboxApi.announcements), { texts: { ...only('ja'), title_en: 'Hello', body_en: 'World' }, audience, publish_at: null });
    expect(Object.keys(japanese.json().fields).sort()).toEqual(['texts.body_th', 'texts.title_th']);
    // Nothing written at all: English is asked for.
    const empty = await t.call(operator, 'POST', api(inboxApi.announcements), { texts: {}, audience: { ...noAudience, bank_codes: ['nobody-here'] }, publish_at: null });
    expect(Object.keys(empty.json().fields).sort()).toEqual(['texts.body_en', 'texts.title_en']);
    expect([await groupCount(), await eventCount()]).toEqual(before);

    // Japanese and Thai, no English: the audience reads both, so it goes out.
    const both = { ...only('ja'), title_th: texts().title_th, body_th: texts().body_th };
    const a = await create({ texts: both, audience, publish_at: null });
    expect(a).toMatchObject({ state: 'published', audience_count: 2, title_en: '' });
    expect(await recipientsOf(a.notification_group_id)).toEqual([jaUser, thUser].sort());
  });

  it('checks an edit against the audience too; a reader who joins before it goes out reads the language written', async () => {
    clock = new Date(clock.getTime() + 1000);
    const at = new Date(clock.getTime() + 3600_000).toISOString();
    // An audience of one Thai reader.
    const bank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'ann-th-only', country: 'TH' });
    const co = await buildOrganisation(t.db, { role: 'enterprise', bankId: bank.id, bankCode: 'ann-th-only', country: 'TH' });
    const thaiReader = (await buildUser(t.db, { organisationId: co.id, language: 'th' })).id;
    const target = { ...noAudience, bank_codes: ['ann-th-only'], roles: ['enterprise' as const] };
    const a = await create({ texts: only('th'), audience: target, publish_at: at });
    expect(a.state).toBe('scheduled');
    // An edit that widens the audience to the Japanese reader without a Japanese text: 400, unchanged.
    const widened = await t.call(operator, 'PUT', api(inboxApi.announcement(a.notification_group_id)), {
      texts: only('th'),
      audience: { ...noAudience, bank_codes: ['ann-th-only', 'ann-lang-bank'], roles: ['enterprise'] },
      publish_at: at,
      version: a.version,
    });
    expect(widened.statusCode, widened.body).toBe(400);
    expect(Object.keys(widened.json().fields).sort()).toEqual(['texts.body_ja', 'texts.title_ja']);
    const unchanged = (await t.call(operator, 'GET', api(inboxApi.announcement(a.notification_group_id)))).json() as Announcement;
    expect(unchanged).toMatchObject({ version: a.version, audience: target });

    // A user without a language of their own joins before it goes out: they read the only text there is.
    const newcomer = await buildUser(t.db, { organisationId: co.id });
    clock = new Date(Date.parse(at) + 1000);
    await runJob();
    expect(await recipientsOf(a.notification_group_id)).toEqual([thaiReader, newcomer.id].sort());
    const reader = await signIn(t.app, newcomer.id);
    const list = (await t.call(reader, 'GET', `/api${inboxApi.notifications}?group=announcement`)).json() as { items: { params: { title?: string; body?: string } }[] };
    expect(list.items[0]!.params).toEqual({ title: texts().title_th, body: texts().body_th });
    const news = (await t.call(reader, 'GET', `/api${inboxApi.news}`)).json() as { items: { kind: string; title: string; body: string }[] };
    expect(news.items.find((i) => i.kind === 'announcement')).toMatchObject({ title: texts().title_th, body: texts().body_th });
  });

  it('opening it in the news marks it read: news, notifications and the readers list agree', async () => {
    const a = await create({ texts: texts('Opened in the news'), audience: { ...noAudience, bank_codes: ['ann-lang-bank'] }, publish_at: null });
    const reader = await signIn(t.app, jaUser);
    const newsOf = async () =>
      ((await t.call(reader, 'GET', `/api${inboxApi.news}?per_page=100`)).json() as { items: { kind: string; title: string; notification_id: string | null; read_at: string | null }[] }).items;
    const item = (await newsOf()).find((i) => i.title === texts().title_ja && i.kind === 'announcement' && i.read_at === null);
    expect(item?.notification_id).toMatch(/^\d+$/);
    expect((await newsOf()).filter((i) => i.kind !== 'announcement').every((i) => i.notification_id === null && i.read_at === null)).toBe(true);
    // Another user cannot mark it for them.
    const other = await signIn(t.app, thUser);
    expect((await t.call(other, 'PUT', `/api${inboxApi.read(item!.notification_id!)}`)).statusCode).toBe(404);
    expect((await t.call(reader, 'PUT', `/api${inboxApi.read(item!.notification_id!)}`)).statusCode).toBe(204);
    const after = (await newsOf()).find((i) => i.notification_id === item!.notification_id);
    expect(after?.read_at).not.toBeNull();
    const readers = (await t.call(operator, 'GET', api(`${inboxApi.readers(a.notification_group_id)}?read=true`))).json() as { items: { user_id: string }[] };
    expect(readers.items.map((r) => r.user_id)).toEqual([jaUser]);
  });
});
