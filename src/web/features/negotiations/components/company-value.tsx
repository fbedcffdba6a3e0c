import { useTranslation } from 'react-i18next';
import type { NegotiationCompany } from '../../../../shared/schemas/negotiations.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { companyName, hiddenCompanyLine } from '../lib/format-negotiation.ts';

/** A company as this viewer may know it: its name once disclosed, else country, industry and size band. */
export function CompanyValue({ company }: { company: NegotiationCompany }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = companyName(company, language);
  if (name) return <span data-testid="company-name">{name}</span>;
  return (
    <span data-testid="company-hidden">
      {hiddenCompanyLine(company, language, t)}
    </span>
  );
}

