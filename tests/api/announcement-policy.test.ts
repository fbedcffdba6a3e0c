// The announcement policy's two halves on a real database: for every viewer kind (the operator,
// a company, a bank, a coordinator) and announcements in every state (scheduled, published,
// withdrawn; delivered to some viewers and not to others), `announcementVisibleTo` selects exactly
// the announcements `decide` allows, for the operator's pages (`manage`) and for a reader (`read`),
// and the API's answer carries the abilities the policy computes
// (src/server/modules/announcements/announcements.policy.test.ts walks every action on its own).
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationGroups, notifications } from '../../src/server/db/schema/index.ts';
import {
  announcementAbilities,
  announcementVisibleTo,
  can,
  type AnnouncementPolicyViewer,
} from '../../src/server/modules/announcements/announcements.policy.ts';
import { inboxApi, type Announcement } from '../../src/shared/schemas/notifications.ts';
import { buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let operator: SignedIn;
const people: { name: string; viewer: AnnouncementPolicyViewer }[] = [];
const built: string[] = [];

const texts = { title_en: 'Maintenance', title_ja: '', title_th: '', body_en: 'Sunday.', body_ja: '', body_th: '' };
const audience = (roles: string[]) => ({ roles, countries: [], bank_codes: [] });

async function create(roles: string[], publishAt: string | null): Promise<Announcement> {
  const res = await t.call(operator, 'POST', `/api${inboxApi.announcements}`, { texts, audience: audience(roles), publish_at: publishAt });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Announcement;
}

beforeAll(async () => {
  t = await createTestApp();
  const kokopelli = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'policy-ann-operator' });
  const bank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'policy-ann-bank' });
  const company = await buildOrganisation(t.db, { role: 'enterprise', bankId: bank.id, bankCode: 'policy-ann-bank' });
  const coordinator = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'policy-ann-coordinator' });
  const person = async (name: string, organisation: typeof company) => {
    const user = await buildUser(t.db, { organisationId: organisation.id });
    people.push({ name, viewer: { organisation: { id: organisation.id, role: organisation.role }, user: { id: user.id } } });
    return user;
  };
  operator = await signIn(t.app, (await person('operator', kokopelli)).id);
  await person('other operator', kokopelli);
  await person('company', company);
  await person('bank', bank);
  await person('coordinator', coordinator);

  built.push((await create(['enterprise'], null)).notification_group_id);
  built.push((await create(['bank', 'kokopelli'], null)).notification_group_id);
  const withdrawn = await create(['enterprise', 'bank'], null);
  const res = await t.call(operator, 'POST', `/api${inboxApi.withdraw(withdrawn.notification_group_id)}`, { version: withdrawn.version });
  expect(res.statusCode, res.body).toBe(200);
  built.push(withdrawn.notification_group_id);
  built.push((await create([], '2099-01-01T00:00:00.000Z')).notification_group_id);
}, 120_000);
afterAll(async () => t?.close());

const rowsOf = () =>
  t.db
    .select({ id: notificationGroups.id, publishedAt: notificationGroups.publishedAt, withdrawnAt: notificationGroups.withdrawnAt })
    .from(notificationGroups)
    .where(inArray(notificationGroups.id, built));

async function deliveredTo(viewer: AnnouncementPolicyViewer, id: string): Promise<boolean> {
  const rows = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, viewer.user.id), eq(notifications.subjectType, 'notification_group'), eq(notifications.subjectId, id)));
  return rows.length > 0;
}

async function selected(viewer: AnnouncementPolicyViewer, scope: 'manage' | 'reader'): Promise<string[]> {
  const rows = await t.db
    .select({ id: notificationGroups.id })
    .from(notificationGroups)
    .where(and(inArray(notificationGroups.id, built), ...announcementVisibleTo(viewer, scope)));
  return rows.map((r) => r.id).sort();
}

describe('announcement policy: the SQL half selects what decide allows', () => {
  it('holds announcements in every state, delivered to some viewers only', async () => {
    const rows = await rowsOf();
    expect(rows.map((r) => (r.withdrawnAt ? 'withdrawn' : r.publishedAt ? 'published' : 'scheduled')).sort()).toEqual(['published', 'published', 'scheduled', 'withdrawn']);
  });

  it('for the operator\'s pages (manage), for every viewer kind', async () => {
    const rows = await rowsOf();
    for (const { name, viewer } of people) {
      const allowed = rows.filter((row) => can(viewer, 'manage', row)).map((r) => r.id).sort();
      expect(await selected(viewer, 'manage'), name).toEqual(allowed);
    }
    expect((await selected(people[0]!.viewer, 'manage')).length).toBe(built.length);
    expect(await selected(people[2]!.viewer, 'manage')).toEqual([]);
  });

  it('for a reader (read): delivered to the viewer and not withdrawn', async () => {
    const rows = await rowsOf();
    let seenByAnyone = 0;
    for (const { name, viewer } of people) {
      const allowed: string[] = [];
      for (const row of rows) if (can(viewer, 'read', row, { deliveredToViewer: await deliveredTo(viewer, row.id) })) allowed.push(row.id);
      expect(await selected(viewer, 'reader'), name).toEqual(allowed.sort());
      seenByAnyone += allowed.length;
    }
    // The company reads the first, the bank and the other operator the second; the withdrawn one and the scheduled one nobody.
    expect(seenByAnyone).toBe(3);
  });

  it('sends the abilities the policy computes with every announcement', async () => {
    const operatorViewer = people[0]!.viewer;
    for (const row of await rowsOf()) {
      const res = await t.call(operator, 'GET', `/api${inboxApi.announcements}/${row.id}`);
      expect(res.statusCode).toBe(200);
      expect((res.json() as Announcement).abilities).toEqual(announcementAbilities(operatorViewer, row));
    }
  });
});
