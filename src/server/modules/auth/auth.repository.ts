import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authRequests, organisations, users } from '../../db/schema/index.ts';

export interface AuthRequestRow {
  id: string;
  bankCode: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string | null;
  expiresAt: Date;
}

export class AuthRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async insertRequest(row: AuthRequestRow): Promise<void> {
    await this.db.insert(authRequests).values(row);
  }

  /** Deletes the login in flight and answers it: each one can be used once only. */
  async takeRequest(id: string): Promise<AuthRequestRow | undefined> {
    const [row] = await this.db.delete(authRequests).where(eq(authRequests.id, id)).returning({
      id: authRequests.id,
      bankCode: authRequests.bankCode,
      state: authRequests.state,
      nonce: authRequests.nonce,
      codeVerifier: authRequests.codeVerifier,
      returnTo: authRequests.returnTo,
      expiresAt: authRequests.expiresAt,
    });
    return row;
  }

  async deleteExpiredRequests(now: Date): Promise<void> {
    await this.db.delete(authRequests).where(lt(authRequests.expiresAt, now));
  }

  /** The user a provider vouched for, with the role of their organisation. */
  async findLoginUser(loginRealm: string, subject: string) {
    const [row] = await this.db
      .select({ id: users.id, disabledAt: users.disabledAt, role: organisations.role })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(and(eq(users.loginRealm, loginRealm), eq(users.oidcSubject, subject)))
      .limit(1);
    return row;
  }
}
