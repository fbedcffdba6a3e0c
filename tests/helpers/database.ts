import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';

/** A fresh database copied from the run's golden one: an in-memory PGlite, or a PostgreSQL database of its own. */
export async function openTestDatabase(): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const spec = inject('testDatabase');
  if (spec.startsWith('postgres:')) {
    const templateUrl = new URL(spec.slice('postgres:'.length));
    const template = templateUrl.pathname.slice(1);
    const name = `bizmatch_t_${randomBytes(6).toString('hex')}`;
    const adminUrl = new URL(templateUrl);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    const url = new URL(templateUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    let dropped = false;
    return {
      ...handle,
      close: async () => {
        await handle.close();
      },
      drop: async () => {
        if (dropped) return;
        dropped = true;
        await handle.close().catch(() => undefined);
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = await readFile(spec.slice('pglite:'.length));
  const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
  return { ...handle, drop: () => handle.close() };
}
