import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Language, Role, UserType } from '../../../shared/enums.ts';
import type { Database } from '../../db/client.ts';
import { organisations, sessions, users } from '../../db/schema/index.ts';

/** A session opened through a bank's provider, with the ID token that opened it (its `sid` claim names the provider's session). */
export interface ProviderSessionRow {
  id: string;
  idToken: string | null;
}

export interface SessionRow {
  id: string;
  csrfToken: string;
  bankCode: string;
  idToken: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userId: string;
  userLanguage: Language | null;
  userType: UserType;
  userDisabledAt: Date | null;
  userName: string;
  userDisplayName: string | null;
  userUsernameNative: string | null;
  userUsernameEn: string | null;
  userPhone: string | null;
  userEmail: string | null;
  userIsContractSignatory: boolean;
  organisationId: string;
  role: Role;
  organisationBankCode: string;
  organisationBankId: string | null;
}

export class SessionRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async insert(row: {
    id: string;
    userId: string;
    bankCode: string;
    csrfToken: string;
    idToken: string | null;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(sessions).values(row);
  }

  async findWithViewer(id: string): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select({
        id: sessions.id,
        csrfToken: sessions.csrfToken,
        bankCode: sessions.bankCode,
        idToken: sessions.idToken,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userId: users.id,
        userLanguage: users.language,
        userType: users.userType,
        userDisabledAt: users.disabledAt,
        // The user's own record too: GET /api/user answers it without reading the user again.
        userName: users.name,
        userDisplayName: users.displayName,
        userUsernameNative: users.usernameNative,
        userUsernameEn: users.usernameEn,
        userPhone: users.phone,
        userEmail: users.email,
        userIsContractSignatory: users.isContractSignatory,
        organisationId: organisations.id,
        role: organisations.role,
        organisationBankCode: organisations.bankCode,
        organisationBankId: organisations.bankId,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(eq(sessions.id, id))
      .limit(1);
    return row;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
  }

  /**
   * The sessions opened through bank code `bankCode`'s provider, for back-channel logout: of the user
   * the provider knows as `subject`, or every one of the bank code when the logout names only the
   * provider's session (`sid`, matched by the caller against each ID token).
   */
  async findForProvider(bankCode: string, subject: string | undefined): Promise<ProviderSessionRow[]> {
    const byBank = eq(sessions.bankCode, bankCode);
    if (subject === undefined) {
      return this.db.select({ id: sessions.id, idToken: sessions.idToken }).from(sessions).where(byBank);
    }
    return this.db
      .select({ id: sessions.id, idToken: sessions.idToken })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(byBank, eq(users.loginRealm, bankCode), eq(users.oidcSubject, subject)));
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, id));
  }

  async deleteExpired(now: Date, idleCutoff: Date): Promise<void> {
    await this.db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)));
  }

  async countForUser(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(eq(sessions.userId, userId)));
    return row?.n ?? 0;
  }
}
