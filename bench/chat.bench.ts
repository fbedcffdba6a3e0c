// Chat benchmark: real WebSocket clients — the one protocol client
// (src/shared/chat-connection.ts) over `ws` — connected to rooms of 2–5 writers, sending a fixed
// total rate of messages, on (1) one app server, (2) two app servers sharing PostgreSQL (clients
// spread over both, so most deliveries cross servers through LISTEN/NOTIFY), and in the same run
// (0) a bare `ws` broadcast server that stores nothing (bench/chat-baseline-server.ts), the
// baseline. Measures delivery latency from `send` at the sender to the message's arrival at each
// other member of the room, and counts lost and doubled deliveries. Asserts nothing; prints.
//
//   npm run bench:chat [-- --clients 1000 --rate 50 --duration 20 --warmup 5 --setups baseline,one,two
//                         --url postgres://postgres@127.0.0.1:5432/postgres --profile --keep]
//
// The world is written to a fresh PostgreSQL database of the run's own (dropped after unless
// --keep) by the test factories: one negotiation per room, disclosed, coordinator assigned, and a
// session per writer.
//
// --profile preloads bench/chat-query-probe.ts into the app servers: over the measured window only,
// every statement they send to PostgreSQL is timed and their CPU is sampled; the bench prints the
// round trips and database wait per message and the CPU's top functions (files in
// bench/.data/chat-profile/).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { BaselineSenders } from './chat-baseline-server.ts';
import type { QueryProbeEntry } from './chat-query-probe.ts';
import {
  appServer,
  buildChatWorld,
  chatClient,
  createScratchDatabase,
  freePort,
  postgresReachable,
  PUBLIC_ORIGIN,
  quantile,
  REPO_DIR,
  seededRandom,
  ServerProcess,
  sleep,
  waitFor,
  type ChatClient,
  type Room,
  type Writer,
} from './chat-harness.ts';
import { BENCH_DIR } from './bench-db.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '50' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    setups: { type: 'string', default: 'baseline,one,two' },
    url: { type: 'string' },
    seed: { type: 'string', default: '1' },
    profile: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const CLIENTS = Number(values.clients);
const RATE = Number(values.rate);
const DURATION_S = Number(values.duration);
const WARMUP_S = Number(values.warmup);
/** How long the clients stay connected and silent before the load, to measure the servers' idle CPU. */
const IDLE_MS = 5000;
/**
 * Clock ticks a second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on Linux), asked once,
 * here, before the run. Asked on every read (so that it was ready whenever the run's top-level
 * code called it), its `getconf` child processes, spawned synchronously for each server and
 * database backend at the window's start, held up this process, whose clients then received late:
 * the burst every run showed in the window's first 0.2 s.
 */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
const SETUPS = String(values.setups).split(',') as SetupName[];
const adminUrl = String(values.url ?? process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
type SetupName = 'baseline' | 'one' | 'two';
const SETUP_LABEL: Record<SetupName, string> = {
  baseline: 'bare ws broadcast (baseline)',
  one: 'one server',
  two: 'two servers, one PostgreSQL',
};
for (const s of SETUPS) if (!(s in SETUP_LABEL)) throw new Error(`--setups: unknown setup ${s} (baseline, one, two)`);

const random = seededRandom(Number(values.seed));

/** Room sizes of 2–5 writers adding up to exactly `total` clients. */
function roomSizes(total: number): number[] {
  const sizes: number[] = [];
  let remaining = total;
  while (remaining > 0) {
    let size = 2 + Math.floor(random() * 4);
    if (size > remaining) size = remaining;
    // Never leave a room of one behind.
    if (remaining - size === 1) size = size < 5 ? size + 1 : size - 1;
    sizes.push(size);
    remaining -= size;
  }
  return sizes;
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

const reachable = await postgresReachable(adminUrl);
if (!reachable.ok) {
  console.error(`bench:chat: PostgreSQL at ${adminUrl} is not reachable (${reachable.reason})`);
  process.exit(1);
}
const ulimit = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim();
console.log(
  `bench:chat: ${CLIENTS} clients, ${RATE} messages/s for ${DURATION_S} s after ${WARMUP_S} s of warm-up; ` +
    `${os.cpus().length} CPUs, Node ${process.versions.node}, ${reachable.version}; open files limit ${ulimit}`,
);
if (Number(ulimit) < CLIENTS + 200) {
  console.warn(`bench:chat: the open files limit (${ulimit}) is below ${CLIENTS + 200}: raise it (ulimit -n) or the connections will fail`);
}

const started = performance.now();
const database = await createScratchDatabase(adminUrl, 'bizmatch_chat_bench');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'bizmatch-chat-bench-'));
const profileDir = path.join(BENCH_DIR, '.data', 'chat-profile');

interface SetupResult {
  setup: SetupName;
  servers: number;
  sent: number;
  measuredMessages: number;
  deliveries: number;
  expected: number;
  lost: number;
  doubled: number;
  stored: number | null;
  latency: { p50: number; p95: number; p99: number; max: number; n: number };
  /** When (s into the measured window, by send time) the slowest 1 % of deliveries were sent: clustered or spread. */
  slowestAt: number[];
  ack: { p50: number; p99: number };
  connectS: number;
  clientLoopDelayP99: number;
  /** The machine's 1-minute load average at the end of the measured window (other work on it shows here). */
  load1: number;
  /**
   * What the run cost the server process(es) and PostgreSQL's backends for this database (from
   * /proc): CPU over the measured window (user + system, ms), and the servers' resident memory
   * before the clients connected and once they all were (KiB, summed over servers).
   */
  cost?: { serverCpuMs: number; dbCpuMs: number; windowMs: number; rssIdleKiB: number; rssConnectedKiB: number; idleCpuPercent: number };
  /** With --profile: statements sent to PostgreSQL over the measured window, and the time waited for them. */
  statements?: { count: number; waitedMs: number };
  profile?: string[];
}
const results: SetupResult[] = [];

try {
  const sizes = roomSizes(CLIENTS);
  const rooms = await buildChatWorld(database.handle.db, sizes, { concurrency: 8 });
  console.log(`bench:chat: world of ${rooms.length} rooms (${sizes.filter((s) => s === 2).length}×2, ${sizes.filter((s) => s === 3).length}×3, ${sizes.filter((s) => s === 4).length}×4, ${sizes.filter((s) => s === 5).length}×5) built in ${fmt((performance.now() - started) / 1000)} s`);

  const sideOf: Record<Writer['kind'], 'applicant' | 'offer_company' | 'coordinator'> = {
    representative: 'applicant',
    offer_company: 'offer_company',
    coordinator: 'coordinator',
  };
  const baselineSenders: BaselineSenders = { origin: PUBLIC_ORIGIN, openedAt: new Date().toISOString(), senders: {} };
  for (const room of rooms) {
    for (const w of room.members) {
      baselineSenders.senders[w.cookie.split('=')[1]!] = { user_id: w.userId, name: 'Bench User', organisation_name: 'Bench Organisation', side: sideOf[w.kind] };
    }
  }
  const sendersFile = path.join(workDir, 'senders.json');
  writeFileSync(sendersFile, JSON.stringify(baselineSenders));

  for (const setup of SETUPS) {
    results.push(await runSetup(setup, rooms, sendersFile));
  }
} finally {
  if (values.keep) console.log(`bench:chat: kept database ${database.name}`);
  else await database.drop();
  if (process.env.BENCH_KEEP_WORKDIR) console.log(`bench:chat: work directory kept: ${workDir}`); else rmSync(workDir, { recursive: true, force: true });
}

// ---- the report --------------------------------------------------------------------------------
const baseline = results.find((r) => r.setup === 'baseline');
const header = ['setup', 'servers', 'sent', 'deliveries', 'p50', 'p95', 'p99', 'max', 'p50/base', 'p95/base', 'p99/base', 'ack p50', 'ack p99', 'lost', 'doubled', 'stored', 'connect s', 'client loop p99', 'load 1 min'];
const rows = results.map((r) => [
  SETUP_LABEL[r.setup],
  String(r.servers),
  String(r.sent),
  String(r.deliveries),
  fmt(r.latency.p50),
  fmt(r.latency.p95),
  fmt(r.latency.p99),
  fmt(r.latency.max),
  baseline ? fmt(r.latency.p50 / baseline.latency.p50, 2) : '–',
  baseline ? fmt(r.latency.p95 / baseline.latency.p95, 2) : '–',
  baseline ? fmt(r.latency.p99 / baseline.latency.p99, 2) : '–',
  fmt(r.ack.p50),
  fmt(r.ack.p99),
  String(r.lost),
  String(r.doubled),
  r.stored === null ? '–' : String(r.stored),
  fmt(r.connectS),
  fmt(r.clientLoopDelayP99),
  fmt(r.load1, 2),
]);
console.log(`\nDelivery latency, send → arrival at each other member (ms; measured window only):`);
console.log(`| ${header.join(' | ')} |\n|${header.map((_, i) => (i === 0 ? '---' : '--:')).join('|')}|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
const one = results.find((r) => r.setup === 'one');
if (one) console.log(`\ntarget p99 ≤ 50 ms on one server: ${one.latency.p99 <= 50 ? 'met' : 'NOT met'} (p99 ${fmt(one.latency.p99)} ms); lost ${results.reduce((n, r) => n + r.lost, 0)}, doubled ${results.reduce((n, r) => n + r.doubled, 0)}`);
for (const r of results) if (r.profile) console.log(`\nWhere ${SETUP_LABEL[r.setup]}'s time went (measured window):\n${r.profile.join('\n')}`);
mkdirSync(path.join(BENCH_DIR, '.data'), { recursive: true });
const out = path.join(BENCH_DIR, '.data', `chat-${CLIENTS}-${RATE}.json`);
writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), clients: CLIENTS, rate: RATE, durationS: DURATION_S, warmupS: WARMUP_S, results }, null, 2));
console.log(`\nbench:chat: figures in ${path.relative(REPO_DIR, out)}; total ${fmt((performance.now() - started) / 1000)} s`);
process.exit(0);

// ---- one setup ---------------------------------------------------------------------------------

async function runSetup(setup: SetupName, rooms: Room[], sendersFile: string): Promise<SetupResult> {
  const count = setup === 'two' ? 2 : 1;
  const servers: ServerProcess[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const name = `${setup}-${i + 1}`;
    servers.push(
      setup === 'baseline'
        ? new ServerProcess({
            name,
            args: ['bench/chat-baseline-server.ts', '--port', String(port), '--senders', sendersFile],
            env: { PATH: process.env.PATH },
            port,
            logFile: path.join(workDir, `${name}.log`),
            readyPath: '/api/ready',
          })
        : appServer({
            name,
            port,
            databaseUrl: database.url,
            logDir: workDir,
            // BENCH_SERVER_NODE_ARGS: flags Node takes only on its command line (e.g. --trace-gc; with BENCH_KEEP_WORKDIR=1 the logs stay).
            nodeArgs: [
              ...(values.profile ? ['--import', pathToFileURL(path.join(BENCH_DIR, 'chat-query-probe.ts')).href] : []),
              ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
            ],
            extraEnv: values.profile ? { CHAT_PROBE_OUT: path.join(profileDir, name) } : {},
          }),
    );
  }
  const probing = values.profile === true && setup !== 'baseline';
  if (probing) {
    mkdirSync(profileDir, { recursive: true });
    for (const s of servers) for (const ext of ['.cpuprofile', '.queries.json']) rmSync(path.join(profileDir, `${s.spec.name}${ext}`), { force: true });
  }
  // A loaded machine (other work on its cores) can take over half a minute to start the app server.
  await Promise.all(servers.map((s) => s.start(180_000)));
  if (setup !== 'baseline') {
    // Steady state, as for users who have been active a while: a session is touched at most once a
    // minute (its last_seen_at written on the request after that), so the touches come at a steady
    // ~1/60 of the sessions a second rather than all together a minute after the world was built.
    await database.query(`update sessions set last_seen_at = now() - random() * interval '60 seconds'`);
  }
  const rssIdleKiB = sumOf(servers.map((s) => rssKiB(s.pid)));
  const storedBefore = setup === 'baseline' ? 0 : Number((await database.query<{ n: string }>('select count(*) as n from chat_messages'))[0]!.n);

  /** Every message this setup sent, by client id. */
  const sent = new Map<string, { at: number; sender: ChatClient; measured: boolean; ackMs: number | null; arrivals: number }>();
  const latencies: number[] = [];
  const timed: [sentAt: number, ms: number][] = [];
  const seen = new Map<ChatClient, Set<string>>();
  let doubledArrivals = 0;
  const clients: ChatClient[] = [];
  let index = 0;
  for (const room of rooms) {
    for (const writer of room.members) {
      const server = servers[index++ % servers.length]!;
      const mine = new Set<string>();
      const client: ChatClient = chatClient({
        room,
        writer,
        pickServer: () => `ws://127.0.0.1:${server.port}`,
        onMessage: (message) => {
          const at = performance.now();
          const record = sent.get(message.client_id);
          // Messages of an earlier setup come back as the room's history: not this setup's.
          if (!record || record.sender === client) return;
          if (mine.has(message.client_id)) doubledArrivals += 1;
          mine.add(message.client_id);
          record.arrivals += 1;
          if (record.measured) {
            latencies.push(at - record.at);
            timed.push([record.at, at - record.at]);
          }
        },
        onAck: (clientId) => {
          const record = sent.get(clientId);
          if (record && record.ackMs === null) record.ackMs = performance.now() - record.at;
        },
      });
      seen.set(client, mine);
      clients.push(client);
    }
  }
  // Connect in waves, as a crowd arriving rather than one burst of 1,000 upgrades.
  const connectStart = performance.now();
  for (let i = 0; i < clients.length; i += 50) {
    const wave = clients.slice(i, i + 50);
    for (const c of wave) c.connection.start();
    if (!(await waitFor(() => wave.every((c) => c.connection.state === 'live'), 60_000))) {
      throw new Error(`${setup}: clients ${i}–${i + wave.length - 1} did not come live within 60 s:\n${servers.map((s) => s.logTail(10)).join('\n')}`);
    }
  }
  const connectS = (performance.now() - connectStart) / 1000;
  // The servers' CPU with every client connected and nobody writing (timers, jobs, pings): the
  // fixed cost under the per-message figures below.
  const idleStart = { cpu: sumOf(servers.map((s) => cpuMsOf(s.pid))), at: performance.now() };
  await sleep(IDLE_MS);
  const idleCpuPercent = (100 * (sumOf(servers.map((s) => cpuMsOf(s.pid))) - idleStart.cpu)) / (performance.now() - idleStart.at);
  const rssConnectedKiB = sumOf(servers.map((s) => rssKiB(s.pid)));
  const backends = async () => (setup === 'baseline' ? [] : (await database.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database.name])).map((r) => r.pid));
  const backendsBefore = await backends();
  let cpuStart = { server: 0, db: new Map<number, number>() };

  // The load: RATE messages a second in total, each from a client picked at random, on a fixed
  // schedule (a late tick sends at once, so the rate holds).
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const periodMs = 1000 / RATE;
  const total = Math.round((WARMUP_S + DURATION_S) * RATE);
  const warm = Math.round(WARMUP_S * RATE);
  const t0 = performance.now();
  let windowStart = t0;
  for (let k = 0; k < total; k++) {
    const due = t0 + k * periodMs;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    if (k === warm) {
      windowStart = performance.now();
      cpuStart = { server: sumOf(servers.map((s) => cpuMsOf(s.pid))), db: new Map(backendsBefore.map((pid) => [pid, cpuMsOf(pid)])) };
      loop.enable();
      if (probing) for (const s of servers) s.signal('SIGUSR2');
    }
    const sender = clients[Math.floor(random() * clients.length)]!;
    const clientId = randomUUID();
    sent.set(clientId, { at: performance.now(), sender, measured: k >= warm, ackMs: null, arrivals: 0 });
    sender.connection.send({ client_id: clientId, body: `Bench message ${k}: could you confirm the quantities and the delivery date for the next shipment?` });
  }
  loop.disable();
  const windowMs = performance.now() - windowStart;
  const serverCpuMs = sumOf(servers.map((s) => cpuMsOf(s.pid))) - cpuStart.server;
  const dbCpuMs = sumOf((await backends()).map((pid) => cpuMsOf(pid) - (cpuStart.db.get(pid) ?? 0)));
  const load1 = os.loadavg()[0]!;
  const othersOf = (c: ChatClient) => c.room.members.length - 1;
  const expected = [...sent.values()].reduce((n, r) => n + othersOf(r.sender), 0);
  const delivered = () => [...sent.values()].reduce((n, r) => n + r.arrivals, 0);
  await waitFor(() => delivered() >= expected && clients.every((c) => c.connection.pending.length === 0), 15_000);
  const deliveries = delivered();
  if (probing) {
    for (const s of servers) s.signal('SIGUSR2');
    const files = servers.map((s) => path.join(profileDir, `${s.spec.name}.queries.json`));
    if (!(await waitFor(() => files.every((f) => existsSync(f)), 10_000))) console.warn(`${setup}: the probe wrote no figures`);
  }

  let stored: number | null = null;
  let doubledStored = 0;
  if (setup !== 'baseline') {
    const ids = [...sent.keys()];
    const rows = await database.query<{ client_id: string; n: string }>(
      'select client_id::text, count(*) as n from chat_messages where client_id = any($1::uuid[]) group by client_id',
      [ids],
    );
    stored = rows.reduce((n, r) => n + Number(r.n), 0);
    doubledStored = rows.reduce((n, r) => n + Math.max(0, Number(r.n) - 1), 0);
    const after = Number((await database.query<{ n: string }>('select count(*) as n from chat_messages'))[0]!.n);
    if (after - storedBefore !== stored) console.warn(`${setup}: ${after - storedBefore} rows were added but ${stored} carry this setup's client ids`);
  }
  const frameDuplicates = clients.reduce((n, c) => n + c.tally.duplicateFrames, 0);
  const gaps = clients.reduce((n, c) => n + c.tally.gapFrames, 0);
  if (gaps > 0) console.warn(`${setup}: the server sent ${gaps} frames with a gap in seq`);
  const reconnects = clients.reduce((n, c) => n + c.tally.readies, 0) - clients.length;
  if (reconnects > 0) console.warn(`${setup}: ${reconnects} reconnections during the run`);

  for (const c of clients) c.connection.stop();
  await Promise.all(servers.map((s) => s.stop()));
  const measuredCount = [...sent.values()].filter((r) => r.measured).length;
  const probe = probing ? summariseProbe(servers.map((s) => path.join(profileDir, s.spec.name)), measuredCount) : undefined;

  latencies.sort((a, b) => a - b);
  const acks = [...sent.values()].filter((r) => r.measured && r.ackMs !== null).map((r) => r.ackMs!).sort((a, b) => a - b);
  const result: SetupResult = {
    setup,
    servers: count,
    sent: sent.size,
    measuredMessages: measuredCount,
    deliveries,
    expected,
    lost: expected - deliveries + [...sent.values()].filter((r) => r.ackMs === null).length,
    doubled: doubledArrivals + frameDuplicates + doubledStored,
    stored,
    latency: {
      p50: quantile(latencies, 0.5),
      p95: quantile(latencies, 0.95),
      p99: quantile(latencies, 0.99),
      max: latencies.at(-1) ?? Number.NaN,
      n: latencies.length,
    },
    slowestAt: timed
      .sort((x, y) => y[1] - x[1])
      .slice(0, Math.ceil(timed.length / 100))
      .map(([at]) => Math.round((at - windowStart) / 100) / 10)
      .sort((x, y) => x - y),
    ack: { p50: quantile(acks, 0.5), p99: quantile(acks, 0.99) },
    connectS,
    clientLoopDelayP99: loop.percentile(99) / 1e6,
    load1,
    cost: { serverCpuMs, dbCpuMs, windowMs, rssIdleKiB, rssConnectedKiB, idleCpuPercent },
    statements: probe?.statements,
    profile: probe?.lines,
  };
  console.log(
    `bench:chat: ${SETUP_LABEL[setup]}: p50 ${fmt(result.latency.p50)} / p95 ${fmt(result.latency.p95)} / p99 ${fmt(result.latency.p99)} ms ` +
      `over ${result.latency.n} deliveries; lost ${result.lost}, doubled ${result.doubled}; connected in ${fmt(connectS)} s`,
  );
  console.log(`  the slowest 1 % were sent at (s into the window): ${result.slowestAt.join(', ')}`);
  console.log(
    `  CPU over the window: server(s) ${fmt(serverCpuMs / measuredCount, 2)} ms a message (${fmt((100 * serverCpuMs) / windowMs)} % of one core; ${fmt(idleCpuPercent)} % connected and silent), ` +
      `PostgreSQL ${fmt(dbCpuMs / measuredCount, 2)} ms a message; server RSS ${fmt(rssIdleKiB / 1024)} MiB idle → ${fmt(rssConnectedKiB / 1024)} MiB with ${clients.length} clients`,
  );
  return result;
}

/**
 * What the probe (bench/chat-query-probe.ts) saw over the measured window, all servers together:
 * the statements sent to PostgreSQL per message and the time waited for them, then the CPU's top
 * functions by self time.
 */
function summariseProbe(bases: string[], messages: number, top = 20): { lines: string[]; statements: { count: number; waitedMs: number } } {
  interface ProfileNode {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }
  const lines: string[] = [];
  const statements = new Map<string, QueryProbeEntry>();
  for (const base of bases) {
    if (!existsSync(`${base}.queries.json`)) continue;
    for (const e of JSON.parse(readFileSync(`${base}.queries.json`, 'utf8')) as QueryProbeEntry[]) {
      const s = statements.get(e.statement) ?? { statement: e.statement, count: 0, totalMs: 0, maxMs: 0 };
      s.count += e.count;
      s.totalMs += e.totalMs;
      s.maxMs = Math.max(s.maxMs, e.maxMs);
      statements.set(e.statement, s);
    }
  }
  const all = [...statements.values()].sort((a, b) => b.totalMs - a.totalMs);
  const count = all.reduce((n, e) => n + e.count, 0);
  const waited = all.reduce((n, e) => n + e.totalMs, 0);
  lines.push(`  PostgreSQL: ${count} statements for ${messages} messages (${fmt(count / messages)} a message), ${fmt(waited / messages)} ms waited a message (summed over statements; some overlap)`);
  lines.push('  | statements a message | mean ms | max ms | statement |');
  lines.push('  |--:|--:|--:|---|');
  for (const e of all.slice(0, 14)) lines.push(`  | ${fmt(e.count / messages, 2)} | ${fmt(e.totalMs / e.count, 2)} | ${fmt(e.maxMs)} | ${e.statement.slice(0, 110)} |`);

  const self = new Map<string, number>();
  const byArea = new Map<string, number>();
  let totalMs = 0;
  for (const base of bases) {
    if (!existsSync(`${base}.cpuprofile`)) continue;
    const profile = JSON.parse(readFileSync(`${base}.cpuprofile`, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const node = nodeById.get(id);
      if (!node) return;
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      totalMs += ms;
      const { functionName, url, lineNumber } = node.callFrame;
      const file = url.replace(/^file:\/\//, '').replace(`${REPO_DIR}/`, '');
      const key = `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`;
      self.set(key, (self.get(key) ?? 0) + ms);
      const area = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? (file.startsWith('src/') ? file.split('/').slice(0, 4).join('/') : file === '' ? functionName || '(native)' : 'node internals');
      byArea.set(area, (byArea.get(area) ?? 0) + ms);
    });
  }
  const statementsTotal = { count, waitedMs: waited };
  if (totalMs === 0) return { lines: [...lines, '  (no CPU profile written)'], statements: statementsTotal };
  lines.push(`  CPU: ${fmt(totalMs / 1000)} s sampled over ${bases.length} server(s); by area:`);
  for (const [k, ms] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 12)) lines.push(`    ${fmt((100 * ms) / totalMs)} %  ${k}`);
  lines.push('  by function (self time):');
  for (const [k, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`    ${fmt((100 * ms) / totalMs)} %  ${k}`);
  return { lines, statements: statementsTotal };
}

// ---- process figures from /proc (Linux) --------------------------------------------------------

// (Function declarations: the run above calls them before this point of the module is reached.)
function sumOf(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}


/** A process's CPU so far, user + system, in ms; 0 when it is gone or /proc is not there. */
function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** A process's resident memory in KiB (VmRSS); 0 when it is gone or /proc is not there. */
function rssKiB(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}
