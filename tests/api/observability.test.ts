import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedUrl, loggerOptions } from '../../src/server/lib/log.ts';
import { serveMetrics } from '../../src/server/plugins/metrics.ts';
import { buildOffer, buildOrganisation, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/** Every line the app logs, as written (JSON text). */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

const HIDDEN = 'Kakushi Seimitsu Hidden Works';
let t: TestApp;
let owner: SignedIn;
let partner: SignedIn;
let offerId: string;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, { logger: { ...loggerOptions('info'), stream: sink } });
  const ownerOrg = await buildOrganisation(t.db, { name: HIDDEN, nameEn: HIDDEN });
  const partnerOrg = await buildOrganisation(t.db, { country: 'TH' });
  owner = await signIn(t.app, (await buildUser(t.db, { organisationId: ownerOrg.id })).id);
  partner = await signIn(t.app, (await buildUser(t.db, { organisationId: partnerOrg.id })).id);
  offerId = (await buildOffer(t.db, { owner: ownerOrg })).id;
});
afterAll(async () => {
  await t?.close();
});

describe('metrics', () => {
  it('counts answers by route pattern and status, with latency, sockets, outbox and (on PostgreSQL) the pool', async () => {
    expect((await t.call(partner, 'GET', `/api/offers/${offerId}/partner`)).statusCode).toBe(200);
    expect((await t.call(partner, 'GET', `/api/offers/${offerId}/manage`)).statusCode).toBe(404);
    const text = await t.app.metrics.registry.metrics();
    expect(text).toMatch(/bizmatch_http_requests_total\{method="GET",route="\/api\/offers\/:id\/partner",status_code="200"\} 1/);
    expect(text).toMatch(/bizmatch_http_requests_total\{method="GET",route="\/api\/offers\/:id\/manage",status_code="404"\} 1/);
    expect(text).toMatch(/bizmatch_http_request_duration_seconds_count\{method="GET",route="\/api\/offers\/:id\/partner"\} 1/);
    // Never a series per offer: the raw address is not a label.
    expect(text).not.toContain(offerId);
    expect(text).toMatch(/^bizmatch_websocket_connections 0$/m);
    expect(text).toMatch(/^bizmatch_email_outbox_pending \d+$/m);
    expect(text).toMatch(/^bizmatch_process_cpu_seconds_total/m);
    if (t.app.database.kind === 'postgres') expect(text).toMatch(/^bizmatch_db_pool_connections [1-9]/m);
    else expect(text).not.toContain('bizmatch_db_pool_connections');
  });

  it('counts 5xx answers as errors', async () => {
    const before = await t.app.metrics.errors.get();
    const sum = (m: typeof before) => m.values.reduce((n, v) => n + v.value, 0);
    // A database that stops answering: the ready route's 503 is counted.
    const ping = t.app.database.ping.bind(t.app.database);
    t.app.database.ping = async () => {
      throw new Error('down');
    };
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    } finally {
      t.app.database.ping = ping;
    }
    expect(sum(await t.app.metrics.errors.get())).toBe(sum(before) + 1);
  });

  it('are served on a port of their own and not on the public one', async () => {
    const port = await new Promise<number>((resolve) => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as { port: number }).port;
        srv.close(() => resolve(p));
      });
    });
    const server = await serveMetrics(t.app, '127.0.0.1', port);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toContain('bizmatch_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      server.close();
    }
    const pub = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(pub.body).not.toContain('bizmatch_http_requests_total');
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
  });
});

describe('logs', () => {
  it('are JSON lines with the request id and the signed-in user, and no secrets, query values or hidden names', async () => {
    lines.length = 0;
    const reqId = 'balancer-7f3a';
    await t.call(partner, 'GET', `/api/offers/${offerId}/partner`, undefined, { 'x-request-id': reqId, authorization: 'Bearer sekrit-token' });
    await t.call(partner, 'GET', `/api/offers/search?keyword=${encodeURIComponent(HIDDEN)}&per_page=10`);
    await t.call(owner, 'GET', `/api/offers/${offerId}/manage`);
    await t.call(partner, 'GET', `/api/offers/${offerId}/manage`);
    await t.app.inject({ method: 'GET', url: '/minato/callback?code=AUTHCODE-SECRET&state=STATE-SECRET' });
    await t.call(partner, 'POST', '/api/offers', { intent: 'register', offer: { title: HIDDEN } });

    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = records.filter((r) => r.msg === 'request completed');
    const first = completed.find((r) => r.reqId === reqId);
    expect(first).toMatchObject({ reqId, userId: partner.userId, res: { statusCode: 200 } });
    expect(records.find((r) => r.reqId === reqId && r.msg === 'incoming request')).toMatchObject({
      req: { method: 'GET', url: `/api/offers/${offerId}/partner` },
    });
    expect(completed.filter((r) => r.userId === owner.userId)).toHaveLength(1);
    // A refusal's line names the user too (the partner may not manage the offer: 404).
    expect(completed.some((r) => (r.res as { statusCode: number }).statusCode === 404 && r.userId === partner.userId)).toBe(true);
    // The search's and the callback's query values are not written, only their names.
    expect(records.some((r) => (r.req as { url?: string } | undefined)?.url === '/minato/callback?code=&state=')).toBe(true);

    const log = lines.join('\n');
    for (const secret of [partner.cookie.split('=')[1]!, partner.csrf, owner.csrf, 'sekrit-token', 'AUTHCODE-SECRET', 'STATE-SECRET', HIDDEN, 'Kakushi']) {
      expect(log).not.toContain(secret);
    }
  });

  it('keep a path and the names of its query parameters', () => {
    expect(loggedUrl('/api/offers')).toBe('/api/offers');
    expect(loggedUrl('/api/offers/search?keyword=%E7%A7%98&page=2&keyword=x')).toBe('/api/offers/search?keyword=&page=');
  });
});
