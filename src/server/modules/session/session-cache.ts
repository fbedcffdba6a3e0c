import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { noticeBusFor, type NoticeBus } from '../../lib/notice-bus.ts';
import type { SessionRow } from './session.repository.ts';

/** The channel that tells every server which cached sessions to forget (like chat-bus.ts's, for sessions). */
export const SESSION_CHANNEL = 'bizmatch_sessions';

/**
 * A notice: forget one session (`s`: its id, the token's hash — never the token), every session of
 * a user (`u`: logged out elsewhere, disabled, changed) or of an organisation (`o`: role, bank).
 */
export const sessionNoticeSchema = z.union([
  z.object({ s: z.string().regex(/^[0-9a-f]{64}$/) }),
  z.object({ u: z.uuid() }),
  z.object({ o: z.uuid() }),
]);
export type SessionNotice = z.infer<typeof sessionNoticeSchema>;

/** Tells every server process, at commit of `tx` (or at once outside a transaction), to forget what the notice names. */
export async function notifySessions(tx: Database, notice: SessionNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${JSON.stringify(notice)})`);
}

export type SessionBus = NoticeBus<SessionNotice>;

export function sessionBusFor(database: Pick<DatabaseHandle, 'listen'>, onBadNotice?: (payload: string) => void): SessionBus {
  return noticeBusFor(database, SESSION_CHANNEL, sessionNoticeSchema, onBadNotice);
}

export interface SessionCacheOptions {
  /** How long an entry is trusted at most, notices or not (the safety net if one is ever missed). */
  ttlMs: number;
  /** How many sessions are kept; the oldest entry goes first. */
  maxEntries: number;
}

/** 5 s (env SESSION_CACHE_SECONDS): a page's burst of API calls reads the session once; a missed notice is healed within seconds. */
export const SESSION_CACHE_DEFAULTS: SessionCacheOptions = { ttlMs: 5_000, maxEntries: 10_000 };

interface Entry {
  row: SessionRow;
  until: number;
}

/**
 * The session rows (session, user, organisation) of recent requests, in this process only. Every
 * change that ends a session or changes what its user may see or do is announced on the session
 * channel (`notifySessions`) and forgotten here on every server; `clear` when notices may have
 * been missed (the listening connection was lost). An entry read from the database while a notice
 * arrived is not kept: a read that started before a forget could hold the row from before it.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly options: SessionCacheOptions;
  private readonly clock: () => number;
  /** Counts forgets; a read started under an older generation is not stored. */
  private generation = 0;
  /** False until the bus listens (and after it closes): nothing is kept that no notice could remove. */
  private active = false;

  constructor(options: SessionCacheOptions = SESSION_CACHE_DEFAULTS, clock: () => number = Date.now) {
    this.options = options;
    this.clock = clock;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Entries are kept only between `start` (the bus listens) and `stop`. */
  start(): void {
    this.active = true;
  }

  stop(): void {
    this.active = false;
    this.clear();
  }

  /** The generation to hand back to `set` with the row read from the database. */
  mark(): number {
    return this.generation;
  }

  get(id: string): SessionRow | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.until <= this.clock()) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.row;
  }

  set(id: string, row: SessionRow, generation: number): void {
    if (!this.active || generation !== this.generation || this.options.maxEntries <= 0 || this.options.ttlMs <= 0) return;
    this.entries.delete(id);
    this.entries.set(id, { row, until: this.clock() + this.options.ttlMs });
    // A Map iterates in insertion order: the first key is the entry stored longest ago.
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Updates a kept row in place (lastSeenAt after a touch); never adds one. */
  update(id: string, change: Partial<SessionRow>): void {
    const entry = this.entries.get(id);
    if (entry) entry.row = { ...entry.row, ...change };
  }

  forget(notice: SessionNotice): void {
    this.generation++;
    if ('s' in notice) {
      this.entries.delete(notice.s);
      return;
    }
    for (const [id, { row }] of this.entries) {
      if ('u' in notice ? row.userId === notice.u : row.organisationId === notice.o) this.entries.delete(id);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
