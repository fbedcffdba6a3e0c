/**
 * The one reconnecting socket client (docs/decisions/041-one-socket-gateway.md): what every socket
 * of the API needs on the client's side, whatever its protocol — the chat's (chat-connection.ts:
 * hello/resume and a queue until ack) and the inbox's (inbox-connection.ts: unread counts and
 * negotiation notices). It opens the socket, pings every `heartbeatMs` and treats a socket that
 * shows no frame for `heartbeatMs + pongTimeoutMs` as dead; a dropped socket is retried with
 * `backoffDelay`; the close codes the protocol names (4401 session ended, …) end it for good.
 *
 * It has no DOM and no Node dependency: the caller passes `createSocket` (the browser's WebSocket, or
 * `ws` with a cookie header in Node) and may pass the clock and the timers (tests).
 */

/**
 * A handler whose event is checked both ways (the method-parameter rule, as React's types do): the
 * browser's `onmessage` takes a `MessageEvent`, which has the `data` read here, and so fits.
 */
type SocketHandler<E> = { handle(event: E): void }['handle'];

/** What the connection needs of a WebSocket (the browser's and the `ws` package's both fit). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: SocketHandler<unknown> | null;
  onmessage: SocketHandler<{ data: unknown }> | null;
  onclose: SocketHandler<{ code: number }> | null;
  onerror: SocketHandler<unknown> | null;
}

/**
 * `connecting`: opening (or, until the protocol calls `live`, catching up); `live`: open and
 * receiving; `offline`: waiting to retry; `ended`: stopped, or refused for good.
 */
export type SocketConnectionState = 'connecting' | 'live' | 'offline' | 'ended';

/** The timing and the injectable clock and timers every protocol's client takes. */
export interface SocketTimingOptions {
  minBackoffMs?: number;
  maxBackoffMs?: number;
  pongTimeoutMs?: number;
  random?: () => number;
  now?: () => number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export interface ReconnectingSocketOptions<R extends string> extends SocketTimingOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  /** The close codes that end the connection for good, and the reason each gives `onEnded`. */
  endCodes: Readonly<Record<number, R>>;
  heartbeatMs: number;
  /** The socket opened (`reconnected`: not for the first time): say hello, or call `live`. */
  onOpen: (reconnected: boolean) => void;
  /** Each frame's data as the socket gave it. */
  onData: (data: unknown) => void;
  onState?: (state: SocketConnectionState) => void;
  onEnded?: (reason: R | 'stopped') => void;
}

const OPEN = 1;

/**
 * The delay before reconnect attempt `attempt` (0 for the first): exponential up to `max`, with
 * full jitter over the upper part, so sockets dropped together (a server restart) do not all come
 * back in the same instant. Always at least half of `min`.
 */
export function backoffDelay(attempt: number, min: number, max: number, random: () => number): number {
  const ceiling = Math.min(max, min * 2 ** attempt);
  return Math.round(min / 2 + random() * (ceiling - min / 2));
}

export class ReconnectingSocket<R extends string> {
  private socket: SocketLike | null = null;
  private stateNow: SocketConnectionState = 'offline';
  private attempt = 0;
  private everOpened = false;
  private retryTimer: unknown = null;
  private heartbeatTimer: unknown = null;
  private lastFrameAt = 0;
  private startedNow = false;
  private readonly options: ReconnectingSocketOptions<R>;
  private readonly o: Required<Omit<SocketTimingOptions, 'setTimeout' | 'clearTimeout'>> & {
    setTimeout: (fn: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  };

  constructor(options: ReconnectingSocketOptions<R>, defaults: { minBackoffMs: number; maxBackoffMs: number; pongTimeoutMs: number }) {
    this.options = options;
    this.o = {
      minBackoffMs: options.minBackoffMs ?? defaults.minBackoffMs,
      maxBackoffMs: options.maxBackoffMs ?? defaults.maxBackoffMs,
      pongTimeoutMs: options.pongTimeoutMs ?? defaults.pongTimeoutMs,
      random: options.random ?? Math.random,
      now: options.now ?? (() => Date.now()),
      setTimeout: options.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms)),
      clearTimeout: options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>)),
    };
  }

  get state(): SocketConnectionState {
    return this.stateNow;
  }

  get started(): boolean {
    return this.startedNow;
  }

  /** The injectable timer, for a protocol's own delays (a rate-limited send sent again later). */
  later(fn: () => void, ms: number): unknown {
    return this.o.setTimeout(fn, ms);
  }

  get minBackoffMs(): number {
    return this.o.minBackoffMs;
  }

  start(): void {
    if (this.startedNow) return;
    this.startedNow = true;
    this.connect();
  }

  /** Caught up: the state is `live` and the next drop's backoff starts from the first step again. */
  live(): void {
    this.attempt = 0;
    this.setState('live');
  }

  /** Sends a frame if the socket is open; a failing send drops the socket. */
  write(frame: unknown): void {
    if (this.socket?.readyState !== OPEN) return;
    try {
      this.socket.send(JSON.stringify(frame));
    } catch {
      this.lost();
    }
  }

  /** Drops the current socket as if the network had (tests, and the browser's "offline" event). */
  drop(): void {
    if (this.startedNow && this.socket) this.lost();
  }

  /** Reconnects now instead of waiting for the backoff (the browser's "online" event). */
  retryNow(): void {
    if (!this.startedNow || this.socket) return;
    this.clearRetry();
    this.connect();
  }

  /** The socket cannot be trusted (a gap in what it sent): drop it and reconnect with backoff. */
  lost(): void {
    const socket = this.socket;
    this.socket = null;
    this.stopHeartbeat();
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      try {
        socket.close();
      } catch {
        // Already closed.
      }
    }
    if (this.startedNow && this.stateNow !== 'ended') this.scheduleRetry();
  }

  /** Ends the connection for good. */
  end(reason: R | 'stopped'): void {
    const wasEnded = this.stateNow === 'ended';
    this.startedNow = false;
    this.clearRetry();
    this.lost();
    this.setState('ended');
    if (!wasEnded) this.options.onEnded?.(reason);
  }

  // ---- internals ------------------------------------------------------------------------------

  private connect(): void {
    this.setState('connecting');
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    this.lastFrameAt = this.o.now();
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.lastFrameAt = this.o.now();
      this.options.onOpen(reconnected);
      if (this.socket === socket) this.startHeartbeat();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.lastFrameAt = this.o.now();
      this.options.onData(event.data);
    };
    socket.onerror = () => {
      // A close event follows an error; it decides what happens next.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      const reason = this.options.endCodes[event.code];
      if (reason !== undefined) this.end(reason);
      else this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    if (!this.startedNow) return;
    this.setState('offline');
    this.clearRetry();
    const delay = backoffDelay(this.attempt, this.o.minBackoffMs, this.o.maxBackoffMs, this.o.random);
    this.attempt += 1;
    this.retryTimer = this.o.setTimeout(() => {
      this.retryTimer = null;
      if (this.startedNow) this.connect();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.o.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    const tick = () => {
      this.heartbeatTimer = null;
      if (!this.socket) return;
      if (this.o.now() - this.lastFrameAt > this.options.heartbeatMs + this.o.pongTimeoutMs) {
        this.lost();
        return;
      }
      this.write({ type: 'ping' });
      if (this.socket) this.heartbeatTimer = this.o.setTimeout(tick, this.options.heartbeatMs);
    };
    this.heartbeatTimer = this.o.setTimeout(tick, this.options.heartbeatMs);
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer !== null) this.o.clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }

  private setState(state: SocketConnectionState): void {
    if (this.stateNow === state) return;
    this.stateNow = state;
    this.options.onState?.(state);
  }
}
