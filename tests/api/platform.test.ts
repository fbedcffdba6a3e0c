import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/server/lib/errors.ts';
import { JSON_MAX_DEPTH } from '../../src/server/plugins/json-body.ts';
import { buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { callAs, createTestApp, secondServerOn, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/test/boom', { config: { public: true } }, async () => {
      throw new Error('secret internal detail: password=hunter2');
    });
    app.get('/api/test/refused', { config: { public: true } }, async () => {
      throw new AppError(409, 'invalid_transition', 'An offer in status published cannot be register.');
    });
    app.get('/api/test/unavailable', { config: { public: true } }, async () => {
      throw new AppError(503, 'service_unavailable', 'secret: the database at 10.0.0.5 refused');
    });
    app.post(
      '/api/test/echo',
      { config: { public: true }, schema: { body: z.object({ title: z.string().max(5), count: z.number().int() }) } },
      async (request) => request.body,
    );
    app.get('/api/test/big', { config: { public: true } }, async () => ({
      items: Array.from({ length: 100 }, (_, i) => ({ id: i, title: `offer ${i}` })),
    }));
    // Over the 64 KB compressed in one call (app.ts): goes through a compression stream.
    app.get('/api/test/huge', { config: { public: true } }, async () => ({
      items: Array.from({ length: 3000 }, (_, i) => ({ id: i, title: `offer ${i}` })),
    }));
    app.get('/api/test/small', { config: { public: true } }, async () => ({ items: [{ id: 1, title: 'x'.repeat(900) }] }));
    app.get('/api/test/webp', { config: { public: true } }, async (_request, reply) =>
      reply.type('image/webp').send(Buffer.alloc(8 * 1024, 7)),
    );
    app.get('/api/test/events', { config: { public: true } }, async (_request, reply) =>
      reply.type('text/event-stream').send(`data: ${'y'.repeat(4096)}\n\n`),
    );
    // Not public: needs a session, and the CSRF header as it is not a GET.
    app.post(
      '/api/test/private-echo',
      { config: { roles: 'any' }, schema: { body: z.object({ title: z.string().max(5) }) } },
      async (request) => request.body,
    );
  });
  const org = await buildOrganisation(t.db, { role: 'enterprise' });
  member = await signIn(t.app, (await buildUser(t.db, { organisationId: org.id })).id);
});
afterAll(async () => t.close());

let member: SignedIn;

describe('health and readiness', () => {
  it('answers health and ready without a session', async () => {
    const health = await t.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });
});

describe('error shape', () => {
  it('answers an unknown API path with the JSON 404 shape, never the app', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('gives per-field errors for a bad body, in the caller\'s language', async () => {
    const en = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { title: 'toolong', count: 1.5 } });
    expect(en.statusCode).toBe(400);
    const body = en.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields).sort()).toEqual(['count', 'title']);

    const ja = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'accept-language': 'ja,en;q=0.5' },
      payload: { title: 'toolong', count: 1 },
    });
    expect(ja.json().message).toMatch(/入力内容/);
    expect(ja.json().fields.title[0]).toMatch(/[ぁ-んァ-ン一-龯]/);

    const th = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { cookie: 'i18n_redirected=th' },
      payload: { title: 'toolong', count: 1 },
    });
    expect(th.json().message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_request');
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024), count: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('answers an unexpected failure with 500 and no internals', async () => {
    const res = await t.app.inject('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal_error');
    expect(res.body).not.toMatch(/hunter2|secret|stack|Error:/);
    expect(res.json().request_id).toBe(res.headers['x-request-id']);
  });

  it("hands the service's developer note to the client on a 4xx, and never on a 5xx", async () => {
    const refused = await t.app.inject('/api/test/refused');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'invalid_transition', detail: 'An offer in status published cannot be register.' });
    const unavailable = await t.app.inject('/api/test/unavailable');
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json().detail).toBeUndefined();
    expect(unavailable.body).not.toMatch(/secret|10\.0\.0\.5/);
    // A code without a note answers without the field.
    expect((await t.app.inject('/api/no-such-thing')).json()).not.toHaveProperty('detail');
  });

  it('keeps a well-formed incoming request id and replaces a hostile one', async () => {
    const ok = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(ok.headers['x-request-id']).toBe('abc-123');
    const bad = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': '<script>' } });
    expect(bad.headers['x-request-id']).not.toBe('<script>');
  });
});

describe('JSON bodies', () => {
  const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });
  const expectShape = (res: Awaited<ReturnType<typeof post>>, status: number, code: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ status, code, request_id: res.headers['x-request-id'] });
  };

  it.each([
    ['arrays', nestedArrays(5000)],
    ['objects', nestedObjects(5000)],
    ['arrays inside a field', `{"title":"a","count":1,"x":${nestedArrays(5000)}}`],
    ['objects and arrays mixed', `${'[{"a":'.repeat(2500)}1${'}]'.repeat(2500)}`],
  ])('refuses %s nested 5,000 deep with 400, not 500', async (_kind, payload) => {
    expectShape(await post('/api/test/echo', payload), 400, 'bad_request');
  });

  it('refuses a deep body from a signed-in user on a real route with 400', async () => {
    const res = await t.call(member, 'PUT', '/api/user/language', `{"language":${nestedArrays(5000)}}`, { 'content-type': 'application/json' });
    expectShape(res, 400, 'bad_request');
  });

  it(`takes nesting up to ${JSON_MAX_DEPTH} levels, and brackets inside strings do not count`, async () => {
    const ok = await post('/api/test/echo', `{"title":"[[{{","count":1,"x":${nestedArrays(JSON_MAX_DEPTH - 1)}}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ title: '[[{{', count: 1 });
    const escaped = await post('/api/test/echo', JSON.stringify({ title: '\\"[[[', count: 2, x: '['.repeat(5000) }));
    expect(escaped.statusCode).toBe(200);
    expectShape(await post('/api/test/echo', `{"title":"a","count":1,"x":${nestedArrays(JSON_MAX_DEPTH)}}`), 400, 'bad_request');
  });

  it('checks the session and CSRF token before reading the body', async () => {
    // Neither a deep nor a malformed body gets as far as the parser without a session…
    expectShape(await post('/api/test/private-echo', nestedArrays(5000)), 401, 'unauthenticated');
    expectShape(await post('/api/test/private-echo', '{"title": '), 401, 'unauthenticated');
    // …or, with one, without its CSRF token.
    expectShape(await post('/api/test/private-echo', '{"title": ', { cookie: member.cookie }), 403, 'csrf_invalid');
    // With both, the body is read and checked.
    expectShape(await post('/api/test/private-echo', '{"title": ', member.headers), 400, 'bad_request');
    const ok = await post('/api/test/private-echo', '{"title":"hi"}', member.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ title: 'hi' });
  });

  it('still refuses a NUL character anywhere in a body, names and values alike', async () => {
    const value = await post('/api/test/echo', JSON.stringify({ title: 'a\u0000', count: 1 }));
    expectShape(value, 400, 'validation_failed');
    expect(Object.keys(value.json().fields)).toEqual(['title']);
    const name = await post('/api/test/echo', JSON.stringify({ title: 'a', count: 1, extra: { 'k\u0000': 'v' } }));
    expectShape(name, 400, 'validation_failed');
    expect(Object.keys(name.json().fields)).toEqual(['extra.k\u0000']);
  });

  it('refuses __proto__ in a body, as Fastify does', async () => {
    expectShape(await post('/api/test/echo', '{"title":"a","count":1,"__proto__":{"x":1}}'), 400, 'bad_request');
  });

  it('answers a JSON body over 256 KB with 413, unread', async () => {
    expectShape(await post('/api/test/echo', JSON.stringify({ title: 'x'.repeat(300 * 1024), count: 1 })), 413, 'payload_too_large');
  });
});

describe('compression', () => {
  const get = (url: string, encoding?: string) =>
    t.app.inject({ url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it('compresses a JSON answer over 1 KB with brotli or gzip, as the client accepts, in one call or streamed', async () => {
    for (const url of ['/api/test/big', '/api/test/huge']) {
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(url.endsWith('huge') ? 64 * 1024 : 1024);

      const br = await get(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('leaves answers under 1 KB, images and event streams uncompressed', async () => {
    for (const url of ['/api/test/small', '/api/health', '/api/test/webp', '/api/test/events', '/api/no-such-thing']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
    expect((await get('/api/test/webp', 'br')).rawPayload).toEqual(Buffer.alloc(8 * 1024, 7));
  });

  it('never inflates a compressed request body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline script, nosniff, a referrer policy and frame-ancestors none', async () => {
    const res = await t.app.inject('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS only when served over https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://bizmatch.example' });
    try {
      const res = await https.app.inject('/api/health');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await https.close();
    }
  });
});

describe('rate limiting', () => {
  it('answers 429 in the error shape once the limit is passed', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await limited.app.inject('/api/config')).statusCode);
      expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
      const res = await limited.app.inject('/api/config');
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });

  it('counts per signed-in user behind one proxy address: one user at the limit leaves a colleague and anonymous calls alone', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' });
    try {
      const org = await buildOrganisation(limited.db);
      const busy = await signIn(limited.app, (await buildUser(limited.db, { organisationId: org.id })).id);
      const colleague = await signIn(limited.app, (await buildUser(limited.db, { organisationId: org.id })).id);
      // Every request comes through the bank's proxy: one client address for all.
      const office = { 'x-forwarded-for': '198.51.100.7' };
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.call(busy, 'GET', '/api/user', undefined, office)).statusCode);
      // signIn's call for the CSRF token was the user's first of three.
      expect(codes).toEqual([200, 200, 429]);
      expect((await limited.call(colleague, 'GET', '/api/user', undefined, office)).statusCode).toBe(200);
      expect((await limited.app.inject({ url: '/api/config', headers: office })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limiting on several servers', () => {
  it.runIf(process.env.TEST_POSTGRES_URL)('shares one budget per user across the servers on one PostgreSQL database', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '6' });
    const second = secondServerOn(() => limited, { RATE_LIMIT_PER_MINUTE: '6' });
    try {
      const b = await second.get();
      const org = await buildOrganisation(limited.db);
      const userId = (await buildUser(limited.db, { organisationId: org.id })).id;
      // Counts are per fixed minute: start with enough of this one left, before the sign-in, whose
      // call for the CSRF token counts (a wait after it put that call in the minute before: 6 × 200).
      const intoMinute = Date.now() % 60_000;
      if (intoMinute > 40_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 100));
      const user = await signIn(limited.app, userId);
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const server = i % 2 === 0 ? limited.app : b;
        codes.push((await callAs(server, user, 'GET', '/api/user')).statusCode);
        // What a second of the servers' syncing does, at once: the serving one adds its count, the other reads.
        const other = server === b ? limited.app : b;
        await server.rateLimitStore!.flush();
        await other.rateLimitStore!.flush();
      }
      // signIn's call for the CSRF token was the first of six; counted per server, none would be refused.
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await second.close();
      await limited.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the API from the zod schemas', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/health', '/api/ready', '/api/csrf', '/api/company', '/api/company/{id}', '/api/user', '/api/users', '/api/user/language']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/api/user/language'].put.requestBody).toBeDefined();
    expect(doc.components.schemas).toHaveProperty('ApiError');
  });

  it('serves a browsable docs page', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('browser app', () => {
  it('answers deep links with the app so the browser router can take over', async () => {
    const res = await t.app.inject('/company/offers/list?keyword=x');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it('sends a built file pre-compressed, as the browser accepts it, and keeps its caching', async () => {
    const fixture = (name: string) => readFileSync(new URL(`../fixtures/web/assets/${name}`, import.meta.url));
    const cases = [
      ['br, gzip', 'br', 'big-def456.js.br'],
      ['gzip', 'gzip', 'big-def456.js.gz'],
      ['identity', undefined, 'big-def456.js'],
    ] as const;
    for (const [accept, encoding, file] of cases) {
      const res = await t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(res.headers['cache-control'], accept).toMatch(/immutable/);
      expect(String(res.headers.vary), accept).toMatch(/accept-encoding/i);
      // The build's own file, byte for byte: nothing is compressed again per request.
      expect(res.rawPayload.equals(fixture(file)), accept).toBe(true);
    }
    expect(brotliDecompressSync(fixture('big-def456.js.br')).equals(fixture('big-def456.js'))).toBe(true);
  });

  it('keeps index.html uncached when it is compressed', async () => {
    const res = await t.app.inject({ url: '/company/home', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('does not answer non-GET requests to app paths with the app', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/company/home' });
    expect(res.statusCode).toBe(404);
  });
});

describe('graceful shutdown', () => {
  it('answers /api/ready 503 in the error shape while draining, and still serves everything else', async () => {
    const drained = await createTestApp();
    try {
      expect((await drained.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      drained.app.lifecycle.draining = true;
      const ready = await drained.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 503, code: 'service_unavailable' });
      // Alive, and still answering what is sent while the balancer takes it out.
      expect((await drained.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await drained.app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    } finally {
      await drained.close();
    }
  });

  it('finishes a request in flight before closing', async () => {
    let release!: () => void;
    const started = new Promise<void>((resolve) => (release = resolve));
    const slow = await createTestApp({}, (app) => {
      app.get('/api/test/slow', { config: { public: true } }, async () => {
        release();
        await new Promise((r) => setTimeout(r, 300));
        return { done: true };
      });
    });
    try {
      const address = await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const inFlight = fetch(`${address}/api/test/slow`);
      await started;
      const closing = slow.app.close();
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ done: true });
      await closing;
      await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    } finally {
      await slow.close();
    }
  });
});
