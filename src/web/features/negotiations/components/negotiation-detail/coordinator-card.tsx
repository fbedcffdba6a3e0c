import '@mantine/core/styles/List.layer.css';
import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NegotiationDetail } from '../../../../../shared/schemas/negotiations.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { InfoCard, preWrap } from './info-card.tsx';
import { localizedName } from '../../../../lib/localized-name.ts';

/** The coordinator assigned or asked, and the answers of those offered the negotiation. */
export function CoordinatorCard({ negotiation }: { negotiation: NegotiationDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = (org: { name: string; name_en: string | null }) => localizedName(org, language);
  return (
    <InfoCard id="negotiation-coordinator-title" title={t('negotiation.detail.coordinator_title')} testId="negotiation-coordinator">
      <Stack gap="sm">
        {negotiation.coordinator ? (
          <Group gap="xs">
            <Text fw={600} data-testid="coordinator-name">
              {name(negotiation.coordinator)}
            </Text>
            <Badge variant="light" color={negotiation.coordinator.state === 'assigned' ? 'teal' : 'yellow'} c="dark.8">
              {t(`negotiation.coordinator_state.${negotiation.coordinator.state}`)}
            </Badge>
          </Group>
        ) : (
          <Text c="dimmed">{t('negotiation.detail.coordinator_none')}</Text>
        )}
        {negotiation.coordinator_offers.length > 0 && (
          <div>
            <Text size="sm" fw={600} mb={4}>
              {t('negotiation.detail.coordinator_offers_title')}
            </Text>
            <List size="sm" data-testid="coordinator-offers">
              {negotiation.coordinator_offers.map((offer) => (
                <List.Item key={`${offer.organisation_id}-${offer.offered_at}`}>
                  {name(offer)} · {t(`negotiation.detail.coordinator_answer.${offer.answer}`)} · {t('negotiation.detail.offered_at')}:{' '}
                  {formatDate(offer.offered_at, language, { dateStyle: 'medium' })}
                  {offer.decline_reason && (
                    <Text size="sm" c="dark.6" style={preWrap}>
                      {offer.decline_reason}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </InfoCard>
  );
}
