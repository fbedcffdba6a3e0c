import { eq, type SQL } from 'drizzle-orm';
import { savedFilters } from '../../db/schema/index.ts';
import { allow, refuse, type Decision } from '../../lib/policy.ts';

/**
 * Who may see and change a saved filter (docs/decisions/063-saved-filters.md): its own user, and
 * nobody else — not a colleague, not the bank, not the office. Any signed-in user keeps filters of
 * its own. `decide` for one filter beside `savedFiltersVisibleTo` for the list, as every policy.
 */
export type SavedFilterAction = 'list' | 'create' | 'remove';

/** What the policy reads of a signed-in viewer (the server's Viewer fits it). */
export interface SavedFilterPolicyViewer {
  user: { id: string };
}

/** What the policy reads of a saved filter (a row of the table fits it). */
export interface SavedFilterSubject {
  userId: string;
}

/** One filter (`remove`: undefined when no filter has the id), or the list and a new one (null). */
export function decide(viewer: SavedFilterPolicyViewer, action: SavedFilterAction, filter: SavedFilterSubject | null | undefined = null): Decision {
  if (action === 'list' || action === 'create') return allow();
  // Another user's filter is as unknown as one that does not exist.
  return filter && filter.userId === viewer.user.id ? allow() : refuse('hidden');
}

/** The SQL half of `decide`: the filters the viewer may see, its own. */
export function savedFiltersVisibleTo(viewer: SavedFilterPolicyViewer): SQL {
  return eq(savedFilters.userId, viewer.user.id);
}
