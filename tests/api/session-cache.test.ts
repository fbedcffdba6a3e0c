// The session cache (src/server/modules/session/session-cache.ts): a server keeps the sessions it
// read for seconds, and forgets one on every server at once when it ends or its user changes —
// on PGlite in process, on PostgreSQL through LISTEN/NOTIFY between two servers on one database.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.ts';
import { SessionCache } from '../../src/server/modules/session/session-cache.ts';
import type { SessionRow } from '../../src/server/modules/session/session.repository.ts';
import { buildOrganisation, buildUser, signIn } from '../factories/index.ts';
import { createTestApp, secondServerOn, type TestApp } from '../helpers/app.ts';

// Kept for ten minutes: within a test, only a notice can make a server read a session again.
const env = { SESSION_CACHE_SECONDS: '600' } as const;

let t: TestApp;
let organisationId: string;
beforeAll(async () => {
  t = await createTestApp(env);
  organisationId = (await buildOrganisation(t.db, { role: 'enterprise' })).id;
});
afterAll(async () => t.close());

const userOf = (app: FastifyInstance, cookie: string) => app.inject({ url: '/api/user', headers: { cookie } });

/** Polls until `check` holds; bounded, so a notice that never comes fails the test instead of hanging it. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the cache in one server', () => {
  it('answers a kept session without reading it again, until the user is announced as changed', async () => {
    const user = await buildUser(t.db, { organisationId, name: 'Before' });
    const who = await signIn(t.app, user.id);
    expect((await userOf(t.app, who.cookie)).json().name).toBe('Before');
    // Changed behind the app's back and not announced: the kept session (and its user) still answers.
    await t.db.update(users).set({ name: 'After' }).where(eq(users.id, user.id));
    expect((await userOf(t.app, who.cookie)).json().name).toBe('Before');
    await t.app.sessions.userChanged(user.id);
    expect((await userOf(t.app, who.cookie)).json().name).toBe('After');
  });

  it('forgets a session at logout: the old cookie answers 401 at once', async () => {
    const who = await signIn(t.app, (await buildUser(t.db, { organisationId })).id);
    expect((await userOf(t.app, who.cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/logout', headers: { cookie: who.cookie } })).statusCode).toBe(303);
    expect((await userOf(t.app, who.cookie)).statusCode).toBe(401);
  });

  it('reads the language again after the user changes it', async () => {
    const user = await buildUser(t.db, { organisationId, language: 'en' });
    const who = await signIn(t.app, user.id);
    expect((await userOf(t.app, who.cookie)).json().language).toBe('en');
    const res = await t.call(who, 'PUT', '/api/user/language', { user_id: user.id, language: 'th' });
    expect(res.statusCode).toBe(204);
    expect((await userOf(t.app, who.cookie)).json().language).toBe('th');
  });
});

describe('SessionCache', () => {
  const row = (id: string, userId = '00000000-0000-4000-8000-000000000001') => ({ id, userId, organisationId: '00000000-0000-4000-8000-000000000002' }) as SessionRow;

  it('keeps an entry for its TTL only', () => {
    let now = 1_000;
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 10 }, () => now);
    cache.start();
    cache.set('a', row('a'), cache.mark());
    now += 4_999;
    expect(cache.get('a')?.id).toBe('a');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 2 });
    cache.start();
    for (const id of ['a', 'b', 'c']) cache.set(id, row(id), cache.mark());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.id).toBe('c');
  });

  it('does not keep a row read while a notice arrived, nor anything before it listens', () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 10 });
    cache.set('a', row('a'), cache.mark());
    expect(cache.get('a')).toBeUndefined();
    cache.start();
    const generation = cache.mark();
    cache.forget({ u: '00000000-0000-4000-8000-000000000009' });
    cache.set('a', row('a'), generation);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets by session, by user and by organisation', () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 10 });
    cache.start();
    const other = '00000000-0000-4000-8000-000000000003';
    cache.set('a', row('a'), cache.mark());
    cache.set('b', row('b', other), cache.mark());
    cache.forget({ u: other });
    expect([cache.get('a')?.id, cache.get('b')]).toEqual(['a', undefined]);
    cache.forget({ o: '00000000-0000-4000-8000-000000000002' });
    expect(cache.size).toBe(0);
  });
});

describe('two servers on one PostgreSQL database', () => {
  const second = secondServerOn(() => t, env);
  afterAll(() => second.close());
  const secondServer = () => second.get();

  // PGlite serves one process: there is no second server to start on it.
  it('a logout on one server answers 401 on the other at once (PostgreSQL only)', async (ctx) => {
    if (!t.app.database.url) ctx.skip();
    const b = await secondServer();
    const who = await signIn(t.app, (await buildUser(t.db, { organisationId })).id);
    // Both servers keep the session.
    expect((await userOf(t.app, who.cookie)).statusCode).toBe(200);
    expect((await userOf(b, who.cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/logout', headers: { cookie: who.cookie } })).statusCode).toBe(303);
    await until(async () => (await userOf(b, who.cookie)).statusCode === 401, 'the logout on the second server');
  });

  it('disabling the user on one server answers 401 on the other at once (PostgreSQL only)', async (ctx) => {
    if (!t.app.database.url) ctx.skip();
    const b = await secondServer();
    const user = await buildUser(t.db, { organisationId });
    const who = await signIn(t.app, user.id);
    expect((await userOf(t.app, who.cookie)).statusCode).toBe(200);
    expect((await userOf(b, who.cookie)).statusCode).toBe(200);
    // What disabling a user is: the row changes, and the change is announced to every server.
    await t.db.transaction(async (tx) => {
      await tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
      await t.app.sessions.userChanged(user.id, tx);
    });
    await until(async () => (await userOf(b, who.cookie)).statusCode === 401, 'the disabled user on the second server');
    expect((await userOf(t.app, who.cookie)).statusCode).toBe(401);
  });
});
