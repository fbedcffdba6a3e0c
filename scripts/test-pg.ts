// Runs the server suites again on the real PostgreSQL of the machine. Each run creates its own
// databases (a migrated golden template and one copy per test file) and drops them afterwards.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const { rows } = await client.query<{ version: string }>('select version()');
  console.log(`test:pg: running the server suites on ${rows[0]?.version.split(',')[0]}`);
} catch (err) {
  const message = `test:pg: PostgreSQL at ${url} is not reachable (${(err as Error).message})`;
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`${message}; skipping the PostgreSQL run. Set TEST_POSTGRES_URL to run it.`);
  process.exit(0);
} finally {
  await client.end().catch(() => undefined);
}

const result = spawnSync('npx', ['vitest', 'run', 'tests/api', '--exclude', 'tests/api/process.test.ts'], {
  stdio: 'inherit',
  // --throw-deprecation: a deprecation fails the run. pg warns (and pg 9 will fail) when a client is
  // handed a statement while one is running, as `Promise.all` on a transaction's connection does;
  // only PostgreSQL shows it (PGlite queues them), so only this run can catch it.
  env: { ...process.env, TEST_POSTGRES_URL: url, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --throw-deprecation`.trim() },
});
process.exit(result.status ?? 1);
