import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../shared/enums.ts';
import { dashboardFacts } from '../../db/schema/index.ts';
import { allow, refuse, type Decision } from '../../lib/policy.ts';

/**
 * Who may read a dashboard, and which of the counts it holds (docs/product/dashboards.md): the
 * operator reads every deal on the platform and may narrow it to a bank; a bank reads its own
 * customers' deals only, and may narrow them to one of its branches; nobody else has a dashboard.
 * Both halves of the rule are here, side by side: `decide` for the request, `dashboardFactsVisibleTo`
 * for the rows of `dashboard_facts` its figures add up. What is overdue now is counted under the
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

/** The bank whose figures a viewer's dashboard shows: a bank's own; the operator's choice, or none (every bank). */
export function dashboardBank(viewer: DashboardPolicyViewer, narrowing: DashboardNarrowing): string | null {
  return viewer.organisation.role === 'bank' ? viewer.organisation.id : (narrowing.bankId ?? narrowing.branch?.bankId ?? null);
}

/**
 * The SQL half of `decide`: the fact rows a viewer's dashboard reads (`rows`), and among them, which
 * count each negotiation once for a total (`total`), once per bank (`perBank`) and once per branch
 * (every row: a negotiation has one row per bank and branch of its two companies).
 * - narrowed to a branch: that branch's rows;
 * - narrowed to a bank (a bank's own dashboard, or the operator's choice): the bank's rows, each
 *   negotiation once for the bank;
 * - the whole platform: the offer side's row of each.
 */
export function dashboardFactsVisibleTo(viewer: DashboardPolicyViewer, narrowing: DashboardNarrowing): { rows: SQL; total: SQL; perBank: SQL } {
  const bankId = dashboardBank(viewer, narrowing);
  const rows = and(
    bankId ? eq(dashboardFacts.bankId, bankId) : undefined,
    narrowing.branch ? eq(dashboardFacts.branchId, narrowing.branch.id) : undefined,
  ) ?? sql`true`;
  const total = narrowing.branch ? sql`true` : bankId ? sql`${dashboardFacts.countsForBank}` : sql`${dashboardFacts.side} = 'offer'`;
  return { rows, total, perBank: sql`${dashboardFacts.countsForBank}` };
}
