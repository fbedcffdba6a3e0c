import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NegotiationDetail } from '../../../../../shared/schemas/negotiations.ts';
import { ExternalLink } from '../../../../components/external-link.tsx';
import { FieldList } from '../../../../components/field-list.tsx';
import { formatDate, formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { InfoCard } from './info-card.tsx';

/** The contract's DocuSign address, the date it was signed and when the coordinator recorded that. */
export function ContractCard({ negotiation }: { negotiation: NegotiationDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const contract = negotiation.contract;
  return (
    <InfoCard id="negotiation-contract-title" title={t('negotiation.detail.contract_title')} testId="negotiation-contract">
      {contract ? (
        <FieldList
          items={[
            {
              key: 'docusign',
              label: t('negotiation.fields.docusign_url'),
              value: (
                <ExternalLink href={contract.docusign_url} data-testid="docusign-link" style={{ overflowWrap: 'anywhere' }}>
                  {t('negotiation.detail.open_docusign')}
                </ExternalLink>
              ),
            },
            {
              key: 'signed_on',
              label: t('negotiation.fields.signed_on'),
              value: contract.signed_on ? formatDate(contract.signed_on, language) : <Text c="dimmed">{t('negotiation.detail.not_signed')}</Text>,
            },
            ...(contract.signed_at ? [{ key: 'signed_at', label: t('negotiation.fields.signed_at'), value: formatDateTime(contract.signed_at, language) }] : []),
          ]}
        />
      ) : (
        <Text c="dimmed">{t('negotiation.detail.contract_none')}</Text>
      )}
    </InfoCard>
  );
}
