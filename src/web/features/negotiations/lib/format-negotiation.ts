import type { TFunction } from 'i18next';
import type { Language, NegotiationStep } from '../../../../shared/enums.ts';
import { NEGOTIATION_STEP_ORDER, stepLabelOf } from '../../../../shared/negotiation-lifecycle.ts';
import type { NegotiationCompany, NegotiationSummary } from '../../../../shared/schemas/negotiations.ts';
import { localizedName, localizedOptionalName } from '../../../lib/localized-name.ts';

/** An industry's name in the reader's language (English when a translation is missing). */
export const industryLabel = (industry: NegotiationCompany['industry'] | null, language: Language): string | null =>
  industry ? industry[`name_${language}`] || industry.name_en : null;

/** A disclosed company's name as the reader should see it; null while it is hidden. */
export const companyName = (company: NegotiationCompany, language: Language): string | null =>
  company.disclosed ? localizedName({ name: company.name, name_en: company.name_en }, language) : null;

/** A company's financial institution in the reader's language. */
export const companyBankName = (company: NegotiationCompany, language: Language): string | null =>
  localizedOptionalName(company.bank_name ?? null, company.bank_name_en ?? null, language);

/**
 * What a hidden company may be known by (docs/product/visibility.md#hidden-names): country, industry and size band, those the
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

/** A step's name for this negotiation (step 5 reads "Assigning a coordinator" until one accepts). */
export const stepName = (negotiation: Pick<NegotiationSummary, 'step' | 'status'>, step: NegotiationStep, t: TFunction): string =>
  t(`negotiation.step.${stepLabelOf(step, negotiation)}`);

/** "Step 4 of 9: NDA decision by the applicant company". */
export function stepLine(negotiation: Pick<NegotiationSummary, 'step' | 'status'>, t: TFunction): string {
  return `${t('negotiation.step.number', { number: NEGOTIATION_STEP_ORDER[negotiation.step] })}: ${stepName(negotiation, negotiation.step, t)}`;
}

/**
 * Whom the negotiation waits on, said from the viewer's side (decision 034): "You" when the server
 * says the viewer's organisation is waited on, "Your bank (name)" for the applicant, "The other
 * company" for a party, never the name of the viewer's own role.
 */
export function waitingOnText(
  negotiation: Pick<NegotiationSummary, 'waiting_on' | 'waiting_on_viewer' | 'my_side' | 'applicant_company'>,
  language: Language,
  t: TFunction,
): string {
  const who = negotiation.waiting_on;
  if (!who) return t('negotiation.waiting_on.nobody');
  if (negotiation.waiting_on_viewer) return who === 'parties' ? t('negotiation.waiting_on.you_and_other') : t('negotiation.waiting_on.you');
  if (who === 'applicant_bank') {
    const name = companyBankName(negotiation.applicant_company, language);
    if (name) return negotiation.my_side === 'applicant' ? t('negotiation.waiting_on.your_bank', { name }) : t('negotiation.waiting_on.applicant_bank_named', { name });
  }
  if (negotiation.my_side && (who === 'offer_company' || who === 'applicant_company')) return t('negotiation.waiting_on.other_company');
  return t(`negotiation.waiting_on.${who}`);
}
