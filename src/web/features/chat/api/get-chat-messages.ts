import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { chatApi, chatMessagePageSchema } from '../../../../shared/schemas/chat.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { chatKeys } from './get-chat-room.ts';

/** `GET negotiations/{trading_id}/chat/messages?before=`: a page of history, oldest first; without `before` the newest. */
export const getChatMessages = (tradingId: string, before: number | undefined) =>
  apiClient.get(chatApi.messages(tradingId), chatMessagePageSchema, { query: { before } });

/**
 * History loads backwards: the first page is the newest, each next page the one before it (the
 * reader scrolling up). Later messages come over the socket, never from here again.
 */
export const chatMessagesQueryOptions = (tradingId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(tradingId),
    queryFn: ({ pageParam }) => getChatMessages(tradingId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.has_more ? page.items[0]?.seq : undefined),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useChatMessages = (tradingId: string) => useInfiniteQuery(chatMessagesQueryOptions(tradingId));
