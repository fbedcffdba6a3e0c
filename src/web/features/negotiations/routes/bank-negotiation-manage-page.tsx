import { useTranslation } from 'react-i18next';
import { paths } from '../../../../shared/paths.ts';
import { NegotiationListScreen } from '../components/negotiation-list-screen.tsx';

/** `/financial-institution/negotiation-manage` (docs/product/screens-and-routes.md): the negotiations of the bank's customers, on either side, with CSV. */
export function BankNegotiationManagePage() {
  const { t } = useTranslation();
  return (
    <NegotiationListScreen
      title={t('negotiation.pages.bank_list.title')}
      lead={t('negotiation.pages.bank_list.lead')}
      hrefFor={(item) => paths.bank.negotiationDetail.getHref(item.trading_id)}
      csv
    />
  );
}
