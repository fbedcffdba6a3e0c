import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateInCountry } from '../../../../../shared/time-zones.ts';
import { READABLE_ERROR } from '../../../../components/form-styles.ts';
import { ActionSection } from './action-section.tsx';
import type { ActionFormProps } from './section-props.ts';

export interface RecordSigningSectionProps extends ActionFormProps {
  /** When the contract was created: the signing cannot be dated before that day. */
  contractCreatedAt: string | null;
}

/**
 * The coordinator records the date both companies signed, read off the signed contract. The
 * calendar offers the days the server accepts (from the contract's creation, in Thailand's date,
 * to today in Japan's: docs/decisions/061-undo-paths.md); the server checks them again.
 */
export function RecordSigningSection(props: RecordSigningSectionProps) {
  const { tradingId, version, values, change, message, busy, pending, send, contractCreatedAt } = props;
  const { t } = useTranslation();
  const now = new Date();
  return (
    <ActionSection title={t('negotiation.panel.modal.record_signing.title')} lead={t('negotiation.panel.modal.record_signing.lead')} testId="record-signing-section">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ tradingId, action: 'record_signing', body: { version, signed_on: values.signed_on } });
        }}
      >
        <Stack gap="sm">
          <TextInput
            type="date"
            label={t('negotiation.fields.signed_on')}
            description={t('negotiation.fields.signed_on_description')}
            value={values.signed_on}
            onChange={(event) => change('signed_on', event.currentTarget.value)}
            error={message('signed_on')}
            styles={READABLE_ERROR}
            required
            min={contractCreatedAt ? dateInCountry(new Date(contractCreatedAt), 'TH') : undefined}
            max={dateInCountry(now, 'JP')}
            disabled={busy}
            data-testid="signed-on"
            w={{ base: '100%', xs: 240 }}
          />
          <Group>
            <Button type="submit" loading={pending('record_signing')} disabled={busy}>
              {t('negotiation.panel.modal.record_signing.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ActionSection>
  );
}
