import '@mantine/core/styles/List.layer.css';
import { Badge, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NegotiationDetail } from '../../../../../shared/schemas/negotiations.ts';
import { FieldList } from '../../../../components/field-list.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { InfoCard } from './info-card.tsx';
import { TranslatableText } from './translatable-text.tsx';
import { personName } from '../../../../lib/localized-name.ts';

/** The application as the viewer may read it (docs/product/negotiations.md): details, representatives. */
export function ApplicationCard({ negotiation }: { negotiation: NegotiationDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <InfoCard id="negotiation-application-title" title={t('negotiation.detail.application_title')} testId="negotiation-application">
      <FieldList
        items={[
          { key: 'applied_at', label: t('negotiation.fields.applied_at'), value: formatDateTime(negotiation.applied_at, language) },
          {
            key: 'details',
            label: t('negotiation.fields.application_details'),
            // The server withholds the text from the offer company until the applicant's bank approves it (decision 032).
            value:
              negotiation.application_details === null ? (
                <Text c="dimmed" size="sm" data-testid="application-details-withheld">
                  {t(negotiation.bank_decision?.decision === 'deny' ? 'negotiation.fields.application_denied' : 'negotiation.fields.application_pending')}
                </Text>
              ) : (
                <TranslatableText tradingId={negotiation.trading_id} field="application_details" text={negotiation.application_details} />
              ),
          },
          {
            key: 'representatives',
            label: t('negotiation.fields.representatives'),
            value:
              negotiation.representatives === null ? (
                <Text c="dimmed" size="sm">
                  {t('negotiation.fields.hidden')}
                </Text>
              ) : (
                <List size="sm" data-testid="representatives">
                  {negotiation.representatives.map((person) => (
                    <List.Item key={person.user_id}>
                      {personName(person, language)}
                      {person.is_signatory && (
                        <Badge ml="xs" size="sm" variant="outline" color="indigo" c="dark.8">
                          {t('negotiation.detail.signatory_badge')}
                        </Badge>
                      )}
                    </List.Item>
                  ))}
                </List>
              ),
          },
        ]}
      />
    </InfoCard>
  );
}
