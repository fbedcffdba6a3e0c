import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client.ts';
import { parseEnv, type Env } from '../../src/server/env.ts';
import type { SignedIn } from '../factories/index.ts';
import { openTestDatabase } from './database.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request as a signed-in user: their cookie and CSRF token, a JSON body when given, extra headers last. */
export function callAs(
  app: FastifyInstance,
  who: SignedIn,
  method: HttpMethod,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...who.headers, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The app built on each test database, for helpers handed only the database (its e-mail configuration, its event log). */
const appsByDatabase = new WeakMap<Database, FastifyInstance>();

/** The test app built on `db` by `createTestApp`. */
export function appOn(db: Database): FastifyInstance {
  const app = appsByDatabase.get(db);
  if (!app) throw new Error('no test app was built on this database (createTestApp)');
  return app;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** `callAs` on this app. */
  call(who: SignedIn, method: HttpMethod, url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app on a fresh copy of the golden database. Call `close` in afterAll. */
export async function createTestApp(
  env: Partial<Record<keyof Env, string>> = {},
  extend?: AppOptions['extend'],
  /**
   * `now`: the app's clock, for rules that depend on the date (read on every call, so a test can move it);
   * `imageStore`: where uploads go, for a test that looks at what is stored; `logger`: the log, for a test that reads it;
   * `database`: an open database to serve instead of a fresh copy (closed, not dropped, by `close`; `secondServerOn`).
   */
  options: Pick<AppOptions, 'now' | 'imageStore' | 'logger' | 'translator'> & { database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const { database: given, ...appOptions } = options;
  const database = given ? { ...given, drop: () => given.close() } : await openTestDatabase();
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
    ...appOptions,
  });
  await app.ready();
  appsByDatabase.set(database.db, app);
  return {
    app,
    db: database.db,
    call: (who, method, url, payload, headers) => callAs(app, who, method, url, payload, headers),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * A second server process's app on the same PostgreSQL database as `t` (what several app servers
 * share: LISTEN/NOTIFY), started on first use and closed with `close`. Only for a PostgreSQL `t`.
 * It is `createTestApp` on a connection of its own to that database.
 */
export function secondServerOn(t: () => TestApp, env: Record<string, string>) {
  let second: TestApp | null = null;
  return {
    async get(): Promise<FastifyInstance> {
      if (second) return second.app;
      second = await createTestApp(env, undefined, { database: await openDatabase({ databaseUrl: t().app.database.url! }) });
      return second.app;
    },
    async close() {
      await second?.close();
    },
  };
}
