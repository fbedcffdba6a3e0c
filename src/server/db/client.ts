import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DataDirHeldError, lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle passed to repositories inside `db.transaction`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other server on this database runs its own: PostgreSQL, a session advisory
   * lock on a connection of its own (servers started together migrate and seed one after the
   * other; the lock goes with the connection if the process dies); PGlite, one process anyway.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL: the connection pool, for its gauges (metrics); null for PGlite. */
  pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'> | null;
  /** The PostgreSQL connection string; null for PGlite (tests open a second server on the same database with it). */
  url: string | null;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, from any process on the
   * database, delivered when the notifying transaction commits (never for one rolled back).
   * PostgreSQL: a dedicated connection (not the pool's) that reconnects with backoff when it drops
   * and then calls `onReconnect`, since what was notified meanwhile is lost and must be re-read;
   * `onLost` as soon as a connection is found dropped (notices may be missed from then on).
   * PGlite: in process (never lost). Answers the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void, onLost?: () => void): Promise<() => Promise<void>>;
}

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The data directory ${dir} is in use by another bizmatch server. ` +
        'PGlite serves one process only: stop the other server, use another DATA_DIR, ' +
        'or set DATABASE_URL to share a PostgreSQL database between processes.',
    );
  }
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory database. */
  dataDir?: string | undefined;
  /** A PGlite data-dir dump (from `dumpDataDir`) to start from; tests use a migrated snapshot. */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL: called when an idle pooled connection fails (the pool replaces it). */
  onIdleClientError?: (err: Error) => void;
  /** Called if the data-directory lock is lost while running (another process took it; the lock directory kind only). */
  onLockCompromised?: (err: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onIdleClientError);
  return openPglite(options);
}

async function openPostgres(url: string, onIdleClientError?: (err: Error) => void): Promise<DatabaseHandle> {
  // Connections stay open through a lull: the pool's default closes one after 10 s idle, and a
  // burst after a quiet spell then meets new backends whose first statements are slow (catalog
  // caches cold) — the chat bench saw every one of them at once as a 150–500 ms stall.
  // A connection that cannot be made in 5 s fails (an unreachable database answers /api/ready 503
  // instead of hanging it).
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 5 * 60_000, connectionTimeoutMillis: 5000 });
  // An idle connection the server ends (restart, failover, admin) must not crash the process:
  // the pool drops that client and opens a new one on the next query.
  pool.on('error', (err) => onIdleClientError?.(err));
  // A connection the server ends while it is checked out between two queries (a transaction awaiting
  // the app, a restart of the database) emits 'error' with nobody listening — which would end the
  // process. The query that uses it next fails instead, and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: async (fn) => {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined); // a lost connection fails the query or ends the lock with it
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
    pool,
    url,
    listen: (channel, onNotify, onReconnect, onLost) => listenPostgres(url, channel, onNotify, onReconnect, onLost),
  };
}

/** The advisory lock key servers take to migrate and seed one at a time (any fixed bigint). */
const STARTUP_LOCK_KEY = 4_242_001;

const LISTEN_HEARTBEAT_MS = 15_000;
const LISTEN_MAX_BACKOFF_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one would be returned and reused). A connection that
 * errors, ends or stops answering its heartbeat is replaced, with exponential backoff; each
 * replacement calls `onReconnect` once it listens again.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
  onLost?: () => void,
): Promise<() => Promise<void>> {
  if (!/^\w+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  const quietly = (client: pg.Client) => void client.end().catch(() => undefined);
  const dropped = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    quietly(client);
    if (!stopped) onLost?.();
    schedule();
  };
  const open = async () => {
    const client = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: 5_000 });
    client.on('notification', (m) => {
      if (m.channel === channel && m.payload !== undefined) onNotify(m.payload);
    });
    client.on('error', () => dropped(client));
    client.on('end', () => dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      quietly(client);
      throw err;
    }
    if (stopped) return quietly(client);
    current = client;
  };
  const schedule = () => {
    if (stopped || retry) return;
    const delay = Math.min(LISTEN_MAX_BACKOFF_MS, 100 * 2 ** attempt++);
    retry = setTimeout(() => {
      retry = null;
      open().then(
        () => {
          attempt = 0;
          if (!stopped) onReconnect?.();
        },
        () => schedule(),
      );
    }, delay);
    retry.unref();
  };
  // A connection a firewall silently dropped shows no error: the heartbeat finds it.
  const heartbeat = setInterval(() => {
    const client = current;
    client?.query('select 1').catch(() => dropped(client));
  }, LISTEN_HEARTBEAT_MS);
  heartbeat.unref();
  await open();
  return async () => {
    stopped = true;
    clearInterval(heartbeat);
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}

/** The PostgreSQL extensions the migrations create, loaded into every PGlite instance (pg_trgm: migration 0019). */
const pgliteExtensions = { pg_trgm };

async function openPglite(options: OpenOptions): Promise<DatabaseHandle> {
  const dataDir = options.dataDir ?? 'memory://';
  let release: (() => Promise<void>) | undefined;
  let client: PGlite;
  if (dataDir.startsWith('memory://')) {
    client = new PGlite({ dataDir, loadDataDir: options.loadDataDir, extensions: pgliteExtensions });
  } else {
    const dir = path.resolve(dataDir);
    await mkdir(dir, { recursive: true });
    try {
      release = await lockDataDir(dir, (err) => options.onLockCompromised?.(err));
    } catch (err) {
      if (err instanceof DataDirHeldError) throw new DataDirLockedError(dir);
      throw err;
    }
    client = new PGlite({ dataDir: path.join(dir, 'pglite'), loadDataDir: options.loadDataDir, extensions: pgliteExtensions });
  }
  try {
    await client.waitReady;
  } catch (err) {
    await release?.();
    throw err;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: (fn) => fn(),
    close: async () => {
      await client.close();
      await release?.();
    },
    pool: null,
    url: null,
    // One process: PGlite delivers a NOTIFY to its own listeners at commit, as PostgreSQL would.
    listen: (channel, onNotify) => client.listen(channel, onNotify),
  };
}

/** Dump a PGlite database (used to build the migrated snapshot tests start from). */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}
