import { useTranslation } from 'react-i18next';
import { paths } from '../../../../shared/paths.ts';
import { localizedName } from '../../../lib/localized-name.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { NegotiationListScreen } from '../components/negotiation-list-screen.tsx';

/** `/kokopelli/negotiation-manage` (docs/product/screens-and-routes.md): every negotiation, with bank and country filters and CSV. */
export function OperatorNegotiationManagePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useRuntimeConfig();
  // The banks a company can belong to (the administration office is not one).
  const bankOptions = config.banks.filter((bank) => bank.role === 'bank').map((bank) => ({ value: bank.bank_code, label: localizedName(bank, language) }));
  return (
    <NegotiationListScreen
      title={t('negotiation.pages.operator_list.title')}
      lead={t('negotiation.pages.operator_list.lead')}
      hrefFor={(item) => paths.kokopelli.negotiationDetail.getHref(item.trading_id)}
      bankOptions={bankOptions}
      csv
    />
  );
}
