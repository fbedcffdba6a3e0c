import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../shared/enums.ts';
import { dashboardCounts } from '../../db/schema/index.ts';
import { dashboardRowsVisibleTo, dashboardScope, decide, type DashboardNarrowing } from './dashboards.policy.ts';

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

  it("reads a bank's own rows whatever it asks, the operator's choice, or the whole platform", () => {
    const bank = { organisation: { id: OWN, role: 'bank' as const } };
    const operator = { organisation: { id: 'op', role: 'kokopelli' as const } };
    const company = { organisation: { id: OWN, role: 'enterprise' as const } };
    expect(dashboardScope(bank, { bankId: null, branch: null })).toEqual({ bankId: OWN, branchId: null });
    expect(dashboardScope(bank, { bankId: null, branch: ownBranch })).toEqual({ bankId: null, branchId: ownBranch.id });
    expect(dashboardScope(operator, { bankId: null, branch: null })).toEqual({ bankId: null, branchId: null });
    expect(dashboardScope(operator, { bankId: OTHER, branch: null })).toEqual({ bankId: OTHER, branchId: null });
    expect(dashboardScope(operator, { bankId: null, branch: otherBranch })).toEqual({ bankId: null, branchId: otherBranch.id });

    const table = dashboardCounts;
    expect(text(dashboardRowsVisibleTo(bank, { bankId: OWN, branchId: null }, table))).toMatchObject({ params: [OWN] });
    expect(text(dashboardRowsVisibleTo(bank, { bankId: null, branchId: ownBranch.id }, table))).toMatchObject({ params: [ownBranch.id] });
    expect(text(dashboardRowsVisibleTo(operator, { bankId: null, branchId: null }, table)).sql).toBe('true');
    // Only the operator reads the whole platform.
    expect(text(dashboardRowsVisibleTo(bank, { bankId: null, branchId: null }, table)).sql).toBe('false');
    expect(text(dashboardRowsVisibleTo(company, { bankId: null, branchId: null }, table)).sql).toBe('false');
  });
});
