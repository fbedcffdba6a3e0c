import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client.ts';
import { idpAccounts, users } from '../../src/server/db/schema/index.ts';

export interface SignedIn {
  userId: string;
  cookie: string;
  csrf: string;
  headers: { cookie: string; 'x-csrf-token': string };
}

/** Opens a session the way a completed login does and answers the cookie and CSRF token to send. */
export async function signIn(app: FastifyInstance, userId: string, bankCode = 'test'): Promise<SignedIn> {
  const token = await app.sessions.open({ userId, bankCode, idToken: null });
  const cookie = `bizmatch_session=${token}`;
  const res = await app.inject({ method: 'GET', url: '/api/csrf', headers: { cookie } });
  const csrf = (res.json() as { csrf_token: string }).csrf_token;
  return { userId, cookie, csrf, headers: { cookie, 'x-csrf-token': csrf } };
}

/** Signs in a user of the demo world (docs/product/demo-data.md) by its bank code and login name. */
export async function signInDemoUser(app: FastifyInstance, db: Database, bankCode: string, username: string): Promise<SignedIn> {
  const [row] = await db
    .select({ id: users.id })
    .from(idpAccounts)
    .innerJoin(users, and(eq(users.loginRealm, idpAccounts.bankCode), eq(users.oidcSubject, idpAccounts.subject)))
    .where(and(eq(idpAccounts.bankCode, bankCode), eq(idpAccounts.username, username)));
  if (!row) throw new Error(`no demo user ${bankCode}/${username}`);
  return signIn(app, row.id, bankCode);
}
