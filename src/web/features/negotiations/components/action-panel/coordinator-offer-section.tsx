import { Alert, Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { READABLE_ERROR } from '../../../../components/form-styles.ts';
import { localizedName } from '../../../../lib/localized-name.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { useCoordinators } from '../../api/get-coordinators.ts';
import { ActionSection } from './action-section.tsx';
import type { ActionFormProps } from './section-props.ts';

/** The operator offers the deal to a coordinator, chosen with its open deals in sight (decision 034). */
export function CoordinatorOfferSection({ tradingId, version, values, change, message, busy, pending, send }: ActionFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const coordinators = useCoordinators(true);
  return (
    <ActionSection title={t('negotiation.panel.coordinator.title')} lead={t('negotiation.panel.coordinator.lead')} testId="coordinator-section">
      {coordinators.isError && (
        <Alert color="red" role="alert">
          {t('negotiation.panel.coordinator.failed')}
        </Alert>
      )}
      <NativeSelect
        label={t('negotiation.panel.coordinator.select_label')}
        value={values.coordinator_organisation_id}
        onChange={(event) => change('coordinator_organisation_id', event.currentTarget.value)}
        data={[
          { value: '', label: t('negotiation.panel.coordinator.select_placeholder') },
          ...(coordinators.data?.items ?? []).map((coordinator) => ({
            value: coordinator.organisation_id,
            label: t('negotiation.panel.coordinator.option', { name: localizedName(coordinator, language), count: coordinator.open_deals }),
          })),
        ]}
        error={message('coordinator_organisation_id')}
        styles={READABLE_ERROR}
        disabled={busy}
        data-testid="coordinator-select"
      />
      <Group>
        <Button
          loading={pending('offer_coordinator')}
          disabled={busy}
          onClick={() => send({ tradingId, action: 'offer_coordinator', body: { version, coordinator_organisation_id: values.coordinator_organisation_id } })}
        >
          {t('negotiation.action.offer_coordinator')}
        </Button>
      </Group>
    </ActionSection>
  );
}
