import { Alert, Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { READABLE_ERROR } from '../../../../components/form-styles.ts';
import { localizedName } from '../../../../lib/localized-name.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { useCoordinators } from '../../api/get-coordinators.ts';
import { ActionSection } from './action-section.tsx';
import type { ActionFormProps } from './section-props.ts';

export interface CoordinatorOfferSectionProps extends ActionFormProps {
  /** Offer the deal (none offered now), or give it to another coordinator than `current`, which has not answered. */
  action: 'offer_coordinator' | 'reassign_coordinator';
  /** The coordinator offered the deal now (not offered again). */
  current: string | null;
}

/**
 * The operator offers the deal to a coordinator, chosen with its open deals in sight (decision
 * 034); while that one has not answered, the operator may give it to another (decision 061).
 */
export function CoordinatorOfferSection(props: CoordinatorOfferSectionProps) {
  const { tradingId, version, values, change, message, busy, pending, send, action, current } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const coordinators = useCoordinators(true);
  const reassign = action === 'reassign_coordinator';
  const choices = (coordinators.data?.items ?? []).filter((coordinator) => coordinator.organisation_id !== current);
  // No other coordinator to give the deal to: the offer can only be withdrawn (a button of the panel).
  if (reassign && coordinators.isSuccess && choices.length === 0) return null;
  return (
    <ActionSection
      title={t(reassign ? 'negotiation.panel.coordinator.reassign_title' : 'negotiation.panel.coordinator.title')}
      lead={t(reassign ? 'negotiation.panel.coordinator.reassign_lead' : 'negotiation.panel.coordinator.lead')}
      testId="coordinator-section"
    >
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
          ...choices.map((coordinator) => ({
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
          loading={pending(action)}
          disabled={busy}
          onClick={() => send({ tradingId, action, body: { version, coordinator_organisation_id: values.coordinator_organisation_id } })}
        >
          {t(`negotiation.action.${action}`)}
        </Button>
      </Group>
    </ActionSection>
  );
}
