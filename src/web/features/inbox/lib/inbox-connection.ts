import { CHAT_CLOSE_UNAUTHENTICATED } from '../../../../shared/schemas/chat.ts';
import { notificationServerFrameSchema, type UnreadCounts } from '../../../../shared/schemas/notifications.ts';

/** A handler whose event is checked both ways (method-parameter bivariance), so the browser's WebSocket fits. */
type SocketHandler<E> = { handle(event: E): void }['handle'];

/** What the connection needs of a WebSocket (the browser's fits; tests pass a fake). */
export interface InboxSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: SocketHandler<unknown> | null;
  onmessage: SocketHandler<{ data: unknown }> | null;
  onclose: SocketHandler<{ code: number }> | null;
  onerror: SocketHandler<unknown> | null;
}

export type InboxConnectionState = 'connecting' | 'open' | 'offline' | 'ended';

export interface InboxConnectionOptions {
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
  pongTimeoutMs?: number;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  random?: () => number;
  now?: () => number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

const OPEN = 1;

/**
 * The delay before reconnect attempt `attempt` (0 for the first): exponential up to `max`, with
 * jitter over the upper part, so sockets dropped together (a server restart) do not all come back
 * in the same instant. Always at least half of `min`.
 */
export function backoffDelay(attempt: number, min: number, max: number, random: () => number): number {
  const ceiling = Math.min(max, min * 2 ** attempt);
  return Math.round(min / 2 + random() * (ceiling - min / 2));
}

/**
 * The inbox socket's client: one per signed-in page. It pings every `pingMs` (25 s) and
 * treats a socket that shows no frame for `pingMs + pongTimeoutMs` as dead; a dropped socket is
 * retried with `backoffDelay`; close code 4401 ends it for good. No DOM dependency: the timers and
 * the socket are injectable, so the behaviour is unit-tested.
 */
export class InboxConnection {
  private socket: InboxSocketLike | null = null;
  private attempt = 0;
  private everOpened = false;
  private started = false;
  private stateNow: InboxConnectionState = 'offline';
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;
  private lastFrameAt = 0;
  private readonly options: InboxConnectionOptions;
  private readonly o: Required<Pick<InboxConnectionOptions, 'pingMs' | 'pongTimeoutMs' | 'minBackoffMs' | 'maxBackoffMs' | 'random' | 'now'>> & {
    setTimeout: (fn: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  };

  constructor(options: InboxConnectionOptions) {
    this.options = options;
    this.o = {
      pingMs: options.pingMs ?? 25_000,
      pongTimeoutMs: options.pongTimeoutMs ?? 10_000,
      minBackoffMs: options.minBackoffMs ?? 1_000,
      maxBackoffMs: options.maxBackoffMs ?? 60_000,
      random: options.random ?? Math.random,
      now: options.now ?? Date.now,
      setTimeout: options.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms)),
      clearTimeout: options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>)),
    };
  }

  get state(): InboxConnectionState {
    return this.stateNow;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.connect();
  }

  /** Stops for good (the page unmounts). */
  stop(): void {
    if (!this.started) return;
    this.end('stopped');
  }

  /** The browser went offline: drop the socket and wait for `retryNow` or the backoff. */
  drop(): void {
    if (this.started && this.socket) this.lost();
  }

  /** Reconnect at once instead of waiting for the backoff (the browser's "online" event). */
  retryNow(): void {
    if (!this.started || this.socket) return;
    this.clearRetry();
    this.connect();
  }

  private connect(): void {
    this.setState('connecting');
    let socket: InboxSocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.attempt = 0;
      this.lastFrameAt = this.o.now();
      this.setState('open');
      this.startPing();
      if (reconnected) this.options.onReconnected?.();
    };
    socket.onmessage = (event) => {
      this.lastFrameAt = this.o.now();
      if (typeof event.data !== 'string') return;
      let json: unknown;
      try {
        json = JSON.parse(event.data);
      } catch {
        return;
      }
      const frame = notificationServerFrameSchema.safeParse(json);
      if (!frame.success) return;
      if (frame.data.type === 'unread') this.options.onUnread(frame.data.unread);
      else if (frame.data.type === 'negotiation') this.options.onNegotiation?.(frame.data.trading_id);
    };
    socket.onclose = (event) => {
      if (event.code === CHAT_CLOSE_UNAUTHENTICATED) this.end('unauthenticated');
      else this.lost();
    };
    socket.onerror = () => {
      // A close event follows; nothing to do here.
    };
  }

  private lost(): void {
    const socket = this.socket;
    this.socket = null;
    this.stopPing();
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      try {
        socket.close();
      } catch {
        // Already closed.
      }
    }
    if (this.started) this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (!this.started) return;
    this.setState('offline');
    this.clearRetry();
    const delay = backoffDelay(this.attempt, this.o.minBackoffMs, this.o.maxBackoffMs, this.o.random);
    this.attempt += 1;
    this.retryTimer = this.o.setTimeout(() => {
      this.retryTimer = null;
      if (this.started) this.connect();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.o.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private startPing(): void {
    this.stopPing();
    const tick = () => {
      this.pingTimer = null;
      const socket = this.socket;
      if (!socket) return;
      if (this.o.now() - this.lastFrameAt > this.o.pingMs + this.o.pongTimeoutMs) {
        this.lost();
        return;
      }
      if (socket.readyState === OPEN) {
        try {
          socket.send(JSON.stringify({ type: 'ping' }));
        } catch {
          this.lost();
          return;
        }
      }
      this.pingTimer = this.o.setTimeout(tick, this.o.pingMs);
    };
    this.pingTimer = this.o.setTimeout(tick, this.o.pingMs);
  }

  private stopPing(): void {
    if (this.pingTimer !== null) this.o.clearTimeout(this.pingTimer);
    this.pingTimer = null;
  }

  private end(reason: 'unauthenticated' | 'stopped'): void {
    this.started = false;
    this.clearRetry();
    this.lost();
    const wasEnded = this.stateNow === 'ended';
    this.setState('ended');
    if (!wasEnded) this.options.onEnded?.(reason);
  }

  private setState(state: InboxConnectionState): void {
    if (this.stateNow === state) return;
    this.stateNow = state;
    this.options.onState?.(state);
  }
}
