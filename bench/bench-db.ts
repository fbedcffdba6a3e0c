// Where the bench data lives, and the few things both bench scripts need to know about it.
// PostgreSQL: a database of its own (default `bizmatch_bench`) on BENCH_POSTGRES_URL's server.
// PGlite: a data directory under bench/.data/ (git-ignored).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.ts';

export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));

export type BenchTarget =
  | { kind: 'postgres'; adminUrl: string; database: string; url: string }
  | { kind: 'pglite'; dataDir: string };

export interface CommonOptions {
  target: BenchTarget;
  count: number;
  fresh: boolean;
  seed: number;
}

export type ArgValues = Record<string, string | boolean | undefined>;

/** Options both scripts accept; `extra` adds a script's own. Unknown options are an error. */
export function parseCommon(argv: string[], extra: ParseArgsOptionsConfig): { common: CommonOptions; values: ArgValues } {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      db: { type: 'string', default: 'postgres' },
      count: { type: 'string' },
      fresh: { type: 'boolean', default: false },
      seed: { type: 'string', default: '1' },
      url: { type: 'string' },
      database: { type: 'string', default: 'bizmatch_bench' },
      'data-dir': { type: 'string' },
      ...extra,
    },
  }) as { values: ArgValues };
  const kind = values.db;
  if (kind !== 'postgres' && kind !== 'pglite') throw new Error(`--db must be postgres or pglite, not ${String(kind)}`);
  const count = Number(values.count ?? (kind === 'postgres' ? 1_000_000 : 100_000));
  if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a positive integer`);
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  let target: BenchTarget;
  if (kind === 'postgres') {
    const adminUrl = String(values.url ?? process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    const database = String(values.database);
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database)) throw new Error('--database must be a plain lower-case identifier');
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    target = { kind, adminUrl, database, url: url.toString() };
  } else {
    target = { kind, dataDir: path.resolve(String(values['data-dir'] ?? path.join(BENCH_DIR, '.data', 'pglite'))) };
  }
  const common: CommonOptions = { target, count, fresh: values.fresh === true, seed };
  return { common, values };
}

export function describeTarget(target: BenchTarget): string {
  return target.kind === 'postgres' ? `PostgreSQL database ${target.database}` : `PGlite ${path.relative(process.cwd(), target.dataDir)}`;
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function targetExists(target: BenchTarget): Promise<boolean> {
  if (target.kind === 'postgres') {
    return withAdmin(target.adminUrl, async (c) => (await c.query('select 1 from pg_database where datname = $1', [target.database])).rowCount === 1);
  }
  const { existsSync } = await import('node:fs');
  return existsSync(path.join(target.dataDir, 'pglite'));
}

export async function createTarget(target: BenchTarget): Promise<void> {
  if (target.kind === 'postgres') {
    await withAdmin(target.adminUrl, (c) => c.query(`CREATE DATABASE ${target.database}`));
  }
}

/** Removes the bench database or data directory; nothing else. */
export async function dropTarget(target: BenchTarget): Promise<void> {
  if (target.kind === 'postgres') {
    await withAdmin(target.adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${target.database} WITH (FORCE)`));
    return;
  }
  if (!target.dataDir.startsWith(path.join(BENCH_DIR, '.data')) && !process.env.BENCH_ALLOW_DATA_DIR) {
    throw new Error(`refusing to delete ${target.dataDir}: bench data directories live under bench/.data/`);
  }
  await rm(target.dataDir, { recursive: true, force: true });
}

export function openTarget(target: BenchTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openDatabase({ databaseUrl: target.url }) : openDatabase({ dataDir: target.dataDir });
}

/** The driver under Drizzle: a pg.Pool or a PGlite instance; both answer `query(text, params)`. */
export interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export function rawClient(handle: DatabaseHandle): RawClient {
  return (handle.db as unknown as { $client: RawClient }).$client;
}

/** What the generator wrote, kept as the database's comment so a half-built database is never reused. */
export interface BenchMarker {
  count: number;
  seed: number;
  /** The generator's data shape (`DATA_SHAPE`); absent: built before versions and the glossary (1). */
  shape?: number;
  generatedAt: string;
  loadSeconds: number;
}

export async function readMarker(handle: DatabaseHandle): Promise<BenchMarker | undefined> {
  const { rows } = await rawClient(handle).query(
    `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = current_database()`,
  );
  const comment = rows[0]?.comment;
  if (typeof comment !== 'string' || !comment.startsWith('{')) return undefined;
  try {
    return JSON.parse(comment) as BenchMarker;
  } catch {
    return undefined;
  }
}

export async function writeMarker(handle: DatabaseHandle, marker: BenchMarker): Promise<void> {
  const client = rawClient(handle);
  const { rows } = await client.query('select current_database() as name');
  const name = String(rows[0]!.name).replace(/"/g, '""');
  const text = JSON.stringify(marker).replace(/'/g, "''");
  await client.query(`COMMENT ON DATABASE "${name}" IS '${text}'`);
}

export const seconds = (startMs: number) => ((performance.now() - startMs) / 1000).toFixed(1);
