// Sessions and the sockets that ride on them (docs/decisions/033-sessions-and-sockets.md): a
// socket's checks never extend its session; a logout closes the session's sockets at once, on
// every server; a user holds at most SOCKETS_PER_USER sockets; refused frames are a warn line and
// a count, never an error with a stack.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sessions } from '../../src/server/db/schema/index.ts';
import { loggerOptions } from '../../src/server/lib/log.ts';
import {
  buildChatWorld,
  chatSocketUrl,
  openChatSocket,
  openInboxSocket,
  signIn,
  type ChatWorld,
  type SignedIn,
} from '../factories/index.ts';
import { createTestApp, secondServerOn, type TestApp } from '../helpers/app.ts';

const ORIGIN = 'http://localhost:3000';
const CAP = 3;
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let base: string;
let world: ChatWorld;
const opened: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN, SOCKETS_PER_USER: String(CAP), LOG_LEVEL: 'info' }, undefined, {
    logger: { ...loggerOptions('info'), stream: sink },
  });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  world = await buildChatWorld(t.app, t.db);
});
afterAll(async () => {
  for (const ws of opened) ws.terminate();
  await t.close();
});

const tokenOf = (who: SignedIn) => who.cookie.split('=')[1]!;
const sessionIdOf = async (who: SignedIn) => (await t.app.sessions.resolve(tokenOf(who), { extend: false }))!.sessionId;
const lastSeen = async (who: SignedIn) =>
  (await t.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, await sessionIdOf(who))))[0]!.at.getTime();
/** Moves the session's last request into the past, as if its user had been away, and tells the servers. */
async function idleFor(who: SignedIn, minutes: number) {
  const id = await sessionIdOf(who);
  await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - minutes * 60_000) }).where(eq(sessions.id, id));
  await t.app.sessions.userChanged(who.userId);
}
async function inbox(who: SignedIn, url = base) {
  const s = await openInboxSocket(url, who, ORIGIN);
  opened.push(s.ws);
  await s.until(1);
  return s;
}
async function chat(who: SignedIn, tradingId: string, url = base) {
  const s = await openChatSocket(url, tradingId, who, ORIGIN);
  opened.push(s.ws);
  s.send({ type: 'hello', after: 0 });
  await s.next('ready');
  return s;
}
/** Pings the bell and answers the first frame other than its unread counts. */
const pong = async (s: Awaited<ReturnType<typeof inbox>>) => {
  const n = s.frames.length;
  s.ws.send(JSON.stringify({ type: 'ping' }));
  for (let i = n + 1; ; i++) {
    await s.until(i);
    if (s.frames[i - 1]!.type !== 'unread') return s.frames[i - 1];
  }
};
/** A counter's value for one set of labels (0 before its first count). */
const metric = async (name: string, labels: string) => {
  const text = await t.app.metrics.registry.metrics();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line ? Number(line.split(' ')[1]) : 0;
};
const CHAT_ROUTE = 'route="/api/negotiations/:trading_id/chat/socket"';
const INBOX_ROUTE = 'route="/api/notifications/socket"';

describe('idle sessions', () => {
  it("a socket's heartbeat and session checks do not extend the session; the user's own requests do", async () => {
    const who = await signIn(t.app, world.who.representative.userId);
    const s = await inbox(who);
    await idleFor(who, 10);
    const before = await lastSeen(who);
    // The bell's ping is answered only after its session check, which found the session.
    expect(await pong(s)).toEqual({ type: 'pong' });
    expect(await lastSeen(who)).toBe(before);
    expect(await t.app.sessions.resolve(tokenOf(who), { extend: false })).not.toBeNull();
    expect(await lastSeen(who)).toBe(before);
    // A request of the user's own does.
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: who.cookie } })).statusCode).toBe(200);
    expect(await lastSeen(who)).toBeGreaterThan(before);
    s.ws.close();
    await s.closed;
  });

  it('an idle session ends although its sockets are open, and they close (4401)', async () => {
    const n = await world.negotiation();
    const who = await signIn(t.app, world.who.offerUser.userId);
    const bell = await inbox(who);
    const room = await chat(who, n.id);
    // Past the idle limit (30 minutes): the notice makes each socket look again, and both close.
    await idleFor(who, 31);
    expect(await bell.closed).toBe(4401);
    expect(await room.closed).toBe(4401);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: who.cookie } })).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it("closes the session's chat and bell sockets at once, and no other session's", async () => {
    const n = await world.negotiation();
    const who = await signIn(t.app, world.who.representative.userId);
    const otherTab = await signIn(t.app, world.who.representative.userId);
    const bell = await inbox(who);
    const room = await chat(who, n.id);
    const keeps = await inbox(otherTab);
    // No frame from the client: the logout alone closes them.
    const res = await t.app.inject({ url: '/logout', headers: { cookie: who.cookie } });
    expect(res.statusCode).toBe(303);
    expect(await bell.closed).toBe(4401);
    expect(await room.closed).toBe(4401);
    // A message sent after the logout never reaches the closed room socket.
    await t.call(world.who.offerUser, 'POST', `/api/negotiations/${n.id}/chat/messages`, { client_id: randomUUID(), body: 'after logout' });
    expect(room.frames.filter((f) => f.type === 'message')).toEqual([]);
    expect(await pong(keeps)).toEqual({ type: 'pong' });
  });

  describe('on another server (PostgreSQL only)', () => {
    const second = secondServerOn(() => t, { PUBLIC_URL: ORIGIN });
    afterAll(() => second.close());

    it('a logout on one server closes the sockets the session holds on the other at once', async (ctx) => {
      if (!t.app.database.url) ctx.skip();
      const b = await second.get();
      const secondBase = await b.listen({ host: '127.0.0.1', port: 0 });
      const n = await world.negotiation();
      const who = await signIn(t.app, world.who.offerUser.userId);
      const bell = await inbox(who, secondBase);
      const room = await chat(who, n.id, secondBase);
      expect((await t.app.inject({ url: '/logout', headers: { cookie: who.cookie } })).statusCode).toBe(303);
      expect(await bell.closed).toBe(4401);
      expect(await room.closed).toBe(4401);
    });
  });
});

describe('sockets per user', () => {
  it(`refuses the upgrade over ${CAP} sockets (429 too_many_sockets), counts it, and admits again once one closes`, async () => {
    const n = await world.negotiation();
    const who = world.who.applicantBank;
    const held = [await inbox(who), await inbox(who), await chat(who, n.id)];
    const refused = () => Promise.all([INBOX_ROUTE, CHAT_ROUTE].map((route) => metric('bizmatch_websocket_upgrades_refused_total', route)));
    const before = await refused();
    await expect(openInboxSocket(base, who, ORIGIN)).rejects.toMatchObject({ status: 429, body: expect.stringContaining('"too_many_sockets"') });
    await expect(openChatSocket(base, n.id, who, ORIGIN)).rejects.toMatchObject({ status: 429 });
    expect(await refused()).toEqual(before.map((n) => n + 1));
    // Another user of the same organisation is not counted against this one.
    const colleague = await signIn(t.app, world.who.offerBank.userId);
    (await inbox(colleague)).ws.close();
    // Even a non-member learns nothing new: the room's own answer (404) comes first.
    await expect(openChatSocket(base, n.id, world.who.otherCompany, ORIGIN)).rejects.toMatchObject({ status: 404 });
    held[0]!.ws.close();
    await held[0]!.closed;
    (await inbox(who)).ws.close();
  });

  it(`holds at most ${CAP} when many upgrades arrive at once`, async () => {
    const who = await signIn(t.app, world.who.operator.userId);
    const attempts = await Promise.allSettled(Array.from({ length: 12 }, () => openInboxSocket(base, who, ORIGIN)));
    const open = attempts.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    for (const s of open) opened.push(s.ws);
    for (const a of attempts) if (a.status === 'rejected') expect(a.reason).toMatchObject({ status: 429 });
    // Those admitted side by side beyond the cap are closed at once with 4429; the others answer a ping.
    const outcome = (s: (typeof open)[number]) =>
      new Promise<number | 'open'>((resolve) => {
        void s.closed.then(resolve);
        pong(s).then(() => resolve('open'), () => undefined);
      });
    const outcomes = await Promise.all(open.map(outcome));
    expect(outcomes.filter((o) => o === 'open')).toHaveLength(CAP);
    for (const o of outcomes) if (o !== 'open') expect(o).toBe(4429);
    expect(t.app.sessionSockets.countFor(who.userId)).toBe(CAP);
    for (const s of open) s.ws.close();
  });
});

describe('refused frames', () => {
  const refusals = () =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((r) => r.msg === 'websocket frame refused' || Number(r.level) >= 50);

  it('are one warn line without a stack each, counted by reason; the socket answers or closes as the protocol says', async () => {
    const n = await world.negotiation();
    const who = await signIn(t.app, world.who.coordinator.userId);
    lines.length = 0;
    const room = await chat(who, n.id);
    room.ws.send('not json');
    await room.next('error', (f) => f.code === 'bad_request');
    room.ws.send(JSON.stringify({ type: 'shout' }));
    await room.next('error', (f) => f.code === 'bad_request' && room.frames.filter((x) => x.type === 'error').length === 2);
    const bell = await inbox(who);
    bell.ws.send('{');
    expect(await pong(bell)).toEqual({ type: 'pong' });
    // Over maxPayload (64 KB): ws closes with 1009.
    room.ws.send(JSON.stringify({ type: 'send', client_id: randomUUID(), body: 'x'.repeat(70_000) }));
    expect(await room.closed).toBe(1009);
    // Not valid UTF-8 in a text frame: 1007.
    const raw = new WebSocket(chatSocketUrl(base, n.id), { headers: { cookie: who.cookie, origin: ORIGIN } });
    opened.push(raw);
    await new Promise((resolve) => raw.once('open', resolve));
    const rawClosed = new Promise<number>((resolve) => raw.once('close', resolve));
    raw.send(Buffer.from([0xff, 0xfe, 0xfd]), { binary: false });
    expect(await rawClosed).toBe(1007);

    const found = refusals();
    const counted = await Promise.all([
      metric('bizmatch_websocket_frames_refused_total', `${CHAT_ROUTE},reason="malformed"`),
      metric('bizmatch_websocket_frames_refused_total', `${INBOX_ROUTE},reason="malformed"`),
      metric('bizmatch_websocket_frames_refused_total', `${CHAT_ROUTE},reason="too_large"`),
    ]);
    expect(found.map((r) => [r.level, r.reason])).toEqual([
      [40, 'malformed'],
      [40, 'malformed'],
      [40, 'malformed'],
      [40, 'too_large'],
      [40, 'malformed'],
    ]);
    for (const r of found) expect(JSON.stringify(r)).not.toMatch(/stack|\n\s+at /);
    expect(counted).toEqual([3, 1, 1]);
  });
});
