import type { Company } from '../../../shared/schemas/session.ts';
import type { Country } from '../../../shared/enums.ts';
import type { SizeBand } from '../../../shared/size-bands.ts';
import { hiddenCardShows, type ProfileFieldGroup } from './organisations.policy.ts';
import type { HiddenCardRow, OrganisationProfileRow } from './organisations.repository.ts';

/**
 * Shapes an organisation for the API; every field is named here so no column leaks by accident.
 * `groups`: the parts of the profile the organisation policy gives this viewer (`profileView`);
 * the customer-verification fields and the branch are left out, not nulled, for whom they are not.
 */
export function presentCompany(row: OrganisationProfileRow, groups: readonly ProfileFieldGroup[]): Company {
  const company: Company = {
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
  };
  if (groups.includes('verification')) {
    company.representative_birth_date = row.representativeBirthDate;
    company.beneficial_owner_name = row.beneficialOwnerName;
    company.beneficial_owner_name_en = row.beneficialOwnerNameEn;
  }
  if (groups.includes('branch')) {
    company.branch_name = row.branchName;
    company.branch_name_en = row.branchNameEn;
  }
  return company;
}

interface IndustryRef {
  code: string;
  name_en: string;
  name_ja: string;
  name_th: string;
}

/**
 * A hidden company's card as the organisation policy coarsens it (`hiddenCardShows`): the country,
 * and the industry (its middle group or major division; null when none is registered) and size
 * band only when its level keeps them; withheld attributes are left out. `bank`: whether the card
 * names the bank. A company without a card (not an enterprise) shows its country alone.
 */
export function presentHiddenCard(
  card: HiddenCardRow | undefined,
  bankKnown: boolean,
  company: { country: Country; industry: IndustryRef | null },
): { card: { country: Country; industry?: IndustryRef | null; size_band?: SizeBand }; bank: boolean } {
  if (!card) return { card: { country: company.country }, bank: bankKnown };
  const shows = hiddenCardShows(bankKnown ? card.levelBankKnown : card.level, bankKnown);
  const major = card.major && { code: card.major.code, name_en: card.major.nameEn, name_ja: card.major.nameJa, name_th: card.major.nameTh };
  return {
    card: {
      country: company.country,
      ...(shows.industry === 'middle' ? { industry: company.industry } : shows.industry === 'major' ? { industry: major } : {}),
      ...(shows.size ? { size_band: card.band } : {}),
    },
    bank: shows.bank,
  };
}
