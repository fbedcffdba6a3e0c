import {
  CHAT_CLOSE_NOT_FOUND,
  CHAT_CLOSE_UNAUTHENTICATED,
  chatServerFrameSchema,
  type ChatClientFrame,
  type ChatMessage,
  type ChatReceipt,
  type ChatRoomState,
} from './schemas/chat.ts';
import type { ErrorCode } from './error-codes.ts';

/**
 * One client's connection to one negotiation chat room (docs/decisions/020): the browser's
 * chat page, the fault test's and the benchmark's Node clients all use this class, so the protocol
 * has one client. It keeps the promise of the socket protocol (src/shared/schemas/chat.ts):
 *
 * - it remembers the highest `seq` it holds and says so in `hello` on every (re)connect, so the
 *   server replays exactly what is missing; a message arrives at `onMessage` once, in `seq` order
 *   (a duplicate is dropped; a gap, which the server never sends, makes it reconnect to resync);
 * - every message it is asked to send stays in its queue, under its client id, until the server
 *   acknowledges it (`ack`) or refuses it (`nack`; `rate_limited` is no refusal: that one is sent
 *   again a moment later), and is sent again after each reconnect (the
 *   server stores one message per client id, so a retry never doubles it);
 * - it pings every `heartbeatMs`; a connection that shows no frame for `heartbeatMs + pongTimeoutMs`
 *   is dead and is dropped; a dropped connection is retried with exponential backoff and jitter;
 * - the close codes 4401 (session ended) and 4404 (not a member) end it for good (`ended`).
 *
 * It has no DOM and no Node dependency: the caller passes `createSocket` (the browser's WebSocket, or
 * `ws` with a cookie header in Node) and may pass the timers (tests).
 */

/**
 * A handler whose event is checked both ways (the method-parameter rule, as React's types do): the
 * browser's `onmessage` takes a `MessageEvent`, which has the `data` read here, and so fits.
 */
type SocketHandler<E> = { handle(event: E): void }['handle'];

/** What the connection needs of a WebSocket (the browser's and the `ws` package's both fit). */
export interface ChatSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: SocketHandler<unknown> | null;
  onmessage: SocketHandler<{ data: unknown }> | null;
  onclose: SocketHandler<{ code: number }> | null;
  onerror: SocketHandler<unknown> | null;
}

/**
 * `connecting`: opening or replaying; `live`: caught up and receiving; `offline`: waiting to retry
 * (queued messages are kept); `ended`: stopped, or refused for good (session ended, not a member).
 */
export type ChatConnectionState = 'connecting' | 'live' | 'offline' | 'ended';

export interface ChatOutgoing {
  client_id: string;
  body: string;
  attachment_id: string | null;
}

export interface ChatConnectionOptions {
  url: string;
  createSocket: (url: string) => ChatSocketLike;
  /** The highest `seq` the caller already holds (0 for none). */
  after?: number;
  onMessage: (message: ChatMessage) => void;
  onReady?: (room: ChatRoomState) => void;
  onReceipt?: (receipt: ChatReceipt) => void;
  onClosed?: (closedAt: string) => void;
  onAck?: (clientId: string, message: ChatMessage) => void;
  onNack?: (clientId: string, code: ErrorCode, message: string) => void;
  /** Every change of state, with how many messages wait to be acknowledged. */
  onState?: (state: ChatConnectionState, queued: number) => void;
  /** The reason the connection ended for good: 'unauthenticated' (4401) or 'not_found' (4404). */
  onEnded?: (reason: 'unauthenticated' | 'not_found' | 'stopped') => void;
  heartbeatMs?: number;
  pongTimeoutMs?: number;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  random?: () => number;
  newId?: () => string;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

const OPEN = 1;

export class ChatConnection {
  private socket: ChatSocketLike | null = null;
  private lastSeq: number;
  private readonly queue = new Map<string, ChatOutgoing>();
  private stateNow: ChatConnectionState = 'offline';
  private attempt = 0;
  private retryTimer: unknown = null;
  private heartbeatTimer: unknown = null;
  private lastFrameAt = 0;
  private started = false;
  private readonly o: Required<
    Pick<ChatConnectionOptions, 'heartbeatMs' | 'pongTimeoutMs' | 'minBackoffMs' | 'maxBackoffMs' | 'random' | 'newId'>
  > & { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };

  private readonly options: ChatConnectionOptions;

  constructor(options: ChatConnectionOptions) {
    this.options = options;
    this.lastSeq = options.after ?? 0;
    this.o = {
      heartbeatMs: options.heartbeatMs ?? 15_000,
      pongTimeoutMs: options.pongTimeoutMs ?? 10_000,
      minBackoffMs: options.minBackoffMs ?? 500,
      maxBackoffMs: options.maxBackoffMs ?? 15_000,
      random: options.random ?? Math.random,
      newId: options.newId ?? (() => globalThis.crypto.randomUUID()),
      setTimeout: options.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms)),
      clearTimeout: options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>)),
    };
  }

  get state(): ChatConnectionState {
    return this.stateNow;
  }

  /** The highest `seq` delivered to `onMessage`. */
  get lastSeqHeld(): number {
    return this.lastSeq;
  }

  /** The messages sent and not yet acknowledged or refused, oldest first. */
  get pending(): ChatOutgoing[] {
    return [...this.queue.values()];
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.connect();
  }

  /** Ends the connection for good (leaving the page). Queued messages are dropped. */
  stop(): void {
    this.end('stopped');
  }

  /**
   * Queues a message and sends it now if live; returns its client id. Pass `client_id` to resend
   * one the caller kept (e.g. across a page reload): the server stores it once.
   */
  send(message: { body: string; attachment_id?: string | null; client_id?: string }): string {
    const outgoing: ChatOutgoing = {
      client_id: message.client_id ?? this.o.newId(),
      body: message.body,
      attachment_id: message.attachment_id ?? null,
    };
    this.queue.set(outgoing.client_id, outgoing);
    if (this.stateNow === 'live') this.write({ type: 'send', ...outgoing });
    this.emitState();
    return outgoing.client_id;
  }

  /** Tells the other members how far this user has read. */
  markRead(seq: number): void {
    if (this.stateNow === 'live') this.write({ type: 'read', seq });
  }

  /** Drops the current socket as if the network had (tests, and the browser's "offline" event). */
  drop(): void {
    if (this.socket) this.lost();
  }

  /** Reconnects now instead of waiting for the backoff (the browser's "online" event). */
  retryNow(): void {
    if (this.stateNow !== 'offline' || !this.started) return;
    this.clearRetry();
    this.connect();
  }

  // ---- internals ------------------------------------------------------------------------------

  private connect(): void {
    this.setState('connecting');
    let socket: ChatSocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    this.lastFrameAt = Date.now();
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.lastFrameAt = Date.now();
      this.write({ type: 'hello', after: this.lastSeq });
      this.startHeartbeat();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.lastFrameAt = Date.now();
      this.receive(String(event.data));
    };
    socket.onerror = () => {
      // A close event follows an error; it decides what happens next.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      if (event.code === CHAT_CLOSE_UNAUTHENTICATED) this.end('unauthenticated');
      else if (event.code === CHAT_CLOSE_NOT_FOUND) this.end('not_found');
      else this.scheduleRetry();
    };
  }

  private receive(data: string): void {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = chatServerFrameSchema.safeParse(json);
    if (!parsed.success) return;
    const frame = parsed.data;
    switch (frame.type) {
      case 'message':
        this.deliver(frame.message);
        return;
      case 'ready':
        this.attempt = 0;
        this.setState('live');
        this.options.onReady?.(frame.room);
        for (const outgoing of this.queue.values()) this.write({ type: 'send', ...outgoing });
        return;
      case 'ack':
        this.deliver(frame.message);
        if (this.queue.delete(frame.client_id)) this.emitState();
        this.options.onAck?.(frame.client_id, frame.message);
        return;
      case 'nack': {
        // Too fast (a long queue flushed at once): not refused, only early; it goes again later.
        const later = this.queue.get(frame.client_id);
        if (frame.code === 'rate_limited' && later) {
          this.o.setTimeout(() => {
            if (this.stateNow === 'live' && this.queue.has(later.client_id)) this.write({ type: 'send', ...later });
          }, this.o.minBackoffMs * 2);
          return;
        }
        if (this.queue.delete(frame.client_id)) this.emitState();
        this.options.onNack?.(frame.client_id, frame.code, frame.message);
        return;
      }
      case 'receipt':
        this.options.onReceipt?.(frame.receipt);
        return;
      case 'closed':
        this.options.onClosed?.(frame.closed_at);
        return;
      case 'pong':
      case 'error':
        return;
    }
  }

  /**
   * In order, once: an ack may carry a message the socket has not sent yet as `message` (then it is
   * the next one and is delivered here) or one already delivered (dropped); a gap never comes from
   * the server, and a client that sees one resyncs rather than show messages out of order.
   */
  private deliver(message: ChatMessage): void {
    if (message.seq <= this.lastSeq) return;
    if (message.seq !== this.lastSeq + 1) {
      this.lost();
      return;
    }
    this.lastSeq = message.seq;
    this.options.onMessage(message);
  }

  private write(frame: ChatClientFrame): void {
    if (this.socket?.readyState !== OPEN) return;
    try {
      this.socket.send(JSON.stringify(frame));
    } catch {
      this.lost();
    }
  }

  private lost(): void {
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
    if (this.started && this.stateNow !== 'ended') this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (!this.started) return;
    this.setState('offline');
    this.clearRetry();
    const ceiling = Math.min(this.o.maxBackoffMs, this.o.minBackoffMs * 2 ** this.attempt);
    this.attempt += 1;
    // Full jitter: clients dropped together do not come back together.
    const delay = Math.round(this.o.minBackoffMs / 2 + this.o.random() * (ceiling - this.o.minBackoffMs / 2));
    this.retryTimer = this.o.setTimeout(() => {
      this.retryTimer = null;
      if (this.started) this.connect();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.o.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    const tick = () => {
      if (!this.socket) return;
      if (Date.now() - this.lastFrameAt > this.o.heartbeatMs + this.o.pongTimeoutMs) {
        this.lost();
        return;
      }
      this.write({ type: 'ping' });
      this.heartbeatTimer = this.o.setTimeout(tick, this.o.heartbeatMs);
    };
    this.heartbeatTimer = this.o.setTimeout(tick, this.o.heartbeatMs);
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer !== null) this.o.clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }

  private end(reason: 'unauthenticated' | 'not_found' | 'stopped'): void {
    const wasEnded = this.stateNow === 'ended';
    this.started = false;
    this.clearRetry();
    this.lost();
    if (reason === 'stopped') this.queue.clear();
    this.setState('ended');
    if (!wasEnded) this.options.onEnded?.(reason);
  }

  private setState(state: ChatConnectionState): void {
    if (this.stateNow === state) return;
    this.stateNow = state;
    this.emitState();
  }

  private emitState(): void {
    this.options.onState?.(this.stateNow, this.queue.size);
  }
}
