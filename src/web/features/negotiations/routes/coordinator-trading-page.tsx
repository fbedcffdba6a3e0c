import { useTranslation } from 'react-i18next';
import { paths } from '../../../../shared/paths.ts';
import { NegotiationListScreen } from '../components/negotiation-list-screen.tsx';

/**
 * `/coordinator/trading` (docs/product/screens-and-routes.md): the deals offered to this coordinator and those it coordinates.
 * Their pages are addressed by the contract id, set when a deal is first offered (decision 015).
 */
export function CoordinatorTradingPage() {
  const { t } = useTranslation();
  return (
    <NegotiationListScreen
      title={t('negotiation.pages.coordinator_list.title')}
      lead={t('negotiation.pages.coordinator_list.lead')}
      hrefFor={(item) => (item.contract_id ? paths.coordinator.tradingDetail.getHref(item.contract_id) : paths.coordinator.trading.getHref())}
    />
  );
}
