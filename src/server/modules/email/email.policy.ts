import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../shared/enums.ts';
import { allow, refuse, type Decision } from '../../lib/policy.ts';

/**
 * Who may see and change what of e-mail (docs/product/notifications.md, decision 021), in one place:
 * a user's choices per notification group are their own; the outbox (every e-mail bizmatch wrote,
 * addresses and texts of every user) is the operator's. `decide` for one thing beside
 * `outboxVisibleTo` for the outbox's list (SQL); src/server/modules/email/email.policy.test.ts checks both.
 */

/** What the policy reads of a signed-in viewer (the server's Viewer fits it). */
export interface EmailPolicyViewer {
  organisation: { role: Role };
  user: { id: string };
}

/** `view_settings`/`change_settings`: a user's e-mail choices (`userId`: whose). `view_outbox`: the outbox. */
export type EmailPolicyAction = 'view_settings' | 'change_settings' | 'view_outbox';

/** The role whose pages show the outbox. */
const OUTBOX_ROLE: Role = 'kokopelli';

/**
 * A user reads and changes their own choices only (403 for anyone else's, as for their language:
 * src/server/modules/users/users.policy.ts); only the operator reads the outbox (403 for every other role).
 */
export function decide(viewer: EmailPolicyViewer, action: EmailPolicyAction, settingsOf?: { userId: string }): Decision {
  switch (action) {
    case 'view_settings':
    case 'change_settings':
      return settingsOf?.userId === viewer.user.id ? allow() : refuse('forbidden');
    case 'view_outbox':
      return viewer.organisation.role === OUTBOX_ROLE ? allow() : refuse('forbidden');
  }
}

export function can(viewer: EmailPolicyViewer, action: EmailPolicyAction, settingsOf?: { userId: string }): boolean {
  return decide(viewer, action, settingsOf).allowed;
}

/** The SQL half of `view_outbox`, over `email_outbox`: every row for the operator, none for anyone else. */
export function outboxVisibleTo(viewer: EmailPolicyViewer): SQL[] {
  return can(viewer, 'view_outbox') ? [] : [sql`false`];
}
