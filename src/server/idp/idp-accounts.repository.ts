import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { idpAccounts } from '../db/schema/index.ts';

const publicColumns = {
  subject: idpAccounts.subject,
  username: idpAccounts.username,
  name: idpAccounts.name,
  email: idpAccounts.email,
};

/** The embedded provider's accounts; each bank's provider sees only its own bank code's. */
export class IdpAccountRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async findBySubject(bankCode: string, subject: string) {
    const [row] = await this.db
      .select(publicColumns)
      .from(idpAccounts)
      .where(and(eq(idpAccounts.bankCode, bankCode), eq(idpAccounts.subject, subject)))
      .limit(1);
    return row;
  }

  async findForLogin(bankCode: string, username: string) {
    const [row] = await this.db
      .select({ ...publicColumns, passwordHash: idpAccounts.passwordHash })
      .from(idpAccounts)
      .where(and(eq(idpAccounts.bankCode, bankCode), eq(idpAccounts.username, username)))
      .limit(1);
    return row;
  }
}
