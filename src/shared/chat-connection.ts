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
import { ReconnectingSocket, type SocketLike, type SocketTimingOptions } from './socket-connection.ts';

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
 * - at most `SEND_WINDOW` of them are on the way at once, the next going when one is answered: a
 *   long queue after a reconnect reaches the server at the pace it answers, not as a burst its rate
 *   limit refuses and every refusal sends again (bench/README.md, "Chat", the fault test on an
 *   overloaded machine);
 * - it pings every `heartbeatMs`; a connection that shows no frame for `heartbeatMs + pongTimeoutMs`
 *   is dead and is dropped; a dropped connection is retried with exponential backoff and jitter;
 * - the close codes 4401 (session ended) and 4404 (not a member) end it for good (`ended`).
 *
 * The socket itself — opening, heartbeat, backoff, the close codes that end it — is the one
 * reconnecting client's (socket-connection.ts, decision 041), which the inbox's client shares. It
 * has no DOM and no Node dependency: the caller passes `createSocket` (the browser's WebSocket, or
 * `ws` with a cookie header in Node) and may pass the timers (tests).
 */

/** What the connection needs of a WebSocket (the browser's and the `ws` package's both fit). */
export type ChatSocketLike = SocketLike;

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

export interface ChatConnectionOptions extends SocketTimingOptions {
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
  newId?: () => string;
}

/** How many messages a connection has sent and not yet had answered, at most. */
export const SEND_WINDOW = 8;

export class ChatConnection {
  private lastSeq: number;
  private readonly queue = new Map<string, ChatOutgoing>();
  /** Sent on the current socket and not yet answered (acknowledged or refused). */
  private readonly onTheWay = new Set<string>();
  /** Found too fast (`rate_limited`): waiting a moment before they go again. */
  private readonly resting = new Set<string>();
  private readonly socket: ReconnectingSocket<'unauthenticated' | 'not_found'>;
  private readonly newId: () => string;
  private readonly options: ChatConnectionOptions;

  constructor(options: ChatConnectionOptions) {
    this.options = options;
    this.lastSeq = options.after ?? 0;
    this.newId = options.newId ?? (() => globalThis.crypto.randomUUID());
    this.socket = new ReconnectingSocket(
      {
        ...options,
        heartbeatMs: options.heartbeatMs ?? 15_000,
        endCodes: { [CHAT_CLOSE_UNAUTHENTICATED]: 'unauthenticated', [CHAT_CLOSE_NOT_FOUND]: 'not_found' },
        // Resume: the server replays everything after the highest `seq` held, then says `ready`.
        onOpen: () => this.socket.write({ type: 'hello', after: this.lastSeq } satisfies ChatClientFrame),
        onData: (data) => this.receive(String(data)),
        onState: () => this.emitState(),
        onEnded: (reason) => options.onEnded?.(reason),
      },
      { minBackoffMs: 500, maxBackoffMs: 15_000, pongTimeoutMs: 10_000 },
    );
  }

  get state(): ChatConnectionState {
    return this.socket.state;
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
    this.socket.start();
  }

  /** Ends the connection for good (leaving the page). Queued messages are dropped. */
  stop(): void {
    this.queue.clear();
    this.onTheWay.clear();
    this.resting.clear();
    this.socket.end('stopped');
  }

  /**
   * Queues a message and sends it now if live; returns its client id. Pass `client_id` to resend
   * one the caller kept (e.g. across a page reload): the server stores it once.
   */
  send(message: { body: string; attachment_id?: string | null; client_id?: string }): string {
    const outgoing: ChatOutgoing = {
      client_id: message.client_id ?? this.newId(),
      body: message.body,
      attachment_id: message.attachment_id ?? null,
    };
    this.queue.set(outgoing.client_id, outgoing);
    this.pump();
    this.emitState();
    return outgoing.client_id;
  }

  /** Tells the other members how far this user has read. */
  markRead(seq: number): void {
    if (this.state === 'live') this.write({ type: 'read', seq });
  }

  /** Drops the current socket as if the network had (tests, and the browser's "offline" event). */
  drop(): void {
    this.socket.drop();
  }

  /** Reconnects now instead of waiting for the backoff (the browser's "online" event). */
  retryNow(): void {
    this.socket.retryNow();
  }

  // ---- internals ------------------------------------------------------------------------------

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
        this.socket.live();
        this.options.onReady?.(frame.room);
        // A new socket: nothing is on the way on it yet, and its rate limit starts afresh.
        this.onTheWay.clear();
        this.resting.clear();
        this.pump();
        return;
      case 'ack':
        this.deliver(frame.message);
        this.onTheWay.delete(frame.client_id);
        if (this.queue.delete(frame.client_id)) this.emitState();
        this.options.onAck?.(frame.client_id, frame.message);
        this.pump();
        return;
      case 'nack': {
        this.onTheWay.delete(frame.client_id);
        // Too fast: not refused, only early; it goes again a moment later.
        if (frame.code === 'rate_limited' && this.queue.has(frame.client_id)) {
          const clientId = frame.client_id;
          this.resting.add(clientId);
          this.socket.later(() => {
            this.resting.delete(clientId);
            this.pump();
          }, this.socket.minBackoffMs * 2);
          this.pump();
          return;
        }
        if (this.queue.delete(frame.client_id)) this.emitState();
        this.options.onNack?.(frame.client_id, frame.code, frame.message);
        this.pump();
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
      this.socket.lost();
      return;
    }
    this.lastSeq = message.seq;
    this.options.onMessage(message);
  }

  /** Sends queued messages, oldest first, while fewer than `SEND_WINDOW` are on the way (only when live). */
  private pump(): void {
    if (this.state !== 'live') return;
    for (const outgoing of this.queue.values()) {
      if (this.onTheWay.size >= SEND_WINDOW) return;
      if (this.onTheWay.has(outgoing.client_id) || this.resting.has(outgoing.client_id)) continue;
      this.onTheWay.add(outgoing.client_id);
      this.write({ type: 'send', ...outgoing });
    }
  }

  private write(frame: ChatClientFrame): void {
    this.socket.write(frame);
  }

  private emitState(): void {
    this.options.onState?.(this.state, this.queue.size);
  }
}
