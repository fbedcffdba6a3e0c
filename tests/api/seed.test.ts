import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpAccounts, offers, organisations, users } from '../../src/server/db/schema/index.ts';
import { seedDemo } from '../../src/server/db/seed.ts';
import { MemoryImageStore } from '../../src/server/modules/images/image-store.ts';
import { signIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
const store = new MemoryImageStore();

async function demoUser(bankCode: string, username: string) {
  const [row] = await t.db
    .select({ id: users.id })
    .from(idpAccounts)
    .innerJoin(users, and(eq(users.loginRealm, idpAccounts.bankCode), eq(users.oidcSubject, idpAccounts.subject)))
    .where(and(eq(idpAccounts.bankCode, bankCode), eq(idpAccounts.username, username)));
  return signIn(t.app, row!.id, bankCode);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, store);
});
afterAll(async () => t.close());

describe('demo world', () => {
  it('has every organisation of PRODUCT §9', async () => {
    const orgs = await t.db.select({ role: organisations.role, bankCode: organisations.bankCode }).from(organisations);
    expect(orgs.filter((o) => o.role === 'bank').map((o) => o.bankCode).sort()).toEqual(['chaophraya', 'minato']);
    expect(orgs.filter((o) => o.role === 'enterprise')).toHaveLength(4);
  });

  it('has offers in every status from every demo enterprise, with images', async () => {
    const rows = await t.db
      .select({ status: offers.status, org: offers.organisationId, periodEnd: offers.periodEnd, isPublic: offers.isPublic })
      .from(offers)
      .where(isNull(offers.deletedAt));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['draft', 'waiting_for_approval', 'published', 'remand', 'rejection']));
    expect(new Set(rows.map((r) => r.org)).size).toBe(4);
    expect(rows.some((r) => r.isPublic === false && r.status === 'published')).toBe(true);
    expect(store.objects.size).toBe(rows.length * 2);
  });

  it('lets somchai find Tanaka\'s published offers by a two-character Japanese keyword, with no company name', async () => {
    const somchai = await demoUser('chaophraya', 'somchai');
    const res = await t.app.inject({ url: `/api/offers/search?keyword=${encodeURIComponent('精密')}`, headers: somchai.headers });
    expect(res.json().total).toBeGreaterThan(0);
    expect(res.body).not.toContain('田中');
    const thai = await t.app.inject({ url: `/api/offers/search?keyword=${encodeURIComponent('ยา')}`, headers: (await demoUser('minato', 'tanaka')).headers });
    expect(thai.statusCode).toBe(200);
  });
});
