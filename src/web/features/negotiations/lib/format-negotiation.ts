import type { TFunction } from 'i18next';
import type { Language } from '../../../../shared/enums.ts';
import { NEGOTIATION_STEP_ORDER } from '../../../../shared/negotiation-lifecycle.ts';
import type { NegotiationCompany, NegotiationSummary } from '../../../../shared/schemas/negotiations.ts';
import { localizedName, localizedOptionalName } from '../../../lib/localized-name.ts';

/** An industry's name in the reader's language (English when a translation is missing). */
export const industryLabel = (industry: NegotiationCompany['industry'], language: Language): string | null =>
  industry ? industry[`name_${language}`] || industry.name_en : null;

/** A disclosed company's name as the reader should see it; null while it is hidden. */
export const companyName = (company: NegotiationCompany, language: Language): string | null =>
  company.disclosed ? localizedName({ name: company.name, name_en: company.name_en, country: company.country }, language) : null;

/** A company's financial institution in the reader's language. */
export const companyBankName = (company: NegotiationCompany, language: Language): string | null =>
  localizedOptionalName(company.bank_name, company.bank_name_en, company.bank_country ?? company.country, language);

/** What a hidden company may be known by (PRODUCT §2): country, industry and size band. */
export function hiddenCompanyLine(company: NegotiationCompany, language: Language, t: TFunction): string {
  return t('negotiation.list.hidden_counterpart', {
    country: t(`country.${company.country}`),
    industry: industryLabel(company.industry, language) ?? t('common.not_registered'),
    size: t(`offer.hidden_company.size_band.${company.size_band}`),
  });
}

/** "Step 4 of 9: NDA decision by the applicant company". */
export function stepLine(negotiation: Pick<NegotiationSummary, 'step'>, t: TFunction): string {
  return `${t('negotiation.step.number', { number: NEGOTIATION_STEP_ORDER[negotiation.step] })}: ${t(`negotiation.step.${negotiation.step}`)}`;
}
