import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Language } from '../../../shared/enums.ts';

const userColumns = {
  id: users.id,
  organisationId: users.organisationId,
  name: users.name,
  displayName: users.displayName,
  language: users.language,
  usernameNative: users.usernameNative,
  usernameEn: users.usernameEn,
  phone: users.phone,
  email: users.email,
  userType: users.userType,
  isContractSignatory: users.isContractSignatory,
};

export type UserRow = Awaited<ReturnType<UserRepository['listByOrganisation']>>[number];

export class UserRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async listByOrganisation(organisationId: string) {
    return this.db
      .select(userColumns)
      .from(users)
      .where(and(eq(users.organisationId, organisationId), isNull(users.disabledAt)))
      .orderBy(asc(users.name), asc(users.id));
  }

  /** The active users `visible` selects (the user policy's `userVisibleTo`), by name. */
  async list(visible: SQL[]) {
    return this.db
      .select(userColumns)
      .from(users)
      .where(and(...visible, isNull(users.disabledAt)))
      .orderBy(asc(users.name), asc(users.id));
  }

  async setLanguage(id: string, language: Language): Promise<void> {
    await this.db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, id));
  }

  async chatAutoTranslate(id: string): Promise<boolean> {
    const [row] = await this.db.select({ value: users.chatAutoTranslate }).from(users).where(eq(users.id, id)).limit(1);
    return row?.value ?? false;
  }

  async setChatAutoTranslate(id: string, value: boolean): Promise<void> {
    await this.db.update(users).set({ chatAutoTranslate: value, updatedAt: new Date() }).where(eq(users.id, id));
  }

  async findBySubject(loginRealm: string, subject: string) {
    const [row] = await this.db
      .select({ id: users.id, organisationId: users.organisationId, disabledAt: users.disabledAt })
      .from(users)
      .where(and(eq(users.loginRealm, loginRealm), eq(users.oidcSubject, subject)))
      .limit(1);
    return row;
  }
}
