import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../../src/server/db/client.ts';
import { seedReference } from '../../src/server/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `pglite:<path of a migrated data-dir dump>` or `postgres:<url of a migrated template database>` */
    testDatabase: string;
  }
}

/**
 * Builds the golden database once per run: migrated and holding the reference data. Each test
 * file then starts from a copy of it (a PGlite snapshot, or a PostgreSQL template database).
 */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_POSTGRES_URL;
  if (pgUrl) {
    const template = `bizmatch_golden_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    const url = withDatabase(pgUrl, template);
    const handle = await openDatabase({ databaseUrl: url });
    await handle.migrate();
    await seedReference(handle.db);
    await handle.close();
    project.provide('testDatabase', `postgres:${url}`);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  await seedReference(handle.db);
  const dump = await dumpPglite(handle);
  await handle.close();
  const dir = path.join(os.tmpdir(), 'bizmatch-tests');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `golden-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', `pglite:${file}`);
  return undefined;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
