import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NegotiationDetail } from '../../../../../shared/schemas/negotiations.ts';
import { FieldList } from '../../../../components/field-list.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { InfoCard } from './info-card.tsx';
import { TranslatableText } from './translatable-text.tsx';

/** The bank's decision and both companies' NDA decisions. */
export function DecisionsCard({ negotiation }: { negotiation: NegotiationDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nda = (side: 'offer_company' | 'applicant') => {
    const decision = negotiation.nda[side];
    if (!decision) return <Text c="dimmed">{t('negotiation.detail.nda_undecided')}</Text>;
    return (
      <Stack gap={2}>
        <Text fw={600}>
          {t(`negotiation.detail.nda_decision.${decision.decision}`)} · {formatDate(decision.decided_at, language, { dateStyle: 'medium' })}
        </Text>
        {decision.reason_code && (
          <Text size="sm">
            {t('negotiation.disagree_reason.label')}: {t(`negotiation.disagree_reason.${decision.reason_code}`)}
          </Text>
        )}
        {decision.reason_text && <TranslatableText tradingId={negotiation.trading_id} field={side === 'offer_company' ? 'nda_offer_company' : 'nda_applicant'} text={decision.reason_text} />}
      </Stack>
    );
  };
  const bank = negotiation.bank_decision;
  return (
    <InfoCard id="negotiation-decisions-title" title={t('negotiation.detail.nda_title')} testId="negotiation-decisions">
      <FieldList
        items={[
          {
            key: 'bank',
            label: t('negotiation.detail.bank_decision_title'),
            value: bank ? (
              <Stack gap={2}>
                <Text fw={600}>
                  {t(`negotiation.detail.bank_decision.${bank.decision}`)} · {formatDate(bank.decided_at, language, { dateStyle: 'medium' })}
                </Text>
                {bank.text && <TranslatableText tradingId={negotiation.trading_id} field="bank_decision" text={bank.text} />}
              </Stack>
            ) : (
              <Text c="dimmed">{t('negotiation.detail.nda_undecided')}</Text>
            ),
          },
          { key: 'nda_offer_company', label: t('negotiation.side.offer_company'), value: nda('offer_company') },
          { key: 'nda_applicant', label: t('negotiation.side.applicant'), value: nda('applicant') },
        ]}
      />
    </InfoCard>
  );
}
