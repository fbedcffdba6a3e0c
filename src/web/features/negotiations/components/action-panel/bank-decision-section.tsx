import { Button, Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../../shared/limits.ts';
import { NEGOTIATION_REVIEW_CHECKLIST } from '../../../../../shared/schemas/negotiations.ts';
import { DescriptionWithCount } from '../../../../components/character-count.tsx';
import { READABLE_ERROR } from '../../../../components/form-styles.ts';
import { ActionSection } from './action-section.tsx';
import type { ActionFormProps } from './section-props.ts';
import { GrowingTextarea } from '../../../../components/growing-textarea.tsx';

// Only a bank at its decision sees the checklist: its code (and Mantine's Checkbox) loads then.
const BankChecklist = lazy(async () => ({ default: (await import('../bank-checklist.tsx')).BankChecklist }));

export interface BankDecisionSectionProps extends ActionFormProps {
  approve: boolean;
  deny: boolean;
  onDeny: () => void;
}

/** The applicant's bank at its decision: the checklist and remarks to approve, or a denial with its reason. */
export function BankDecisionSection(props: BankDecisionSectionProps) {
  const { tradingId, version, values, change, message, busy, pending, send, approve, deny, onDeny } = props;
  const { checklist, remarks } = values;
  const { t } = useTranslation();
  const checklistComplete = NEGOTIATION_REVIEW_CHECKLIST.every((item) => checklist.includes(item));
  const remarksLength = remarks.trim().length;
  return (
    <ActionSection title={t('negotiation.panel.bank.title')} lead={t('negotiation.panel.bank.lead')} testId="bank-section">
      {approve && (
        <>
          <Suspense fallback={<Loader size="sm" aria-label={t('app.loading')} />}>
            <BankChecklist
              value={checklist}
              onChange={(value) => change('checklist', value)}
              error={message('checklist')}
              disabled={busy}
            />
          </Suspense>
          <GrowingTextarea
            label={t('negotiation.panel.bank.remarks_label')}
            description={
              <DescriptionWithCount
                help={t('negotiation.panel.bank.remarks_description')}
                count={t('negotiation.panel.character_count', { count: remarksLength, max: LIMITS.bankRemarks })}
                over={remarksLength > LIMITS.bankRemarks}
              />
            }
            value={remarks}
            onChange={(event) => change('remarks', event.currentTarget.value)}
            error={message('remarks')}
            styles={READABLE_ERROR}
            minRows={2}
            maxRows={8}
            disabled={busy}
          />
        </>
      )}
      <Group gap="sm">
        {approve && (
          <Button
            color="teal.9"
            disabled={!checklistComplete || busy}
            loading={pending('bank_approve')}
            aria-describedby={checklistComplete ? undefined : 'negotiation-approve-hint'}
            onClick={() =>
              send({
                tradingId,
                action: 'bank_approve',
                body: { version, checklist: checklist as typeof NEGOTIATION_REVIEW_CHECKLIST[number][], remarks: remarks.trim() || undefined },
              })
            }
          >
            {t('negotiation.action.bank_approve')}
          </Button>
        )}
        {deny && (
          <Button variant="outline" color="red.9" onClick={onDeny} disabled={busy}>
            {t('negotiation.action.bank_deny')}
          </Button>
        )}
      </Group>
      {approve && !checklistComplete && (
        <Text id="negotiation-approve-hint" size="xs" c="dimmed">
          {t('negotiation.panel.bank.approve_hint')}
        </Text>
      )}
    </ActionSection>
  );
}
