// The dashboards (docs/product/dashboards.md, docs/decisions/060): figures counted from the event
// log, the trigger's counts equal to a rebuild from the whole log, a bank's figures its own
// customers' only, no company named, and bad filters refused without an answer.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, dashboardCounts, dashboardStepTimes, events, negotiations, organisations, users } from '../../src/server/db/schema/index.ts';
import { MemoryImageStore } from '../../src/server/modules/images/image-store.ts';
import { seedDemo } from '../../src/server/seed/seed.ts';
import { NEGOTIATION_STAGES, stepOfStage } from '../../src/shared/negotiation-lifecycle.ts';
import { platformToday } from '../../src/shared/offer-lifecycle.ts';
import type { Dashboard, DashboardFunnelStep } from '../../src/shared/schemas/dashboards.ts';
import { actionBody, buildNegotiation, signInDemoUser, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let operator: SignedIn;
let minato: SignedIn;
let chaophraya: SignedIn;
let minatoId: string;
let chaophrayaId: string;

const demoUser = (bankCode: string, username: string) => signInDemoUser(t.app, t.db, bankCode, username);

const get = async (who: SignedIn, query = '') => t.call(who, 'GET', `/api/dashboard${query}`);
const dashboard = async (who: SignedIn, query = '') => {
  const res = await get(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>();
};
const facts = async () =>
  [...(await t.db.select().from(dashboardCounts)), ...(await t.db.select().from(dashboardStepTimes))].map((row) => JSON.stringify(row)).sort();
const funnel = (d: Dashboard) => Object.fromEntries(d.funnel.map((step) => [step.step, step.count])) as Record<DashboardFunnelStep, number>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, new MemoryImageStore());
  operator = await demoUser('kokopelli', 'office');
  minato = await demoUser('minato', 'minato.banker');
  chaophraya = await demoUser('chaophraya', 'cp.banker');
  const banks = await t.db.select({ id: organisations.id, code: organisations.bankCode }).from(organisations).where(eq(organisations.role, 'bank'));
  minatoId = banks.find((b) => b.code === 'minato')!.id;
  chaophrayaId = banks.find((b) => b.code === 'chaophraya')!.id;
}, 120_000);
afterAll(async () => t.close());

describe('dashboard figures', () => {
  it("the database's step of a stage is the transition table's", async () => {
    for (const stage of NEGOTIATION_STAGES) {
      const { rows } = (await t.db.execute(sql`select negotiation_step_of(${stage}) as step`)) as unknown as { rows: { step: string | null }[] };
      const [row] = rows;
      expect(row!.step, stage).toBe(stepOfStage(stage));
    }
  });

  it("the operator's funnel counts the demo world's events of the period", async () => {
    const d = await dashboard(operator);
    const from = `${d.period.from}-01`;
    const count = async (action: string) =>
      Number(
        (
          await t.db
            .select({ n: sql<string>`count(distinct ${events.subjectId})` })
            .from(events)
            .where(and(eq(events.action, action), sql`(${events.occurredAt} at time zone 'Asia/Tokyo')::date >= ${from}::date`))
        )[0]!.n,
      );
    expect(funnel(d)).toEqual({
      published: await count('offer.approve'),
      applied: await count('negotiation.apply'),
      bank_approved: await count('negotiation.bank_approve'),
      ndas_agreed: await count('negotiation.applicant_nda_agree'),
      contracted: await count('negotiation.create_contract'),
      completed: await count('negotiation.approve_completion'),
    });
    expect(d.funnel[0]!.count).toBeGreaterThan(0);
    expect(d.funnel[5]!.count).toBeGreaterThan(0);
    // Conversions: each step over the one before.
    for (let i = 1; i < d.funnel.length; i++) {
      const before = d.funnel[i - 1]!.count;
      expect(d.funnel[i]!.conversion).toBe(before === 0 ? null : d.funnel[i]!.count / before);
    }
    // The months add up to the funnel.
    expect(d.months).toHaveLength(12);
    expect(d.months.reduce((sum, m) => sum + m.counts.applied, 0)).toBe(funnel(d).applied);
    // Cancellations by step and reason add up to the months' cancellations.
    const canceled = d.months.reduce((sum, m) => sum + m.counts.canceled, 0);
    expect(canceled).toBeGreaterThan(0);
    expect(d.cancellations.reduce((sum, c) => sum + c.count, 0)).toBe(canceled);
    expect(d.cancellations.map((c) => c.reason)).toContain('bank_denied');
    // Time at the bank's approval, from the histogram.
    const bankTime = d.step_times.find((s) => s.step === 'bank_approval')!;
    expect(bankTime.count).toBeGreaterThan(0);
    expect(bankTime.median_hours).toBeGreaterThan(0);
    expect(bankTime.p90_hours).toBeGreaterThanOrEqual(bankTime.median_hours);
    // The demo world has an overdue application (decision 037) and an overdue review.
    expect(d.overdue.negotiations.find((o) => o.step === 'bank_approval')?.count).toBeGreaterThan(0);
    expect(d.overdue.offer_reviews).toBeGreaterThan(0);
    // The breakdowns each hold the whole: country pairs and industries once per negotiation.
    expect(d.breakdowns.country_pair.reduce((sum, row) => sum + row.counts.applied, 0)).toBe(funnel(d).applied);
    expect(d.breakdowns.industry.reduce((sum, row) => sum + row.counts.published, 0)).toBe(funnel(d).published);
    expect(d.options.banks.length).toBeGreaterThanOrEqual(2);
  });

  it('a new event is counted in its own transaction, exactly as a rebuild from the whole log counts it', async () => {
    const before = await dashboard(minato);
    // The overdue application of the demo world waits on its bank: approve it.
    const [waiting] = await t.db
      .select({ id: negotiations.id, version: negotiations.version, bank: negotiations.applicantBankId })
      .from(negotiations)
      .where(eq(negotiations.stage, 'bank_approval'));
    const banker = waiting!.bank === minatoId ? minato : chaophraya;
    const res = await t.call(banker, 'POST', `/api/negotiations/${waiting!.id}/actions/bank_approve`, actionBody('bank_approve', waiting!.version));
    expect(res.statusCode, res.body).toBe(200);
    const after = await dashboard(banker === minato ? minato : chaophraya);
    if (banker === minato) expect(funnel(after).bank_approved).toBe(funnel(before).bank_approved + 1);
    const thisMonth = platformToday().slice(0, 7);
    expect(after.months.find((m) => m.month === thisMonth)!.counts.bank_approved).toBeGreaterThan(0);

    const incremental = await facts();
    await t.db.execute(sql`select dashboard_facts_rebuild()`);
    expect(await facts()).toEqual(incremental);
  });
});

describe('who sees what', () => {
  it("a bank's figures are its customers' deals: the operator's row for that bank", async () => {
    const operatorView = await dashboard(operator);
    for (const [who, id] of [
      [minato, minatoId],
      [chaophraya, chaophrayaId],
    ] as const) {
      const own = await dashboard(who);
      const row = operatorView.breakdowns.bank.find((b) => b.bank.id === id)!;
      const { canceled: _c, ...counts } = row.counts;
      expect(funnel(own)).toEqual(counts);
      // The operator narrowed to the bank sees what the bank sees.
      expect(funnel(await dashboard(operator, `?bank=${id}`))).toEqual(funnel(own));
      // Never another bank, in a breakdown or a filter's options.
      expect(own.breakdowns.bank.map((b) => b.bank.id)).toEqual([id]);
      expect(own.options.banks.map((b) => b.id)).toEqual([id]);
      const ownBranches = (await t.db.select({ id: branches.id }).from(branches).where(eq(branches.bankId, id))).map((b) => b.id).sort();
      expect(own.options.branches.map((b) => b.id).sort()).toEqual(ownBranches);
      for (const row of own.breakdowns.branch) expect(row.branch === null || ownBranches.includes(row.branch.id)).toBe(true);
      // Narrowed to one of its branches: that branch's row, as the operator's breakdown has it.
      const branchRow = own.breakdowns.branch.find((b) => b.branch && b.counts.applied > 0)!;
      const { canceled: _b, ...branchCounts } = branchRow.counts;
      expect(funnel(await dashboard(who, `?branch=${branchRow.branch!.id}`))).toEqual(branchCounts);
      expect(operatorView.breakdowns.branch.find((b) => b.branch?.id === branchRow.branch!.id)!.counts).toEqual(branchRow.counts);
    }
  });

  it('a bank may not read another bank, nor a branch of another bank; other roles have no dashboard', async () => {
    const [otherBranch] = await t.db.select({ id: branches.id }).from(branches).where(eq(branches.bankId, chaophrayaId));
    expect((await get(minato, `?bank=${chaophrayaId}`)).statusCode).toBe(403);
    expect((await get(minato, `?branch=${otherBranch!.id}`)).statusCode).toBe(403);
    expect((await get(minato, `?bank=${minatoId}`)).statusCode).toBe(200);
    // The operator's branch filter narrows to the branch.
    const narrowed = await dashboard(operator, `?branch=${otherBranch!.id}`);
    expect(narrowed.filters.branch).toBe(otherBranch!.id);
    expect((await get(operator, `?bank=${minatoId}&branch=${otherBranch!.id}`)).statusCode).toBe(403);
    for (const [bankCode, username] of [
      ['minato', 'tanaka'],
      ['kokopelli', 'coordinator'],
    ] as const) {
      expect((await get(await demoUser(bankCode, username))).statusCode).toBe(403);
    }
  });

  it('names no company and no person', async () => {
    const body = JSON.stringify(await dashboard(operator));
    const companies = await t.db.select({ name: organisations.name, nameEn: organisations.nameEn }).from(organisations).where(inArray(organisations.role, ['enterprise', 'coordinator']));
    for (const company of companies) {
      expect(body).not.toContain(company.name);
      if (company.nameEn) expect(body).not.toContain(company.nameEn);
    }
    const people = await t.db.select({ name: users.name }).from(users);
    for (const person of people) expect(body).not.toContain(`"${person.name}"`);
  });
});

describe('filters', () => {
  it('narrow every figure, and are answered as applied', async () => {
    const all = await dashboard(operator);
    const jpTh = await dashboard(operator, '?country_pair=JP-TH');
    expect(jpTh.filters.country_pair).toBe('JP-TH');
    expect(funnel(jpTh).applied).toBe(all.breakdowns.country_pair.find((r) => r.country_pair === 'JP-TH')?.counts.applied ?? 0);
    expect(jpTh.breakdowns.country_pair.map((r) => r.country_pair)).toEqual(funnel(jpTh).applied + funnel(jpTh).published > 0 ? ['JP-TH'] : []);
    const industry = all.breakdowns.industry.find((r) => r.industry)!.industry!;
    const byIndustry = await dashboard(operator, `?industry=${industry.code}`);
    expect(byIndustry.breakdowns.industry.map((r) => r.industry?.code)).toEqual([industry.code]);
    const period = await dashboard(operator, '?from=2025-01&to=2025-03');
    expect(period.period).toEqual({ from: '2025-01', to: '2025-03' });
    expect(period.months.map((m) => m.month)).toEqual(['2025-01', '2025-02', '2025-03']);
  });

  it('refuses what is malformed, out of order, too long or unknown, naming the field', async () => {
    for (const [query, field] of [
      ['?from=2026-13', 'from'],
      ['?from=0897-06', 'from'],
      ['?to=26-01', 'to'],
      ['?from=2026-05&to=2026-04', 'to'],
      ['?from=2023-01&to=2026-01', 'from'],
      ['?country_pair=JP-US', 'country_pair'],
      ['?industry=ZZ', 'industry'],
      ['?industry=Z', 'industry'],
      ['?bank=not-a-uuid', 'bank'],
      [`?bank=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, 'bank'],
      [`?branch=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, 'branch'],
      ['?extra=1', ''],
    ] as const) {
      const res = await get(operator, query);
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ code: string; fields?: Record<string, string[]> }>();
      expect(body.code).toBe('validation_failed');
      if (field) expect(Object.keys(body.fields ?? {}), query).toContain(field);
    }
  });
});

describe('a step whose history the log does not hold', () => {
  it('still moves, and is counted with what the log knows', async () => {
    // Written straight to the tables: the cancel request has no event of its own.
    const n = await buildNegotiation(t.db, { stage: 'contract_signing:cancel_requested' });
    const res = await t.call(operator, 'POST', `/api/negotiations/${n.id}/actions/approve_cancel`, actionBody('approve_cancel', n.version));
    expect(res.statusCode, res.body).toBe(200);
    const d = await dashboard(operator);
    expect(d.cancellations).toContainEqual({ step: 'contract_signing', reason: 'request', count: 1 });
  });
});

