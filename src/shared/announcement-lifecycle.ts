import { findTransition, type TransitionTable } from './transition-table.ts';

/**
 * An announcement's life (docs/product/notifications.md#announcements-notification-groups, decision 021):
 * written for a time (scheduled), delivered to its audience at that time (published), and withdrawn
 * at any moment before or after (hidden from every list at once). Never stored: derived from the
 * row's times (`announcementState`).
 */
export const ANNOUNCEMENT_STATES = ['scheduled', 'published', 'withdrawn'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

/** The actions of the table; each is also the action of its event (`notification_group.<action>`). */
export const ANNOUNCEMENT_ACTIONS = ['create', 'update', 'publish', 'withdraw'] as const;
export type AnnouncementAction = (typeof ANNOUNCEMENT_ACTIONS)[number];

/**
 * Who takes an announcement action: the operator writes, changes and withdraws; its time publishes
 * it (the scheduled job, or the operator's own save when the time has come already, in the same
 * transaction). The announcement policy (src/server/modules/announcements/announcements.policy.ts)
 * decides whether a viewer is the operator.
 */
export type AnnouncementActor = 'operator' | 'clock';

/**
 * The announcement state machine, one row per allowed move. Only a scheduled announcement is
 * changed (once published it has reached its audience and stays as it went out); withdrawing is
 * allowed until it is withdrawn.
 */
export const ANNOUNCEMENT_TRANSITIONS: TransitionTable<AnnouncementState, AnnouncementAction, AnnouncementActor> = [
  { from: null, action: 'create', to: 'scheduled', actor: 'operator' },
  { from: 'scheduled', action: 'update', to: 'scheduled', actor: 'operator' },
  { from: 'scheduled', action: 'publish', to: 'published', actor: 'clock' },
  { from: 'scheduled', action: 'withdraw', to: 'withdrawn', actor: 'operator' },
  { from: 'published', action: 'withdraw', to: 'withdrawn', actor: 'operator' },
];

/** The state after an action from a state (null: a new announcement), or null when the table has no such move. */
export function nextAnnouncementState(from: AnnouncementState | null, action: AnnouncementAction): AnnouncementState | null {
  return findTransition(ANNOUNCEMENT_TRANSITIONS, from, action)?.to ?? null;
}

/** An announcement's state from its times: withdrawn wins, then published; before that, scheduled. */
export function announcementState(row: { publishedAt: Date | null; withdrawnAt: Date | null }): AnnouncementState {
  if (row.withdrawnAt) return 'withdrawn';
  if (row.publishedAt) return 'published';
  return 'scheduled';
}
