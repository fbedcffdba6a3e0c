// The negotiation chat's socket (decision 020; protocol in src/shared/schemas/chat.ts) on
// a listening server: the upgrade refused to anyone who may not read the room and to a foreign or
// missing Origin; hello → replay → ready → live, in order with no gap or duplicate; a message never
// reaching another room's socket; one message per client id; a closed room; receipts; resume from
// the last number after a disconnect at a random point; two servers on one PostgreSQL database.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { chatMessages } from '../../src/server/db/schema/index.ts';
import { parseEnv } from '../../src/server/env.ts';
import { ChatConnection } from '../../src/shared/chat-connection.ts';
import { chatApi, type ChatMessage } from '../../src/shared/schemas/chat.ts';
import { buildChatWorld, CHAT_WHO, chatSocketUrl, openChatSocket, signIn, type ChatWho, type ChatWorld, type SignedIn, type TestSocket } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { statementsDuring } from '../helpers/statements.ts';

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let base: string;
let world: ChatWorld;
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  world = await buildChatWorld(t.app, t.db);
});
afterAll(async () => {
  for (const s of open) s.ws.terminate();
  await t.close();
});

async function connect(who: SignedIn, tradingId: string, after = 0, url = base): Promise<TestSocket> {
  const socket = await openChatSocket(url, tradingId, who, ORIGIN);
  open.push(socket);
  socket.send({ type: 'hello', after });
  await socket.next('ready');
  return socket;
}
const post = (who: SignedIn, id: string, body: string, clientId = randomUUID()) =>
  t.call(who, 'POST', `/api/${chatApi.messages(id)}`, { client_id: clientId, body });
const seqsOf = (s: TestSocket) => s.frames.flatMap((f) => (f.type === 'message' ? [f.message.seq] : []));

const READERS: ChatWho[] = ['representative', 'applicantColleague', 'offerUser', 'coordinator', 'applicantBank', 'offerBank', 'operator'];

describe('the upgrade', () => {
  it('opens for the room\'s readers only; everyone else is refused before any socket (404)', async () => {
    const n = await world.negotiation();
    for (const who of CHAT_WHO) {
      if (READERS.includes(who)) {
        const s = await connect(world.who[who], n.id);
        expect(s.frames.at(-1), who).toMatchObject({ type: 'ready', room: { trading_id: n.id } });
        s.close();
      } else {
        await expect(openChatSocket(base, n.id, world.who[who], ORIGIN), who).rejects.toMatchObject({ status: 404 });
      }
    }
    const beforeDisclosure = await world.negotiation('nda_applicant');
    await expect(openChatSocket(base, beforeDisclosure.id, world.who.offerUser, ORIGIN)).rejects.toMatchObject({ status: 404 });
    const offered = await world.negotiation('coordinator_offered');
    await expect(openChatSocket(base, offered.id, world.who.coordinator, ORIGIN)).rejects.toMatchObject({ status: 404 });
    await expect(openChatSocket(base, randomUUID(), world.who.offerUser, ORIGIN)).rejects.toMatchObject({ status: 404 });
    // A malformed room id is refused as on every route (docs/decisions/045-routes-alike.md).
    await expect(openChatSocket(base, 'nope', world.who.offerUser, ORIGIN)).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a missing or foreign Origin (403) and a missing session (401)', async () => {
    const n = await world.negotiation();
    await expect(openChatSocket(base, n.id, world.who.offerUser, null)).rejects.toMatchObject({ status: 403 });
    await expect(openChatSocket(base, n.id, world.who.offerUser, 'https://evil.example')).rejects.toMatchObject({ status: 403 });
    await expect(openChatSocket(base, n.id, null, ORIGIN)).rejects.toMatchObject({ status: 401 });
  });
});

describe('the protocol', () => {
  it('replays after the given number, then ready, then live messages to every member, never another room\'s', async () => {
    const n = await world.negotiation();
    const elsewhere = await world.negotiation();
    for (let i = 1; i <= 3; i++) await post(world.who.offerUser, n.id, `before ${i}`);
    const reader = await connect(world.who.operator, n.id, 1);
    expect(reader.frames.map((f) => f.type)).toEqual(['message', 'message', 'ready']);
    expect(seqsOf(reader)).toEqual([2, 3]);
    const other = await connect(world.who.offerUser, elsewhere.id);
    const writer = await connect(world.who.representative, n.id, 3);
    writer.send({ type: 'send', client_id: randomUUID(), body: 'live' });
    const ack = await writer.next('ack');
    expect(ack.message).toMatchObject({ seq: 4, body: 'live', sender: { side: 'applicant' } });
    // The sender's socket carries the message itself before its ack.
    expect(writer.frames.map((f) => f.type)).toEqual(['ready', 'message', 'ack']);
    await post(world.who.coordinator, n.id, 'over HTTP');
    await reader.next('message', (f) => f.message.seq === 5);
    expect(seqsOf(reader)).toEqual([2, 3, 4, 5]);
    other.send({ type: 'ping' });
    await other.next('pong');
    expect(seqsOf(other)).toEqual([]);
  });

  // On PostgreSQL (test:pg runs it): the statements pg's client sends while one message goes out.
  it.runIf(!!process.env.TEST_POSTGRES_URL)('the sender\'s server delivers and acks a new message without reading it back (decision 052)', async () => {
    const n = await world.negotiation();
    const reader = await connect(world.who.offerUser, n.id);
    const writer = await connect(world.who.representative, n.id);
    writer.send({ type: 'send', client_id: randomUUID(), body: 'warm-up' });
    await reader.next('message', (f) => f.message.seq === 1);
    const seen = await statementsDuring(async () => {
      writer.send({ type: 'send', client_id: randomUUID(), body: 'counted' });
      await writer.next('ack', (f) => f.message.seq === 2);
      await reader.next('message', (f) => f.message.seq === 2);
    }, 'process');
    const listed = seen.join('\n');
    // Written once (the CTE) and read once by the notification; never read for the ack or the hub.
    expect(seen.filter((q) => /^select .*from "chat_messages"/.test(q)), listed).toEqual([]);
    expect(seen.filter((q) => /with room as/.test(q)), listed).toHaveLength(1);
    expect(seqsOf(reader)).toEqual([1, 2]);
  });

  it('acks a retried client id with the original, also when the retries race, and stores it once', async () => {
    const n = await world.negotiation();
    const s = await connect(world.who.offerUser, n.id);
    const clientId = randomUUID();
    for (let i = 0; i < 5; i++) s.send({ type: 'send', client_id: clientId, body: 'once' });
    const [http] = await Promise.all([post(world.who.offerUser, n.id, 'once', clientId), s.next('ack')]);
    await new Promise<void>((resolve) => {
      const check = () => (s.frames.filter((f) => f.type === 'ack').length === 5 ? resolve() : setTimeout(check, 10));
      check();
    });
    const acks = s.frames.filter((f) => f.type === 'ack');
    expect(new Set(acks.map((a) => a.message.seq))).toEqual(new Set([1]));
    expect(http.json().seq).toBe(1);
    expect(seqsOf(s)).toEqual([1]);
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.negotiationId, n.id))).toHaveLength(1);
  });

  it('nacks a reader\'s send (forbidden), a too long text (validation_failed), and answers a bad frame with error bad_request', async () => {
    const n = await world.negotiation();
    const bank = await connect(world.who.offerBank, n.id);
    const id = randomUUID();
    bank.send({ type: 'send', client_id: id, body: 'A bank writes' });
    expect(await bank.next('nack')).toMatchObject({ client_id: id, code: 'forbidden' });
    const writer = await connect(world.who.offerUser, n.id);
    const long = randomUUID();
    writer.send({ type: 'send', client_id: long, body: 'x'.repeat(5001) });
    expect(await writer.next('nack')).toMatchObject({ client_id: long, code: 'validation_failed' });
    writer.ws.send('not json');
    expect(await writer.next('error')).toMatchObject({ code: 'bad_request' });
    writer.send({ type: 'shout' });
    expect(writer.frames.filter((f) => f.type === 'error')).toHaveLength(1);
    writer.send({ type: 'ping' });
    await writer.next('pong');
    expect(writer.frames.filter((f) => f.type === 'error')).toHaveLength(2);
  });

  it('closes the socket with 4401 once its session has ended (found at the next send)', async () => {
    const n = await world.negotiation();
    const who = await signIn(t.app, world.who.offerUser.userId);
    const s = await connect(who, n.id);
    const viewer = await t.app.sessions.resolve(who.cookie.split('=')[1]);
    await t.app.sessions.close(viewer!.sessionId);
    s.send({ type: 'send', client_id: randomUUID(), body: 'after logout' });
    expect(await s.closed).toBe(4401);
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.negotiationId, n.id))).toEqual([]);
  });

  it('sends receipts to the room\'s sockets', async () => {
    const n = await world.negotiation();
    await post(world.who.offerUser, n.id, 'read me');
    const offer = await connect(world.who.offerUser, n.id);
    const rep = await connect(world.who.representative, n.id);
    rep.send({ type: 'read', seq: 1 });
    expect((await offer.next('receipt')).receipt).toMatchObject({ user_id: world.who.representative.userId, last_read_seq: 1, side: 'applicant' });
  });

  it('tells every socket the room closed and nacks a send after it (chat_closed)', async () => {
    const n = await world.negotiation('completion_requested');
    const writer = await connect(world.who.offerUser, n.id);
    const reader = await connect(world.who.applicantBank, n.id);
    const operator = world.who.operator;
    const version = (await t.call(operator, 'GET', `/api/negotiations/${n.id}`)).json().version;
    const res = await t.call(operator, 'POST', `/api/negotiations/${n.id}/actions/approve_completion`, { version });
    expect(res.statusCode, res.body).toBe(200);
    await writer.next('closed');
    await reader.next('closed');
    const id = randomUUID();
    writer.send({ type: 'send', client_id: id, body: 'too late' });
    expect(await writer.next('nack')).toMatchObject({ client_id: id, code: 'chat_closed' });
  });
});

/** A ChatConnection (the one client of the protocol) on the `ws` package with a cookie and Origin. */
function client(who: SignedIn, tradingId: string, url = base) {
  const received: ChatMessage[] = [];
  const connection = new ChatConnection({
    url: chatSocketUrl(url, tradingId),
    createSocket: (u) => {
      const ws = new WebSocket(u, { headers: { cookie: who.cookie, origin: ORIGIN } });
      // ChatConnection clears its handlers before closing; `ws` reports a close while connecting as an error event.
      ws.on('error', () => undefined);
      return ws;
    },
    onMessage: (m) => received.push(m),
    minBackoffMs: 20,
    maxBackoffMs: 200,
  });
  return { connection, received };
}
const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 2000 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error(`never: ${what}`);
};

describe('resume', () => {
  it('a client dropped at a random point reconnects with its last number and receives exactly the missing messages, in order', async () => {
    const n = await world.negotiation();
    const reader = client(world.who.operator, n.id);
    reader.connection.start();
    await until(() => reader.connection.state === 'live', 'live');
    const total = 60;
    const dropAt = new Set(Array.from({ length: 4 }, () => 1 + Math.floor(Math.random() * (total - 1))));
    for (let i = 1; i <= total; i++) {
      if (dropAt.has(i)) reader.connection.drop();
      expect((await post(i % 2 ? world.who.offerUser : world.who.representative, n.id, `m${i}`)).statusCode).toBe(200);
    }
    await until(() => reader.received.length === total, `${total} messages (got ${reader.received.length})`);
    expect(reader.received.map((m) => m.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(reader.received.map((m) => m.body)).toEqual(Array.from({ length: total }, (_, i) => `m${i + 1}`));
    reader.connection.stop();
  });

  it('messages queued while offline are sent once on reconnect and every member holds them in order', async () => {
    const n = await world.negotiation();
    const writer = client(world.who.offerUser, n.id);
    const reader = client(world.who.representative, n.id);
    writer.connection.start();
    reader.connection.start();
    await until(() => writer.connection.state === 'live' && reader.connection.state === 'live', 'live');
    for (let i = 1; i <= 20; i++) {
      if (i % 7 === 0) writer.connection.drop();
      writer.connection.send({ body: `q${i}` });
    }
    await until(() => writer.connection.pending.length === 0 && reader.received.length === 20, 'all delivered');
    expect(reader.received.map((m) => m.body)).toEqual(writer.received.map((m) => m.body));
    expect(reader.received.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.negotiationId, n.id))).toHaveLength(20);
    writer.connection.stop();
    reader.connection.stop();
  });
});

describe('two server processes on one PostgreSQL database', () => {
  let second: FastifyInstance | null = null;
  afterAll(async () => {
    await second?.close();
  });

  // PGlite serves one process: there is no second server to start on it.
  it('a message sent through one reaches a socket client of the other (PostgreSQL only)', async (ctx) => {
    if (!t.app.database.url) ctx.skip();
    const database = await openDatabase({ databaseUrl: t.app.database.url! });
    second = await buildApp({ env: parseEnv({ NODE_ENV: 'test', RATE_LIMIT_PER_MINUTE: '100000', WEB_DIST_DIR: './tests/fixtures/web', PUBLIC_URL: ORIGIN }), database });
    second.addHook('onClose', async () => database.close());
    const secondBase = await second.listen({ host: '127.0.0.1', port: 0 });
    const n = await world.negotiation();
    const onSecond = client(world.who.representative, n.id, secondBase);
    onSecond.connection.start();
    await until(() => onSecond.connection.state === 'live', 'live on the second server');
    // Sent through the first server, over its socket and over HTTP.
    const onFirst = await connect(world.who.offerUser, n.id);
    onFirst.send({ type: 'send', client_id: randomUUID(), body: 'こんにちは' });
    await onFirst.next('ack');
    await post(world.who.coordinator, n.id, 'สวัสดีครับ');
    await until(() => onSecond.received.length === 2, 'both on the second server');
    expect(onSecond.received.map((m) => [m.seq, m.body])).toEqual([
      [1, 'こんにちは'],
      [2, 'สวัสดีครับ'],
    ]);
    onSecond.connection.stop();
  });
});
