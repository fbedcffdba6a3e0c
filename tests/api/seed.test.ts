import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, idpAccounts, offers, organisations, users } from '../../src/server/db/schema/index.ts';
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
    expect(orgs.filter((o) => o.role === 'enterprise').length).toBeGreaterThanOrEqual(4);
    // The demo accounts are exactly those of PRODUCT §9.
    const accounts = await t.db.select({ bankCode: idpAccounts.bankCode, username: idpAccounts.username }).from(idpAccounts);
    expect(accounts.map((a) => `${a.bankCode}/${a.username}`).sort()).toEqual(
      ['kokopelli/office', 'kokopelli/coordinator', 'minato/minato.banker', 'minato/tanaka', 'minato/suzuki', 'minato/sakura', 'chaophraya/cp.banker', 'chaophraya/somchai', 'chaophraya/niran', 'chaophraya/lanna'].sort(),
    );
  });

  it('serves several companies from every branch, so no branch stands for one company (docs/decisions/012)', async () => {
    const rows = await t.db
      .select({ branch: branches.name, customers: sql<number>`count(${organisations.id})::int` })
      .from(branches)
      .leftJoin(organisations, and(eq(organisations.branchId, branches.id), eq(organisations.role, 'enterprise')))
      .groupBy(branches.id, branches.name);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row.customers, row.branch).toBeGreaterThanOrEqual(3);
  });

  it('has no published offer whose text names its company; the bank\'s review warns on the one that does', async () => {
    const rows = await t.db
      .select({ id: offers.id, status: offers.status, title: offers.title })
      .from(offers)
      .where(isNull(offers.deletedAt));
    const banker = await demoUser('chaophraya', 'cp.banker');
    const office = await demoUser('kokopelli', 'office');
    const warned: string[] = [];
    for (const row of rows.filter((r) => r.status !== 'draft')) {
      const res = await t.call(office, 'GET', `/api/offers/${row.id}/manage`);
      expect(res.statusCode, res.body).toBe(200);
      const terms = (res.json() as { identifying_terms: { term: string }[] }).identifying_terms;
      if (terms.length) {
        expect(row.status, row.title).toBe('waiting_for_approval');
        warned.push(row.title);
      }
    }
    expect(warned).toEqual(['Dried longan and herbal products for Japanese retailers']);
    const lanna = rows.find((r) => r.title === warned[0])!;
    const review = await t.call(banker, 'GET', `/api/offers/${lanna.id}/manage`);
    expect(review.json().identifying_terms).toEqual([{ term: 'Lanna Agro', fields: ['description'] }]);
  });

  it('has offers in every status from every demo enterprise, with images', async () => {
    const rows = await t.db
      .select({ status: offers.status, org: offers.organisationId, periodEnd: offers.periodEnd, isPublic: offers.isPublic })
      .from(offers)
      .where(isNull(offers.deletedAt));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['draft', 'waiting_for_approval', 'published', 'remand', 'rejection']));
    // From the four demo companies with logins (the other customers of each branch have none).
    expect(new Set(rows.map((r) => r.org)).size).toBe(4);
    expect(rows.some((r) => r.isPublic === false && r.status === 'published')).toBe(true);
    expect(store.objects.size).toBe(rows.length * 2);
  });

  it('shows the operator an offer in every status it may see, scheduled and closed ones included', async () => {
    const office = await demoUser('kokopelli', 'office');
    const res = await t.call(office, 'GET', '/api/kokopelli/offers?per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const statuses = new Set((res.json().items as { status: string }[]).map((item) => item.status));
    // Drafts are private to their company (decision 014).
    expect(statuses).toEqual(new Set(['waiting_for_approval', 'published', 'scheduled', 'outside_the_period', 'remand', 'rejection']));
  });

  it('lets somchai find Tanaka\'s published offers by a two-character Japanese keyword, with no company name', async () => {
    const somchai = await demoUser('chaophraya', 'somchai');
    const res = await t.call(somchai, 'GET', `/api/offers/search?keyword=${encodeURIComponent('精密')}`);
    expect(res.json().total).toBeGreaterThan(0);
    expect(res.body).not.toContain('田中');
    const thai = await t.call(await demoUser('minato', 'tanaka'), 'GET', `/api/offers/search?keyword=${encodeURIComponent('ยา')}`);
    expect(thai.statusCode).toBe(200);
  });
});
