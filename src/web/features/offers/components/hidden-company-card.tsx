import { useTranslation } from 'react-i18next';
import type { PartnerOffer } from '../../../../shared/schemas/offer-views.ts';
import { HiddenCompanyCard } from '../../../components/hidden-company-card.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { industryName } from '../lib/format-offer.ts';

/**
 * The offer company as another company may see it before disclosure (docs/product/visibility.md#hidden-names): its country,
 * industry and size band only, as far as the server sends them (decision 032). The server's answer carries nothing else to show. Labels sit above
 * their values so the card reads well in a narrow side column.
 */
export function OfferCompanyCard({ company }: { company: PartnerOffer['company'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const items = [
    { key: 'country', label: t('offer.hidden_company.country'), value: t(`country.${company.country}`) },
    // An attribute the server withholds (it would single the company out) is absent: no row for it.
    ...(company.industry !== undefined
      ? [{ key: 'industry', label: t('offer.hidden_company.industry'), value: industryName(company.industry, language) ?? t('common.not_registered') }]
      : []),
    ...(company.size_band !== undefined ? [{ key: 'size', label: t('offer.hidden_company.size'), value: t(`offer.hidden_company.size_band.${company.size_band}`) }] : []),
  ];
  return <HiddenCompanyCard name="hidden-company" title={t('offer.hidden_company.title')} items={items} notice={t('offer.hidden_company.notice')} />;
}
