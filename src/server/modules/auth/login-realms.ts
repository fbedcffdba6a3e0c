import type { Database } from '../../db/client.ts';
import { OrganisationRepository } from '../organisations/organisations.repository.ts';

/** A bank code users sign in through: a bank's, or the operator's `kokopelli` (docs/product/README.md#parties-and-tenancy). */
export interface LoginRealm {
  bankCode: string;
  name: string;
  nameEn: string | null;
  country: string;
}

export const OPERATOR_REALM = 'kokopelli';

/**
 * The login realms, read from the organisations table on every lookup: logins are rare, the
 * table is small, and a bank added a moment ago can sign in at once.
 */
export class LoginRealms {
  private readonly repo: OrganisationRepository;

  constructor(db: Database) {
    this.repo = new OrganisationRepository(db);
  }

  async find(bankCode: string): Promise<LoginRealm | undefined> {
    const rows = await this.repo.listLoginRealms();
    const row = rows.find((r) => r.bankCode === bankCode);
    if (row) return { bankCode: row.bankCode, name: row.name, nameEn: row.nameEn, country: row.country };
    if (bankCode === OPERATOR_REALM) return { bankCode, name: 'Kokopelli', nameEn: 'Kokopelli', country: 'JP' };
    return undefined;
  }
}
