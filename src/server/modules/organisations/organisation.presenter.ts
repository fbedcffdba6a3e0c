import type { Company } from '../../../shared/schemas/session.ts';
import type { OrganisationProfileRow } from './organisations.repository.ts';

/** Shapes an organisation for the API; every field is named here so no column leaks by accident. */
export function presentCompany(row: OrganisationProfileRow): Company {
  return {
    company_id: row.id,
    bank_code: row.bankCode,
    role: row.role,
    name: row.name,
    name_en: row.nameEn,
    name_kana: row.nameKana,
    corporate_number: row.corporateNumber,
    country: row.country as Company['country'],
    postal_code: row.postalCode,
    address: row.address,
    address_en: row.addressEn,
    representative_name: row.representativeName,
    representative_name_en: row.representativeNameEn,
    representative_birth_date: row.representativeBirthDate,
    beneficial_owner_name: row.beneficialOwnerName,
    beneficial_owner_name_en: row.beneficialOwnerNameEn,
    established_on: row.establishedOn,
    employee_count: row.employeeCount,
    website: row.website,
    phone: row.phone,
    business_description: row.businessDescription,
    business_description_en: row.businessDescriptionEn,
    official_language: row.officialLanguage,
    bank_name: row.bankName,
    bank_name_en: row.bankNameEn,
    bank_country: row.bankCountry as Company['bank_country'],
    branch_name: row.branchName,
    branch_name_en: row.branchNameEn,
  };
}
