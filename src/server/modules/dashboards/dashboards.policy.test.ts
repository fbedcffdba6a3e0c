import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../shared/enums.ts';
import { dashboardBank, dashboardFactsVisibleTo, decide, type DashboardNarrowing } from './dashboards.policy.ts';

const OWN = '00000000-0000-4000-8000-00000000000a';
const OTHER = '00000000-0000-4000-8000-00000000000b';
const ownBranch = { id: '00000000-0000-4000-8000-0000000000a1', bankId: OWN };
const otherBranch = { id: '00000000-0000-4000-8000-0000000000b1', bankId: OTHER };
const NARROWINGS: [string, DashboardNarrowing][] = [
  ['none', { bankId: null, branch: null }],
  ['own bank', { bankId: OWN, branch: null }],
  ['other bank', { bankId: OTHER, branch: null }],
  ['own branch', { bankId: null, branch: ownBranch }],
  ['other branch', { bankId: null, branch: otherBranch }],
  ['own bank, other branch', { bankId: OWN, branch: otherBranch }],
];
const allowed = { allowed: true, to: null };
const forbidden = { allowed: false, reason: 'forbidden' };
const dialect = new PgDialect();
const text = (sql: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(sql);

describe('dashboard policy', () => {
  it('gives the operator every narrowing that holds together, a bank its own, and nobody else a dashboard', () => {
    for (const role of ROLES) {
      const viewer = { organisation: { id: OWN, role } };
      for (const [name, narrowing] of NARROWINGS) {
        const expected =
          role === 'kokopelli'
            ? name === 'own bank, other branch'
              ? forbidden
              : allowed
            : role === 'bank'
              ? ['none', 'own bank', 'own branch'].includes(name)
                ? allowed
                : forbidden
              : forbidden;
        expect(decide(viewer, narrowing), `${role}: ${name}`).toEqual(expected);
      }
    }
  });

  it("reads a bank's own rows whatever it asks, the operator's choice, or the whole platform once per negotiation", () => {
    const bank = { organisation: { id: OWN, role: 'bank' as const } };
    const operator = { organisation: { id: 'op', role: 'kokopelli' as const } };
    expect(dashboardBank(bank, { bankId: null, branch: null })).toBe(OWN);
    expect(dashboardBank(operator, { bankId: null, branch: null })).toBeNull();
    expect(dashboardBank(operator, { bankId: OTHER, branch: null })).toBe(OTHER);
    expect(dashboardBank(operator, { bankId: null, branch: otherBranch })).toBe(OTHER);

    const own = dashboardFactsVisibleTo(bank, { bankId: null, branch: null });
    expect(text(own.rows)).toMatchObject({ params: [OWN] });
    expect(text(own.total).sql).toContain('counts_for_bank');
    const platform = dashboardFactsVisibleTo(operator, { bankId: null, branch: null });
    expect(text(platform.rows).sql).toBe('true');
    expect(text(platform.total).sql).toContain(`"side" = 'offer'`);
    const branch = dashboardFactsVisibleTo(bank, { bankId: null, branch: ownBranch });
    expect(text(branch.rows)).toMatchObject({ params: [OWN, ownBranch.id] });
    expect(text(branch.total).sql).toBe('true');
  });
});
