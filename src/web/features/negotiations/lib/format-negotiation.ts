import type { TFunction } from 'i18next';
import type { Language } from '../../../../shared/enums.ts';
import { NEGOTIATION_STEP_ORDER } from '../../../../shared/negotiation-lifecycle.ts';
import type { NegotiationCompany, NegotiationSummary } from '../../../../shared/schemas/negotiations.ts';
import { localizedName, localizedOptionalName } from '../../../lib/localized-name.ts';

/** An industry's name in the reader's language (English when a translation is missing). */
export const industryLabel = (industry: NegotiationCompany['industry'] | null, language: Language): string | null =>
  industry ? industry[`name_${language}`] || industry.name_en : null;

/** A disclosed company's name as the reader should see it; null while it is hidden. */
export const companyName = (company: NegotiationCompany, language: Language): string | null =>
  company.disclosed ? localizedName({ name: company.name, name_en: company.name_en, country: company.country }, language) : null;

/** A company's financial institution in the reader's language. */
export const companyBankName = (company: NegotiationCompany, language: Language): string | null =>
  localizedOptionalName(company.bank_name ?? null, company.bank_name_en ?? null, company.bank_country ?? company.country, language);

/**
 * What a hidden company may be known by (PRODUCT §2): country, industry and size band, those the
 * server sends (it withholds what would single the company out, decision 032), in one line.
 */
export function hiddenCompanyLine(company: NegotiationCompany, language: Language, t: TFunction): string {
  const parts = [
    t(`country.${company.country}`),
    ...(company.industry !== undefined ? [industryLabel(company.industry, language) ?? t('common.not_registered')] : []),
    ...(company.size_band !== undefined ? [t(`offer.hidden_company.size_band.${company.size_band}`)] : []),
  ];
  return parts.join(t('negotiation.list.hidden_counterpart_separator'));
}

/** "Step 4 of 9: NDA decision by the applicant company". */
export function stepLine(negotiation: Pick<NegotiationSummary, 'step'>, t: TFunction): string {
  return `${t('negotiation.step.number', { number: NEGOTIATION_STEP_ORDER[negotiation.step] })}: ${t(`negotiation.step.${negotiation.step}`)}`;
}
