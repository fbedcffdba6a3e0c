// Per-request cost: autocannon against ONE real server process (src/server/main.ts,
// request logging at its default level), on PGlite and on PostgreSQL.
// Signs in as somchai (Siam Components, demo world) through the embedded identity provider, then
// measures GET /api/health, GET /api/user and GET /api/offers/search (page 1) in interleaved rounds
// in the same run and prints each one's req/s and latency and its ratio to health's. With
// `--only`, also an offer's detail (GET /api/offers/:id/partner), and two writes: adding a favourite
// (PUT /api/offers/:id/favorite) and saving a new draft offer (POST /api/offers), for
// docs/capacity.md.
//
//   npm run bench:throughput [-- --db pglite|postgres|both] [--duration 12] [--rounds 4] [--warmup 3]
//                              [--connections 16] [--url postgres://postgres@127.0.0.1:5432/postgres]
//
// Benchmarks print; they assert nothing (docs/product/quality.md). Figures are only comparable as ratios
// within one run: the machine is shared.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync, mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { REPO_DIR, createScratchDatabase } from './chat-harness.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '12' },
    rounds: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '16' },
    url: { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    port: { type: 'string', default: '3320' },
    /** Extra `node` flags for the server process (e.g. `--cpu-prof --cpu-prof-dir=bench/.data/prof`). */
    'node-args': { type: 'string', default: '' },
    /**
     * Another checkout (e.g. the code before a change, `git archive <commit> src | tar -x -C DIR`
     * with node_modules linked) started next to this one and measured in the same interleaved
     * rounds, on a database of its own.
     */
    baseline: { type: 'string' },
    /** Only these endpoints (comma-separated names: health,user,search,detail,favorite,draft). */
    only: { type: 'string', default: 'health,user,search' },
  },
});
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const ROUNDS = Math.max(1, Number(args.rounds));
const CONNECTIONS = Number(args.connections);
const DATA = path.join(REPO_DIR, 'bench', '.data');
mkdirSync(DATA, { recursive: true });

interface Endpoint {
  name: string;
  signedIn: boolean;
  method?: 'GET' | 'PUT' | 'POST';
  /** The path, given the signed-in user's target (an offer the user may see, found by search). */
  path: (target: Target) => string;
  body?: string;
  /** The status a correct answer has. */
  status?: number;
}

const ALL_ENDPOINTS: Endpoint[] = [
  { name: 'health', path: () => '/api/health', signedIn: false },
  { name: 'user', path: () => '/api/user', signedIn: true },
  { name: 'search', path: () => '/api/offers/search?page=1', signedIn: true },
  { name: 'detail', path: (t) => `/api/offers/${t.offerId}/partner`, signedIn: true },
  { name: 'favorite', method: 'PUT', path: (t) => `/api/offers/${t.offerId}/favorite`, signedIn: true, status: 204 },
  {
    name: 'draft',
    method: 'POST',
    path: () => '/api/offers',
    signedIn: true,
    body: JSON.stringify({ intent: 'save_draft', offer: { type: 'sell', title: 'Throughput draft: precision gears for sale' } }),
  },
];
const ENDPOINTS = ALL_ENDPOINTS.filter((e) => args.only.split(',').includes(e.name));

interface Figure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

// ---- the server -------------------------------------------------------------------------------

async function startServer(kind: string, dir: string, port: number, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const logFile = path.join(DATA, `throughput-${kind}.log`);
  const fd = openSync(logFile, 'w');
  const nodeArgs = args['node-args'] ? args['node-args'].split(' ').filter(Boolean) : [];
  const child = spawn(process.execPath, [...nodeArgs, 'src/server/main.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      // development: the only setting the embedded identity provider (the demo sign-in) runs in;
      // nothing on the request path depends on NODE_ENV.
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The limiter would answer 429 within a second of the bench; its per-request cost stays.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      WEB_DIST_DIR: path.join(DATA, 'no-web'),
      ...env,
    },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${kind} server exited (${child.exitCode}); see ${logFile}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${kind} server not ready after 180 s; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

// ---- signing in through the embedded provider --------------------------------------------------

/** Follows the login the way a browser does (303s, cookies by name), submits the form, answers the session cookie. */
async function signIn(base: string, bankCode: string, username: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const go = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const res = await fetch(new URL(url, base), { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: cookieHeader() } });
    remember(res);
    return res;
  };
  let res = await go(`/${bankCode}/login`);
  let formUrl: string | null = null;
  for (let hops = 0; hops < 10 && res.status >= 300 && res.status < 400; hops++) {
    const to = res.headers.get('location')!;
    res = await go(to);
    if (res.status === 200) formUrl = new URL(to, base).pathname;
  }
  if (!formUrl) throw new Error(`sign-in: no login form (status ${res.status})`);
  res = await go(formUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  for (let hops = 0; hops < 10 && res.status >= 300 && res.status < 400; hops++) {
    const to = new URL(res.headers.get('location')!, base);
    if (to.origin !== new URL(base).origin || !/^\/(idp|[\w-]+\/callback)/.test(to.pathname)) break;
    res = await go(to.toString());
  }
  const session = jar.get('bizmatch_session');
  if (!session) throw new Error(`sign-in as ${bankCode}/${username} failed (last status ${res.status})`);
  return `bizmatch_session=${session}`;
}

// ---- autocannon ---------------------------------------------------------------------------------

function cannon(target: Target, endpoint: Endpoint, seconds: number): Promise<autocannon.Result> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, br' };
  if (endpoint.signedIn) headers.cookie = target.cookie;
  if (endpoint.method && endpoint.method !== 'GET') headers['x-csrf-token'] = target.csrf;
  if (endpoint.body) headers['content-type'] = 'application/json';
  const url = target.base + endpoint.path(target);
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers, method: endpoint.method ?? 'GET', body: endpoint.body },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

interface Target {
  label: string;
  base: string;
  cookie: string;
  csrf: string;
  /** An offer of another company the user may see (the first of the search's page 1). */
  offerId: string;
}

/** What a signed-in user's writes need: the session's CSRF token, and an offer to read and favour. */
async function targetOf(label: string, base: string, cookie: string): Promise<Target> {
  const get = async (url: string) => {
    const res = await fetch(base + url, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${label} ${url} answered ${res.status}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const { csrf_token: csrf } = (await get('/api/csrf')) as { csrf_token: string };
  const { items } = (await get('/api/offers/search?page=1')) as { items: { offer_id: string }[] };
  if (!items[0]) throw new Error(`${label}: the search found no offer to read`);
  return { label, base, cookie, csrf, offerId: items[0].offer_id };
}

/**
 * Each endpoint of each server for `DURATION` seconds in all, taken in `ROUNDS` interleaved slices
 * (health, user, search, health, …): on a shared machine the load drifts, and interleaving gives
 * every endpoint the same share of it. req/s is over all slices; p50 and p99 are the slices' medians.
 */
async function measure(targets: Target[]): Promise<Map<string, Figure[]>> {
  const jobs = targets.flatMap((target) => ENDPOINTS.map((endpoint) => ({ target, endpoint, results: [] as autocannon.Result[] })));
  for (const { target, endpoint } of jobs) {
    const headers: Record<string, string> = endpoint.signedIn ? { cookie: target.cookie, 'x-csrf-token': target.csrf } : {};
    if (endpoint.body) headers['content-type'] = 'application/json';
    const check = await fetch(target.base + endpoint.path(target), { method: endpoint.method ?? 'GET', headers, body: endpoint.body });
    if (check.status !== (endpoint.status ?? 200)) throw new Error(`${target.label} ${endpoint.name} answered ${check.status}: ${await check.text()}`);
    if (WARMUP > 0) await cannon(target, endpoint, WARMUP);
  }
  const seconds = Math.max(1, Math.round(DURATION / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    for (const job of jobs) job.results.push(await cannon(job.target, job.endpoint, seconds));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const figures = new Map<string, Figure[]>(targets.map((t) => [t.label, []]));
  for (const { target, endpoint, results } of jobs) {
    figures.get(target.label)!.push({
      name: endpoint.name,
      rps: results.reduce((sum, r) => sum + r.requests.total, 0) / (seconds * ROUNDS),
      p50: median(results.map((r) => r.latency.p50)),
      p99: median(results.map((r) => r.latency.p99)),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
    });
  }
  return figures;
}

// ---- the runs -----------------------------------------------------------------------------------

/** A scratch database (chat-harness's: migrated, reference data) for one server, dropped after. */
async function withPostgresDatabase<T>(suffix: string, fn: (url: string) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase(args.url, `bizmatch_throughput_${suffix}`);
  try {
    return await fn(scratch.url);
  } finally {
    await scratch.drop();
  }
}

interface ServerSetup {
  label: string;
  dir: string;
  port: number;
}

/** Starts every server (each on a fresh database of its own), signs in as somchai on each, measures them together. */
async function run(kind: 'pglite' | 'postgres', setups: ServerSetup[]): Promise<Map<string, Figure[]>> {
  const dataDirs: string[] = [];
  const go = async (rest: ServerSetup[], targets: Target[]): Promise<Map<string, Figure[]>> => {
    const [setup, ...others] = rest;
    if (!setup) return measure(targets);
    const dataDir = path.join(DATA, `throughput-${kind}-${setup.label}`);
    rmSync(dataDir, { recursive: true, force: true });
    dataDirs.push(dataDir);
    const start = async (env: NodeJS.ProcessEnv) => {
      const server = await startServer(`${kind}-${setup.label}`, setup.dir, setup.port, { DATA_DIR: dataDir, ...env });
      // Nested: each server stops after the measurement, before its PostgreSQL database is dropped.
      try {
        const base = `http://127.0.0.1:${setup.port}`;
        const cookie = await signIn(base, 'chaophraya', 'somchai', 'demo');
        return await go(others, [...targets, await targetOf(setup.label, base, cookie)]);
      } finally {
        await server.stop();
      }
    };
    return kind === 'postgres' ? withPostgresDatabase(setup.label, (url) => start({ DATABASE_URL: url })) : start({});
  };
  try {
    return await go(setups, []);
  } finally {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
function print(kind: string, label: string, figures: Figure[]) {
  const health = figures.find((f) => f.name === 'health');
  console.log(`\n${kind}, ${label}: ${CONNECTIONS} connections, ${WARMUP} s warm-up, then ${ROUNDS} interleaved rounds of ${Math.max(1, Math.round(DURATION / ROUNDS))} s, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log('| endpoint | req/s | p50 ms | p99 ms | ÷ health | non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const f of figures) {
    const ratio = health ? fmt(f.rps / health.rps, 2) : '—';
    console.log(`| ${f.name} | ${fmt(f.rps)} | ${fmt(f.p50, 1)} | ${fmt(f.p99, 1)} | ${ratio} | ${f.non2xx} | ${f.errors} |`);
  }
}

const kinds = args.db === 'both' ? (['pglite', 'postgres'] as const) : ([args.db] as ('pglite' | 'postgres')[]);
const port = Number(args.port);
for (const [i, kind] of kinds.entries()) {
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`--db pglite|postgres|both, not ${String(kind)}`);
  const setups: ServerSetup[] = [{ label: 'current', dir: REPO_DIR, port: port + 2 * i }];
  if (args.baseline) setups.push({ label: 'baseline', dir: path.resolve(args.baseline), port: port + 2 * i + 1 });
  const figures = await run(kind, setups);
  for (const [label, rows] of figures) print(kind === 'pglite' ? 'PGlite' : 'PostgreSQL', label, rows);
}
