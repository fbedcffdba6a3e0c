import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NegotiationDetail } from '../../../../../shared/schemas/negotiations.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { InfoCard, preWrap } from './info-card.tsx';

/** What happened in the negotiation, each step with when and who did it, in the order the server sends. */
export function HistoryCard({ negotiation }: { negotiation: NegotiationDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <InfoCard id="negotiation-history-title" title={t('negotiation.history.title')} testId="negotiation-history">
      {negotiation.history.length === 0 ? (
        <Text c="dimmed">{t('negotiation.history.empty')}</Text>
      ) : (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {negotiation.history.map((item, index) => (
            <li key={`${item.at}-${index}`} data-action={item.action}>
              <Text fw={600} size="sm">
                {t(`negotiation.history.action.${item.action}`)}
              </Text>
              <Text size="xs" c="dark.6">
                {formatDateTime(item.at, language)} ·{' '}
                {/* While names are hidden every side is its role; the viewer's own side is simply "your company". */}
                {item.actor === negotiation.my_side ? t('negotiation.history.by_you') : t('negotiation.history.by', { actor: t(`negotiation.side.${item.actor}`) })}
              </Text>
              {item.reason_code && <Text size="sm">{t(`negotiation.disagree_reason.${item.reason_code}`)}</Text>}
              {item.text && (
                <Text size="sm" style={preWrap}>
                  {item.text}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
    </InfoCard>
  );
}
