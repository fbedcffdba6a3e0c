import { useTranslation } from 'react-i18next';
import type { NegotiationCompany } from '../../../../shared/schemas/negotiations.ts';
import { HiddenCompanyCard } from '../../../components/hidden-company-card.tsx';
import { localizedName } from '../../../lib/localized-name.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * The other company of a negotiation as the server shows it to this viewer: before both NDAs are
 * agreed, its country, industry and size band only (docs/product/visibility.md#hidden-names); its name once disclosed.
 */
export function NdaCounterpartCard({ company }: { company: NegotiationCompany }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const items = [
    ...(company.disclosed
      ? [{ key: 'name', label: t('negotiation_apply.detail.counterpart'), value: localizedName({ name: company.name, name_en: company.name_en }, language) }]
      : []),
    { key: 'country', label: t('negotiation_apply.nda.counterpart_country'), value: t(`country.${company.country}`) },
    // An attribute the server withholds (it would single the company out, decision 032) has no row.
    ...(company.industry !== undefined
      ? [{ key: 'industry', label: t('negotiation_apply.nda.counterpart_industry'), value: company.industry ? company.industry[`name_${language}`] || company.industry.name_en : t('common.not_registered') }]
      : []),
    ...(company.size_band !== undefined
      ? [{ key: 'size', label: t('negotiation_apply.nda.counterpart_size'), value: t(`offer.hidden_company.size_band.${company.size_band}`) }]
      : []),
  ];
  return (
    <HiddenCompanyCard
      name="nda-counterpart"
      title={t('negotiation_apply.nda.counterpart_title')}
      items={items}
      valueTestIdPrefix="counterpart"
      notice={company.disclosed ? undefined : t('negotiation_apply.nda.counterpart_hidden')}
    />
  );
}
