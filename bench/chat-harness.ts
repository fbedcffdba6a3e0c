// What the chat fault test (scripts/chat-fault.ts) and the chat benchmark (bench/chat.bench.ts)
// share: a PostgreSQL database of their own, a world of open chat rooms written with the test
// factories, server processes started, killed and restarted as a deploy would run them, and Node
// clients that are the one protocol client (src/shared/chat-connection.ts) over `ws`, observed
// frame by frame so a server that sends a gap or a duplicate is caught even though the client
// class hides it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, closeSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { openDatabase, type Database, type DatabaseHandle } from '../src/server/db/client.ts';
import { seedReference } from '../src/server/seed/seed.ts';
import { SessionService } from '../src/server/modules/session/session.service.ts';
import { SESSION_COOKIE } from '../src/server/modules/session/session.plugin.ts';
import { ChatConnection, type ChatConnectionOptions, type ChatSocketLike } from '../src/shared/chat-connection.ts';
import { chatApi, chatServerFrameSchema, type ChatMessage } from '../src/shared/schemas/chat.ts';
import { buildNegotiation, buildOffer, buildOrganisation, buildUser } from '../tests/factories/index.ts';

export const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The address users reach the app at, as a load balancer in front of every server would give. */
export const PUBLIC_ORIGIN = 'https://chat.bizmatch.test';

// ---- the database ------------------------------------------------------------------------------

export interface ScratchDatabase {
  url: string;
  name: string;
  handle: DatabaseHandle;
  /** Plain SQL on the database (the checks after a run). */
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/**
 * Whether PostgreSQL answers at `adminUrl`. In CI (env CI set) an unreachable server fails the run;
 * elsewhere the caller skips with the message, like scripts/test-pg.ts.
 */
export async function postgresReachable(adminUrl: string): Promise<{ ok: true; version: string } | { ok: false; reason: string }> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string }>('select version()');
    return { ok: true, version: rows[0]?.version.split(',')[0] ?? 'PostgreSQL' };
  } catch (err) {
    return { ok: false, reason: (err as Error).message };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A new database on the admin URL's server, migrated and holding the reference data; `drop` removes it. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const handle = await openDatabase({ databaseUrl: url });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const query = async <T extends Record<string, unknown>>(text: string, params?: unknown[]) => (await pool.query<T>(text, params)).rows;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await pool.end().catch(() => undefined);
    await handle.close().catch(() => undefined);
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  try {
    // Migrated and seeded here, once, so servers started together do not race to do it.
    await handle.migrate();
    await seedReference(handle.db);
  } catch (err) {
    await drop();
    throw err;
  }
  return { url, name, handle, query, drop };
}

// ---- the world ---------------------------------------------------------------------------------

export interface Writer {
  userId: string;
  /** `bizmatch_session=<token>`: a session opened as a login does. */
  cookie: string;
  /** Which of the policy's writers this is. */
  kind: 'representative' | 'offer_company' | 'coordinator';
}

export interface Room {
  tradingId: string;
  members: Writer[];
}

/**
 * The writers of a room in the order they are taken, per the negotiation policy's `mayWriteChat`:
 * the applicant's selected representatives, any user of the offer company, the assigned
 * coordinator's users. A room of k members takes the first k.
 */
const MEMBER_ORDER: Writer['kind'][] = ['representative', 'offer_company', 'coordinator', 'representative', 'offer_company'];
export const MAX_ROOM_SIZE = MEMBER_ORDER.length;

/**
 * One negotiation per entry of `sizes`, disclosed, with the coordinator assigned and the contract
 * to be created (so the room is open and all three kinds of writer exist), and `size` writers each
 * with a session of their own. Written straight to the tables by the test factories.
 */
export async function buildChatWorld(db: Database, sizes: number[], options: { concurrency?: number } = {}): Promise<Room[]> {
  const sessions = new SessionService(db, { idleMs: 24 * 3_600_000, absoluteMs: 24 * 3_600_000 });
  const buildRoom = async (size: number): Promise<Room> => {
    // The first writer is always a representative: a negotiation has at least one.
    if (size < 1 || size > MAX_ROOM_SIZE) throw new Error(`a room has 1–${MAX_ROOM_SIZE} writers, not ${size}`);
    const offerCompany = await buildOrganisation(db, { role: 'enterprise', country: 'JP' });
    const offer = await buildOffer(db, { owner: offerCompany });
    const applicant = await buildOrganisation(db, { role: 'enterprise', country: 'TH' });
    const coordinator = await buildOrganisation(db, { role: 'coordinator', country: 'JP' });
    const orgOf = { representative: applicant, offer_company: offerCompany, coordinator } as const;
    const kinds = MEMBER_ORDER.slice(0, size);
    const users = [];
    for (const kind of kinds) users.push({ kind, user: await buildUser(db, { organisationId: orgOf[kind].id }) });
    const representativeIds = users.filter((u) => u.kind === 'representative').map((u) => u.user.id);
    const negotiation = await buildNegotiation(db, {
      offer,
      applicant,
      coordinator,
      representativeIds,
      stage: 'contract_creation',
    });
    const members: Writer[] = [];
    for (const { kind, user } of users) {
      const token = await sessions.open({ userId: user.id, bankCode: orgOf[kind].bankCode, idToken: null });
      members.push({ userId: user.id, cookie: `${SESSION_COOKIE}=${token}`, kind });
    }
    return { tradingId: negotiation.id, members };
  };
  const rooms: Room[] = new Array(sizes.length);
  let next = 0;
  const worker = async () => {
    while (next < sizes.length) {
      const i = next++;
      rooms[i] = await buildRoom(sizes[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, sizes.length) }, worker));
  return rooms;
}

// ---- server processes --------------------------------------------------------------------------

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

export interface ServerSpec {
  name: string;
  /** The command after `node`, e.g. ['src/server/main.ts']. */
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  /** Where its stdout and stderr go (appended across restarts). */
  logFile: string;
  /** A URL path answering 200 once the server serves. */
  readyPath: string;
}

/**
 * A server as its own process on a fixed port, started and stopped as a process manager would:
 * `kill9` is a crash (SIGKILL, nothing flushed), `start` again is the restart on the same port.
 */
export class ServerProcess {
  readonly spec: ServerSpec;
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  /** Whether it answered ready and has not been killed since (what a load balancer's health check sees). */
  up = false;

  constructor(spec: ServerSpec) {
    this.spec = spec;
  }

  get port(): number {
    return this.spec.port;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(timeoutMs = 30_000): Promise<void> {
    if (this.child) throw new Error(`${this.spec.name} is already running`);
    mkdirSync(path.dirname(this.spec.logFile), { recursive: true });
    const log = openSync(this.spec.logFile, 'a');
    const child = spawn(process.execPath, this.spec.args, { cwd: REPO_DIR, env: this.spec.env, stdio: ['ignore', log, log] });
    closeSync(log);
    this.child = child;
    let exitCode: number | null | undefined;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        exitCode = code ?? (signal ? -1 : null);
        if (this.child === child) this.child = null;
        this.up = false;
        resolve();
      });
    });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (exitCode !== undefined) throw new Error(`${this.spec.name} exited (${exitCode}) while starting:\n${this.logTail()}`);
      try {
        const res = await fetch(`http://127.0.0.1:${this.port}${this.spec.readyPath}`, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) {
        await this.kill9();
        throw new Error(`${this.spec.name} did not answer ${this.spec.readyPath} within ${timeoutMs} ms:\n${this.logTail()}`);
      }
      await sleep(50);
    }
    this.up = true;
  }

  /** A crash: SIGKILL, then wait until the process is gone (its sockets closed by the kernel). */
  async kill9(): Promise<void> {
    this.up = false;
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  /** A graceful stop (SIGTERM), a crash after `timeoutMs`. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.up = false;
    if (!this.child) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), timeoutMs);
    await this.exited;
    clearTimeout(timer);
  }

  logTail(lines = 30): string {
    try {
      return readFileSync(this.spec.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}

/** The real server (`node src/server/main.ts`) on PostgreSQL, as production runs it. */
export function appServer(options: { name: string; port: number; databaseUrl: string; logDir: string; extraEnv?: NodeJS.ProcessEnv; nodeArgs?: string[] }): ServerProcess {
  return new ServerProcess({
    name: options.name,
    args: [...(options.nodeArgs ?? []), 'src/server/main.ts'],
    port: options.port,
    logFile: path.join(options.logDir, `${options.name}.log`),
    readyPath: '/api/ready',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: PUBLIC_ORIGIN,
      DATABASE_URL: options.databaseUrl,
      // Production refuses to start without an identity provider; sessions here are opened in the
      // database, so the embedded one stands in and nobody signs in through it.
      EMBEDDED_IDP: 'true',
      DATA_DIR: path.join(options.logDir, `${options.name}-data`),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Every client comes from 127.0.0.1 here; behind a real balancer they come from many addresses.
      RATE_LIMIT_PER_MINUTE: '1000000',
      // Sessions are opened once for the whole run.
      SESSION_IDLE_MINUTES: String(24 * 60),
      // V8 settings to try on the servers (e.g. BENCH_SERVER_NODE_OPTIONS=--max-semi-space-size=32).
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
      ...options.extraEnv,
    },
  });
}

// ---- clients -----------------------------------------------------------------------------------

/**
 * The `ws` socket seen through the shape the client class needs, with every frame shown to
 * `observe` just before the class reads it (and none after the class has let the socket go).
 * `abrupt`: a close the class asks for is a dropped TCP connection (no close frame), as a network
 * failure would be.
 */
class ObservedSocket implements ChatSocketLike {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  private readonly ws: WebSocket;
  private readonly abrupt: boolean;

  constructor(ws: WebSocket, observe: (data: string) => void, abrupt: boolean, onClosed: (code: number) => void) {
    this.ws = ws;
    this.abrupt = abrupt;
    ws.onopen = (event) => this.onopen?.(event);
    ws.onmessage = (event) => {
      if (!this.onmessage) return;
      const data = String(event.data);
      observe(data);
      this.onmessage({ data });
    };
    ws.onclose = (event) => {
      // Only closes the class did not ask for: the server's, or the network's.
      if (this.onclose) onClosed(event.code);
      this.onclose?.({ code: event.code });
    };
    ws.onerror = (event) => this.onerror?.(event);
  }

  get readyState(): number {
    return this.ws.readyState;
  }

  send(data: string): void {
    this.ws.send(data);
  }

  close(code?: number, reason?: string): void {
    if (this.abrupt && code === undefined) this.ws.terminate();
    else this.ws.close(code, reason);
  }
}

/** What one client saw, for the checks after a run. */
export interface ClientTally {
  /** Messages the class delivered, in the order it delivered them. */
  received: ChatMessage[];
  /** Sockets that reached `ready` (the first connection and every reconnection). */
  readies: number;
  /** Sockets opened (attempts, including refused ones). */
  attempts: number;
  /** `message` frames the server sent for a seq this client already held (and not first delivered by an ack on that socket). */
  duplicateFrames: number;
  /** `message` or `ack` frames the server sent whose seq skipped one (the class resyncs; the contract says never). */
  gapFrames: number;
  /** Frames that did not parse as a server frame. */
  badFrames: number;
  /** Sockets closed by the server or the network (not by the class), by close code (1006: no close frame). */
  closes: Record<number, number>;
}

export interface ChatClientOptions
  extends Omit<ChatConnectionOptions, 'url' | 'createSocket' | 'onMessage'> {
  room: Room;
  writer: Writer;
  /** The server to (re)connect to, as `ws://host:port`; asked again at every attempt. */
  pickServer: () => string;
  abrupt?: boolean;
  onMessage?: (message: ChatMessage) => void;
}

export interface ChatClient {
  room: Room;
  writer: Writer;
  connection: ChatConnection;
  tally: ClientTally;
}

/** One client: the protocol's one client class over `ws`, with the session cookie and the public origin. */
export function chatClient(options: ChatClientOptions): ChatClient {
  const { room, writer, pickServer, abrupt = false, onMessage, ...connectionOptions } = options;
  const tally: ClientTally = { received: [], readies: 0, attempts: 0, duplicateFrames: 0, gapFrames: 0, badFrames: 0, closes: {} };
  const path = `/api/${chatApi.socket(room.tradingId)}`;
  // The connection is created below; frames only arrive after start().
  let connection: ChatConnection | null = null;
  const createSocket = (): ChatSocketLike => {
    tally.attempts += 1;
    const ackedHere = new Set<number>();
    const ws = new WebSocket(`${pickServer()}${path}`, { headers: { cookie: writer.cookie, origin: PUBLIC_ORIGIN } });
    return new ObservedSocket(
      ws,
      (data) => {
        let parsed;
        try {
          parsed = chatServerFrameSchema.safeParse(JSON.parse(data));
        } catch {
          parsed = null;
        }
        if (!parsed?.success) {
          tally.badFrames += 1;
          return;
        }
        const frame = parsed.data;
        const held = connection?.lastSeqHeld ?? 0;
        if (frame.type === 'ready') tally.readies += 1;
        if (frame.type === 'ack') {
          if (frame.message.seq > held + 1) tally.gapFrames += 1;
          ackedHere.add(frame.message.seq);
        }
        if (frame.type === 'message') {
          if (frame.message.seq > held + 1) tally.gapFrames += 1;
          else if (frame.message.seq <= held && !ackedHere.has(frame.message.seq)) tally.duplicateFrames += 1;
        }
      },
      abrupt,
      (code) => {
        tally.closes[code] = (tally.closes[code] ?? 0) + 1;
      },
    );
  };
  connection = new ChatConnection({
    ...connectionOptions,
    url: path,
    createSocket,
    onMessage: (message) => {
      tally.received.push(message);
      onMessage?.(message);
    },
  });
  return { room, writer, connection, tally };
}

// ---- figures -----------------------------------------------------------------------------------

/** A small seeded generator (mulberry32): a run's random choices replay with the same seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The q-quantile (0–1) of sorted values, nearest rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export function shuffle<T>(items: T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Waits until `done()` holds, polling; answers false after `timeoutMs`. */
export async function waitFor(done: () => boolean, timeoutMs: number, everyMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await sleep(everyMs);
  }
  return true;
}

/**
 * Waits until `done()` holds while the work keeps moving: answers false once `progress()` (a
 * number that changes as the work advances, such as the messages still unacknowledged) has not
 * changed for `stallMs`, or after `capMs` in all. A slow machine gets the time it needs; a stuck
 * one still fails.
 */
export async function waitWhileProgressing(
  done: () => boolean,
  progress: () => number,
  stallMs: number,
  capMs: number,
  everyMs = 50,
): Promise<boolean> {
  const cap = Date.now() + capMs;
  let last = progress();
  let movedAt = Date.now();
  while (!done()) {
    const now = Date.now();
    const current = progress();
    if (current !== last) {
      last = current;
      movedAt = now;
    }
    if (now - movedAt > stallMs || now > cap) return false;
    await sleep(everyMs);
  }
  return true;
}

export { sleep };
