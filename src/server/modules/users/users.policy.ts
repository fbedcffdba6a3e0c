import { eq, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { allow, refuse, type Decision } from '../../lib/policy.ts';

/**
 * Who may see and change a user's own settings (docs/product/api.md: user, users, user/language), in
 * one place: `decide` for one user beside `userVisibleTo` for the list of colleagues (SQL).
 * src/server/modules/users/users.policy.test.ts checks both; the e-mail settings are the e-mail
 * policy's (src/server/modules/email/email.policy.ts).
 */

/** What the policy reads of a signed-in viewer (the server's Viewer fits it). */
export interface UserPolicyViewer {
  organisation: { id: string };
  user: { id: string };
}

/** What the policy reads of a user; `organisationId` only for `view`. */
export interface UserSubject {
  id: string;
  organisationId?: string;
}

/**
 * `view`: a user's record (the viewer's own and their colleagues'). `change_language`: the user's
 * language. `change_preferences`: the user's own settings (the chat's automatic translation).
 */
export type UserPolicyAction = 'view' | 'change_language' | 'change_preferences';

/**
 * A viewer sees the users of their own organisation, no other (404: they may not learn one exists);
 * a user changes their own language only (403 for anyone else's, whoever it is).
 */
export function decide(viewer: UserPolicyViewer, action: UserPolicyAction, user: UserSubject | undefined): Decision {
  switch (action) {
    case 'view':
      return user && user.organisationId === viewer.organisation.id ? allow() : refuse('hidden');
    case 'change_language':
    case 'change_preferences':
      return user?.id === viewer.user.id ? allow() : refuse('forbidden');
  }
}

export function can(viewer: UserPolicyViewer, action: UserPolicyAction, user: UserSubject | undefined): boolean {
  return decide(viewer, action, user).allowed;
}

/** The SQL half of `view`, over `users`: exactly the users `decide(…, 'view')` allows. */
export function userVisibleTo(viewer: UserPolicyViewer): SQL[] {
  return [eq(users.organisationId, viewer.organisation.id)];
}
