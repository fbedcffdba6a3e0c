import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../../shared/enums.ts';
import type { ChatServerFrame } from '../../../shared/schemas/chat.ts';
import type { ChatNotice } from './chat-bus.ts';
import { presentMessage, type ChatParties } from './chat.presenter.ts';
import type { ChatMessageRow } from './chat.repository.ts';
import type { ChatService } from './chat.service.ts';

/** Messages read from the database at a time while a socket catches up. */
const PAGE = 200;
/** The newest messages kept per room, so a new message is read once for all of a room's sockets. */
const RECENT = 64;

/** What the hub needs of one connected socket. */
export interface HubSocket {
  send(frame: ChatServerFrame): void;
  /** Whether frames can still be sent. */
  readonly open: boolean;
  /** Drops the connection (the client reconnects and replays from what it holds). */
  drop(reason: string): void;
}

/**
 * One socket's subscription to a room. Every frame about messages goes through its one queue, in
 * order, and a message is sent only when it is the next (`lastSent + 1`): a notice, the replay
 * after `hello`, an acknowledgement and a catch-up after a resync all fill the gap from the
 * database first. So a socket never sees a gap, a duplicate or a message out of order.
 */
export class ChatSubscriber {
  readonly tradingId: string;
  readonly language: Language;
  readonly socket: HubSocket;
  readonly parties: ChatParties;
  /** The highest `seq` sent on this socket; null until its `hello`. */
  lastSent: number | null = null;
  closedSent = false;
  private chain: Promise<void> = Promise.resolve();

  constructor(tradingId: string, parties: ChatParties, language: Language, socket: HubSocket) {
    this.tradingId = tradingId;
    this.parties = parties;
    this.language = language;
    this.socket = socket;
  }

  /** Runs `task` after every task queued before it; a failure drops the socket (the client resyncs). */
  enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.chain.then(async () => {
      if (this.socket.open) await task();
    });
    this.chain = run.catch((err: unknown) => this.socket.drop(`delivery failed: ${String(err)}`));
    return this.chain;
  }
}

interface HubRoom {
  subscribers: Set<ChatSubscriber>;
  /** A contiguous run of the room's newest messages, ascending. */
  recent: ChatMessageRow[];
  /** Reads into `recent` happen one after another. */
  loading: Promise<void>;
}

const pendingKey = (tradingId: string, seq: number) => `${tradingId}:${seq}`;

/** Puts a new message into the room's recent run: it extends the run, or starts a new one past a gap. */
function keep(room: HubRoom, row: ChatMessageRow): void {
  const top = room.recent.at(-1)?.seq ?? 0;
  if (row.seq <= top) return;
  room.recent = row.seq === top + 1 ? [...room.recent, row].slice(-RECENT) : [row];
}

/**
 * This process's sockets, by room, fed by the chat bus (chat-bus.ts): a notice names a room and a
 * number, the hub reads the message once and sends it to each of the room's sockets through their
 * queues. After the bus reconnects (`resync`), every room is read again from the database.
 */
export class ChatHub {
  private readonly rooms = new Map<string, HubRoom>();
  /**
   * Messages this process is storing, by room and seq (decision 052): handed over inside the
   * send's transaction, before its commit, and dropped when it ends. A notice for one of them proves
   * it committed, so the hub need not read back what this process wrote, whichever comes first:
   * the notice, or the end of the transaction.
   */
  private readonly pending = new Map<string, ChatMessageRow>();
  private readonly service: ChatService;
  private readonly log: FastifyBaseLogger;

  private readonly observeLag: (seconds: number) => void;

  /** `observeLag`: each live delivery's time from the message's commit to its sending (metrics). */
  constructor(service: ChatService, log: FastifyBaseLogger, observeLag: (seconds: number) => void = () => undefined) {
    this.service = service;
    this.log = log;
    this.observeLag = observeLag;
    service.handOff({
      storing: (tradingId, row) => {
        if (this.rooms.has(tradingId)) this.pending.set(pendingKey(tradingId, row.seq), row);
      },
      settled: (tradingId, seq, committed) => {
        const row = this.pending.get(pendingKey(tradingId, seq));
        this.pending.delete(pendingKey(tradingId, seq));
        const room = this.rooms.get(tradingId);
        if (committed && row && room) room.loading = room.loading.then(() => keep(room, row));
      },
    });
  }

  get socketCount(): number {
    let n = 0;
    for (const room of this.rooms.values()) n += room.subscribers.size;
    return n;
  }

  subscribe(subscriber: ChatSubscriber): void {
    let room = this.rooms.get(subscriber.tradingId);
    if (!room) {
      room = { subscribers: new Set(), recent: [], loading: Promise.resolve() };
      this.rooms.set(subscriber.tradingId, room);
    }
    room.subscribers.add(subscriber);
  }

  unsubscribe(subscriber: ChatSubscriber): void {
    const room = this.rooms.get(subscriber.tradingId);
    if (!room) return;
    room.subscribers.delete(subscriber);
    if (room.subscribers.size === 0) this.rooms.delete(subscriber.tradingId);
  }

  /** Sends the subscriber every message after what it holds, up to `upTo`, in order (call it inside its queue). */
  async fillTo(subscriber: ChatSubscriber, upTo: number, live = false): Promise<void> {
    const room = this.rooms.get(subscriber.tradingId);
    while (subscriber.lastSent !== null && subscriber.lastSent < upTo && subscriber.socket.open) {
      const after = subscriber.lastSent;
      const rows = this.cached(room, after, upTo) ?? (await this.service.rows(subscriber.tradingId, after, upTo, PAGE));
      if (rows[0]?.seq !== after + 1) {
        // Never expected: every seq up to a committed one is committed (the room lock orders them).
        subscriber.socket.drop(`message ${after + 1} of ${subscriber.tradingId} not found`);
        return;
      }
      for (const row of rows) {
        if (row.seq !== subscriber.lastSent + 1 || !subscriber.socket.open) return;
        subscriber.socket.send({ type: 'message', message: presentMessage(row, subscriber.parties, subscriber.language) });
        subscriber.lastSent = row.seq;
        if (live && row.seq === upTo) this.observeLag((Date.now() - row.createdAt.getTime()) / 1000);
      }
    }
  }

  /** The messages after..upTo from the room's recent run, if it holds all of them. */
  private cached(room: HubRoom | undefined, after: number, upTo: number): ChatMessageRow[] | null {
    const recent = room?.recent;
    if (!recent?.length || recent[0]!.seq > after + 1 || recent[recent.length - 1]!.seq < upTo) return null;
    return recent.filter((r) => r.seq > after && r.seq <= upTo);
  }

  /**
   * Reads the room's messages up to `upTo` into its recent run (once, whatever the number of
   * sockets). A message this process is storing is taken as it is: its notice says it committed.
   */
  private load(tradingId: string, room: HubRoom, upTo: number): Promise<void> {
    room.loading = room.loading.then(async () => {
      const top = room.recent.at(-1)?.seq ?? 0;
      if (top >= upTo) return;
      const mine = this.pending.get(pendingKey(tradingId, upTo));
      if (mine) return keep(room, mine);
      const from = Math.max(top, upTo - RECENT);
      const rows = await this.service.rows(tradingId, from, upTo, RECENT);
      // Keep the run contiguous: new rows extend it, or replace it when they do not meet it.
      const joined = rows[0]?.seq === top + 1 ? [...room.recent, ...rows] : rows;
      room.recent = joined.slice(-RECENT);
    }).catch((err: unknown) => this.log.warn({ err, tradingId }, 'chat: reading new messages failed'));
    return room.loading;
  }

  /** A notice from the bus (any server process, this one included). */
  onNotice(notice: ChatNotice): void {
    const room = this.rooms.get(notice.r);
    if (!room) return;
    switch (notice.k) {
      case 'message': {
        const seq = notice.s ?? 0;
        const loaded = this.load(notice.r, room, seq);
        for (const subscriber of room.subscribers) {
          void subscriber.enqueue(async () => {
            await loaded;
            await this.fillTo(subscriber, seq, true);
          });
        }
        return;
      }
      case 'receipt': {
        if (!notice.u) return;
        const userId = notice.u;
        const byLanguage = new Map<Language, ReturnType<ChatService['receipt']>>();
        for (const subscriber of room.subscribers) {
          let receipt = byLanguage.get(subscriber.language);
          if (!receipt) byLanguage.set(subscriber.language, (receipt = this.service.receipt(notice.r, subscriber.parties, userId, subscriber.language)));
          void subscriber.enqueue(async () => {
            const r = await receipt;
            if (r) subscriber.socket.send({ type: 'receipt', receipt: r });
          });
        }
        return;
      }
      case 'closed':
        void this.resyncRoom(notice.r, room);
        return;
    }
  }

  /**
   * After the bus was down: messages and a close may have been committed unannounced. Each room is
   * read again and each socket brought up to it.
   */
  resync(): void {
    for (const [tradingId, room] of this.rooms) void this.resyncRoom(tradingId, room);
  }

  private async resyncRoom(tradingId: string, room: HubRoom): Promise<void> {
    let state: Awaited<ReturnType<ChatService['room']>>;
    try {
      state = await this.service.room(tradingId);
    } catch (err) {
      this.log.warn({ err, tradingId }, 'chat: resync read failed');
      for (const subscriber of room.subscribers) subscriber.socket.drop('resync failed');
      return;
    }
    if (!state) return;
    const loaded = this.load(tradingId, room, state.lastSeq);
    for (const subscriber of room.subscribers) {
      void subscriber.enqueue(async () => {
        await loaded;
        // Before its hello's replay a socket holds nothing to bring up to date.
        if (subscriber.lastSent === null) return;
        await this.fillTo(subscriber, state.lastSeq);
        if (state.closedAt && !subscriber.closedSent) {
          subscriber.closedSent = true;
          subscriber.socket.send({ type: 'closed', closed_at: state.closedAt.toISOString() });
        }
      });
    }
  }
}
