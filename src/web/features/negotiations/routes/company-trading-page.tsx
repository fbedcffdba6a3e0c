import { useTranslation } from 'react-i18next';
import { paths } from '../../../../shared/paths.ts';
import { NegotiationListScreen } from '../components/negotiation-list-screen.tsx';

/** `/company/trading` (docs/product/negotiations.md): transaction management, every negotiation of the company on both sides. */
export function CompanyTradingPage() {
  const { t } = useTranslation();
  return (
    <NegotiationListScreen
      title={t('negotiation.pages.company_list.title')}
      lead={t('negotiation.pages.company_list.lead')}
      hrefFor={(item) => paths.company.tradingDetail.getHref(item.trading_id)}
      scopes
    />
  );
}
