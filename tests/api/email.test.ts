// E-mail (decision 021): each user's choices per notification group, the outbox
// the projector's transaction fills (one message per recipient and event, only for "immediately",
// only with an address, in the recipient's language), the daily digest (one per user and day,
// however often the job runs), the operator-only outbox list, and rows kept without SMTP_URL.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, emailSettings, events, notificationGroups, notifications } from '../../src/server/db/schema/index.ts';
import { emailConfigFrom } from '../../src/server/modules/email/email-config.ts';
import { queueImmediateEmails } from '../../src/server/modules/email/email-queue.ts';
import { queueDailyDigests, sendOutbox } from '../../src/server/modules/email/email.job.ts';
import { translations } from '../../src/shared/i18n/index.ts';
import { EMAIL_TEXT } from '../../src/server/modules/email/email-text.ts';
import { renderNotification } from '../../src/shared/notification-text.ts';
import type { Language } from '../../src/shared/enums.ts';
import { DEFAULT_EMAIL_SETTINGS, inboxApi } from '../../src/shared/schemas/notifications.ts';
import { REVIEW_CHECKLIST } from '../../src/shared/schemas/offer.ts';
import { buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { jobContext, notifyUsers, setEmailSettings } from '../helpers/email.ts';

let t: TestApp;
let enterpriseOrgId: string;
let operator: SignedIn;
let bankUser: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  const enterprise = await buildOrganisation(t.db, { role: 'enterprise' });
  enterpriseOrgId = enterprise.id;
  const kokopelli = await buildOrganisation(t.db, { role: 'kokopelli' });
  operator = await signIn(t.app, (await buildUser(t.db, { organisationId: kokopelli.id })).id);
  bankUser = await signIn(t.app, (await buildUser(t.db, { organisationId: enterprise.bankId! })).id);
});
afterAll(async () => t.close());

const api = (path: string) => `/api${path}`;
const footerStart = (lang: Language) => EMAIL_TEXT[lang].footer.split('{{')[0]!.slice(0, 30);
const newUser = (overrides: { language?: Language | null; email?: string | null } = {}) =>
  buildUser(t.db, { organisationId: enterpriseOrgId, ...overrides });
const outboxOf = (userIds: string[]) => t.db.select().from(emailOutbox).where(inArray(emailOutbox.userId, userIds));

describe('GET/PUT /api/user/email-settings', () => {
  it('answers every group off until the user chooses, saves a choice with an event, and leaves other users alone', async () => {
    const me = await signIn(t.app, (await newUser()).id);
    const other = await signIn(t.app, (await newUser()).id);
    await t.call(other, 'PUT', api(inboxApi.emailSettings), { offer: 'daily', negotiation: 'daily', announcement: 'daily' });

    const first = await t.call(me, 'GET', api(inboxApi.emailSettings));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(DEFAULT_EMAIL_SETTINGS);

    const choice = { offer: 'immediate', negotiation: 'daily', announcement: 'off' };
    const put = await t.call(me, 'PUT', api(inboxApi.emailSettings), choice);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual(choice);
    expect((await t.call(me, 'GET', api(inboxApi.emailSettings))).json()).toEqual(choice);
    expect((await t.call(other, 'GET', api(inboxApi.emailSettings))).json()).toEqual({ offer: 'daily', negotiation: 'daily', announcement: 'daily' });

    const logged = await t.db
      .select()
      .from(events)
      .where(and(eq(events.subjectType, 'user'), eq(events.subjectId, me.userId), eq(events.action, 'user.email_settings_changed')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.actorUserId).toBe(me.userId);

    // Saving the same choice again changes nothing and logs nothing.
    expect((await t.call(me, 'PUT', api(inboxApi.emailSettings), choice)).statusCode).toBe(200);
    const again = await t.db.select().from(events).where(and(eq(events.subjectId, me.userId), eq(events.action, 'user.email_settings_changed')));
    expect(again).toHaveLength(1);
  });

  it('refuses a malformed choice with 400 and changes nothing', async () => {
    const me = await signIn(t.app, (await newUser()).id);
    const saved = { offer: 'daily', negotiation: 'immediate', announcement: 'off' };
    await t.call(me, 'PUT', api(inboxApi.emailSettings), saved);
    for (const body of [
      { offer: 'weekly', negotiation: 'off', announcement: 'off' },
      { offer: 'off', negotiation: 'off' },
      { offer: 'off', negotiation: 'off', announcement: 'off', chat: 'immediate' },
      { offer: null, negotiation: 'off', announcement: 'off' },
    ]) {
      const res = await t.call(me, 'PUT', api(inboxApi.emailSettings), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.call(me, 'GET', api(inboxApi.emailSettings))).json()).toEqual(saved);
    const rows = await t.db.select().from(emailSettings).where(eq(emailSettings.userId, me.userId));
    expect(rows).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: api(inboxApi.emailSettings) })).statusCode).toBe(401);
  });
});

describe('immediate e-mails (queued in the notification transaction)', () => {
  it('writes exactly one message per recipient and event, only for "immediately" with an address, in each recipient\'s language', async () => {
    const en = await newUser({ language: 'en' });
    const ja = await newUser({ language: 'ja' });
    const th = await newUser({ language: 'th' });
    const noLanguage = await newUser({ language: null });
    const off = await newUser({ language: 'en' });
    const noAddress = await newUser({ language: 'en', email: null });
    const daily = await newUser({ language: 'en' });
    const otherGroup = await newUser({ language: 'en' });
    for (const u of [en, ja, th, noLanguage, noAddress]) await setEmailSettings(t.db, u.id, { offer: 'immediate' });
    await setEmailSettings(t.db, daily.id, { offer: 'daily' });
    await setEmailSettings(t.db, otherGroup.id, { negotiation: 'immediate' });
    const everyone = [en, ja, th, noLanguage, off, noAddress, daily, otherGroup];

    const offerId = randomUUID();
    const params = { offer_title: 'Rice crackers for export', offer_ref: 'O-1042' };
    const rows = await notifyUsers(
      t.db,
      everyone.map((u) => u.id),
      { group: 'offer', kind: 'offer.approve', params, link: `/company/offers/manage/${offerId}` },
    );
    // The projector retried with the same rows: still one message each.
    await t.db.transaction((tx) => queueImmediateEmails(tx, rows, emailConfigFrom(t.app.env)));

    const outbox = await outboxOf(everyone.map((u) => u.id));
    expect(outbox.map((m) => m.userId).sort()).toEqual([en.id, ja.id, th.id, noLanguage.id].sort());
    const by = new Map(outbox.map((m) => [m.userId, m]));
    for (const [user, lang] of [
      [en, 'en'],
      [ja, 'ja'],
      [th, 'th'],
      [noLanguage, 'en'],
    ] as const) {
      const m = by.get(user.id)!;
      expect(m.language).toBe(lang);
      expect(m.toAddress).toBe(user.email);
      expect(m.status).toBe('kept'); // this app has no SMTP_URL
      expect(m.body).toContain(footerStart(lang));
      expect(m.subject).toContain(renderNotification(translations[lang].notify, 'offer.approve', params));
      expect(m.body).toContain(`http://localhost:3000/company/offers/manage/${offerId}`);
      expect(m.body).toContain('http://localhost:3000/company/settings');
      expect(m.messageId).toMatch(/^<n\d+\.[0-9a-f]{16}@localhost>$/);
      const n = rows.find((r) => r.userId === user.id)!;
      expect(m.dedupeKey).toBe(`notification:${n.id}`);
    }
    expect(by.get(ja.id)!.subject).not.toBe(by.get(en.id)!.subject);
    expect(by.get(th.id)!.subject).not.toBe(by.get(en.id)!.subject);
    expect(by.get(ja.id)!.body).not.toContain(footerStart('en'));
    expect(by.get(th.id)!.body).not.toContain(footerStart('en'));
    expect(by.get(ja.id)!.body).toMatch(/[\u3040-\u30ff]/);
    expect(by.get(th.id)!.body).toMatch(/[\u0e00-\u0e7f]/);
    expect(new Set(outbox.map((m) => m.messageId)).size).toBe(outbox.length);

    const marked = await t.db.select().from(notifications).where(inArray(notifications.id, rows.map((r) => r.id)));
    for (const n of marked) expect(n.emailedAt !== null, n.userId).toBe([en.id, ja.id, th.id, noLanguage.id].includes(n.userId));
  });

  it('e-mails an announcement with its own title and body in the reader\'s language, English where it has none', async () => {
    const ja = await newUser({ language: 'ja' });
    const th = await newUser({ language: 'th' });
    for (const u of [ja, th]) await setEmailSettings(t.db, u.id, { announcement: 'immediate' });
    const [group] = await t.db
      .insert(notificationGroups)
      .values({
        titleEn: 'Maintenance on Sunday',
        bodyEn: 'bizmatch is closed from 01:00 to 03:00 UTC.',
        titleJa: '日曜日のメンテナンス',
        bodyJa: '協定世界時 1:00 から 3:00 まで bizmatch を停止します。',
        audience: { roles: [], countries: [], bank_codes: [] },
        publishAt: new Date(),
        publishedAt: new Date(),
      })
      .returning();
    await notifyUsers(t.db, [ja.id, th.id], {
      group: 'announcement',
      kind: 'notification_group.publish',
      subjectType: 'notification_group',
      subjectId: group!.id,
      link: '/company/news',
    });
    const outbox = await outboxOf([ja.id, th.id]);
    const jaMail = outbox.find((m) => m.userId === ja.id)!;
    const thMail = outbox.find((m) => m.userId === th.id)!;
    expect(jaMail.subject).toContain('日曜日のメンテナンス');
    expect(jaMail.body).toContain('協定世界時 1:00 から 3:00 まで bizmatch を停止します。');
    expect(thMail.subject).toContain('Maintenance on Sunday');
    expect(thMail.body).toContain('bizmatch is closed from 01:00 to 03:00 UTC.');
    expect(thMail.body).toContain(footerStart('th'));
  });
});

describe('through the real projector', () => {
  it('a bank approving an offer e-mails the offer company\'s users who chose it, in their language, and never the bank user who acted', async () => {
    const company = await buildOrganisation(t.db, { role: 'enterprise' });
    const bank = await buildUser(t.db, { organisationId: company.bankId!, language: 'en' });
    const ja = await buildUser(t.db, { organisationId: company.id, language: 'ja' });
    const th = await buildUser(t.db, { organisationId: company.id, language: 'th' });
    const off = await buildUser(t.db, { organisationId: company.id, language: 'en' });
    for (const u of [bank, ja, th]) await setEmailSettings(t.db, u.id, { offer: 'immediate' });
    const offer = await buildOffer(t.db, { status: 'waiting_for_approval', owner: company, title: 'Frozen durian' });
    const reviewer = await signIn(t.app, bank.id, company.bankCode);
    const res = await t.call(reviewer, 'POST', `/api/bank/offers/${offer.id}/approve`, { version: offer.version, checklist: [...REVIEW_CHECKLIST] });
    expect(res.statusCode, res.body).toBe(200);

    const outbox = await outboxOf([bank.id, ja.id, th.id, off.id]);
    expect(outbox.map((m) => m.userId).sort()).toEqual([ja.id, th.id].sort());
    for (const m of outbox) {
      const lang = m.userId === ja.id ? 'ja' : 'th';
      expect(m.language).toBe(lang);
      expect(m.subject).toContain('Frozen durian');
      expect(m.body).toContain(footerStart(lang));
      expect(m.body).not.toContain(company.name);
    }
  });
});

describe('daily digest', () => {
  const day = '2026-10-14';
  const at = (time: string) => new Date(`${day}T${time}Z`);
  const env = { DIGEST_HOUR_UTC: 9 };

  it('sends one message per user and day however often the job runs, listing that day\'s notices in the user\'s language', async () => {
    const en = await newUser({ language: 'en' });
    const ja = await newUser({ language: 'ja' });
    const mixed = await newUser({ language: 'th' });
    await setEmailSettings(t.db, en.id, { offer: 'daily', negotiation: 'daily' });
    await setEmailSettings(t.db, ja.id, { negotiation: 'daily' });
    await setEmailSettings(t.db, mixed.id, { offer: 'immediate', negotiation: 'daily' });
    const users = [en.id, ja.id, mixed.id];

    const offerNotice = await notifyUsers(t.db, users, { group: 'offer', kind: 'offer.approve', params: { offer_title: 'Dried mango' }, link: '/company/offers/manage/1', createdAt: at('06:00:00') });
    const negotiationNotice = await notifyUsers(t.db, users, { group: 'negotiation', kind: 'negotiation.bank_approve', params: { trading_ref: 'T-77' }, link: '/company/trading-detail/77', createdAt: at('08:30:00') });
    // After the day's digest time: tomorrow's digest.
    const late = await notifyUsers(t.db, users, { group: 'negotiation', kind: 'negotiation.apply', createdAt: at('09:10:00') });

    // Before the hour: the digest of the day before, which has none of these.
    await queueDailyDigests(jobContext(t.app, () => at('08:59:00'), env));
    expect((await outboxOf(users)).filter((m) => m.dedupeKey.startsWith('digest:'))).toHaveLength(0);

    await queueDailyDigests(jobContext(t.app, () => at('09:30:00'), env));
    await queueDailyDigests(jobContext(t.app, () => at('09:31:00'), env));
    await queueDailyDigests(jobContext(t.app, () => at('23:00:00'), env));
    const digests = (await outboxOf(users)).filter((m) => m.dedupeKey.startsWith('digest:'));
    expect(digests.map((m) => m.dedupeKey).sort()).toEqual(users.map((u) => `digest:${u}:${day}`).sort());
    const by = new Map(digests.map((m) => [m.userId, m]));
    expect(by.get(en.id)!.body).toContain('/company/offers/manage/1');
    expect(by.get(en.id)!.body).toContain('/company/trading-detail/77');
    expect(by.get(en.id)!.subject).toContain(day);
    expect(by.get(ja.id)!.body).not.toContain('/company/offers/manage/1');
    expect(by.get(ja.id)!.body).toContain('/company/trading-detail/77');
    expect(by.get(ja.id)!.language).toBe('ja');
    expect(by.get(ja.id)!.body).toContain(footerStart('ja'));
    expect(by.get(mixed.id)!.body).toContain(footerStart('th'));
    expect(by.get(mixed.id)!.body).not.toContain('/company/offers/manage/1'); // e-mailed at once instead
    // Only the immediate one of `mixed` went out at once; everything else waited for the digest.
    expect((await outboxOf(users)).filter((m) => m.dedupeKey.startsWith('notification:')).map((m) => m.userId)).toEqual([mixed.id]);

    const emailed = async (rows: { id: number }[]) =>
      (await t.db.select().from(notifications).where(inArray(notifications.id, rows.map((r) => r.id)))).map((n) => [n.userId, n.emailedAt !== null] as const);
    expect(new Map(await emailed(negotiationNotice))).toEqual(new Map(users.map((u) => [u, true])));
    expect(new Map(await emailed(offerNotice))).toEqual(new Map([
      [en.id, true],
      [ja.id, false],
      [mixed.id, true],
    ]));
    expect(new Map(await emailed(late))).toEqual(new Map(users.map((u) => [u, false])));

    // The next day: one more digest each, with the late notice only.
    await queueDailyDigests(jobContext(t.app, () => new Date('2026-10-15T09:00:00Z'), env));
    await queueDailyDigests(jobContext(t.app, () => new Date('2026-10-15T09:00:00Z'), env));
    const next = (await outboxOf(users)).filter((m) => m.dedupeKey.endsWith(':2026-10-15'));
    expect(next).toHaveLength(3);
    for (const m of next) expect(m.body).not.toContain('/company/trading-detail/77');
  });
});

describe('GET /api/email-outbox', () => {
  it('answers every message to the operator, newest first, and 403 to every other role', async () => {
    const res = await t.call(operator, 'GET', `${api(inboxApi.outbox)}?per_page=5`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { items: { id: string; created_at: string; to: string; status: string }[]; total: number };
    expect(list.total).toBe((await t.db.select().from(emailOutbox)).length);
    expect(list.items.length).toBe(Math.min(5, list.total));
    const times = list.items.map((m) => m.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = (await t.call(operator, 'GET', `${api(inboxApi.outbox)}?per_page=5&page=2`)).json() as typeof list;
    expect(page2.items.map((m) => m.id).some((id) => list.items.some((m) => m.id === id))).toBe(false);

    const company = await signIn(t.app, (await newUser()).id);
    for (const who of [company, bankUser]) {
      const denied = await t.call(who, 'GET', api(inboxApi.outbox));
      expect(denied.statusCode).toBe(403);
    }
  });
});

describe('without SMTP_URL', () => {
  it('keeps waiting rows in the table for the operator', async () => {
    const user = await newUser();
    const [row] = await t.db
      .insert(emailOutbox)
      .values({ userId: user.id, toAddress: user.email!, language: 'en', subject: 's', body: 'b', dedupeKey: `test:${randomUUID()}`, messageId: '<t@x>' })
      .returning();
    expect(row!.status).toBe('pending');
    await sendOutbox(jobContext(t.app, () => new Date()));
    const [after] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
    expect(after!.status).toBe('kept');
    expect(after!.attempts).toBe(0);
  });
});
