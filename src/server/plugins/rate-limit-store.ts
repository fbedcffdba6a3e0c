import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

interface Counted {
  current: number;
  ttl: number;
}

/** How often a server adds its counts to the shared table and reads the sums back. */
export const RATE_LIMIT_SYNC_MS = 1000;

/**
 * @fastify/rate-limit's store for several servers on one PostgreSQL database (decision 030): a
 * request is counted in memory at once (no database round trip on the request's path), and every
 * second the server adds what it counted to `rate_limit_counts` and reads back every server's sum
 * for each key it has counted in the same fixed window (aligned to the clock, so all servers share it). A key's count is the
 * last sum read plus what this server counted since: a user going from server to server is limited
 * to the setting, give or take a second of the other servers' requests. While the database does not
 * answer, counts stay local and are added when it answers again.
 */
export class SharedRateLimitStore {
  private readonly db: Database;
  private readonly log: FastifyBaseLogger;
  private window = 0;
  /** Counted here in this window and not yet added to the table. */
  private pending = new Map<string, number>();
  /** Every server's sum for the key, as last read (this server's added counts included). */
  private known = new Map<string, number>();
  private readonly timer: ReturnType<typeof setInterval>;
  private flushing: Promise<void> = Promise.resolve();
  private lastCleanup = 0;

  constructor(db: Database, log: FastifyBaseLogger) {
    this.db = db;
    this.log = log;
    this.timer = setInterval(() => void this.flush(), RATE_LIMIT_SYNC_MS);
    this.timer.unref();
  }

  incr(key: string, callback: (err: Error | null, result: Counted) => void, timeWindow: number): void {
    const now = Date.now();
    const start = now - (now % timeWindow);
    if (start !== this.window) {
      this.window = start;
      this.pending = new Map();
      this.known = new Map();
    }
    const mine = (this.pending.get(key) ?? 0) + 1;
    this.pending.set(key, mine);
    callback(null, { current: (this.known.get(key) ?? 0) + mine, ttl: start + timeWindow - now });
  }

  /** Every route shares the one store (no route has limits of its own). */
  child(): this {
    return this;
  }

  /** Adds this server's counts to the table and reads back the sums (one statement); tests call it. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.sync());
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async sync(): Promise<void> {
    if (this.pending.size === 0 && this.known.size === 0) return;
    const window = this.window;
    const batch = this.pending;
    this.pending = new Map();
    const counts = JSON.stringify([...batch].map(([k, n]) => ({ k, n })));
    // Keys counted here earlier in the window: read again, for what the other servers counted since.
    const others = JSON.stringify([...this.known.keys()].filter((k) => !batch.has(k)));
    try {
      const at = sql`to_timestamp(${window / 1000})`;
      const result = (await this.db.execute(sql`
        WITH added AS (
          INSERT INTO rate_limit_counts (key, window_start, count)
          SELECT k, ${at}, n FROM jsonb_to_recordset(${counts}::jsonb) AS t(k text, n int)
          ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counts.count + excluded.count
          RETURNING key, count
        )
        SELECT key, count FROM added
        UNION ALL
        SELECT key, count FROM rate_limit_counts
        WHERE window_start = ${at} AND key IN (SELECT jsonb_array_elements_text(${others}::jsonb))`)) as unknown as {
        rows: { key: string; count: number }[];
      };
      if (window === this.window) for (const row of result.rows) this.known.set(row.key, Number(row.count));
      if (Date.now() - this.lastCleanup > 60_000) {
        this.lastCleanup = Date.now();
        await this.db.execute(sql`DELETE FROM rate_limit_counts WHERE window_start < now() - interval '5 minutes'`);
      }
    } catch (err) {
      // The database does not answer: keep counting here and add these counts next time.
      if (window === this.window) for (const [k, n] of batch) this.pending.set(k, (this.pending.get(k) ?? 0) + n);
      this.log.warn({ err }, 'rate limits: the shared counts could not be written; counting locally meanwhile');
    }
  }
}
