import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '../../src/server/seed/seed.ts';
import { authRequests, idpAccounts, organisations, sessions, users } from '../../src/server/db/schema/index.ts';
import { EnvError, parseEnv } from '../../src/server/env.ts';
import { loadAuthConfig } from '../../src/server/modules/auth/auth-config.ts';
import { safeReturnTo } from '../../src/server/modules/auth/return-to.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const ORIGIN = 'http://localhost:3000';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** Just enough of a browser: a cookie jar that honours Path, and same-origin addresses. */
class Browser {
  readonly jar = new Map<string, StoredCookie>();
  private readonly app: FastifyInstance;
  headers: Record<string, string> = {};

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  cookieHeader(path: string): string {
    const pathname = path.split('?')[0]!;
    return [...this.jar.values()]
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  cookie(name: string): string | undefined {
    return [...this.jar.values()].find((c) => c.name === name)?.value;
  }

  dropCookie(name: string): void {
    for (const [key, c] of this.jar) if (c.name === name) this.jar.delete(key);
  }

  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>, headers: Record<string, string> = {}) {
    const path = url.startsWith(ORIGIN) ? url.slice(ORIGIN.length) : url;
    if (/^https?:/.test(path)) throw new Error(`left the origin: ${url}`);
    const cookie = this.cookieHeader(path);
    const res = await this.app.inject({
      method,
      url: path,
      headers: {
        host: new URL(ORIGIN).host,
        ...this.headers,
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    this.store(res);
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }

  post(url: string, form: Record<string, string>) {
    return this.request('POST', url, form);
  }

  private store(res: LightMyRequestResponse) {
    const raw = res.headers['set-cookie'];
    for (const line of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eqAt = pair!.indexOf('=');
      const name = pair!.slice(0, eqAt);
      const value = pair!.slice(eqAt + 1);
      const attr = (key: string) => attrs.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
      const path = attr('path') ?? '/';
      const expires = attr('expires');
      const gone = value === '' || attr('max-age') === '0' || (expires !== undefined && new Date(expires).getTime() < Date.now());
      if (gone) this.jar.delete(`${name};${path}`);
      else this.jar.set(`${name};${path}`, { name, value, path });
    }
  }
}

const location = (res: LightMyRequestResponse): string => {
  const value = res.headers.location;
  if (typeof value !== 'string') throw new Error(`no redirect (status ${res.statusCode}): ${res.body.slice(0, 300)}`);
  return value.startsWith(ORIGIN) ? value.slice(ORIGIN.length) : value;
};

let t: TestApp;
let tanakaId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWorld(t.db);
  const [tanaka] = await t.db.select({ id: users.id }).from(users).where(eq(users.usernameEn, 'Ichiro Tanaka'));
  tanakaId = tanaka!.id;
});
afterAll(async () => t.close());

/**
 * Signs in at the bank's embedded provider as far as the redirect back to bizmatch, and answers
 * that callback address (not yet visited). Posts the login form when the provider asks for it.
 */
async function toCallback(browser: Browser, bankCode: string, username: string, query = ''): Promise<string> {
  let res = await browser.get(`/${bankCode}/login${query}`);
  expect(res.statusCode).toBe(303);
  for (let hops = 0; hops < 6; hops++) {
    const next = location(res);
    if (next.startsWith(`/${bankCode}/callback`)) return next;
    res = await browser.get(next);
    if (res.statusCode === 200 && next.includes('/interaction/')) {
      res = await browser.post(next, { username, password: 'demo' });
    }
  }
  throw new Error('the provider never redirected back');
}

async function signInThrough(browser: Browser, bankCode: string, username: string, query = '') {
  return browser.get(await toCallback(browser, bankCode, username, query));
}

/** The login record a login cookie points at (the table keys it by the cookie's SHA-256). */
const loginRecord = async (cookie: string) =>
  t.db
    .select()
    .from(authRequests)
    .where(eq(authRequests.id, createHash('sha256').update(cookie).digest('hex')));

const sessionCount = async (userId: string) =>
  (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;

const whoAmI = (cookie: string | undefined) =>
  t.app.inject({ url: '/api/user', headers: cookie ? { cookie: `bizmatch_session=${cookie}` } : {} });

const withParam = (url: string, name: string, value: string) => {
  const u = new URL(url, ORIGIN);
  u.searchParams.set(name, value);
  return `${u.pathname}${u.search}`;
};

describe('a successful login', () => {
  it('signs a demo user in through the embedded provider and lands on the role home', async () => {
    const browser = new Browser(t.app);
    const callback = await toCallback(browser, 'minato', 'tanaka');
    const loginCookie = browser.cookie('bizmatch_login')!;
    expect(await loginRecord(loginCookie)).toHaveLength(1);
    expect(callback).toMatch(/[?&]code=/);
    expect(callback).toMatch(/[?&]iss=/);
    const res = await browser.get(callback);
    expect(res.statusCode).toBe(303);
    expect(location(res)).toBe('/company/home');
    const token = browser.cookie('bizmatch_session');
    expect(token).toBeTruthy();
    const me = await whoAmI(token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user_id: tanakaId, username_en: 'Ichiro Tanaka' });
    // The login in flight is gone, and its cookie cleared.
    expect(await loginRecord(loginCookie)).toEqual([]);
    expect(browser.cookie('bizmatch_login')).toBeUndefined();
  });

  it.each([
    ['minato', 'minato.banker', '/financial-institution/home'],
    ['chaophraya', 'somchai', '/company/home'],
    ['kokopelli', 'office', '/kokopelli/home'],
    ['kokopelli', 'coordinator', '/coordinator/home'],
  ])('at %s, %s lands on %s', async (bankCode, username, home) => {
    const res = await signInThrough(new Browser(t.app), bankCode, username);
    expect(res.statusCode).toBe(303);
    expect(location(res)).toBe(home);
  });

  it('binds the login cookie to the bank callback: HttpOnly, SameSite=Lax, ten minutes', async () => {
    const res = await t.app.inject('/minato/login');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^bizmatch_login=[\w-]{40,};/);
    expect(cookie).toMatch(/Path=\/minato\/callback/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
    const authorize = new URL(String(res.headers.location));
    expect(authorize.pathname).toBe('/idp/minato/auth');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/minato/callback`);
  });

  it('returns to a same-origin return_to path, and ignores any other', async () => {
    const ok = await signInThrough(new Browser(t.app), 'minato', 'suzuki', `?return_to=${encodeURIComponent('/company/offers/list?page=2')}`);
    expect(location(ok)).toBe('/company/offers/list?page=2');
    for (const evil of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      // Each of these normalises to "//evil.example/...": the check must see what the redirect uses.
      '/.//evil.example/x',
      '/..//evil.example/x',
      '/%2e%2e//evil.example/x',
      '/company/../..//evil.example',
      '/company/..%2f..%2f/evil.example',
      '/\uff0fevil.example',
      // Same origin, but another role's area (403) or no page at all.
      '/financial-institution/home',
      '/api/user',
    ]) {
      const res = await signInThrough(new Browser(t.app), 'minato', 'suzuki', `?return_to=${encodeURIComponent(evil)}`);
      expect(location(res), evil).toBe('/company/home');
    }
  });

  it('follows a hostile return_to through the whole login without ever leaving the origin', async () => {
    // Sent raw, as an attacker's link would, not encoded the way the app encodes it.
    for (const query of ['?return_to=/company/../..//evil.example/x', '?return_to=/%2e%2e//evil.example', '?return_to=/.//evil.example']) {
      const browser = new Browser(t.app);
      const res = await signInThrough(browser, 'minato', 'suzuki', query);
      expect(res.statusCode, query).toBe(303);
      const to = String(res.headers.location);
      expect(new URL(to, ORIGIN).origin, query).toBe(ORIGIN);
      expect(to, query).toBe('/company/home');
      expect(browser.cookie('bizmatch_session'), query).toBeTruthy();
    }
  });

  it("comes back to the provider's account page it was sent from", async () => {
    const res = await signInThrough(new Browser(t.app), 'minato', 'tanaka', `?return_to=${encodeURIComponent('/idp/minato/account')}`);
    expect(location(res)).toBe('/idp/minato/account');
  });

  it('gives a new session id at every login and ends the one the browser had', async () => {
    const browser = new Browser(t.app);
    await signInThrough(browser, 'minato', 'sakura');
    const first = browser.cookie('bizmatch_session');
    expect((await whoAmI(first)).statusCode).toBe(200);

    // Same browser, same provider session (no password asked the second time).
    const again = await signInThrough(browser, 'minato', 'sakura');
    expect(again.statusCode).toBe(303);
    const second = browser.cookie('bizmatch_session');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await whoAmI(first)).statusCode).toBe(401);
    expect((await whoAmI(second)).statusCode).toBe(200);
  });
});

describe('the login flow refuses', () => {
  const expectRefused = async (res: LightMyRequestResponse, browser: Browser) => {
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toMatch(/Error|stack|at \w+ \(/);
    expect(browser.cookie('bizmatch_session')).toBeUndefined();
  };

  it('a wrong state', async () => {
    const browser = new Browser(t.app);
    const callback = await toCallback(browser, 'minato', 'suzuki');
    const res = await browser.get(withParam(callback, 'state', 'forged-state-value'));
    await expectRefused(res, browser);
  });

  it('a replayed code (the same callback address twice)', async () => {
    const browser = new Browser(t.app);
    const callback = await toCallback(browser, 'minato', 'suzuki');
    const loginCookie = browser.cookie('bizmatch_login')!;
    expect(await loginRecord(loginCookie)).toHaveLength(1);
    const first = await browser.get(callback);
    expect(first.statusCode).toBe(303);
    // The login record is used up at once...
    expect(await loginRecord(loginCookie)).toEqual([]);
    // ...so the same address with the same login cookie opens nothing.
    const replay = new Browser(t.app);
    const res = await replay.get(callback, { cookie: `bizmatch_login=${loginCookie}` });
    await expectRefused(res, replay);
  });

  it('a callback without the login cookie (no PKCE verifier)', async () => {
    const browser = new Browser(t.app);
    const callback = await toCallback(browser, 'minato', 'suzuki');
    browser.dropCookie('bizmatch_login');
    await expectRefused(await browser.get(callback), browser);
  });

  it('a callback whose login record is gone (no PKCE verifier)', async () => {
    const browser = new Browser(t.app);
    const callback = await toCallback(browser, 'minato', 'suzuki');
    await t.db.delete(authRequests).where(eq(authRequests.bankCode, 'minato'));
    await expectRefused(await browser.get(callback), browser);
  });

  it('a code redeemed with the wrong PKCE verifier', async () => {
    const browser = new Browser(t.app);
    const callback = await toCallback(browser, 'minato', 'suzuki');
    await t.db
      .update(authRequests)
      .set({ codeVerifier: 'x'.repeat(43) })
      .where(eq(authRequests.bankCode, 'minato'));
    await expectRefused(await browser.get(callback), browser);
  });

  it('an ID token whose nonce does not match', async () => {
    const browser = new Browser(t.app);
    const callback = await toCallback(browser, 'minato', 'suzuki');
    await t.db.update(authRequests).set({ nonce: 'tampered-nonce' }).where(eq(authRequests.bankCode, 'minato'));
    await expectRefused(await browser.get(callback), browser);
  });

  it('an expired login', async () => {
    const browser = new Browser(t.app);
    const callback = await toCallback(browser, 'minato', 'suzuki');
    await t.db.update(authRequests).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authRequests.bankCode, 'minato'));
    await expectRefused(await browser.get(callback), browser);
  });

  it("another bank's code and issuer delivered to this bank's callback", async () => {
    // A user of bank minato whom chaophraya's provider also knows by the same subject: a
    // mixed-up or hostile issuer must still never sign them in at minato.
    const [somchai] = await t.db
      .select({ subject: idpAccounts.subject })
      .from(idpAccounts)
      .where(and(eq(idpAccounts.bankCode, 'chaophraya'), eq(idpAccounts.username, 'somchai')));
    const [minatoBank] = await t.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.bankCode, 'minato'), eq(organisations.role, 'bank')));
    const [victim] = await t.db
      .insert(users)
      .values({ organisationId: minatoBank!.id, loginRealm: 'minato', oidcSubject: somchai!.subject, name: 'Mixed-up victim' })
      .returning({ id: users.id });

    const browser = new Browser(t.app);
    const foreign = new URL(await toCallback(browser, 'chaophraya', 'somchai'), ORIGIN);
    const [theirs] = await t.db.select().from(authRequests).where(eq(authRequests.bankCode, 'chaophraya'));

    // Start a login at minato, and give it everything chaophraya's login had.
    await browser.get('/minato/login');
    const [ours] = await t.db.select().from(authRequests).where(eq(authRequests.bankCode, 'minato'));
    await t.db
      .update(authRequests)
      .set({ nonce: theirs!.nonce, codeVerifier: theirs!.codeVerifier })
      .where(eq(authRequests.id, ours!.id));
    const delivered = new URL('/minato/callback', ORIGIN);
    delivered.searchParams.set('code', foreign.searchParams.get('code')!);
    delivered.searchParams.set('state', ours!.state);
    delivered.searchParams.set('iss', foreign.searchParams.get('iss')!);

    await expectRefused(await browser.get(`${delivered.pathname}${delivered.search}`), browser);
    expect(await sessionCount(victim!.id)).toBe(0);
    await t.db.delete(authRequests);
  });

  it('a login started for another bank code', async () => {
    const browser = new Browser(t.app);
    const callback = await toCallback(browser, 'minato', 'suzuki');
    const token = browser.cookie('bizmatch_login')!;
    const res = await browser.get(callback.replace('/minato/', '/chaophraya/'), { cookie: `bizmatch_login=${token}` });
    await expectRefused(res, browser);
    await t.db.delete(authRequests);
  });

  it('an error answered by the provider', async () => {
    const browser = new Browser(t.app);
    await browser.get('/minato/login');
    const [ours] = await t.db.select().from(authRequests).where(eq(authRequests.bankCode, 'minato'));
    const res = await browser.get(`/minato/callback?error=access_denied&state=${ours!.state}&iss=${encodeURIComponent(`${ORIGIN}/idp/minato`)}`);
    await expectRefused(res, browser);
  });

  it('a provider subject no bizmatch user has', async () => {
    await t.db.insert(idpAccounts).values({
      bankCode: 'minato',
      username: 'stranger',
      passwordHash: (await t.db.select({ h: idpAccounts.passwordHash }).from(idpAccounts).limit(1))[0]!.h,
      subject: randomUUID(),
      name: 'Stranger',
    });
    const browser = new Browser(t.app);
    await expectRefused(await signInThrough(browser, 'minato', 'stranger'), browser);
  });

  it('an unknown bank code, with the app’s 404 page', async () => {
    for (const url of ['/nosuchbank/login', '/nosuchbank/callback?code=x&state=y']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe("the embedded provider's sign-in page", () => {
  async function interactionPage(browser: Browser, bankCode = 'minato') {
    let res = await browser.get(`/${bankCode}/login`);
    res = await browser.get(location(res));
    const url = location(res);
    expect(url).toMatch(new RegExp(`^/idp/${bankCode}/interaction/`));
    return { url, page: await browser.get(url) };
  }

  it('is an accessible form with labelled user ID and password fields and no script', async () => {
    const { page } = await interactionPage(new Browser(t.app));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/<html lang="en">/);
    expect(page.body).toMatch(/<label for="username">User ID<\/label>/);
    expect(page.body).toMatch(/<input id="username" name="username"/);
    expect(page.body).toMatch(/<label for="password">Password<\/label>/);
    expect(page.body).toMatch(/<input id="password" name="password" type="password"/);
    expect(page.body).toMatch(/<button class="button block" type="submit">Sign in<\/button>/);
    expect(page.body).toContain('Minato Bank');
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it.each([
    [{ cookie: 'i18n_redirected=ja' }, 'ja', 'ログイン', 'みなと銀行'],
    [{ 'accept-language': 'th-TH,th;q=0.9,en;q=0.5' }, 'th', 'เข้าสู่ระบบ', 'Minato Bank'],
    [{ 'accept-language': 'fr-FR' }, 'en', 'Sign in', 'Minato Bank'],
  ])('speaks the browser’s language (%o → %s)', async (headers, lang, title, bank) => {
    const browser = new Browser(t.app);
    browser.headers = headers;
    const { page } = await interactionPage(browser);
    expect(page.body).toContain(`<html lang="${lang}">`);
    expect(page.body).toContain(`<h1 id="title">${title}</h1>`);
    expect(page.body).toContain(bank);
  });

  it('passes the locale cookie on as ui_locales, which wins over Accept-Language', async () => {
    const browser = new Browser(t.app);
    browser.headers = { 'accept-language': 'en' };
    browser.jar.set('i18n_redirected;/', { name: 'i18n_redirected', value: 'th', path: '/' });
    const res = await browser.get('/chaophraya/login');
    expect(new URL(location(res), ORIGIN).searchParams.get('ui_locales')).toBe('th');
    browser.dropCookie('i18n_redirected');
    const page = await browser.get(location(await browser.get(location(res))));
    expect(page.body).toContain('<html lang="th">');
    expect(page.body).toContain('ธนาคารเจ้าพระยา');
  });

  it('shows a clear, translated error on a wrong password and opens no session', async () => {
    const browser = new Browser(t.app);
    browser.headers = { 'accept-language': 'ja' };
    const { url } = await interactionPage(browser);
    const before = await sessionCount(tanakaId);
    const res = await browser.post(url, { username: 'tanaka', password: 'wrong' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('ユーザーIDまたはパスワードが正しくありません。');
    expect(res.body).toContain('value="tanaka"');
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.headers.location).toBeUndefined();
    // An unknown user ID gets the very same answer.
    const unknown = await browser.post(url, { username: 'nobody', password: 'demo' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('ユーザーIDまたはパスワードが正しくありません。');
    // Another bank's user cannot sign in at this bank's provider.
    const foreign = await browser.post(url, { username: 'somchai', password: 'demo' });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.body).toContain('role="alert"');
    expect(await sessionCount(tanakaId)).toBe(before);
    expect(browser.cookie('bizmatch_session')).toBeUndefined();
  });

  it('refuses a login form posted without the interaction cookie (login CSRF)', async () => {
    const { url } = await interactionPage(new Browser(t.app));
    const attacker = new Browser(t.app);
    const res = await attacker.post(url, { username: 'tanaka', password: 'demo' });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('shows the signed-in account on the account page, or a sign-in prompt', async () => {
    const browser = new Browser(t.app);
    const anonymous = await browser.get('/idp/minato/account');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toContain('You are not signed in to Minato Bank');
    expect(anonymous.body).toContain('href="/minato/login?return_to=%2Fidp%2Fminato%2Faccount"');
    await signInThrough(browser, 'minato', 'tanaka');
    const page = await browser.get('/idp/minato/account');
    expect(page.body).toContain('田中 一郎');
    expect(page.body).toContain('<dd>tanaka</dd>');
    expect(page.body).not.toContain('<script');
    // Each bank's provider keeps its own session.
    expect((await browser.get('/idp/chaophraya/account')).body).toContain('You are not signed in');
  });

  it('answers 404 for an unknown bank code', async () => {
    expect((await t.app.inject('/idp/nosuchbank/.well-known/openid-configuration')).statusCode).toBe(404);
    expect((await t.app.inject('/idp/nosuchbank/account')).statusCode).toBe(404);
  });

  it('publishes one issuer per bank code', async () => {
    for (const bankCode of ['minato', 'chaophraya', 'kokopelli']) {
      const res = await t.app.inject({ url: `/idp/${bankCode}/.well-known/openid-configuration`, headers: { host: 'localhost:3000' } });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.issuer).toBe(`${ORIGIN}/idp/${bankCode}`);
      expect(doc.code_challenge_methods_supported).toEqual(['S256']);
      expect(doc.end_session_endpoint).toBe(`${ORIGIN}/idp/${bankCode}/session/end`);
    }
  });
});

describe('sessions and logout', () => {
  it('answers 401 once the session has expired', async () => {
    const browser = new Browser(t.app);
    await signInThrough(browser, 'minato', 'tanaka');
    const token = browser.cookie('bizmatch_session');
    expect((await whoAmI(token)).statusCode).toBe(200);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, tanakaId));
    // Changed behind the app's back: announced as every tool that changes sessions must (session-cache.ts).
    await t.app.sessions.userChanged(tanakaId);
    expect((await whoAmI(token)).statusCode).toBe(401);
  });

  it('logs out in one step: the old cookie answers 401, and the provider session ends on the server', async () => {
    const browser = new Browser(t.app);
    await signInThrough(browser, 'minato', 'tanaka');
    const token = browser.cookie('bizmatch_session');
    const res = await browser.get('/logout');
    expect(res.statusCode).toBe(303);
    // The embedded provider's session is already over: the browser goes to the landing page, which
    // says the user has signed out, not through the provider.
    expect(res.headers.location).toBe('/?state=signed_out');
    expect(browser.cookie('bizmatch_session')).toBeUndefined();
    expect((await whoAmI(token)).statusCode).toBe(401);
    // The browser still holds the provider's cookie, but its session is gone.
    expect(browser.cookie('_session')).toBeDefined();
    expect((await browser.get('/idp/minato/account')).body).toContain('You are not signed in');

    // The next sign-in in this browser (the next person at a shared computer) is asked for a password.
    const again = await browser.get('/minato/login');
    const authorize = await browser.get(location(again));
    expect(location(authorize)).toMatch(/^\/idp\/minato\/interaction\//);
    const form = await browser.get(location(authorize));
    expect(form.statusCode).toBe(200);
    expect(form.body).toMatch(/<input id="password" name="password" type="password"/);
  });

  it('still asks before ending the provider session without bizmatch’s ID token, or with another account’s', async () => {
    const browser = new Browser(t.app);
    await signInThrough(browser, 'minato', 'tanaka');
    // The provider's own sign-out link (its account page) carries no hint.
    const plain = await browser.get('/idp/minato/session/end');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('Sign out of Minato Bank?');
    expect(plain.body).not.toContain('<script');
    // A hint issued to another user of the same bank does not end tanaka's session either.
    const other = new Browser(t.app);
    await signInThrough(other, 'minato', 'suzuki');
    const [suzukiSession] = await t.db
      .select({ idToken: sessions.idToken })
      .from(sessions)
      .where(eq(sessions.id, createHash('sha256').update(other.cookie('bizmatch_session')!).digest('hex')));
    const suzukiLogout = `/idp/minato/session/end?${new URLSearchParams({ id_token_hint: suzukiSession!.idToken!, post_logout_redirect_uri: `${ORIGIN}/` })}`;
    const foreign = await browser.get(suzukiLogout);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.body).toContain('Sign out of Minato Bank?');
    expect((await browser.get('/idp/minato/account')).body).toContain('<dd>tanaka</dd>');

    // Confirming there still signs out and returns to bizmatch.
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(plain.body)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec((await browser.get('/idp/minato/session/end')).body)?.[1];
    expect(action && xsrf).toBeTruthy();
    const done = await browser.post(action!, { xsrf: xsrf!, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect((await browser.get('/idp/minato/account')).body).toContain('You are not signed in');
  });

  it("ends only the provider session of the browser that logs out, not the user's others", async () => {
    const here = new Browser(t.app);
    const there = new Browser(t.app);
    await signInThrough(here, 'minato', 'tanaka');
    await signInThrough(there, 'minato', 'tanaka');
    expect((await here.get('/logout')).headers.location).toBe('/?state=signed_out');
    expect((await here.get('/idp/minato/account')).body).toContain('You are not signed in');
    expect((await there.get('/idp/minato/account')).body).toContain('<dd>tanaka</dd>');
    expect((await whoAmI(there.cookie('bizmatch_session'))).statusCode).toBe(200);
  });

  it('does not log out on a cross-site request', async () => {
    const browser = new Browser(t.app);
    await signInThrough(browser, 'minato', 'tanaka');
    const token = browser.cookie('bizmatch_session');
    const res = await browser.get('/logout', { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await whoAmI(token)).statusCode).toBe(200);
    // The same request from the app itself does.
    const own = await browser.get('/logout', { 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(303);
    expect((await whoAmI(token)).statusCode).toBe(401);
  });

  it('sends a browser without a session home', async () => {
    const res = await t.app.inject('/logout');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
  });
});

describe('back-channel logout', () => {
  const sessionIdOf = (browser: Browser) => createHash('sha256').update(browser.cookie('bizmatch_session')!).digest('hex');
  const idTokenOf = async (browser: Browser) =>
    (await t.db.select({ idToken: sessions.idToken }).from(sessions).where(eq(sessions.id, sessionIdOf(browser))))[0]!.idToken!;
  const post = (bankCode: string, body: string, contentType = 'application/x-www-form-urlencoded') =>
    t.app.inject({ method: 'POST', url: `/${bankCode}/backchannel-logout`, headers: { 'content-type': contentType }, payload: body });
  const form = (token: string) => new URLSearchParams({ logout_token: token }).toString();
  /** A JWT of these claims, signed with a key of its own (not the provider's) or with none at all. */
  const forged = async (claims: Record<string, unknown>, alg: 'RS256' | 'none' = 'RS256') => {
    const { SignJWT, generateKeyPair, base64url } = await import('jose');
    if (alg === 'none') {
      const part = (o: object) => base64url.encode(JSON.stringify(o));
      return `${part({ alg: 'none' })}.${part(claims)}.`;
    }
    const { privateKey } = await generateKeyPair('RS256');
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'x' }).sign(privateKey);
  };

  it("ends bizmatch's session of the provider session that signed out at the bank's page, and no other", async () => {
    const here = new Browser(t.app);
    const there = new Browser(t.app);
    await signInThrough(here, 'minato', 'tanaka');
    await signInThrough(there, 'minato', 'tanaka');
    const token = here.cookie('bizmatch_session');
    // The provider's own sign-out (its account page's link), confirmed: it posts a logout token to bizmatch in process.
    const page = await here.get('/idp/minato/session/end');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page.body)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    expect((await here.post(action!, { xsrf: xsrf!, logout: 'yes' })).statusCode).toBe(303);
    expect((await whoAmI(token)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, createHash('sha256').update(token!).digest('hex')))).toEqual([]);
    // The same user's other browser had a provider session of its own (another sid): it stays.
    expect((await whoAmI(there.cookie('bizmatch_session'))).statusCode).toBe(200);
  });

  it('refuses, changing nothing, a token not signed by the provider, unsigned, of another bank, or no logout token at all', async () => {
    const browser = new Browser(t.app);
    await signInThrough(browser, 'minato', 'tanaka');
    const token = browser.cookie('bizmatch_session');
    const idToken = await idTokenOf(browser);
    const { decodeJwt } = await import('jose');
    const claims = decodeJwt(idToken);
    const logoutClaims = {
      iss: claims.iss,
      aud: claims.aud,
      iat: Math.floor(Date.now() / 1000),
      jti: randomUUID(),
      sub: claims.sub,
      sid: claims.sid,
      events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
    };
    const attempts: [string, string, number][] = [
      ['own key', form(await forged(logoutClaims)), 400],
      ['alg none', form(await forged(logoutClaims, 'none')), 400],
      // Signed by minato's provider, but an ID token: no logout event.
      ['an ID token', form(idToken), 400],
      // Minato's token posted to another bank code's endpoint: wrong issuer and keys.
      ['another bank', form(idToken), 400],
      ['no token', '', 400],
      ['garbage', form('a.b.c'), 400],
    ];
    for (const [what, body, status] of attempts) {
      const res = await post(what === 'another bank' ? 'chaophraya' : 'minato', body);
      expect(res.statusCode, what).toBe(status);
      expect(res.json(), what).toMatchObject({ error: 'invalid_request' });
      expect(res.headers['cache-control'], what).toBe('no-store');
    }
    expect((await post('no-such-bank', form(idToken))).statusCode).toBe(404);
    // The same ID token as JSON is still no logout token.
    expect((await post('minato', JSON.stringify({ logout_token: idToken }), 'application/json')).statusCode).toBe(400);
    expect((await whoAmI(token)).statusCode).toBe(200);
    expect(claims.sid).toEqual(expect.any(String));
  });
});

describe('configuration', () => {
  const env = (extra: Record<string, string>) => parseEnv({ NODE_ENV: 'production', ...extra });

  it('runs the embedded provider in production only when EMBEDDED_IDP=true asks for it', () => {
    expect(loadAuthConfig(env({ EMBEDDED_IDP: 'true' })).embeddedIdp).toBe(true);
    expect(loadAuthConfig(env({})).embeddedIdp).toBe(false);
    expect(loadAuthConfig(parseEnv({ NODE_ENV: 'development' })).embeddedIdp).toBe(true);
  });

  it('validates OIDC_PROVIDERS and never echoes its secrets', () => {
    const good = {
      minato: { issuer: 'https://sso.example/realms/minato', client_id: 'bizmatch', client_secret: 's3cret-value' },
    };
    const parsed = loadAuthConfig(env({ OIDC_PROVIDERS: JSON.stringify(good) }));
    expect(parsed.external.get('minato')).toEqual({
      issuer: 'https://sso.example/realms/minato',
      clientId: 'bizmatch',
      clientSecret: 's3cret-value',
    });
    for (const bad of [
      'not json',
      JSON.stringify({ minato: { issuer: 'https://sso.example', client_id: 'x' } }),
      JSON.stringify({ minato: { ...good.minato, issuer: 'http://sso.example/realms/minato' } }),
      JSON.stringify({ 'Bad Code!': good.minato }),
    ]) {
      let error: unknown;
      try {
        loadAuthConfig(env({ OIDC_PROVIDERS: bad }));
      } catch (err) {
        error = err;
      }
      expect(error, bad).toBeInstanceOf(EnvError);
      expect((error as Error).message, bad).toContain('OIDC_PROVIDERS');
      expect((error as Error).message, bad).not.toContain('s3cret-value');
    }
  });

  it('keeps return_to to paths of the role areas (more cases in return-to.test.ts)', () => {
    expect(safeReturnTo('/company/home')).toBe('/company/home');
    expect(safeReturnTo('/company/a?b=c#d')).toBe('/company/a?b=c#d');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'evil', '', '/a\nb', '/a?b=c', 42, undefined]) {
      expect(safeReturnTo(bad), String(bad)).toBeNull();
    }
  });
});

describe('production mode', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production' });
    await seedDemoWorld(prod.db);
  });
  afterAll(async () => prod.close());

  it('runs no embedded provider, and a bank without a configured provider cannot start a login', async () => {
    expect(prod.app.embeddedIdp).toBeNull();
    // Only the app shell answers there (it renders its 404 page), never a provider.
    const discovery = await prod.app.inject('/idp/minato/.well-known/openid-configuration');
    expect(discovery.headers['content-type']).toMatch(/text\/html/);
    expect(discovery.body).toContain('<div id="root">');
    const res = await prod.app.inject('/minato/login');
    expect(res.statusCode).toBe(503);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
