import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { noticeBusFor, type NoticeBus } from '../../lib/notice-bus.ts';
import { NoticeCache, type NoticeCacheOptions } from '../../lib/notice-cache.ts';
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

/** 5 s (env SESSION_CACHE_SECONDS): a page's burst of API calls reads the session once; a missed notice is healed within seconds. */
export const SESSION_CACHE_DEFAULTS: NoticeCacheOptions = { ttlMs: 5_000, maxEntries: 10_000 };

/**
 * The session rows (session, user, organisation) of recent requests, in this process only, by
 * session id. Every change that ends a session or changes what its user may see or do is announced
 * on the session channel (`notifySessions`) and forgotten here on every server; the rest (TTL,
 * size bound, nothing kept while notices may be missed, a read that overlapped a forget not
 * stored) is NoticeCache's.
 */
export class SessionCache extends NoticeCache<SessionRow> {
  constructor(options: NoticeCacheOptions = SESSION_CACHE_DEFAULTS, clock: () => number = Date.now) {
    super(options, clock);
  }

  forget(notice: SessionNotice): void {
    if ('s' in notice) this.delete(notice.s);
    else if ('u' in notice) this.forgetWhere((row) => row.userId === notice.u);
    else this.forgetWhere((row) => row.organisationId === notice.o);
  }
}
