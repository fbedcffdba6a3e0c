import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../modules/session/session.service.ts';
import type { Database } from '../db/client.ts';
import { organisations, users } from '../db/schema/index.ts';
import { DEMO_ORGANISATIONS, type DemoOrganisation, type DemoUser } from './seed-data/demo-world.ts';

/** A demo user by username, with its organisation (usernames are unique across the demo world). */
export function demoUser(username: string): { user: DemoUser; organisation: DemoOrganisation } {
  const found = DEMO_ORGANISATIONS.flatMap((organisation) =>
    organisation.users.filter((user) => user.username === username).map((user) => ({ user, organisation })),
  );
  if (found.length !== 1) throw new Error(`demo seed: ${found.length} demo users named ${username}`);
  return found[0]!;
}

/**
 * The session viewer of a demo user, so the seed writes through the real services as that user
 * would: every rule, column and event is what production would have. Found by the user's login
 * realm and e-mail, which also reaches the branch customers' users who have no demo login.
 */
export async function demoViewer(db: Database, username: string): Promise<Viewer> {
  const { user, organisation } = demoUser(username);
  const [row] = await db
    .select({
      userId: users.id,
      userType: users.userType,
      organisationId: organisations.id,
      role: organisations.role,
      orgBankCode: organisations.bankCode,
      bankId: organisations.bankId,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(users.loginRealm, organisation.bankCode), eq(users.email, user.email)));
  if (!row) throw new Error(`demo seed: no user ${organisation.bankCode}/${username}`);
  return {
    sessionId: 'seed',
    csrfToken: 'seed',
    bankCode: organisation.bankCode,
    idToken: null,
    user: { id: row.userId, language: null, userType: row.userType },
    organisation: { id: row.organisationId, role: row.role, bankCode: row.orgBankCode, bankId: row.bankId },
  };
}
