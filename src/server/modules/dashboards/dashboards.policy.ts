import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Role } from '../../../shared/enums.ts';
import { allow, refuse, type Decision } from '../../lib/policy.ts';

/**
 * Who may read a dashboard, and which of the counts it holds (docs/product/dashboards.md): the
 * operator reads every deal on the platform and may narrow it to a bank; a bank reads its own
 * customers' deals only, and may narrow them to one of its branches; nobody else has a dashboard.
 * Both halves of the rule are here, side by side: `decide` for the request, `dashboardRowsVisibleTo`
 * for the rows of the dashboard tables its figures add up. What is overdue now is counted under the
 * negotiation and offer policies' own list rules (the service joins them).
 * src/server/modules/dashboards/dashboards.policy.test.ts walks every cell.
 */
export interface DashboardPolicyViewer {
  organisation: { id: string; role: Role };
}

/** The bank and branch a request narrows to (the branch with the bank it belongs to). */
export interface DashboardNarrowing {
  bankId: string | null;
  branch: { id: string; bankId: string } | null;
}

/**
 * May the viewer read the dashboard so narrowed? A bank asking for another bank's figures, or for
 * a branch of another bank, is refused (403), as is every role but the operator's and a bank's.
 */
export function decide(viewer: DashboardPolicyViewer, narrowing: DashboardNarrowing): Decision {
  const { role, id } = viewer.organisation;
  if (role === 'kokopelli') {
    if (narrowing.bankId && narrowing.branch && narrowing.branch.bankId !== narrowing.bankId) return refuse('forbidden');
    return allow();
  }
  if (role !== 'bank') return refuse('forbidden');
  if (narrowing.bankId && narrowing.bankId !== id) return refuse('forbidden');
  if (narrowing.branch && narrowing.branch.bankId !== id) return refuse('forbidden');
  return allow();
}

/** The bank or the branch a viewer's figures are narrowed to (null, null: the whole platform). */
export interface DashboardScope {
  bankId: string | null;
  branchId: string | null;
}

/**
 * What a viewer's figures are read for: a bank's are always its own bank's (or one of its branches,
 * which `decide` checked is its own); the operator's, the bank or branch it chose, or the platform.
 * A branch stands for its bank.
 */
export function dashboardScope(viewer: DashboardPolicyViewer, narrowing: DashboardNarrowing): DashboardScope {
  if (narrowing.branch) return { bankId: null, branchId: narrowing.branch.id };
  return { bankId: viewer.organisation.role === 'bank' ? viewer.organisation.id : narrowing.bankId, branchId: null };
}

/**
 * The SQL half of `decide`: the rows of a dashboard table (`dashboard_counts`,
 * `dashboard_step_times`) the viewer's figures add up, at a level that keeps the scope's bank or
 * branch. A bank without its own bank or branch in the scope reads nothing.
 */
export function dashboardRowsVisibleTo(viewer: DashboardPolicyViewer, scope: DashboardScope, table: { bankId: AnyPgColumn; branchId: AnyPgColumn }): SQL {
  if (scope.branchId) return eq(table.branchId, scope.branchId);
  if (scope.bankId) return eq(table.bankId, scope.bankId);
  return viewer.organisation.role === 'kokopelli' ? sql`true` : sql`false`;
}
