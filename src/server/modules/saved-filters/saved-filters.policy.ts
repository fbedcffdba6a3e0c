import { eq, type SQL } from 'drizzle-orm';
import { savedFilters } from '../../db/schema/index.ts';
import { allow, refuse, type Decision } from '../../lib/policy.ts';
import type { Role } from '../../../shared/enums.ts';
import type { SavedFilterList } from '../../../shared/schemas/saved-filters.ts';

/**
 * Who may see and change a saved filter (docs/decisions/063-saved-filters.md, 064): its own user,
 * and nobody else — not a colleague, not the bank, not the office. Any signed-in user keeps filters
 * of its own lists; a saved search of the partners' offers (`offer_search`, with alerts) is a
 * company user's, as the search is. `decide` for one filter beside `savedFiltersVisibleTo` for the
 * list, as every policy.
 */
export type SavedFilterAction = 'list' | 'create' | 'update' | 'remove';

/** What the policy reads of a signed-in viewer (the server's Viewer fits it). */
export interface SavedFilterPolicyViewer {
  user: { id: string };
  organisation: { role: Role };
}

/** What the policy reads of a saved filter (a row of the table fits it). */
export interface SavedFilterSubject {
  userId: string;
  list: string;
}

/** Which role's users have each list: the offer search is the companies'; the negotiation lists are every role's. */
const LIST_ROLES: Record<SavedFilterList, readonly Role[] | 'any'> = {
  negotiations: 'any',
  offer_search: ['enterprise'],
};

const hasList = (viewer: SavedFilterPolicyViewer, list: SavedFilterList) => {
  const roles = LIST_ROLES[list];
  return roles === 'any' || roles.includes(viewer.organisation.role);
};

/**
 * `list` and `create`: the list's filters (`{ list }`); `update` and `remove`: one filter
 * (undefined when no filter has the id).
 */
export function decide(
  viewer: SavedFilterPolicyViewer,
  action: SavedFilterAction,
  subject: { list: SavedFilterList } | SavedFilterSubject | undefined,
): Decision {
  if (action === 'list' || action === 'create') return subject && hasList(viewer, subject.list as SavedFilterList) ? allow() : refuse('forbidden');
  // Another user's filter is as unknown as one that does not exist.
  return subject && 'userId' in subject && subject.userId === viewer.user.id ? allow() : refuse('hidden');
}

/** The SQL half of `decide`: the filters the viewer may see, its own. */
export function savedFiltersVisibleTo(viewer: Pick<SavedFilterPolicyViewer, 'user'>): SQL {
  return eq(savedFilters.userId, viewer.user.id);
}
