import type { User } from '../../../shared/schemas/session.ts';
import type { UserRow } from './users.repository.ts';

export function presentUser(row: UserRow): User {
  return {
    user_id: row.id,
    company_id: row.organisationId,
    name: row.name,
    display_name: row.displayName,
    language: row.language,
    username_native: row.usernameNative,
    username_en: row.usernameEn,
    phone: row.phone,
    email: row.email,
    user_type: row.userType,
    is_contract_signatory: row.isContractSignatory,
  };
}
