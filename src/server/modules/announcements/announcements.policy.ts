import { sql, type SQL } from 'drizzle-orm';
import { notificationGroups, notifications } from '../../db/schema/index.ts';
import type { Role } from '../../../shared/enums.ts';
import {
  ANNOUNCEMENT_TRANSITIONS,
  announcementState,
  type AnnouncementAction,
  type AnnouncementActor,
  type AnnouncementState,
} from '../../../shared/announcement-lifecycle.ts';
import { actorOf, findTransition } from '../../../shared/transition-table.ts';
import type { Announcement } from '../../../shared/schemas/notifications.ts';
import { allow as allowWith, refuse as refuseWith, type Decision, type Refusal } from '../../lib/policy.ts';
import { PUBLISH_KIND } from './announcements.repository.ts';
import { announcementNotWithdrawn } from '../notifications/announcement-text.ts';

/**
 * Who may see and do what with an announcement (docs/product/notifications.md#announcements-notification-groups,
 * decision 021), in one place, as offers.policy.ts is for offers: `decide`/`can` for one announcement
 * beside `announcementVisibleTo` for lists (SQL), and `announcementAbilities` sent to the browser.
 * Transitions are read from `ANNOUNCEMENT_TRANSITIONS` (src/shared/announcement-lifecycle.ts), never
 * written out here. src/server/modules/announcements/announcements.policy.test.ts walks every cell;
 * tests/api/announcement-policy.test.ts proves the SQL half selects what `decide` allows.
 */

/** What the policy reads of a signed-in viewer (the server's Viewer fits it). */
export interface AnnouncementPolicyViewer {
  organisation: { id: string; role: Role };
  user: { id: string };
}

/** What the policy reads of an announcement (a row of the repository fits it). */
export interface AnnouncementSubject {
  publishedAt: Date | null;
  withdrawnAt: Date | null;
}

/** What the policy cannot read from the row: whether the publication reached this viewer. */
export interface AnnouncementPolicyContext {
  /** The viewer has this announcement's notification (its publication's audience held them). */
  deliveredToViewer?: boolean;
}

/**
 * `manage`: the operator's pages (one announcement and its readers; null: the list, an audience's count).
 * `read`: the announcement as its reader sees it (the notification list, news). Plus the table's actions.
 */
export type AnnouncementPolicyAction = AnnouncementAction | 'manage' | 'read';

export type AnnouncementDecision = Decision<AnnouncementState | null>;

const allow = (to: AnnouncementState | null = null): AnnouncementDecision => allowWith(to);
const refuse = (reason: Refusal): AnnouncementDecision => refuseWith(reason);

/** The role of the organisation each viewer actor of the table belongs to; the clock is no viewer. */
const ACTOR_ROLE: Record<AnnouncementActor, Role | null> = { operator: 'kokopelli', clock: null };

/** The operator writes and watches every announcement; no other role knows them but as readers. */
const isOperator = (viewer: AnnouncementPolicyViewer) => viewer.organisation.role === ACTOR_ROLE.operator;

/**
 * The decision for one action on one announcement. `announcement` is null for a new one (the table's
 * `from: null` row) and undefined when no announcement has the id. The order of the checks is the
 * order of the API's answers: role (403), existence (404), the announcement's state (409).
 */
export function decide(
  viewer: AnnouncementPolicyViewer,
  action: AnnouncementPolicyAction,
  announcement: AnnouncementSubject | null | undefined,
  context: AnnouncementPolicyContext = {},
): AnnouncementDecision {
  switch (action) {
    case 'manage':
      if (!isOperator(viewer)) return refuse('forbidden');
      return announcement === undefined ? refuse('hidden') : allow();
    // A reader sees an announcement delivered to them until it is withdrawn (then its notices are hidden too).
    case 'read':
      return announcement && context.deliveredToViewer === true && !announcement.withdrawnAt ? allow() : refuse('hidden');
  }
  const actor = actorOf(ANNOUNCEMENT_TRANSITIONS, action);
  if (!actor || viewer.organisation.role !== ACTOR_ROLE[actor]) return refuse('forbidden');
  if (announcement === undefined) return refuse('hidden');
  const row = findTransition(ANNOUNCEMENT_TRANSITIONS, announcement ? announcementState(announcement) : null, action);
  return row ? allow(row.to) : refuse('invalid_transition');
}

export function can(
  viewer: AnnouncementPolicyViewer,
  action: AnnouncementPolicyAction,
  announcement: AnnouncementSubject | null | undefined,
  context: AnnouncementPolicyContext = {},
): boolean {
  return decide(viewer, action, announcement, context).allowed;
}

/**
 * The SQL half, over `notification_groups`: `manage` selects exactly the announcements `decide(…,
 * 'manage')` allows (the operator's: every one), `reader` exactly those `decide(…, 'read')` allows
 * (delivered to the viewer and not withdrawn).
 */
export function announcementVisibleTo(viewer: AnnouncementPolicyViewer, scope: 'manage' | 'reader'): SQL[] {
  if (scope === 'manage') return isOperator(viewer) ? [] : [sql`false`];
  return [
    announcementNotWithdrawn,
    sql`exists (select 1 from ${notifications} where ${notifications.subjectType} = 'notification_group'
      and ${notifications.subjectId} = ${notificationGroups.id}::text and ${notifications.kind} = ${PUBLISH_KIND}
      and ${notifications.userId} = ${viewer.user.id})`,
  ];
}

/** The announcement's own half of the reader rule (kept beside the notification list, which reads it too). */
export { announcementNotWithdrawn };

/** What the operator may do with an announcement, sent with it so the browser shows actions from these alone. */
export function announcementAbilities(viewer: AnnouncementPolicyViewer, announcement: AnnouncementSubject): Announcement['abilities'] {
  return { edit: can(viewer, 'update', announcement), withdraw: can(viewer, 'withdraw', announcement) };
}
