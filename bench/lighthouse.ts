// Lighthouse benchmark: mobile performance of the built app as a phone would see it.
// Starts the real server on its embedded defaults (PGlite in a fresh data directory, the demo
// world, the embedded identity provider), opens Debian's Chromium, runs the `lighthouse` package
// (default mobile preset, simulated throttling, performance only) on the landing page signed out,
// then signs in as `somchai` through the embedded provider in the same browser profile and runs it
// on the company's offer list (and, for `--pages dashboard`, as the bank officer `cp.banker` on the
// bank's dashboard). Each page N times; prints every run and the medians. Asserts nothing; prints.
//
//   npm run bench:lighthouse [-- --runs 3 --port 3340 --debug-port 3341 --web-dist dist/web | --build
//                               --pages landing,offers[,settings,floor] --chromium /usr/bin/chromium]
//
// --web-dist serves that build (default dist/web, as `npm run build` leaves it); --build builds the
// current checkout first into bench/.data/lighthouse-web (so another build of dist/web cannot change
// the files under a run). Reports: bench/.data/lighthouse/<page>-<n>.json and summary.json.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { startH2Front } from './h2-front.ts';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(REPO_DIR, 'bench', '.data', 'lighthouse');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3340' },
    'debug-port': { type: 'string', default: '3341' },
    'web-dist': { type: 'string', default: 'dist/web' },
    build: { type: 'boolean', default: false },
    pages: { type: 'string', default: 'landing,offers' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    /** Serve the pages over HTTPS and HTTP/2, as a TLS-ending balancer does in production (bench/h2-front.ts), on --port + 10 (the floor on + 12). */
    h2: { type: 'boolean', default: false },
  },
});

/**
 * The pages measured: who is signed in, and where. The landing is also the sign-in choice (its bank
 * cards lead to each bank's sign-in). A path with `:id` is found after the sign-in (`resolveIds`).
 */
const PAGES = {
  landing: { path: '/', signedIn: false },
  offers: { path: '/company/offers/list', signedIn: true },
  // The first offer of the user's search, as another company reads it.
  detail: { path: '/company/offer-detail/business-partner/:id', signedIn: true },
  // A negotiation of the user's whose names are disclosed, so its chat is open below the detail.
  negotiation: { path: '/company/trading-detail/:id', signedIn: true },
  todo: { path: '/company/todo', signedIn: true },
  // A bank's dashboard (docs/product/dashboards.md), as the bank's officer: its charts load after the page.
  dashboard: { path: '/financial-institution/dashboard', signedIn: true, user: 'banker' },
  // The lightest signed-in page (the user's settings: the shell, a form, no list): a reference for
  // what the signed-in shell alone scores (--pages settings).
  settings: { path: '/company/settings', signedIn: true },
  // The stack floor (--pages floor): React, React Router, TanStack Query, i18next and a Mantine
  // AppShell with none of the app's code (bench/lighthouse-floor/), built here and served by a
  // second server on --port + 2: what any client-rendered page of this stack scores at best.
  floor: { path: '/floor', signedIn: false },
} as const;
type PageName = keyof typeof PAGES;
/** Each page's address, with the ids of `:id` paths filled in by `resolveIds`. */
const pathOf: Record<PageName, string> = Object.fromEntries(Object.entries(PAGES).map(([name, page]) => [name, page.path])) as Record<PageName, string>;
/** The demo users the signed-in pages are measured as (demo password `demo`), and where sign-in lands: a company's, unless the page names another. */
const USERS = {
  company: { bankCode: 'chaophraya', username: 'somchai', password: 'demo', home: '/company/home' },
  banker: { bankCode: 'chaophraya', username: 'cp.banker', password: 'demo', home: '/financial-institution/home' },
} as const;
type UserName = keyof typeof USERS;
const userOf = (name: PageName): UserName | null => {
  const page: { signedIn: boolean; user?: UserName } = PAGES[name];
  return page.signedIn ? (page.user ?? 'company') : null;
};

function positiveInt(name: string, raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name}: expected a positive whole number, got ${JSON.stringify(raw)}`);
  return n;
}
const RUNS = positiveInt('runs', String(values.runs));
const PORT = positiveInt('port', String(values.port));
const DEBUG_PORT = positiveInt('debug-port', String(values['debug-port']));
const pageNames = String(values.pages).split(',').filter(Boolean);
for (const name of pageNames) if (!(name in PAGES)) throw new Error(`--pages: unknown page ${name} (${Object.keys(PAGES).join(', ')})`);
const chromiumPath = String(values.chromium);
if (!existsSync(chromiumPath)) throw new Error(`--chromium: ${chromiumPath} does not exist`);

const H2 = values.h2 === true;
/** Where the browser reaches a server listening on `port`: itself, or its HTTP/2 front on port + 10. */
const browserOrigin = (port: number) => (H2 ? `https://localhost:${port + 10}` : `http://localhost:${port}`);
const origin = browserOrigin(PORT);
const profileDir = path.join(OUT_DIR, 'profile');
rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(OUT_DIR, { recursive: true });

let webDist = path.resolve(REPO_DIR, String(values['web-dist']));
if (values.build) {
  webDist = path.join(REPO_DIR, 'bench', '.data', 'lighthouse-web');
  console.log(`bench:lighthouse: building the web app into ${path.relative(REPO_DIR, webDist)}`);
  const built = spawnSync(process.execPath, [path.join(REPO_DIR, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', webDist, '--emptyOutDir'], {
    cwd: REPO_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error(`vite build failed (exit ${built.status})`);
  // The public pages' renderer, as `npm run build` makes it (docs/decisions/055-prerendered-public-pages.md).
  const renderer = spawnSync(process.execPath, [path.join(REPO_DIR, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', '--outDir', path.join(webDist, '.prerender'), '--emptyOutDir'], {
    cwd: REPO_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (renderer.status !== 0) throw new Error(`vite build --ssr failed (exit ${renderer.status})`);
}
if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`--web-dist: no index.html in ${webDist} (build first: npx vite build, or pass --build)`);

const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_DIR, encoding: 'utf8' }).stdout.trim();
const dirty = spawnSync('git', ['status', '--porcelain', '--', 'src'], { cwd: REPO_DIR, encoding: 'utf8' }).stdout.trim() !== '';

// ---- the server --------------------------------------------------------------------------------

/** The real server on a fresh PGlite directory with the demo world, serving the web build in `web`. */
async function startServer(port: number, web: string, label: string): Promise<() => void> {
  const log = path.join(OUT_DIR, `${label}.log`);
  const logFd = openSync(log, 'a');
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: REPO_DIR,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: path.join(OUT_DIR, `${label}-db`),
      WEB_DIST_DIR: web,
      // The embedded identity provider and the demo world run outside production (as in the browser tests).
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Behind the HTTP/2 front, users reach it at the front's https:// address (sign-in redirects, cookies).
      ...(H2 ? { PUBLIC_URL: browserOrigin(port), TRUST_PROXY: 'true' } : {}),
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `exit ${code ?? signal}`;
  });
  const stop = () => {
    if (exited === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  const startedAt = performance.now();
  for (;;) {
    if (exited !== null) throw new Error(`the server stopped while starting (${String(exited)}); see ${log}`);
    try {
      const res = await fetch(`http://localhost:${port}/api/ready`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - startedAt > 240_000) throw new Error(`the server did not answer /api/ready within 240 s; see ${log}`);
    await sleep(250);
  }
  console.log(`bench:lighthouse: ${label} ready on http://localhost:${port} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s (fresh PGlite, demo world)`);
  if (!H2) return stop;
  const stopFront = await startH2Front(port + 10, `http://127.0.0.1:${port}`, path.join(OUT_DIR, 'tls'));
  console.log(`bench:lighthouse: ${label} behind HTTP/2 at ${browserOrigin(port)}`);
  return () => {
    stopFront();
    stop();
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const stopServer = await startServer(PORT, webDist, 'server');

// The stack floor: its own build, its own server (the same server code, so the same transport).
const FLOOR_PORT = PORT + 2;
let stopFloor = () => {};
if (pageNames.includes('floor')) {
  const floorWeb = path.join(REPO_DIR, 'bench', '.data', 'lighthouse-floor-web');
  const built = spawnSync(process.execPath, [path.join(REPO_DIR, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'bench/lighthouse-floor/vite.config.ts'], {
    cwd: REPO_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error(`vite build of the stack floor failed (exit ${built.status})`);
  stopFloor = await startServer(FLOOR_PORT, floorWeb, 'floor-server');
}
const originOf = (name: PageName) => (name === 'floor' ? browserOrigin(FLOOR_PORT) : origin);

// ---- the browser -------------------------------------------------------------------------------

// A persistent profile: its pages live in the browser's default context, which is where Lighthouse
// opens its own tab (through the debugging port), so the session cookie of the sign-in below is
// the one Lighthouse's tab sends.
const context = await chromium.launchPersistentContext(profileDir, {
  ignoreHTTPSErrors: H2,
  executablePath: chromiumPath,
  headless: true,
  viewport: null,
  args: [
    `--remote-debugging-port=${DEBUG_PORT}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    // The HTTP/2 front's certificate is self-signed.
    ...(H2 ? ['--ignore-certificate-errors'] : []),
  ],
});
const browserVersion = context.browser()?.version() ?? (await versionOverCdp());
console.log(`bench:lighthouse: Chromium ${browserVersion} (${chromiumPath}), lighthouse ${lighthouseVersion()}; ${RUNS} run(s) a page; ${commitLabel()}`);

async function versionOverCdp(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
  const body = (await res.json()) as { Browser?: string };
  return body.Browser ?? 'unknown';
}
function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(path.join(REPO_DIR, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
}
/** What was measured: the checkout built here (--build), or a build made elsewhere (--web-dist) and when. */
function commitLabel(): string {
  if (values.build) return `${H2 ? 'HTTP/2 over TLS; ' : ''}built here from commit ${commit}${dirty ? ' + uncommitted changes under src/' : ''}`;
  const builtAt = statSync(path.join(webDist, 'index.html')).mtime.toISOString().slice(0, 16).replace('T', ' ');
  return `${H2 ? 'HTTP/2 over TLS; ' : ''}the build in ${path.relative(REPO_DIR, webDist)} (made ${builtAt} UTC; HEAD is now ${commit})`;
}

async function signIn(user: (typeof USERS)[UserName]): Promise<void> {
  // Another user's session first ends (its cookie goes with the profile's others).
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto(`${origin}/${user.bankCode}/login`);
  await page.locator('#username').fill(user.username);
  await page.locator('#password').fill(user.password);
  await Promise.all([page.waitForURL((url) => url.pathname === user.home, { timeout: 30_000 }), page.locator('button[type=submit]').click()]);
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.close();
}

/** Fills in the `:id` pages' ids from the API, as the signed-in user (the profile's cookie). */
async function resolveIds(): Promise<void> {
  const api = async <T>(url: string): Promise<T> => {
    const res = await context.request.get(`${origin}${url}`);
    if (!res.ok()) throw new Error(`GET ${url}: ${res.status()}`);
    return (await res.json()) as T;
  };
  if (pageNames.includes('detail')) {
    const found = await api<{ items: { offer_id: string }[] }>('/api/offers/search?page=1');
    if (!found.items[0]) throw new Error('detail: the search found no offer');
    pathOf.detail = PAGES.detail.path.replace(':id', found.items[0].offer_id);
  }
  if (pageNames.includes('negotiation')) {
    const list = await api<{ items: { trading_id: string; disclosed: boolean; status: string }[] }>('/api/negotiations?per_page=100');
    const open = list.items.find((n) => n.disclosed && n.status === 'under_negotiation') ?? list.items.find((n) => n.disclosed);
    if (!open) throw new Error('negotiation: the user has no negotiation with names disclosed');
    pathOf.negotiation = PAGES.negotiation.path.replace(':id', open.trading_id);
  }
}

// ---- the runs ----------------------------------------------------------------------------------

interface RunFigures {
  page: PageName;
  run: number;
  finalUrl: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Transferred bytes (as sent: compressed when the server compressed) from resource-summary. */
  scriptBytes: number;
  stylesheetBytes: number;
  totalBytes: number;
  requests: number;
  largestScript: { url: string; transferSize: number; resourceSize: number } | null;
  load1: number;
  /** Lighthouse's measure of this machine's CPU at the run (higher is faster; its simulation scales task times by it). */
  benchmarkIndex: number;
  warnings: string[];
}

interface Audit {
  numericValue?: number;
  details?: { items?: Array<Record<string, unknown>> };
}

async function measure(name: PageName, run: number, attempt = 1): Promise<RunFigures> {
  const url = originOf(name) + pathOf[name];
  const load1 = os.loadavg()[0]!;
  const result = await lighthouse(
    url,
    { port: DEBUG_PORT, output: 'json', logLevel: 'error' },
    // The default config (mobile preset, simulated throttling), the performance category only.
    { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } },
  );
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  writeFileSync(path.join(OUT_DIR, `${name}-${run}.json`), typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  if (lhr.runtimeError) {
    // Lighthouse itself asks for another run when its trace missed the navigation's start.
    if (lhr.runtimeError.code === 'NO_NAVSTART' && attempt < 3) {
      console.log(`  ${name} run ${run}: Lighthouse lost the trace's start (NO_NAVSTART); measured again`);
      return measure(name, run, attempt + 1);
    }
    throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const finalUrl = lhr.finalDisplayedUrl;
  if (new URL(finalUrl).pathname !== pathOf[name]) throw new Error(`lighthouse on ${url} ended on ${finalUrl} (signed out, or the route moved)`);
  const audits = lhr.audits as Record<string, Audit>;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const summary = new Map((audits['resource-summary']?.details?.items ?? []).map((item) => [String(item.resourceType), item]));
  const bytes = (type: string) => Number(summary.get(type)?.transferSize ?? 0);
  const scripts = (audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: String(item.url).replace(originOf(name), ''), transferSize: Number(item.transferSize ?? 0), resourceSize: Number(item.resourceSize ?? 0) }))
    .sort((a, b) => b.transferSize - a.transferSize);
  return {
    page: name,
    run,
    finalUrl,
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    scriptBytes: bytes('script'),
    stylesheetBytes: bytes('stylesheet'),
    totalBytes: bytes('total'),
    requests: Number(summary.get('total')?.requestCount ?? 0),
    largestScript: scripts[0] ?? null,
    load1,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings ?? [],
  };
}

const figures: RunFigures[] = [];
let signedIn: UserName | null = null;
try {
  // Signed-out pages first, then each user's: a sign-in puts its session cookie in the one profile.
  const rank = (name: PageName) => ['none', 'company', 'banker'].indexOf(userOf(name) ?? 'none');
  const ordered = ([...pageNames] as PageName[]).sort((a, b) => rank(a) - rank(b));
  for (const name of ordered) {
    const user = userOf(name);
    if (user && user !== signedIn) {
      await signIn(USERS[user]);
      if (user === 'company') await resolveIds();
      signedIn = user;
      console.log(`bench:lighthouse: signed in as ${USERS[user].username} through the embedded provider`);
    }
    for (let run = 1; run <= RUNS; run++) {
      const f = await measure(name, run);
      figures.push(f);
      console.log(
        `  ${name} run ${run}: score ${f.score}, FCP ${s(f.fcpMs)} s, LCP ${s(f.lcpMs)} s, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}, ` +
          `SI ${s(f.speedIndexMs)} s, JS ${kb(f.scriptBytes)} KB + CSS ${kb(f.stylesheetBytes)} KB (load ${f.load1.toFixed(2)}, benchmarkIndex ${Math.round(f.benchmarkIndex)})` +
          (f.warnings.length ? `\n    warnings: ${f.warnings.join(' | ')}` : ''),
      );
    }
  }
} finally {
  await context.close();
  stopServer();
  stopFloor();
}

// ---- the report --------------------------------------------------------------------------------

function s(ms: number): string {
  return (ms / 1000).toFixed(1);
}
function kb(bytes: number): string {
  return (bytes / 1024).toFixed(0);
}
function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const header = ['page', 'runs', 'score', 'benchmarkIndex', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'SI s', 'JS KB', 'CSS KB', 'JS+CSS KB', 'all KB', 'requests', 'largest script (KB sent / KB raw)'];
const rows: string[][] = [];
const medians: Record<string, Record<string, number | string>> = {};
for (const name of pageNames as PageName[]) {
  const runs = figures.filter((f) => f.page === name);
  if (runs.length === 0) continue;
  const m = (pick: (f: RunFigures) => number) => median(runs.map(pick));
  const largest = runs[0]!.largestScript;
  medians[name] = {
    path: pathOf[name],
    score: m((f) => f.score),
    fcpMs: m((f) => f.fcpMs),
    lcpMs: m((f) => f.lcpMs),
    tbtMs: m((f) => f.tbtMs),
    cls: m((f) => f.cls),
    speedIndexMs: m((f) => f.speedIndexMs),
    scriptBytes: m((f) => f.scriptBytes),
    stylesheetBytes: m((f) => f.stylesheetBytes),
    totalBytes: m((f) => f.totalBytes),
  };
  rows.push([
    `${pathOf[name]}${userOf(name) ? ` (${USERS[userOf(name)!].username})` : ' (signed out)'}`,
    String(runs.length),
    String(m((f) => f.score)),
    String(Math.round(m((f) => f.benchmarkIndex))),
    s(m((f) => f.fcpMs)),
    s(m((f) => f.lcpMs)),
    String(Math.round(m((f) => f.tbtMs))),
    m((f) => f.cls).toFixed(3),
    s(m((f) => f.speedIndexMs)),
    kb(m((f) => f.scriptBytes)),
    kb(m((f) => f.stylesheetBytes)),
    kb(m((f) => f.scriptBytes + f.stylesheetBytes)),
    kb(m((f) => f.totalBytes)),
    String(m((f) => f.requests)),
    largest ? `${largest.url} (${kb(largest.transferSize)} / ${kb(largest.resourceSize)})` : '–',
  ]);
}
console.log(`\nMedians over ${RUNS} run(s) a page (Lighthouse ${lighthouseVersion()}, mobile, simulated throttling; ${commitLabel()}):`);
console.log(`| ${header.join(' | ')} |\n|${header.map((_, i) => (i === 0 ? '---' : '--:')).join('|')}|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
const summaryFile = path.join(OUT_DIR, 'summary.json');
writeFileSync(
  summaryFile,
  JSON.stringify({ at: new Date().toISOString(), measured: commitLabel(), commit, dirty, chromium: browserVersion, lighthouse: lighthouseVersion(), runs: RUNS, medians, figures }, null, 2),
);
console.log(`\nbench:lighthouse: reports in ${path.relative(REPO_DIR, OUT_DIR)}/ (<page>-<run>.json, summary.json); load now ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
process.exit(0);
