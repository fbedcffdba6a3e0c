import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/enum-values.ts';
import type { NegotiationStep } from '../../../../shared/enum-values.ts';
import { localizedName, type NamedOrganisation } from '../../../../shared/localized-name.ts';
import type { CancelReason, CountryPair, DashboardMeasure } from '../../../../shared/schemas/dashboards.ts';
import type { IndustryRef } from '../../../../shared/schemas/offer-views.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatHours, formatMonth, formatPercent, industryName } from './format-dashboard.ts';

/**
 * Every label and number of the dashboards in the reader's language: the page's own text (the
 * `dashboards` page section), and the whole text's words for steps, NDA reasons and countries, as
 * every negotiation page labels them (docs/product/dashboards.md).
 */
export function useDashboardText() {
  const { t } = useTranslation('dashboards');
  const language = useLanguage();
  return useMemo(() => dashboardText(t, language), [t, language]);
}

type DashboardT = ReturnType<typeof useTranslation<'dashboards'>>['t'];

function dashboardText(t: DashboardT, language: Language) {
  const country = (code: string) => t(`country.${code as 'JP' | 'TH'}`, { ns: 'translation' });
  return {
    t,
    language,
    measure: (measure: DashboardMeasure) => t(`measure.${measure}`),
    step: (step: NegotiationStep) => t(`negotiation.step.${step}`, { ns: 'translation' }),
    reason: (reason: CancelReason): string => {
      if (reason.startsWith('nda_')) {
        const code = reason.slice(4) as 'competing_company' | 'previous_transaction_problems' | 'financial_concerns' | 'company_size_mismatch' | 'other';
        return t('cancel_reason.nda', { reason: t(`negotiation.disagree_reason.${code}`, { ns: 'translation' }) });
      }
      return t(`cancel_reason.${reason as 'bank_denied' | 'request_offer_company' | 'request_applicant' | 'request'}`);
    },
    countryPair: (pair: CountryPair) => {
      const [from = '', to = ''] = pair.split('-');
      return t('country_pair', { from: country(from), to: country(to) });
    },
    industry: (industry: IndustryRef | null) => (industry ? industryName(industry, language) : t('breakdowns.no_industry')),
    organisation: (organisation: NamedOrganisation | null) => (organisation ? localizedName(organisation, language) : t('breakdowns.no_branch')),
    bankLabel: t('fields.bank_name', { ns: 'translation' }),
    branchLabel: t('fields.branch_name', { ns: 'translation' }),
    month: (month: string) => formatMonth(month, language),
    shortMonth: (month: string) => formatMonth(month, language, 'short'),
    number: (value: number) => formatNumber(value, language),
    percent: (share: number | null) => formatPercent(share, language),
    hours: (hours: number) => formatHours(hours, language),
  };
}

export type DashboardText = ReturnType<typeof dashboardText>;
