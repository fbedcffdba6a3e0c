// The chat's fault test: the promise "never a lost or doubled message", checked while
// things break on purpose. Two server processes share one PostgreSQL database (a database of the
// run's own, dropped after); 50 clients in 10 rooms send messages with client ids through a
// poor man's load balancer (each connection attempt picks one of the servers that are up) while
// the harness kill -9s one server after the other and restarts it, and drops client connections
// at random. At the end every client's queue must be empty (everything acknowledged) and:
//
// - every acknowledged message is stored exactly once, under the seq its ack said, and nothing
//   else is stored;
// - each room's seqs are 1..N with no gap, and its last_seq is N;
// - every client holds every message of its room, in seq order, no gap, no duplicate — and the
//   servers never sent a frame with a gap or a duplicate (the client class would hide it).
//
// Prints the counts; exits non-zero on any violation. Needs PostgreSQL (TEST_POSTGRES_URL, default
// postgres://postgres@127.0.0.1:5432/postgres): in CI an unreachable server fails, elsewhere it skips.
//
//   npm run test:chat-fault [-- --rooms 10 --members 5 --messages 40 --kills 4 --interval 600 --seed N --keep-logs]
//
// --messages is the least each client sends: it goes on sending until the last killed server is up.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  appServer,
  buildChatWorld,
  chatClient,
  createScratchDatabase,
  freePort,
  postgresReachable,
  seededRandom,
  sleep,
  waitFor,
  waitWhileProgressing,
  type ChatClient,
  type ScratchDatabase,
  type ServerProcess,
} from '../bench/chat-harness.ts';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '10' },
    members: { type: 'string', default: '5' },
    messages: { type: 'string', default: '40' },
    kills: { type: 'string', default: '4' },
    /** Mean milliseconds between one client's messages. */
    interval: { type: 'string', default: '600' },
    /** Mean milliseconds between two random connection drops. */
    'drop-every': { type: 'string', default: '250' },
    seed: { type: 'string' },
    'keep-logs': { type: 'boolean', default: false },
    /** Milliseconds a server may take to answer /api/ready after it is started (a loaded machine needs more). */
    'start-timeout': { type: 'string', default: '60000' },
  },
});
const ROOMS = Number(values.rooms);
const MEMBERS = Number(values.members);
const MESSAGES = Number(values.messages);
const KILLS = Number(values.kills);
const INTERVAL_MS = Number(values.interval);
const DROP_EVERY_MS = Number(values['drop-every']);
const START_TIMEOUT_MS = Number(values['start-timeout']);
const SEED = Number(values.seed ?? Math.floor(Math.random() * 2 ** 31));
/** How long a killed server stays down before it is started again. */
const DOWN_MS = 1000;

// Seeded, so a failing run's choices (servers picked, drops, pacing) can be replayed with --seed.
const random = seededRandom(SEED);

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reachable = await postgresReachable(adminUrl);
if (!reachable.ok) {
  const message = `test:chat-fault: PostgreSQL at ${adminUrl} is not reachable (${reachable.reason})`;
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`${message}; skipping the chat fault test. Set TEST_POSTGRES_URL to run it.`);
  process.exit(0);
}
console.log(
  `test:chat-fault: ${ROOMS} rooms × ${MEMBERS} writers, ≥ ${MESSAGES} messages each, ${KILLS} kills, seed ${SEED}, on ${reachable.version}`,
);

const startedAt = performance.now();
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const violations: string[] = [];
const violation = (text: string) => {
  if (violations.length < 50) violations.push(text);
  else if (violations.length === 50) violations.push('… (more violations not listed)');
};

let database: ScratchDatabase | null = null;
const servers: ServerProcess[] = [];
const clients: ChatClient[] = [];
const logDir = mkdtempSync(path.join(os.tmpdir(), 'bizmatch-chat-fault-'));

/** What each client sent, by client id: its body, and the seq of its ack once acknowledged. */
interface Sent {
  client: ChatClient;
  body: string;
  ackedSeq: number | null;
}
const sent = new Map<string, Sent>();
const counts = { sent: 0, acked: 0, nacked: 0, kills: 0, drops: 0 };

try {
  database = await createScratchDatabase(adminUrl, 'bizmatch_chat_fault');
  const rooms = await buildChatWorld(database.handle.db, Array.from({ length: ROOMS }, () => MEMBERS));
  const worldAt = performance.now();

  for (const name of ['server-a', 'server-b']) {
    servers.push(appServer({ name, port: await freePort(), databaseUrl: database.url, logDir }));
  }
  await Promise.all(servers.map((s) => s.start(START_TIMEOUT_MS)));

  // The load balancer: a server its health check sees up, or any when none is (the attempt then fails and backs off).
  const pickServer = () => {
    const up = servers.filter((s) => s.up);
    const pool = up.length > 0 ? up : servers;
    return `ws://127.0.0.1:${pool[Math.floor(random() * pool.length)]!.port}`;
  };

  for (const room of rooms) {
    for (const writer of room.members) {
      const client: ChatClient = chatClient({
        room,
        writer,
        pickServer,
        abrupt: true,
        random,
        heartbeatMs: 2000,
        pongTimeoutMs: 2000,
        minBackoffMs: 100,
        maxBackoffMs: 1500,
        onAck: (clientId, message) => {
          const mine = sent.get(clientId);
          if (!mine || mine.client !== client) {
            violation(`${writer.userId} got an ack for ${clientId}, which it did not send`);
            return;
          }
          if (message.client_id !== clientId || message.sender.user_id !== writer.userId || message.body !== mine.body) {
            violation(`the ack for ${clientId} carries another message (client id ${message.client_id}, seq ${message.seq})`);
          }
          if (mine.ackedSeq === null) {
            mine.ackedSeq = message.seq;
            counts.acked += 1;
          } else if (mine.ackedSeq !== message.seq) {
            violation(`${clientId} was acknowledged as seq ${mine.ackedSeq} and again as seq ${message.seq}`);
          }
        },
        onNack: (clientId, code, message) => {
          counts.nacked += 1;
          violation(`${clientId} was refused: ${code} ${message}`);
        },
        onEnded: (reason) => {
          if (reason !== 'stopped') violation(`${writer.userId}'s connection ended for good: ${reason}`);
        },
      });
      clients.push(client);
    }
  }
  for (const client of clients) client.connection.start();
  if (!(await waitFor(() => clients.every((c) => c.connection.state === 'live'), 60_000))) {
    throw new Error(`not every client came live: ${clients.filter((c) => c.connection.state !== 'live').length} of ${clients.length} are not`);
  }
  const liveAt = performance.now();

  // Each client sends at a jittered pace, at least MESSAGES and on until the last killed server is
  // back (a restart takes seconds, so every kill falls while messages are sent); a message goes into
  // the queue whatever the connection's state, as a user typing while offline would.
  let killing = KILLS > 0;
  const senders = clients.map(async (client, index) => {
    for (let i = 0; i < MESSAGES || killing; i++) {
      await sleep(INTERVAL_MS * (0.5 + random()));
      const clientId = randomUUID();
      const body = `client ${index} message ${i} (${client.writer.kind})`;
      sent.set(clientId, { client, body, ackedSeq: null });
      counts.sent += 1;
      client.connection.send({ client_id: clientId, body });
    }
  });
  const sendingMs = INTERVAL_MS * MESSAGES;
  let sending = true;

  // One server after the other is killed (SIGKILL) and started again on its port, the kills spread
  // evenly over the sending.
  const sendingFrom = performance.now();
  const restartMs: number[] = [];
  const killer = (async () => {
    for (let k = 0; k < KILLS; k++) {
      await sleep(sendingFrom + ((k + 1) * sendingMs) / (KILLS + 1) - performance.now());
      const server = servers[k % servers.length]!;
      const killedAt = performance.now();
      await server.kill9();
      counts.kills += 1;
      await sleep(DOWN_MS);
      await server.start(START_TIMEOUT_MS);
      restartMs.push(performance.now() - killedAt);
    }
    killing = false;
  })();
  // Random connection drops (the TCP connection goes, no close frame) while messages are sent.
  const dropper = (async () => {
    while (sending) {
      await sleep(DROP_EVERY_MS * (0.5 + random()));
      const candidates = clients.filter((c) => c.connection.state === 'live' || c.connection.state === 'connecting');
      const victim = candidates[Math.floor(random() * candidates.length)];
      if (victim) {
        victim.connection.drop();
        counts.drops += 1;
      }
    }
  })();
  await Promise.all(senders);
  sending = false;
  await Promise.all([killer, dropper]);
  const sentAt = performance.now();

  // Everything queued must be acknowledged once the servers are back. A slow machine works through
  // the backlog for longer, so the bound is on progress: 30 s without a single new ack fails, and
  // so does a backlog not cleared in 5 minutes.
  const waiting = () => clients.reduce((n, c) => n + c.connection.pending.length, 0);
  if (!(await waitWhileProgressing(() => waiting() === 0, waiting, 30_000, 300_000))) {
    violation(`${waiting()} messages still unacknowledged after ${s(performance.now() - sentAt)} (30 s without a new ack, or 5 minutes in all)`);
  }

  const ackedAt = performance.now();

  // Then every client catches up with its room (one that is offline is told to retry now).
  const lastSeq = new Map<string, number>();
  const roomRows = await database.query<{ negotiation_id: string; last_seq: number }>(
    'select negotiation_id, last_seq from negotiation_chat_rooms',
  );
  for (const row of roomRows) lastSeq.set(row.negotiation_id, Number(row.last_seq));
  const caughtUp = () =>
    clients.every((c) => {
      if (c.connection.state === 'offline') c.connection.retryNow();
      return c.connection.lastSeqHeld >= (lastSeq.get(c.room.tradingId) ?? 0);
    });
  const held = () => clients.reduce((n, c) => n + c.connection.lastSeqHeld, 0);
  if (!(await waitWhileProgressing(caughtUp, held, 30_000, 120_000))) {
    violation(`${clients.filter((c) => c.connection.lastSeqHeld < (lastSeq.get(c.room.tradingId) ?? 0)).length} clients did not catch up with their room (30 s without progress, or 2 minutes in all)`);
  }
  const settledAt = performance.now();

  // ---- the checks ----------------------------------------------------------------------------
  const rows = await database.query<{
    negotiation_id: string;
    seq: number;
    client_id: string;
    sender_user_id: string;
    body: string;
  }>('select negotiation_id, seq, client_id, sender_user_id, body from chat_messages order by negotiation_id, seq');
  const stored = new Map<string, number>();
  const storedBodies = new Map<string, number>();
  const byRoom = new Map<string, typeof rows>();
  let extra = 0;
  for (const row of rows) {
    const key = `${row.negotiation_id}/${row.sender_user_id}/${row.client_id}`;
    stored.set(key, (stored.get(key) ?? 0) + 1);
    storedBodies.set(row.body, (storedBodies.get(row.body) ?? 0) + 1);
    byRoom.set(row.negotiation_id, [...(byRoom.get(row.negotiation_id) ?? []), row]);
    const mine = sent.get(row.client_id);
    if (!mine || mine.client.writer.userId !== row.sender_user_id || mine.client.room.tradingId !== row.negotiation_id) {
      extra += 1;
      violation(`stored message ${row.negotiation_id} seq ${row.seq} (client id ${row.client_id}) was never sent by that client`);
    } else if (mine.ackedSeq === null) {
      extra += 1;
      violation(`stored message ${row.client_id} (seq ${row.seq}) was never acknowledged`);
    } else if (mine.ackedSeq !== Number(row.seq)) {
      violation(`${row.client_id} was acknowledged as seq ${mine.ackedSeq} but is stored as seq ${row.seq}`);
    }
    if (mine && mine.body !== row.body) violation(`${row.client_id} is stored with another body`);
  }
  let doubled = 0;
  for (const n of [...stored.values(), ...storedBodies.values()]) if (n > 1) doubled += n - 1;
  if (doubled > 0) violation(`${doubled} messages are stored more than once`);
  let lost = 0;
  for (const [clientId, mine] of sent) {
    const key = `${mine.client.room.tradingId}/${mine.client.writer.userId}/${clientId}`;
    if (mine.ackedSeq === null) {
      lost += 1;
      violation(`${clientId} (${mine.body}) was never acknowledged`);
    } else if (!stored.has(key)) {
      lost += 1;
      violation(`${clientId} (${mine.body}) was acknowledged as seq ${mine.ackedSeq} but is not stored`);
    }
  }
  for (const room of rooms) {
    const seqs = (byRoom.get(room.tradingId) ?? []).map((r) => Number(r.seq));
    const gapless = seqs.every((seq, i) => seq === i + 1);
    if (!gapless) violation(`room ${room.tradingId}: stored seqs are not 1..${seqs.length}`);
    if ((lastSeq.get(room.tradingId) ?? -1) !== seqs.length) {
      violation(`room ${room.tradingId}: last_seq ${lastSeq.get(room.tradingId)} but ${seqs.length} messages`);
    }
  }
  const frames = { duplicate: 0, gap: 0, bad: 0 };
  let readies = 0;
  let attempts = 0;
  const closes: Record<number, number> = {};
  for (const client of clients) {
    const roomRows = byRoom.get(client.room.tradingId) ?? [];
    const held = client.tally.received;
    const same =
      held.length === roomRows.length && held.every((m, i) => m.seq === i + 1 && m.client_id === roomRows[i]!.client_id);
    if (!same) {
      violation(
        `client of ${client.writer.userId} in room ${client.room.tradingId} holds ${held.length} messages ` +
          `(seqs ${held.slice(0, 5).map((m) => m.seq).join(',')}…), the room has ${roomRows.length}`,
      );
    }
    frames.duplicate += client.tally.duplicateFrames;
    frames.gap += client.tally.gapFrames;
    frames.bad += client.tally.badFrames;
    readies += client.tally.readies;
    for (const [code, n] of Object.entries(client.tally.closes)) closes[Number(code)] = (closes[Number(code)] ?? 0) + n;
    attempts += client.tally.attempts;
  }
  if (frames.duplicate > 0) violation(`the servers sent ${frames.duplicate} message frames a client already held`);
  if (frames.gap > 0) violation(`the servers sent ${frames.gap} frames with a gap in seq`);
  if (frames.bad > 0) violation(`the servers sent ${frames.bad} frames that are not server frames`);

  const table: [string, string | number][] = [
    ['clients / rooms / servers', `${clients.length} / ${rooms.length} / ${servers.length}`],
    ['sent', counts.sent],
    ['acked', counts.acked],
    ['stored', rows.length],
    ['lost', lost],
    ['doubled', doubled],
    ['stored but not acked or not sent', extra],
    ['nacked', counts.nacked],
    ['kills (kill -9, restart)', counts.kills],
    ['connection drops', counts.drops],
    ['reconnects (ready after the first)', readies - clients.length],
    ['connection attempts (incl. refused)', attempts],
    ['closed by server or network, by code', Object.entries(closes).map(([code, n]) => `${code}: ${n}`).join(', ') || 'none'],
    ['kill to ready again (each kill)', restartMs.map((ms) => s(ms)).join(', ')],
    ['frames with a gap / duplicate / unparsable', `${frames.gap} / ${frames.duplicate} / ${frames.bad}`],
    ['time: world, servers live, sending, all acked, caught up, total', `${s(worldAt - startedAt)}, ${s(liveAt - worldAt)}, ${s(sentAt - liveAt)}, +${s(ackedAt - sentAt)}, +${s(settledAt - ackedAt)}, ${s(performance.now() - startedAt)}`],
  ];
  const width = Math.max(...table.map(([k]) => k.length));
  for (const [k, v] of table) console.log(`  ${k.padEnd(width)}  ${v}`);
} catch (err) {
  violation(`the run failed: ${(err as Error).stack ?? String(err)}`);
} finally {
  for (const client of clients) client.connection.stop();
  await Promise.all(servers.map((s) => s.stop().catch(() => undefined)));
  await database?.drop().catch((err: unknown) => violation(`could not drop ${database?.name}: ${(err as Error).message}`));
}

if (violations.length > 0) {
  console.error(`test:chat-fault: FAILED (seed ${SEED}; replay with -- --seed ${SEED})`);
  for (const v of violations) console.error(`  - ${v}`);
  for (const server of servers) console.error(`--- ${server.spec.name} log (last lines; all in ${logDir}):\n${server.logTail()}`);
  process.exit(1);
}
if (values['keep-logs']) console.log(`test:chat-fault: server logs in ${logDir}`);
else rmSync(logDir, { recursive: true, force: true });
console.log('test:chat-fault: passed — every acknowledged message stored once, every client holds its room in order');
// Sockets closing and the pool's timers would keep the process a little longer for nothing.
process.exit(0);
