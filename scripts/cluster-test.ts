// The cluster test: bizmatch as an operations team runs it — several app server
// processes on one PostgreSQL behind a load balancer — and broken on purpose. It starts a
// PostgreSQL of its own (scripts/cluster/postgres.ts), so that it can stop that database under load.
//
// 1. Two servers started together on an empty database, behind the balancer (scripts/balancer.ts):
//    they migrate and seed one after the other (the demo world once); a user's session works on
//    both; a chat message sent through one reaches a reader on the other; a reminder that falls due
//    while both run their scheduled jobs every second is recorded, notified and e-mailed once, and a
//    scheduled announcement is published once.
// 2. Kill -9 under write load, PostgreSQL: writers create offers, applications and chat messages
//    through the balancer while each server is killed and restarted in turn. Every acknowledged write
//    is stored exactly once; none is doubled; each room's messages are numbered without a gap.
// 3. The database restarted under load: /api/ready answers 503 on both servers while it is down,
//    they recover without a restart of their own (same processes), writes and chat go on after.
// 4. Kill -9 under write load, PGlite: one server on a data directory, killed and restarted twice;
//    every acknowledged write is there when the directory is opened afterwards.
//
// Prints the counts; exits non-zero on any violation. Needs PostgreSQL's programs (initdb, pg_ctl):
// in CI their absence fails the run, elsewhere it skips.
//
//   npm run test:cluster [-- --keep-logs]
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import {
  appServer,
  buildChatWorld,
  chatClient,
  freePort,
  REPO_DIR,
  ServerProcess,
  sleep,
  waitFor,
  type Room,
} from '../bench/chat-harness.ts';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { notificationGroups } from '../src/server/db/schema/index.ts';
import { seedReference } from '../src/server/seed/seed.ts';
import { SessionService } from '../src/server/modules/session/session.service.ts';
import { SESSION_COOKIE } from '../src/server/modules/session/session.plugin.ts';
import { buildNegotiation, buildOffer, buildOrganisation, buildUser } from '../tests/factories/index.ts';
import { setEmailSettings } from '../tests/helpers/email.ts';
import { PrivatePostgres } from './cluster/postgres.ts';

const { values } = parseArgs({ options: { 'keep-logs': { type: 'boolean', default: false } } });

if (!PrivatePostgres.available()) {
  const message = 'test:cluster: PostgreSQL programs (initdb, pg_ctl) not found';
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`${message}; skipping the cluster test.`);
  process.exit(0);
}

const failures: string[] = [];
function check(ok: boolean, what: string): void {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

const logDir = mkdtempSync(path.join(os.tmpdir(), 'bizmatch-cluster-'));
const postgres = PrivatePostgres.create(await freePort());
postgres.start();
const children: ChildProcess[] = [];
const servers: ServerProcess[] = [];

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Plain SQL on a database (for the checks), one connection per call. */
async function query<T extends Record<string, unknown>>(url: string, text: string, params?: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Sessions for users made straight in the database (what a completed login writes). */
async function openSession(db: Database, userId: string, bankCode: string): Promise<string> {
  const sessions = new SessionService(db, { idleMs: 24 * 3_600_000, absoluteMs: 24 * 3_600_000 });
  return `${SESSION_COOKIE}=${await sessions.open({ userId, bankCode, idToken: null })}`;
}

// ---- the mail catcher --------------------------------------------------------------------------

const mail: { to: string; messageId: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let text = '';
    stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
    stream.on('end', () => {
      const messageId = /^Message-ID:\s*(.+)$/im.exec(text)?.[1]?.trim() ?? '';
      for (const to of session.envelope.rcptTo) mail.push({ to: to.address, messageId });
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

// ---- processes ---------------------------------------------------------------------------------

function balancer(port: number, backends: ServerProcess[]): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['scripts/balancer.ts', '--port', String(port), ...backends.flatMap((b) => ['--backend', `http://127.0.0.1:${b.port}`])],
    { cwd: REPO_DIR, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`balancer exited (${code})`)));
  });
}

async function metricsOf(port: number): Promise<string> {
  return (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
}

function metricSum(text: string, name: string, labels = ''): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith(`${name}{`) || line.startsWith(`${name} `)) {
      if (labels && !line.includes(labels)) continue;
      sum += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return sum;
}

// ---- writers -----------------------------------------------------------------------------------

interface WriteWorld {
  offerWriter: { cookie: string; csrf: string };
  applicant: { cookie: string; csrf: string; userIds: [string, string] };
  /** Published offers the applicant applies to, one each; `nextOffer` the first not yet applied to. */
  offerIds: string[];
  nextOffer: number;
  room: Room;
}

/** What writers were told: every acknowledged write's marker; every marker sent, acknowledged or not. */
interface Tally {
  acked: Map<string, Set<string>>;
  sent: Map<string, Set<string>>;
  failures: number;
}

const newTally = (): Tally => ({
  acked: new Map([['offer', new Set()], ['application', new Set()], ['message', new Set()]]),
  sent: new Map([['offer', new Set()], ['application', new Set()], ['message', new Set()]]),
  failures: 0,
});

async function buildWriteWorld(db: Database, label: string, applications: number): Promise<Omit<WriteWorld, 'offerWriter' | 'applicant' | 'nextOffer'> & { offerUser: string; applicantUsers: [string, string]; bankCodes: [string, string] }> {
  const offerCo = await buildOrganisation(db, { role: 'enterprise', country: 'JP', name: `${label} offer company` });
  const applicantCo = await buildOrganisation(db, { role: 'enterprise', country: 'TH', name: `${label} applicant company` });
  const offerUser = (await buildUser(db, { organisationId: offerCo.id })).id;
  const applicantUsers: [string, string] = [
    (await buildUser(db, { organisationId: applicantCo.id, userType: 'administrator', isContractSignatory: true })).id,
    (await buildUser(db, { organisationId: applicantCo.id })).id,
  ];
  const offerIds: string[] = [];
  for (let i = 0; i < applications; i++) offerIds.push((await buildOffer(db, { owner: offerCo, title: `${label} offer ${i}` })).id);
  const [room] = await buildChatWorld(db, [3]);
  return { offerUser, applicantUsers, offerIds, room: room!, bankCodes: [offerCo.bankCode, applicantCo.bankCode] };
}

/** A database migrated and holding the writers' world with their sessions (closed again before the servers start). */
async function prepareWriteWorld(target: { databaseUrl?: string; dataDir?: string }, label: string, applications: number): Promise<WriteWorld> {
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    await seedReference(handle.db);
    const built = await buildWriteWorld(handle.db, label, applications);
    return {
      ...built,
      nextOffer: 0,
      offerWriter: { cookie: await openSession(handle.db, built.offerUser, built.bankCodes[0]), csrf: '' },
      applicant: { cookie: await openSession(handle.db, built.applicantUsers[0], built.bankCodes[1]), csrf: '', userIds: built.applicantUsers },
    };
  } finally {
    await handle.close();
  }
}

async function csrfFor(base: string, cookie: string): Promise<string> {
  const res = await fetch(`${base}/api/csrf`, { headers: { cookie } });
  return ((await res.json()) as { csrf_token: string }).csrf_token;
}

/**
 * Writers of each kind, `perKind` at a time, sending through `base()` until `stop()`: a write is
 * acknowledged when its answer is 200 with the stored id; any other outcome (refused connection, 5xx,
 * timeout) leaves it unacknowledged, and the writer goes on with a new write (never resending the
 * same offer or application: only chat messages carry an idempotency key, and they are resent).
 */
async function runWriters(world: WriteWorld, base: () => string, stop: () => boolean, tally: Tally, perKind = 2): Promise<void> {
  const post = async (url: string, who: { cookie: string; csrf: string }, body: unknown): Promise<Response | null> => {
    try {
      return await fetch(`${base()}${url}`, {
        method: 'POST',
        headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      return null;
    }
  };
  const settle = async (kind: string, marker: string, res: Response | null, ok: (json: Record<string, unknown>) => boolean) => {
    const json = res ? ((await res.json().catch(() => ({}))) as Record<string, unknown>) : {};
    if (res?.status === 200 && ok(json)) tally.acked.get(kind)!.add(marker);
    else {
      tally.failures += 1;
      if (res && res.status < 500 && res.status !== 429) failures.push(`${kind} ${marker} refused with ${res.status}: ${JSON.stringify(json)}`);
      await sleep(100);
    }
  };
  const offers = async () => {
    while (!stop()) {
      const marker = `offer-${randomUUID()}`;
      tally.sent.get('offer')!.add(marker);
      const res = await post('/api/offers', world.offerWriter, { intent: 'save_draft', offer: { type: 'sell', title: marker } });
      await settle('offer', marker, res, (j) => typeof j.offer_id === 'string');
    }
  };
  const applications = async () => {
    while (!stop() && world.nextOffer < world.offerIds.length) {
      const offerId = world.offerIds[world.nextOffer++]!;
      const marker = `application-${randomUUID()}`;
      tally.sent.get('application')!.add(marker);
      const res = await post('/api/negotiations', world.applicant, {
        offer_id: offerId,
        application_details: marker,
        representative_user_ids: world.applicant.userIds,
        signatory_user_id: world.applicant.userIds[0],
        confirm_authority: true,
        accept_terms: true,
        pre_nda_consent: true,
      });
      await settle('application', marker, res, (j) => typeof j.trading_id === 'string');
    }
  };
  const messages = async (writerIndex: number) => {
    const member = world.room.members[writerIndex % world.room.members.length]!;
    const who = { cookie: member.cookie, csrf: '' };
    while (!stop()) {
      const clientId = randomUUID();
      tally.sent.get('message')!.add(clientId);
      // A chat message carries its client id: resent until answered, it is stored once.
      for (let attempt = 0; attempt < 50 && !stop(); attempt++) {
        if (!who.csrf) who.csrf = await csrfFor(base(), member.cookie).catch(() => '');
        const res = await post(`/api/negotiations/${world.room.tradingId}/chat/messages`, who, { client_id: clientId, body: `message ${clientId}` });
        if (res?.status === 200) {
          await settle('message', clientId, res, (j) => typeof j.seq === 'number');
          break;
        }
        if (res?.status === 403) who.csrf = '';
        await res?.arrayBuffer().catch(() => undefined);
        await sleep(100);
      }
    }
  };
  await Promise.all([
    ...Array.from({ length: perKind }, () => offers()),
    ...Array.from({ length: perKind }, () => applications()),
    ...Array.from({ length: perKind }, (_, i) => messages(i)),
  ]);
}

/** Every acknowledged write stored once, no marker stored twice, each room's seqs 1..N. */
async function checkWrites(label: string, tally: Tally, read: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>, world: WriteWorld): Promise<void> {
  const counts = async (sql: string, markers: Set<string>) => {
    const rows = await read(sql, [[...markers]]);
    return new Map(rows.map((r) => [String(r.marker), Number(r.n)]));
  };
  const kinds = [
    ['offer', 'SELECT title AS marker, count(*) AS n FROM offers WHERE title = ANY($1) GROUP BY title'],
    ['application', 'SELECT application_details AS marker, count(*) AS n FROM negotiations WHERE application_details = ANY($1) GROUP BY application_details'],
    ['message', 'SELECT client_id::text AS marker, count(*) AS n FROM chat_messages WHERE client_id::text = ANY($1) GROUP BY client_id'],
  ] as const;
  for (const [kind, sql] of kinds) {
    const stored = await counts(sql, tally.sent.get(kind)!);
    const acked = tally.acked.get(kind)!;
    const missing = [...acked].filter((m) => stored.get(m) !== 1 && !stored.has(m)).length;
    const doubled = [...stored.values()].filter((n) => n > 1).length;
    const unackedStored = [...stored.keys()].filter((m) => !acked.has(m)).length;
    console.log(`  ${label} ${kind}s: ${tally.sent.get(kind)!.size} sent, ${acked.size} acknowledged, ${stored.size} stored (${unackedStored} of them unacknowledged: the answer was lost), ${missing} missing, ${doubled} doubled`);
    check(acked.size > 0, `${label}: some ${kind}s were acknowledged`);
    check(missing === 0, `${label}: every acknowledged ${kind} is stored`);
    check(doubled === 0, `${label}: no ${kind} is stored twice`);
  }
  const seqs = (await read('SELECT seq FROM chat_messages WHERE negotiation_id = $1 ORDER BY seq', [world.room.tradingId])).map((r) => Number(r.seq));
  check(seqs.every((s, i) => s === i + 1), `${label}: the room's messages are numbered 1..${seqs.length} without a gap`);
}

// ---- 1. two servers behind the balancer --------------------------------------------------------

async function twoServers(): Promise<void> {
  console.log('test:cluster 1: two servers on one PostgreSQL behind a balancer');
  await adminQuery('CREATE DATABASE cluster_one');
  const url = postgres.url.replace(/\/postgres$/, '/cluster_one');
  const [portA, portB, metricsA, metricsB, lbPort] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
  const common = {
    SEED_DEMO: 'true',
    JOB_INTERVAL_SECONDS: '1',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    METRICS_HOST: '127.0.0.1',
    IMAGE_DIR: path.join(logDir, 'images'),
    LOG_LEVEL: 'info',
  };
  const a = appServer({ name: 'one-a', port: portA, databaseUrl: url, logDir, extraEnv: { ...common, METRICS_PORT: String(metricsA) } });
  const b = appServer({ name: 'one-b', port: portB, databaseUrl: url, logDir, extraEnv: { ...common, METRICS_PORT: String(metricsB) } });
  servers.push(a, b);
  // Started together on an empty database: one migrates and seeds while the other waits its turn.
  await Promise.all([a.start(180_000), b.start(180_000)]);
  const duplicates = await query(url, 'SELECT name FROM organisations GROUP BY name HAVING count(*) > 1');
  const organisationCount = Number((await query<{ n: string }>(url, 'SELECT count(*) AS n FROM organisations'))[0]?.n);
  console.log(`  demo world: ${organisationCount} organisations`);
  check(Number(organisationCount) > 5 && duplicates.length === 0, 'servers started together seed the demo world once');

  await balancer(lbPort, [a, b]);
  const lb = `http://127.0.0.1:${lbPort}`;

  const handle = await openDatabase({ databaseUrl: url });
  try {
    const org = await buildOrganisation(handle.db, { role: 'enterprise', country: 'TH' });
    const user = await buildUser(handle.db, { organisationId: org.id });
    const cookie = await openSession(handle.db, user.id, org.bankCode);

    // A session works on both servers, and through the balancer whichever serves.
    const direct = await Promise.all([a, b].map(async (s) => (await fetch(`http://127.0.0.1:${s.port}/api/user`, { headers: { cookie } })).status));
    const served = new Set<string>();
    let throughLb = 0;
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${lb}/api/user`, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status === 200) throughLb += 1;
      served.add(res.headers.get('x-bizmatch-backend') ?? '?');
    }
    console.log(`  session: direct ${direct.join('/')}, ${throughLb}/20 through the balancer, served by ${[...served].sort().join(' and ')}`);
    check(direct.every((s) => s === 200) && throughLb === 20 && served.size === 2, "a user's session works on both servers");
    // A CSRF token read from one server is good on the other (both read the session's).
    const csrf = await csrfFor(`http://127.0.0.1:${a.port}`, cookie);
    const write = await fetch(`http://127.0.0.1:${b.port}/api/user/language`, {
      method: 'PUT',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: user.id, language: 'th' }),
    });
    check(write.ok, `a write on one server with the CSRF token from the other (${write.status})`);

    // A chat message sent through one server reaches a reader connected to the other.
    const [room] = await buildChatWorld(handle.db, [2]);
    const received: string[] = [];
    const reader = chatClient({ room: room!, writer: room!.members[1]!, pickServer: () => `ws://127.0.0.1:${a.port}`, onMessage: (m) => received.push(m.body) });
    reader.connection.start();
    await waitFor(() => reader.tally.readies > 0, 10_000);
    const sender = room!.members[0]!;
    const senderCsrf = await csrfFor(`http://127.0.0.1:${b.port}`, sender.cookie);
    const sent = await fetch(`http://127.0.0.1:${b.port}/api/negotiations/${room!.tradingId}/chat/messages`, {
      method: 'POST',
      headers: { cookie: sender.cookie, 'x-csrf-token': senderCsrf, 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: randomUUID(), body: 'across the servers' }),
    });
    const crossed = sent.status === 200 && (await waitFor(() => received.includes('across the servers'), 10_000));
    reader.connection.stop();
    check(crossed, 'a chat message sent through server B reaches a reader on server A');
    const lag = metricSum(await metricsOf(metricsA), 'bizmatch_chat_delivery_lag_seconds_count');
    check(lag >= 1, `server A measured the delivery lag (${lag} live deliveries)`);

    // A reminder falls due while both servers run their jobs every second: once, to each recipient once.
    const bank = await buildOrganisation(handle.db, { role: 'bank', country: 'TH' });
    const applicant = await buildOrganisation(handle.db, { role: 'enterprise', country: 'TH', bankId: bank.id, bankCode: bank.bankCode });
    const bankUsers = [await buildUser(handle.db, { organisationId: bank.id }), await buildUser(handle.db, { organisationId: bank.id })];
    for (const u of bankUsers) await setEmailSettings(handle.db, u.id, { negotiation: 'immediate' });
    const due = await buildNegotiation(handle.db, { applicant, stage: 'bank_approval', waitingSince: new Date(Date.now() - 86_400_000), dueAt: new Date(Date.now() - 1000) });
    // And an announcement the operator scheduled for now, to every bank: published once, each bank user notified once.
    const [announcement] = await handle.db
      .insert(notificationGroups)
      .values({ titleEn: 'Maintenance tonight', bodyEn: 'bizmatch will be read-only from 22:00.', audience: { roles: ['bank'], countries: [], bank_codes: [] }, publishAt: new Date() })
      .returning();
    const runsBefore = await Promise.all([metricsA, metricsB].map(async (p) => metricSum(await metricsOf(p), 'bizmatch_job_runs_total', 'job="sendDueReminders"')));
    // Three rounds on each server after the reminder fell due.
    await waitFor(() => false, 3500);
    const runsAfter = await Promise.all([metricsA, metricsB].map(async (p) => metricSum(await metricsOf(p), 'bizmatch_job_runs_total', 'job="sendDueReminders"')));
    const emailed = () => mail.filter((m) => bankUsers.some((u) => u.email === m.to));
    await waitFor(() => emailed().length >= bankUsers.length, 10_000);
    await sleep(2000);
    const events = await query<{ n: string }>(url, "SELECT count(*) AS n FROM events WHERE action = 'negotiation.reminder' AND subject_id = $1", [due.id]);
    const notified = await query<{ n: string }>(
      url,
      "SELECT count(*) AS n FROM notifications n JOIN events e ON e.id = n.event_id WHERE e.action = 'negotiation.reminder' AND e.subject_id = $1",
      [due.id],
    );
    const published = await query<{ n: string }>(url, "SELECT count(*) AS n FROM events WHERE action = 'notification_group.publish' AND subject_id = $1", [announcement!.id]);
    const announced = await query<{ n: string; users: string; mine: string }>(
      url,
      `SELECT count(*) AS n, count(DISTINCT n.user_id) AS users, count(*) FILTER (WHERE n.user_id = ANY($2)) AS mine
       FROM notifications n JOIN events e ON e.id = n.event_id WHERE e.action = 'notification_group.publish' AND e.subject_id = $1`,
      [announcement!.id, bankUsers.map((u) => u.id)],
    );
    console.log(`  announcement: ${published[0]!.n} publish event, ${announced[0]!.n} notifications to ${announced[0]!.users} users`);
    check(Number(published[0]!.n) === 1, 'the scheduled announcement is published once');
    check(Number(announced[0]!.n) === Number(announced[0]!.users) && Number(announced[0]!.mine) === bankUsers.length, 'each bank user is notified of it once');
    const mails = emailed();
    const distinctIds = new Set(mails.map((m) => m.messageId));
    console.log(
      `  reminder: job rounds since it fell due ${runsAfter[0]! - runsBefore[0]!} on A, ${runsAfter[1]! - runsBefore[1]!} on B; ${events[0]!.n} reminder event, ${notified[0]!.n} notifications, ${mails.length} e-mails (${distinctIds.size} distinct) to ${bankUsers.length} bank users`,
    );
    check(runsAfter.every((r, i) => r - runsBefore[i]! >= 2), 'both servers ran the reminder job several times');
    check(Number(events[0]!.n) === 1, 'the reminder is recorded once');
    check(Number(notified[0]!.n) === bankUsers.length, 'each bank user is notified once');
    check(mails.length === bankUsers.length && distinctIds.size === bankUsers.length, 'each bank user is e-mailed once');
  } finally {
    await handle.close();
  }
  await Promise.all([a.stop(), b.stop()]);
  servers.length = 0;
  for (const c of children.splice(0)) c.kill('SIGTERM');
}

// ---- 2 and 3. kill -9 and the database restarted, under write load (PostgreSQL) -----------------

async function underLoadPostgres(): Promise<void> {
  console.log('test:cluster 2: kill -9 under write load, two servers on PostgreSQL');
  await adminQuery('CREATE DATABASE cluster_two');
  const url = postgres.url.replace(/\/postgres$/, '/cluster_two');
  const world = await prepareWriteWorld({ databaseUrl: url }, 'pg', 700);
  const [portA, portB, lbPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const env = { SEED_DEMO: 'false', JOB_INTERVAL_SECONDS: '1', IMAGE_DIR: path.join(logDir, 'images-two') };
  const a = appServer({ name: 'two-a', port: portA, databaseUrl: url, logDir, extraEnv: env });
  const b = appServer({ name: 'two-b', port: portB, databaseUrl: url, logDir, extraEnv: env });
  servers.push(a, b);
  await Promise.all([a.start(60_000), b.start(60_000)]);
  await balancer(lbPort, [a, b]);
  const lb = `http://127.0.0.1:${lbPort}`;
  world.offerWriter.csrf = await csrfFor(lb, world.offerWriter.cookie);
  world.applicant.csrf = await csrfFor(lb, world.applicant.cookie);

  const tally = newTally();
  let stopped = false;
  const load = runWriters(world, () => lb, () => stopped, tally);
  await sleep(2500);
  for (const s of [a, b]) {
    await s.kill9();
    await sleep(1500);
    await s.start(60_000);
    await sleep(1500);
  }
  stopped = true;
  await load;
  await checkWrites('kill -9', tally, (sql, params) => query(url, sql, params), world);

  console.log('test:cluster 3: PostgreSQL stopped and started under write load');
  const pids = [a.pid, b.pid];
  const restartTally = newTally();
  stopped = false;
  const ackedAt = () => [...restartTally.acked.values()].reduce((n, s) => n + s.size, 0);
  const restartLoad = runWriters(world, () => lb, () => stopped, restartTally);
  await sleep(2000);
  postgres.stop();
  const downAt = Date.now();
  const sawDown = await Promise.all(
    [a, b].map(async (s) => {
      // Within the pool's 5 s connection timeout and a health check's margin.
      for (let i = 0; i < 60; i++) {
        const res = await fetch(`http://127.0.0.1:${s.port}/api/ready`, { signal: AbortSignal.timeout(8000) }).catch(() => null);
        if (res?.status === 503) return true;
        await sleep(250);
      }
      return false;
    }),
  );
  check(sawDown.every(Boolean), `/api/ready answers 503 on both servers while the database is down (${Date.now() - downAt} ms)`);
  await sleep(Math.max(0, 4000 - (Date.now() - downAt)));
  postgres.start();
  const upAt = Date.now();
  const recovered = await Promise.all(
    [a, b].map(async (s) => {
      for (let i = 0; i < 120; i++) {
        const res = await fetch(`http://127.0.0.1:${s.port}/api/ready`, { signal: AbortSignal.timeout(8000) }).catch(() => null);
        if (res?.status === 200) return true;
        await sleep(250);
      }
      return false;
    }),
  );
  const recoveredMs = Date.now() - upAt;
  const ackedAtRecovery = ackedAt();
  check(recovered.every(Boolean), `both servers answer ready again after the database came back (${recoveredMs} ms)`);
  check(a.pid === pids[0] && b.pid === pids[1] && a.pid !== undefined && b.pid !== undefined, 'the same server processes recovered (no restart of their own)');
  await sleep(3000);
  stopped = true;
  await restartLoad;
  check(ackedAt() > ackedAtRecovery, `writes are acknowledged again after the recovery (${ackedAt() - ackedAtRecovery} after, ${restartTally.failures} refused or failed in all)`);
  await checkWrites('database restart', restartTally, (sql, params) => query(url, sql, params), world);

  // The chat's LISTEN connections came back too: a message through B reaches a reader on A.
  const received: string[] = [];
  const reader = chatClient({ room: world.room, writer: world.room.members[1]!, pickServer: () => `ws://127.0.0.1:${a.port}`, onMessage: (m) => received.push(m.body) });
  reader.connection.start();
  await waitFor(() => reader.tally.readies > 0, 10_000);
  const sender = world.room.members[0]!;
  const res = await fetch(`http://127.0.0.1:${b.port}/api/negotiations/${world.room.tradingId}/chat/messages`, {
    method: 'POST',
    headers: { cookie: sender.cookie, 'x-csrf-token': await csrfFor(`http://127.0.0.1:${b.port}`, sender.cookie), 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: randomUUID(), body: 'after the restart' }),
  });
  const crossed = res.status === 200 && (await waitFor(() => received.includes('after the restart'), 15_000));
  reader.connection.stop();
  check(crossed, 'after the database restart a chat message through B still reaches a reader on A');

  await Promise.all([a.stop(), b.stop()]);
  servers.length = 0;
  for (const c of children.splice(0)) c.kill('SIGTERM');
}

// ---- 4. kill -9 under write load (PGlite) ------------------------------------------------------

async function underLoadPglite(): Promise<void> {
  console.log('test:cluster 4: kill -9 under write load, one server on PGlite');
  const dataDir = path.join(logDir, 'pglite');
  const world = await prepareWriteWorld({ dataDir }, 'pglite', 300);
  const port = await freePort();
  const server = new ServerProcess({
    name: 'pglite',
    args: ['src/server/main.ts'],
    port,
    logFile: path.join(logDir, 'pglite.log'),
    readyPath: '/api/ready',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // PGlite is the embedded trial database, which production refuses (README, "Production").
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: 'https://chat.bizmatch.test',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
  });
  servers.push(server);
  await server.start(60_000);
  const base = `http://127.0.0.1:${port}`;
  world.offerWriter.csrf = await csrfFor(base, world.offerWriter.cookie);
  world.applicant.csrf = await csrfFor(base, world.applicant.cookie);
  const tally = newTally();
  let stopped = false;
  const load = runWriters(world, () => base, () => stopped, tally);
  for (let i = 0; i < 2; i++) {
    await sleep(3000);
    await server.kill9();
    // At once: the lock went with the killed process (decision 027).
    await server.start(60_000);
  }
  await sleep(2000);
  stopped = true;
  await load;
  await server.stop();
  servers.length = 0;
  const handle = await openDatabase({ dataDir });
  try {
    // drizzle's client underneath is the PGlite instance itself.
    const pglite = (handle.db as unknown as { $client: { query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
    await checkWrites('PGlite kill -9', tally, async (sql, params) => (await pglite.query(sql, params)).rows, world);
  } finally {
    await handle.close();
  }
}

// ---- run ---------------------------------------------------------------------------------------

const started = Date.now();
try {
  await twoServers();
  await underLoadPostgres();
  await underLoadPglite();
} catch (err) {
  failures.push(`the run stopped: ${(err as Error).stack ?? String(err)}`);
  for (const s of servers) console.error(`--- ${s.spec.name} log ---\n${s.logTail()}`);
  console.error(`--- postgres log ---\n${postgres.logTail()}`);
} finally {
  for (const s of servers) await s.kill9().catch(() => undefined);
  for (const c of children) c.kill('SIGTERM');
  smtp.close();
  postgres.destroy();
  if (!values['keep-logs'] && failures.length === 0) rmSync(logDir, { recursive: true, force: true });
}
console.log(`test:cluster: ${failures.length === 0 ? 'passed' : `${failures.length} failure(s)`} in ${Math.round((Date.now() - started) / 1000)} s${failures.length ? ` (logs in ${logDir})` : ''}`);
for (const f of failures) console.error(`  ${f}`);
process.exit(failures.length === 0 ? 0 : 1);
