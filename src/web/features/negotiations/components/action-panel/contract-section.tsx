import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../../shared/limits.ts';
import { READABLE_ERROR } from '../../../../components/form-styles.ts';
import { ActionSection } from './action-section.tsx';
import type { ActionFormProps } from './section-props.ts';

export interface ContractSectionProps extends ActionFormProps {
  action: 'create_contract' | 'update_contract_url';
}

/** The coordinator's contract: its DocuSign address, created once and corrected while unsigned. */
export function ContractSection(props: ContractSectionProps) {
  const { tradingId, version, values, change, message, busy, pending, send, action } = props;
  const { t } = useTranslation();
  return (
    <ActionSection
      title={t('negotiation.panel.contract.title')}
      lead={action === 'create_contract' ? t('negotiation.panel.contract.create_lead') : t('negotiation.panel.contract.update_lead')}
      testId="contract-section"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ tradingId, action, body: { version, docusign_url: values.docusign_url } });
        }}
      >
        <Stack gap="sm">
          <TextInput
            type="url"
            label={t('negotiation.fields.docusign_url')}
            description={t('negotiation.fields.docusign_url_description')}
            value={values.docusign_url}
            onChange={(event) => change('docusign_url', event.currentTarget.value)}
            error={message('docusign_url')}
            styles={READABLE_ERROR}
            required
            maxLength={LIMITS.docusignUrl}
            disabled={busy}
            placeholder="https://"
            data-testid="docusign-url"
          />
          <Group>
            <Button type="submit" loading={pending(action)} disabled={busy}>
              {t(`negotiation.action.${action}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </ActionSection>
  );
}
