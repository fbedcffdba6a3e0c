import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Alert, Button, Checkbox, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatConnectionState } from '../../../../shared/chat-connection.ts';
import type { CHAT_SENDER_SIDES, ChatMessage } from '../../../../shared/schemas/chat.ts';
import { useUser } from '../../../lib/current-user.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useChatMessages } from '../api/get-chat-messages.ts';
import { useChatRoom } from '../api/get-chat-room.ts';
import { useChatConnection } from '../hooks/use-chat-connection.ts';
import { useChatTranslations } from '../hooks/use-chat-translations.ts';
import { detectLanguage } from '../../../../shared/text-versions.ts';
import { buildTimeline, mergeMessages } from '../lib/chat-timeline.ts';
import classes from './chat.module.css';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMessageItem, OutgoingMessageItem } from './chat-message-item.tsx';

export type ChatSide = (typeof CHAT_SENDER_SIDES)[number];

export interface ChatPanelProps {
  tradingId: string;
  /** The reader's side in the room (null for a bank or the operator): receipts show the other sides'. */
  mySide: ChatSide | null;
  /** The room closed while the page was open (the negotiation ended): the page may reload the negotiation. */
  onClosed?: () => void;
}

const STATE_COLOUR: Record<ChatConnectionState, string> = {
  connecting: 'var(--mantine-color-yellow-6)',
  live: 'var(--mantine-color-teal-7)',
  offline: 'var(--mantine-color-red-8)',
  ended: 'var(--mantine-color-gray-6)',
};

function ConnectionStatus({ state, queued }: { state: ChatConnectionState; queued: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="status" data-testid="chat-connection" data-state={state}>
      <span aria-hidden style={{ width: 10, height: 10, borderRadius: '50%', background: STATE_COLOUR[state], flex: 'none' }} />
      <Text size="sm">{t(`chat.state.${state}`)}</Text>
      {queued > 0 && state !== 'live' && (
        <Text size="sm" fw={600} data-testid="chat-waiting">
          {t('chat.waiting', { count: queued })}
        </Text>
      )}
    </Group>
  );
}

/**
 * The chat while its room and history load, drawn at the size it will have (the status line, the
 * translation switch, the message box and, for a party, the input), inert and `aria-busy`: what
 * follows on the page does not move when the messages come (a layout shift Lighthouse counted on
 * the negotiation page). A party's input is the real one; whether this reader may write is known
 * only with the room, so a party who reads only sees it go.
 */
function ChatPanelLoading({ tradingId, writes }: { tradingId: string; writes: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" inert data-testid="chat-loading">
      {/* Drawn as the connection's state line is (a dot and a line of text), so it has its height. */}
      <Group gap="xs">
        <span aria-hidden style={{ width: 10, height: 10, borderRadius: '50%', background: STATE_COLOUR.connecting, flex: 'none' }} />
        <Text size="sm">{t('chat.loading')}</Text>
      </Group>
      <Checkbox size="sm" label={t('chat.translation.auto')} checked={false} readOnly />
      <div className={classes.scroller}>
        <Loader size="sm" m="auto" aria-hidden />
      </div>
      {writes && <ChatComposer tradingId={tradingId} onSend={() => undefined} />}
    </Stack>
  );
}

/** What the page knew when it opened: how far the reader had read (the "new messages" line) and whether the room was open. */
interface AtLoad {
  unreadAfter: number;
  open: boolean;
}

/**
 * A negotiation's chat (docs/product/architecture.md#chat): the history, loaded a page at a time as the reader
 * scrolls up, then live messages over the socket; days in the reader's time zone, the "new
 * messages" line, the other side's read receipts, the connection's state and unsent messages, the
 * closed banner, and the input for those the server lets write (`may_write`, never the role).
 */
export function ChatPanel({ tradingId, mySide, onClosed }: ChatPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const me = useUser().user_id;
  const room = useChatRoom(tradingId);
  const history = useChatMessages(tradingId);
  // The room is drawn in full, once its data came, by a render of its own that React slices so the
  // page answers input meanwhile (as a page's first data is, offer-load-state.tsx). The effects
  // that place the scroll and watch the messages run again when it is there.
  const settled = useDeferredValue(!room.isPending && !history.isPending);
  const [atLoad, setAtLoad] = useState<AtLoad | null>(null);
  if (atLoad === null && room.data) setAtLoad({ unreadAfter: room.data.my_last_read_seq, open: room.data.closed_at === null });
  const [announcement, setAnnouncement] = useState('');

  const historyMessages = useMemo(() => (history.data ? [...history.data.pages].reverse().flatMap((page) => page.items) : []), [history.data]);
  const announce = (message: ChatMessage) => {
    if (message.sender.user_id === me) return;
    setAnnouncement(
      message.body.trim() === '' && message.attachment
        ? t('chat.announce_attachment', { name: message.sender.name, file: message.attachment.file_name })
        : t('chat.announce', { name: message.sender.name, text: message.body.slice(0, 300) }),
    );
  };
  const connection = useChatConnection({
    tradingId,
    enabled: history.isSuccess && atLoad?.open === true,
    after: history.data?.pages[0]?.items.at(-1)?.seq ?? 0,
    readUpTo: room.data?.my_last_read_seq ?? 0,
    onIncoming: announce,
    onClosed,
  });

  const messages = useMemo(() => mergeMessages(historyMessages, connection.live), [historyMessages, connection.live]);
  const receipts = useMemo(
    () => (room.data?.receipts ?? []).filter((receipt) => receipt.user_id !== me && receipt.side !== mySide && receipt.last_read_seq > 0),
    [room.data?.receipts, me, mySide],
  );
  const items = useMemo(() => buildTimeline(messages, { me, unreadAfter: atLoad?.unreadAfter ?? null, receipts }), [messages, me, atLoad?.unreadAfter, receipts]);

  // ---- translation (decision 050): other languages' messages by their script; translated as they
  // arrive when the reader chose so, else on a click.
  const translations = useChatTranslations(tradingId, language);
  const foreign = useMemo(
    () => new Set(messages.filter((m) => m.sender.user_id !== me && m.body.trim() !== '' && detectLanguage(m.body) !== language).map((m) => m.seq)),
    [messages, me, language],
  );
  const { auto, request } = translations;
  useEffect(() => {
    if (auto && foreign.size > 0) request([...foreign]);
  }, [auto, foreign, request]);

  // ---- scrolling: open at the first unread message (else the end), keep the place when older
  // messages come in above, follow new ones while the reader is at the end.
  const scrollerRef = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const placed = useRef(false);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const loadEarlier = () => {
    const box = scrollerRef.current;
    if (!box || !hasNextPage || isFetchingNextPage) return;
    keepFromBottom.current = box.scrollHeight - box.scrollTop;
    void fetchNextPage();
  };
  const onScroll = () => {
    const box = scrollerRef.current;
    if (!box) return;
    follow.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
    if (box.scrollTop < 48) loadEarlier();
  };
  useLayoutEffect(() => {
    const box = scrollerRef.current;
    if (!box) return;
    if (keepFromBottom.current !== null) {
      if (isFetchingNextPage) return;
      box.scrollTop = box.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
      return;
    }
    if (!placed.current) {
      if (items.length === 0) return;
      placed.current = true;
      const marker = box.querySelector<HTMLElement>('[data-testid="chat-unread"]');
      box.scrollTop = marker ? marker.offsetTop - 8 : box.scrollHeight;
      follow.current = !marker;
      return;
    }
    if (follow.current) box.scrollTop = box.scrollHeight;
  }, [items, connection.outgoing, isFetchingNextPage, settled]);

  // ---- read marks: the highest message the reader has had on screen.
  const { markRead } = connection;
  useEffect(() => {
    const box = scrollerRef.current;
    if (!box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => Number((entry.target as HTMLElement).dataset.seq));
        if (seen.length > 0) markRead(Math.max(...seen));
      },
      { root: box, threshold: 0.5 },
    );
    for (const element of box.querySelectorAll('[data-testid="chat-message"]')) observer.observe(element);
    return () => observer.disconnect();
  }, [items, markRead, settled]);

  if (!settled || room.isPending || history.isPending) return <ChatPanelLoading tradingId={tradingId} writes={mySide !== null} />;
  if (room.isError || history.isError)
    return (
      <Alert color="red" role="alert" data-testid="chat-failed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('chat.history_failed')}</Text>
          <Button size="xs" variant="default" onClick={() => void Promise.all([room.refetch(), history.refetch()])}>
            {t('chat.retry')}
          </Button>
        </Stack>
      </Alert>
    );

  const state = room.data;
  const closed = state.closed_at !== null;
  return (
    <Stack gap="sm" data-testid="chat" data-may-write={state.may_write} data-closed={closed}>
      {closed ? (
        <Alert color="gray" variant="light" data-testid="chat-closed-banner">
          {t('chat.closed_banner', { date: formatDateTime(state.closed_at ?? '', language) })}
        </Alert>
      ) : (
        atLoad?.open && <ConnectionStatus state={connection.state} queued={connection.queued} />
      )}
      <Checkbox
        size="sm"
        label={t('chat.translation.auto')}
        checked={auto}
        onChange={(event) => translations.setAuto(event.currentTarget.checked)}
        data-testid="chat-auto-translate"
      />
      <div ref={scrollerRef} className={classes.scroller} role="region" aria-label={t('chat.messages_label')} tabIndex={0} onScroll={onScroll} data-testid="chat-messages">
        <div className={classes.content}>
          {hasNextPage ? (
            <Group justify="center" mb="xs">
              <Button size="compact-sm" variant="subtle" onClick={loadEarlier} loading={isFetchingNextPage} data-testid="chat-load-earlier">
                {t('chat.load_earlier')}
              </Button>
            </Group>
          ) : (
            messages.length > 0 && (
              <Text size="xs" c="dark.6" ta="center" mb="xs">
                {t('chat.history_start')}
              </Text>
            )
          )}
          {messages.length === 0 && connection.outgoing.length === 0 && (
            <Text size="sm" c="dark.6" ta="center" py="md">
              {t('chat.empty')}
            </Text>
          )}
          <ol className={classes.list}>
            {items.map((item) => {
              if (item.kind === 'day')
                return (
                  <li key={item.key} className={classes.day}>
                    {formatDate(item.at, language, { dateStyle: 'full' })}
                  </li>
                );
              if (item.kind === 'unread')
                return (
                  <li key={item.key} className={classes.unread} data-testid="chat-unread">
                    {t('chat.new_messages')}
                  </li>
                );
              return (
                <ChatMessageItem
                  key={item.key}
                  message={item.message}
                  own={item.own}
                  readBy={item.readBy}
                  tradingId={tradingId}
                  foreign={foreign.has(item.message.seq)}
                  translation={translations.results.get(item.message.seq)}
                  onTranslate={() => request([item.message.seq])}
                />
              );
            })}
            {connection.outgoing.map((message) => (
              <OutgoingMessageItem
                key={message.client_id}
                message={message}
                live={connection.state === 'live'}
                tradingId={tradingId}
                onDismiss={() => connection.dismiss(message.client_id)}
              />
            ))}
          </ol>
        </div>
      </div>
      <VisuallyHidden role="status" aria-live="polite" data-testid="chat-announcement">
        {announcement}
      </VisuallyHidden>
      {state.may_write && !closed && (
        <ChatComposer
          tradingId={tradingId}
          onSend={(message) => {
            follow.current = true;
            connection.send(message);
          }}
        />
      )}
      {!state.may_write && !closed && (
        <Text size="sm" c="dark.6" data-testid="chat-read-only">
          {t('chat.read_only')}
        </Text>
      )}
    </Stack>
  );
}
