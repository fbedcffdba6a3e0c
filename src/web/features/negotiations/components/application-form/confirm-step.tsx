import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_CHECKBOXES } from '../../../../../shared/schemas/negotiations.ts';
import { normalizeText } from '../../../../../shared/schemas/offer.ts';
import type { User } from '../../../../../shared/schemas/session.ts';
import type { ApplicationFormValues } from '../../lib/application-form-values.ts';
import { personName } from '../../../../lib/localized-name.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { ApplicationSteps } from '../application-steps.tsx';

export interface ConfirmStepProps {
  offerTitle: string;
  values: ApplicationFormValues;
  /** The company's users the representatives and the signatory are among. */
  members: readonly User[];
  headingRef: Ref<HTMLHeadingElement>;
  /** Why the server refused the application, if it did. */
  refusal: ReactNode;
  pending: boolean;
  onBack: () => void;
  onSend: () => void;
}

/** The application's final confirmation (step 1 of docs/product/negotiations.md): what is sent, then "Apply". */
export function ConfirmStep({ offerTitle, values, members, headingRef, refusal, pending, onBack, onSend }: ConfirmStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const signatory = members.find((member) => member.user_id === values.signatory_user_id);
  return (
    <Stack gap="lg">
      <ApplicationSteps current="confirm" />
      <div>
        <Title order={1} ref={headingRef} tabIndex={-1}>
          {t('negotiation_apply.confirm.title')}
        </Title>
        <Text mt="xs">{t('negotiation_apply.confirm.lead')}</Text>
      </div>
      <Card padding="lg" data-testid="apply-confirm">
        <Stack component="dl" gap="md" m={0}>
          <div>
            <Text component="dt" size="sm" fw={600} c="gray.7">
              {t('negotiation_apply.form.offer')}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {offerTitle}
            </Text>
          </div>
          <div>
            <Text component="dt" size="sm" fw={600} c="gray.7">
              {t('negotiation.application.details')}
            </Text>
            <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {normalizeText(values.application_details)}
            </Text>
          </div>
          <div>
            <Text component="dt" size="sm" fw={600} c="gray.7">
              {t('negotiation.application.representatives')}
            </Text>
            <Text component="dd" m={0}>
              {members
                .filter((member) => values.representative_user_ids.includes(member.user_id))
                .map((user) => personName(user, language))
                .join(', ')}
            </Text>
          </div>
          <div>
            <Text component="dt" size="sm" fw={600} c="gray.7">
              {t('negotiation.application.signatory')}
            </Text>
            <Text component="dd" m={0}>
              {signatory ? personName(signatory, language) : ''}
            </Text>
          </div>
          {APPLICATION_CHECKBOXES.map((box) => (
            <div key={box}>
              <Text component="dt" size="sm" fw={600} c="gray.7">
                {t('negotiation_apply.confirm.agreed')}
              </Text>
              <Text component="dd" m={0}>
                ✓ {t(`negotiation.application.checkbox.${box}`)}
              </Text>
            </div>
          ))}
        </Stack>
      </Card>
      {refusal}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack} disabled={pending}>
          {t('negotiation_apply.confirm.back')}
        </Button>
        <Button onClick={onSend} loading={pending} data-testid="apply-submit">
          {t('negotiation_apply.confirm.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
