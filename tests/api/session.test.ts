import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, sessions, users } from '../../src/server/db/schema/index.ts';
import { buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { buildApp, type AppOptions } from '../../src/server/app.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let enterprise: Awaited<ReturnType<typeof buildOrganisation>>;
let otherEnterprise: Awaited<ReturnType<typeof buildOrganisation>>;
let bank: Awaited<ReturnType<typeof buildOrganisation>>;
let alice: SignedIn;
let aliceId: string;
let colleagueId: string;
let banker: SignedIn;
let otherBanker: SignedIn;
let operator: SignedIn;
let coordinator: SignedIn;
let outsider: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  bank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'minato-t', name: 'Minato Test Bank' });
  enterprise = await buildOrganisation(t.db, { role: 'enterprise', bankId: bank.id, bankCode: 'minato-t', name: '田中精密' });
  otherEnterprise = await buildOrganisation(t.db, { role: 'enterprise', name: 'Siam Other' });
  const otherBank = await buildOrganisation(t.db, { role: 'bank', bankCode: 'cp-t' });
  const op = await buildOrganisation(t.db, { role: 'kokopelli', bankCode: 'kokopelli' });
  const coord = await buildOrganisation(t.db, { role: 'coordinator', bankCode: 'kokopelli' });

  const a = await buildUser(t.db, { organisationId: enterprise.id, name: 'Alice', language: 'ja', userType: 'administrator' });
  aliceId = a.id;
  colleagueId = (await buildUser(t.db, { organisationId: enterprise.id, name: 'Bob' })).id;
  await buildUser(t.db, { organisationId: enterprise.id, name: 'Disabled', disabledAt: new Date() });
  alice = await signIn(t.app, a.id);
  banker = await signIn(t.app, (await buildUser(t.db, { organisationId: bank.id })).id);
  otherBanker = await signIn(t.app, (await buildUser(t.db, { organisationId: otherBank.id })).id);
  operator = await signIn(t.app, (await buildUser(t.db, { organisationId: op.id })).id);
  coordinator = await signIn(t.app, (await buildUser(t.db, { organisationId: coord.id })).id);
  outsider = await signIn(t.app, (await buildUser(t.db, { organisationId: otherEnterprise.id })).id);
});
afterAll(async () => t.close());

describe('GET csrf, company, user, users', () => {
  it('answers 401 without a session, and with a made-up cookie', async () => {
    for (const url of ['/api/csrf', '/api/company', '/api/user', '/api/users']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(401);
      const forged = await t.app.inject({ url, headers: { cookie: 'bizmatch_session=forged' } });
      expect(forged.statusCode, url).toBe(401);
    }
  });

  it('answers the CSRF token of the session, uncached', async () => {
    const res = await t.app.inject({ url: '/api/csrf', headers: { cookie: alice.cookie } });
    expect(res.json()).toEqual({ csrf_token: alice.csrf });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the signed-in user and their organisation', async () => {
    const user = (await t.app.inject({ url: '/api/user', headers: { cookie: alice.cookie } })).json();
    expect(user).toMatchObject({ user_id: aliceId, company_id: enterprise.id, name: 'Alice', language: 'ja', user_type: 'administrator' });
    const company = (await t.app.inject({ url: '/api/company', headers: { cookie: alice.cookie } })).json();
    expect(company).toMatchObject({ company_id: enterprise.id, role: 'enterprise', bank_code: 'minato-t', name: '田中精密', bank_name: 'Minato Test Bank' });
  });

  it('lists only the active users of the viewer\'s own organisation', async () => {
    const list = (await t.app.inject({ url: '/api/users', headers: { cookie: alice.cookie } })).json();
    expect(list.total).toBe(2);
    expect(list.items.map((u: { user_id: string }) => u.user_id).sort()).toEqual([aliceId, colleagueId].sort());
  });
});

describe('GET company/{id}', () => {
  const get = (who: SignedIn, id: string) => t.app.inject({ url: `/api/company/${id}`, headers: { cookie: who.cookie } });

  it('shows an organisation to itself, to its own bank and to the operator', async () => {
    expect((await get(alice, enterprise.id)).statusCode).toBe(200);
    expect((await get(banker, enterprise.id)).json().company_id).toBe(enterprise.id);
    expect((await get(operator, enterprise.id)).statusCode).toBe(200);
  });

  it('answers 404 to another company, another bank and a coordinator, as for one that does not exist', async () => {
    for (const who of [outsider, otherBanker, coordinator]) {
      const res = await get(who, enterprise.id);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('田中精密');
    }
    expect((await get(operator, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('rejects a malformed id with 400', async () => {
    expect((await get(operator, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('PUT user/language', () => {
  const put = (who: SignedIn, body: unknown, csrf = who.csrf) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: { cookie: who.cookie, 'x-csrf-token': csrf },
      payload: body as object,
    });

  it('saves a supported language for oneself and records an event', async () => {
    const res = await put(alice, { user_id: aliceId, language: 'th' });
    expect(res.statusCode).toBe(204);
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, aliceId));
    expect(row!.language).toBe('th');
    const logged = await t.db.select().from(events).where(eq(events.subjectId, aliceId));
    expect(logged.at(-1)).toMatchObject({ action: 'user.language_changed', fromState: 'ja', toState: 'th', actorUserId: aliceId });
  });

  it('refuses another user\'s language, an unsupported language and a missing CSRF token, changing nothing', async () => {
    await put(alice, { user_id: aliceId, language: 'en' });
    expect((await put(alice, { user_id: colleagueId, language: 'th' })).statusCode).toBe(403);
    const vi = await put(alice, { user_id: aliceId, language: 'vi' });
    expect(vi.statusCode).toBe(400);
    expect(vi.json().fields).toHaveProperty('language');
    expect((await put(alice, { user_id: aliceId, language: 'th' }, '')).statusCode).toBe(403);
    expect((await put(alice, { user_id: aliceId, language: 'th' }, banker.csrf)).statusCode).toBe(403);
    const [a] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, aliceId));
    const [b] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, colleagueId));
    expect(a!.language).toBe('en');
    expect(b!.language).toBeNull();
  });
});

describe('CSRF on every non-GET route', () => {
  it('answers 403 csrf_invalid to every state-changing API route called without the header', async () => {
    const routes = t.app.registeredRoutes.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        !['GET', 'HEAD', 'OPTIONS'].includes(r.method) &&
        !r.config.public &&
        !r.config.skipCsrf,
    );
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: route.method as 'POST', url, headers: { cookie: operator.cookie }, payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().code, `${route.method} ${route.url}`).toBe('csrf_invalid');
    }
  });

  it('lets no state-changing API route skip CSRF or the session', () => {
    const exempt = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && (r.config.public || r.config.skipCsrf),
    );
    expect(exempt).toEqual([]);
  });
});

describe('roles on every route (decision 007)', () => {
  it('has every API route declare its roles, or that it is public', () => {
    const api = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThan(10);
    const undeclared = api.filter((r) => !(r.config.public ? r.config.roles === undefined : r.config.roles === 'any' || r.config.roles?.length));
    expect(undeclared).toEqual([]);
  });

  it('refuses to start with an API route that does not say who may call it', async () => {
    const build = (extend: AppOptions['extend']) => buildApp({ env: t.app.env, database: t.app.database, extend });
    await expect(build((app) => void app.get('/api/test/undeclared', async () => ({})))).rejects.toThrow(/GET \/api\/test\/undeclared.*007/);
    await expect(build((app) => void app.post('/api/test/no-roles', { config: { roles: [] } }, async () => ({})))).rejects.toThrow(/007/);
    await expect(
      build((app) => void app.get('/api/test/both', { config: { public: true, roles: ['bank'] } }, async () => ({}))),
    ).rejects.toThrow(/public route cannot also declare roles/);
    const declared = await build((app) => {
      app.get('/api/test/anyone', { config: { roles: 'any' } }, async () => ({}));
      app.get('/api/test/banks', { config: { roles: ['bank'] } }, async () => ({}));
    });
    await declared.close();
  });

  it('admits every signed-in role to an "any" route and only the named roles to a listed one', async () => {
    for (const who of [alice, banker, operator, coordinator]) {
      expect((await t.app.inject({ url: '/api/user', headers: { cookie: who.cookie } })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: '/api/bank/offers', headers: { cookie: alice.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/bank/offers', headers: { cookie: banker.cookie } })).statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  it('answers 401 once the session has expired, and removes it', async () => {
    const who = await signIn(t.app, colleagueId);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: who.cookie } })).statusCode).toBe(200);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, colleagueId));
    // Changed behind the app's back: announced as every tool that changes sessions must (session-cache.ts).
    await t.app.sessions.userChanged(colleagueId);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: who.cookie } })).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, colleagueId))).toEqual([]);
  });

  it('answers 401 after the idle timeout', async () => {
    const who = await signIn(t.app, colleagueId);
    await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) }).where(eq(sessions.userId, colleagueId));
    await t.app.sessions.userChanged(colleagueId);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: who.cookie } })).statusCode).toBe(401);
  });

  it('answers 401 for a disabled user', async () => {
    const u = await buildUser(t.db, { organisationId: enterprise.id });
    const who = await signIn(t.app, u.id);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, u.id));
    await t.app.sessions.userChanged(u.id);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: who.cookie } })).statusCode).toBe(401);
  });
});
