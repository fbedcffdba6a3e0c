import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NegotiationDetail } from '../../../../../shared/schemas/negotiations.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { InfoCard } from './info-card.tsx';

/**
 * The chat room, for those who may read the chat (the server sends it only to them): its state, and
 * the chat itself when the page gives one (features/chat, combined in app/routes).
 */
export function ChatRoomCard({ negotiation, chat }: { negotiation: NegotiationDetail; chat?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const room = negotiation.chat_room;
  if (!room) return null;
  const date = (at: string) => formatDate(at, language, { dateStyle: 'medium' });
  return (
    <InfoCard id="negotiation-chat-title" title={t('negotiation.detail.chat_title')} testId="negotiation-chat-room">
      <Stack gap="xs">
        {/* With the chat shown, its own banner tells when it closed. */}
        {!(chat && room.closed_at) && (
          <Text size={chat ? 'sm' : undefined} c={chat ? 'dark.6' : undefined} data-testid="chat-room-state" data-state={room.closed_at ? 'closed' : 'open'}>
            {room.closed_at ? t('negotiation.detail.chat_closed_on', { date: date(room.closed_at) }) : t('negotiation.detail.chat_open_since', { date: date(room.opened_at) })}
          </Text>
        )}
        {chat ??
          (negotiation.my_side && !room.closed_at && (
            <Text size="sm" c="dark.6">
              {t('negotiation.detail.chat_parties_note')}
            </Text>
          ))}
      </Stack>
    </InfoCard>
  );
}
