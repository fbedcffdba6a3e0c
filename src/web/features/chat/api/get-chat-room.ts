import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatApi, chatRoomStateSchema } from '../../../../shared/schemas/chat.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const chatKeys = {
  all: ['chat'] as const,
  room: (tradingId: string) => ['chat', tradingId, 'room'] as const,
  messages: (tradingId: string) => ['chat', tradingId, 'messages'] as const,
};

/** `GET negotiations/{trading_id}/chat`: the room as this viewer stands in it (may write, read up to, the receipts). */
export const getChatRoom = (tradingId: string) => apiClient.get(chatApi.room(tradingId), chatRoomStateSchema);

/**
 * The socket keeps this up to date once connected (its `ready`, `receipt` and `closed` frames are
 * written into the cache), so it is not asked again on focus.
 */
export const chatRoomQueryOptions = (tradingId: string) =>
  queryOptions({ queryKey: chatKeys.room(tradingId), queryFn: () => getChatRoom(tradingId), staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false });

export const useChatRoom = (tradingId: string) => useQuery(chatRoomQueryOptions(tradingId));
