import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChatConnection, type ChatConnectionState } from '../../../../shared/chat-connection.ts';
import type { ErrorCode } from '../../../../shared/error-codes.ts';
import type { ChatAttachment, ChatMessage, ChatReceipt, ChatRoomState } from '../../../../shared/schemas/chat.ts';
import { chatSocketUrl, createChatSocket } from '../api/chat-socket.ts';
import { chatKeys } from '../api/get-chat-room.ts';

/** A message this browser sent that the server has not stored yet, or refused (`failure`). */
export interface OutgoingMessage {
  client_id: string;
  body: string;
  attachment: ChatAttachment | null;
  failure: ErrorCode | null;
}

export interface ChatConnectionView {
  state: ChatConnectionState;
  /** Messages sent and not yet acknowledged (kept while offline, sent again on reconnect). */
  queued: number;
  /** Messages that came over the socket, in `seq` order. */
  live: ChatMessage[];
  outgoing: OutgoingMessage[];
  send: (message: { client_id: string; body: string; attachment: ChatAttachment | null }) => void;
  dismiss: (clientId: string) => void;
  /** The reader has seen the messages up to `seq` (sent when live and the page is visible). */
  markRead: (seq: number) => void;
}

interface Options {
  tradingId: string;
  /** Start only once the history's newest page is in: `after` is its last `seq`. */
  enabled: boolean;
  after: number;
  /** How far the reader had read already: no read mark is sent for less. */
  readUpTo: number;
  onIncoming?: (message: ChatMessage) => void;
  onClosed?: () => void;
}

const upsertReceipt = (receipts: ChatReceipt[], receipt: ChatReceipt) => [...receipts.filter((r) => r.user_id !== receipt.user_id), receipt];

/**
 * The room's live side, through the one protocol client (src/shared/chat-connection.ts): the socket
 * replays what came after the history page and then delivers live; the room state it announces
 * (`ready`, receipts, `closed`) goes into the room query's cache, so the page reads it in one place.
 * The browser's offline and online events drop the socket and retry at once.
 */
export function useChatConnection({ tradingId, enabled, after, readUpTo, onIncoming, onClosed }: Options): ChatConnectionView {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ state: ChatConnectionState; queued: number }>({ state: 'connecting', queued: 0 });
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const connectionRef = useRef<ChatConnection | null>(null);
  const read = useRef({ wanted: 0, sent: 0 });
  const callbacks = useRef({ onIncoming, onClosed });
  // Read when the connection starts: where the history ends and how far the reader had read.
  const start = useRef({ after, readUpTo });
  useEffect(() => {
    callbacks.current = { onIncoming, onClosed };
    start.current = { after, readUpTo };
  });

  const flushRead = useCallback(() => {
    const connection = connectionRef.current;
    const { wanted, sent } = read.current;
    if (!connection || connection.state !== 'live' || wanted <= sent || document.visibilityState !== 'visible') return;
    connection.markRead(wanted);
    read.current.sent = wanted;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const known = start.current.readUpTo;
    read.current = { wanted: Math.max(read.current.wanted, known), sent: Math.max(read.current.sent, known) };
    const setRoom = (update: (room: ChatRoomState) => ChatRoomState) =>
      queryClient.setQueryData<ChatRoomState>(chatKeys.room(tradingId), (room) => (room ? update(room) : room));
    const connection = new ChatConnection({
      url: chatSocketUrl(tradingId),
      createSocket: createChatSocket,
      after: start.current.after,
      onMessage: (message) => {
        setLive((messages) => [...messages, message]);
        // The stored message replaces the pending one, whichever of `message` and `ack` comes first.
        setOutgoing((list) => list.filter((o) => o.client_id !== message.client_id));
        callbacks.current.onIncoming?.(message);
      },
      onReady: (room) => {
        queryClient.setQueryData(chatKeys.room(tradingId), room);
        flushRead();
      },
      onReceipt: (receipt) => setRoom((room) => ({ ...room, receipts: upsertReceipt(room.receipts, receipt) })),
      onClosed: (closedAt) => {
        setRoom((room) => ({ ...room, closed_at: closedAt, may_write: false }));
        callbacks.current.onClosed?.();
      },
      onAck: (clientId) => setOutgoing((list) => list.filter((o) => o.client_id !== clientId)),
      onNack: (clientId, code) => setOutgoing((list) => list.map((o) => (o.client_id === clientId ? { ...o, failure: code } : o))),
      onState: (next, queued) => setState({ state: next, queued }),
      // The server ended the socket for good (session over, or no longer a reader): asking for the
      // room again over HTTP lets the api client's one session rule act (401 → sign-in).
      onEnded: (reason) => {
        if (reason !== 'stopped') void queryClient.invalidateQueries({ queryKey: chatKeys.room(tradingId) });
      },
    });
    connectionRef.current = connection;
    const goOffline = () => connection.drop();
    const goOnline = () => connection.retryNow();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    document.addEventListener('visibilitychange', flushRead);
    connection.start();
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      document.removeEventListener('visibilitychange', flushRead);
      connection.stop();
      connectionRef.current = null;
    };
  }, [enabled, tradingId, queryClient, flushRead]);

  const send = useCallback((message: { client_id: string; body: string; attachment: ChatAttachment | null }) => {
    const connection = connectionRef.current;
    if (!connection) return;
    setOutgoing((list) => [...list, { ...message, failure: null }]);
    connection.send({ client_id: message.client_id, body: message.body, attachment_id: message.attachment?.id ?? null });
  }, []);

  const dismiss = useCallback((clientId: string) => setOutgoing((list) => list.filter((o) => o.client_id !== clientId)), []);

  const markRead = useCallback(
    (seq: number) => {
      if (seq <= read.current.wanted) return;
      read.current.wanted = seq;
      flushRead();
    },
    [flushRead],
  );

  return { ...state, live, outgoing, send, dismiss, markRead };
}
