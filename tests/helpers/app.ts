import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import { parseEnv, type Env } from '../../src/server/env.ts';
import { openTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** The real app on a fresh copy of the golden database. Call `close` in afterAll. */
export async function createTestApp(
  env: Partial<Record<keyof Env, string>> = {},
  extend?: AppOptions['extend'],
  /** `now`: the app's clock, for rules that depend on the date (read on every call, so a test can move it). */
  options: Pick<AppOptions, 'now'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({
    env: parseEnv({
      NODE_ENV: 'test',
      RATE_LIMIT_PER_MINUTE: '100000',
      WEB_DIST_DIR: './tests/fixtures/web',
      PUBLIC_URL: 'http://localhost:3000',
      ...env,
    }),
    database,
    extend,
    ...options,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
