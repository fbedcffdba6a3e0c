import { notificationServerFrameSchema, type UnreadCounts } from './schemas/notifications.ts';
import { SOCKET_CLOSE_UNAUTHENTICATED } from './schemas/socket.ts';
import { ReconnectingSocket, type SocketLike, type SocketTimingOptions } from './socket-connection.ts';

export { backoffDelay } from './socket-connection.ts';

/** What the connection needs of a WebSocket (the browser's fits; tests pass a fake). */
export type InboxSocketLike = SocketLike;

export type InboxConnectionState = 'connecting' | 'open' | 'offline' | 'ended';

export interface InboxConnectionOptions extends SocketTimingOptions {
  url: string;
  createSocket: (url: string) => InboxSocketLike;
  /** Each `unread` frame: on open and whenever the counts change. */
  onUnread: (counts: UnreadCounts) => void;
  /** Each `negotiation` frame: a negotiation the viewer may see changed. */
  onNegotiation?: (tradingId: string) => void;
  /** The socket is open again after a drop: what changed meanwhile was not pushed, so ask again. */
  onReconnected?: () => void;
  /** The server closed with 4401 (the session ended): no retry; the caller asks over HTTP so the 401 rule acts. */
  onEnded?: (reason: 'unauthenticated' | 'stopped') => void;
  onState?: (state: InboxConnectionState) => void;
  pingMs?: number;
}

/**
 * The inbox socket's client (GET /api/notifications/socket; frames: schemas/notifications.ts): one
 * per signed-in page, for the bell's live unread counts and the `negotiation` notices open pages
 * listen to. The socket itself is the one reconnecting client's (socket-connection.ts, decision
 * 041, shared with the chat's): it pings every `pingMs` (25 s) and treats a socket that shows no
 * frame for `pingMs + pongTimeoutMs` as dead; a dropped socket is retried with `backoffDelay`;
 * close code 4401 ends it for good. Nothing to resume: after a drop the caller asks again
 * (`onReconnected`), and the server sends the counts on every open.
 */
export class InboxConnection {
  private readonly socket: ReconnectingSocket<'unauthenticated'>;

  constructor(options: InboxConnectionOptions) {
    this.socket = new ReconnectingSocket(
      {
        ...options,
        heartbeatMs: options.pingMs ?? 25_000,
        endCodes: { [SOCKET_CLOSE_UNAUTHENTICATED]: 'unauthenticated' },
        onOpen: (reconnected) => {
          this.socket.live();
          if (reconnected) options.onReconnected?.();
        },
        onData: (data) => {
          if (typeof data !== 'string') return;
          let json: unknown;
          try {
            json = JSON.parse(data);
          } catch {
            return;
          }
          const frame = notificationServerFrameSchema.safeParse(json);
          if (!frame.success) return;
          if (frame.data.type === 'unread') options.onUnread(frame.data.unread);
          else if (frame.data.type === 'negotiation') options.onNegotiation?.(frame.data.trading_id);
        },
        onState: (state) => options.onState?.(state === 'live' ? 'open' : state),
        onEnded: (reason) => options.onEnded?.(reason),
      },
      { minBackoffMs: 1_000, maxBackoffMs: 60_000, pongTimeoutMs: 10_000 },
    );
  }

  get state(): InboxConnectionState {
    const state = this.socket.state;
    return state === 'live' ? 'open' : state;
  }

  start(): void {
    this.socket.start();
  }

  /** Stops for good (the page unmounts). */
  stop(): void {
    if (!this.socket.started) return;
    this.socket.end('stopped');
  }

  /** The browser went offline: drop the socket and wait for `retryNow` or the backoff. */
  drop(): void {
    this.socket.drop();
  }

  /** Reconnect at once instead of waiting for the backoff (the browser's "online" event). */
  retryNow(): void {
    this.socket.retryNow();
  }
}
