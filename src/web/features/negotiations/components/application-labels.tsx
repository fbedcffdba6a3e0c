import { useTranslation } from 'react-i18next';
import type { NegotiationCompany, NegotiationSummary } from '../../../../shared/schemas/negotiations.ts';
import { stepLine } from '../lib/format-negotiation.ts';
import { localizedName } from '../../../lib/localized-name.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** "Step 3 of 9: NDA decision by the offer company" (`stepLine`). */
export function useStepLabel() {
  const { t } = useTranslation();
  return (negotiation: Pick<NegotiationSummary, 'step' | 'status'>) => stepLine(negotiation, t);
}

/** The other company as the server shows it: its name once disclosed, else that it stays hidden. */
export function useCounterpartName() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (company: NegotiationCompany) =>
    company.disclosed ? localizedName({ name: company.name, name_en: company.name_en }, language) : t('negotiation_apply.history.counterpart_hidden');
}
