// The announcement policy as one table: every viewer kind × every state (and a new or unknown
// announcement) × every action, against the rules of docs/product/notifications.md#announcements-notification-groups
// written out independently below. tests/api/announcement-policy.test.ts checks the SQL half
// (announcementVisibleTo) against decide on a real database.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/enums.ts';
import { announcementAbilities, decide, type AnnouncementPolicyAction, type AnnouncementSubject } from './announcements.policy.ts';

const at = new Date('2026-03-02T03:00:00Z');
const STATES: Record<string, AnnouncementSubject | null | undefined> = {
  new: null,
  unknown: undefined,
  scheduled: { publishedAt: null, withdrawnAt: null },
  published: { publishedAt: at, withdrawnAt: null },
  withdrawn: { publishedAt: at, withdrawnAt: at },
};
const ROLES: Role[] = ['kokopelli', 'enterprise', 'bank', 'coordinator'];
const ACTIONS: AnnouncementPolicyAction[] = ['manage', 'create', 'update', 'publish', 'withdraw'];
const viewer = (role: Role) => ({ organisation: { id: `org-${role}`, role }, user: { id: `user-${role}` } });

/** What the API answers, written out: 'ok→<state>' or the refusal. */
function expected(role: Role, action: AnnouncementPolicyAction, state: string): string {
  if (action === 'publish') return 'forbidden'; // the clock's, no viewer's
  if (role !== 'kokopelli') return 'forbidden';
  if (state === 'unknown') return 'hidden';
  if (action === 'manage') return 'ok→null';
  if (action === 'create') return state === 'new' ? 'ok→scheduled' : 'invalid_transition';
  if (action === 'update') return state === 'scheduled' ? 'ok→scheduled' : 'invalid_transition';
  return state === 'scheduled' || state === 'published' ? 'ok→withdrawn' : 'invalid_transition';
}

describe('announcement policy', () => {
  it('decides every action for every viewer kind and state', () => {
    for (const role of ROLES) {
      for (const action of ACTIONS) {
        for (const [state, subject] of Object.entries(STATES)) {
          const d = decide(viewer(role), action, subject);
          expect(d.allowed ? `ok→${d.to}` : d.reason, `${role} ${action} ${state}`).toBe(expected(role, action, state));
        }
      }
    }
  });

  it('lets a reader read only an announcement delivered to them and not withdrawn', () => {
    for (const role of ROLES) {
      const v = viewer(role);
      expect(decide(v, 'read', STATES.published, { deliveredToViewer: true }).allowed).toBe(true);
      expect(decide(v, 'read', STATES.published, { deliveredToViewer: false })).toEqual({ allowed: false, reason: 'hidden' });
      expect(decide(v, 'read', STATES.published)).toEqual({ allowed: false, reason: 'hidden' });
      expect(decide(v, 'read', STATES.withdrawn, { deliveredToViewer: true })).toEqual({ allowed: false, reason: 'hidden' });
      expect(decide(v, 'read', undefined, { deliveredToViewer: true })).toEqual({ allowed: false, reason: 'hidden' });
    }
  });

  it('sends abilities from the same decisions: edit while scheduled, withdraw until withdrawn, nothing to other roles', () => {
    const operator = viewer('kokopelli');
    expect(announcementAbilities(operator, STATES.scheduled!)).toEqual({ edit: true, withdraw: true });
    expect(announcementAbilities(operator, STATES.published!)).toEqual({ edit: false, withdraw: true });
    expect(announcementAbilities(operator, STATES.withdrawn!)).toEqual({ edit: false, withdraw: false });
    expect(announcementAbilities(viewer('bank'), STATES.scheduled!)).toEqual({ edit: false, withdraw: false });
  });
});
