// Offer search benchmark: the real app over real HTTP against the same SQL run directly, in the
// same run, on the same database. Prints p50/p95 of both and their ratios; asserts nothing.
//
//   npm run bench:search -- --db postgres --count 1000000 [--fresh]
//   npm run bench:search -- --db pglite --count 100000
//   options: --requests 200 --warmup 20 --budget 60 (seconds per scenario; a slow one stops early,
//            after at least 30 samples) --only <text in scenario name> --explain --seed 1 --companies 3000
//            --identity (ask for uncompressed answers: what compression adds)
//
// The SQL side replays the exact statements (text, parameters, row mode and type parsers) the
// search issued for the scenario — captured by wrapping the driver's query() during one request —
// as the API ran them: each waits for those that had ended before it was sent and runs beside
// those still running (the page's ids and rows beside the count). Only the session's own
// statements are left out. The API side adds what a real request costs: HTTP, routing,
// validation, the session lookup, presenting and serialising.
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { idpAccounts, users, exchangeRates } from '../src/server/db/schema/index.ts';
import { parseEnv } from '../src/server/env.ts';
import { normaliseSearchText } from '../src/server/modules/offers/search-grams.ts';
import { BENCH_DIR, describeTarget, openTarget, parseCommon, rawClient } from './bench-db.ts';
import { ensureBenchData } from './generate-offers.ts';

interface Scenario {
  name: string;
  query: Record<string, string | number>;
  /**
   * Searches across languages (decisions 050, 051): what page 1 must hold, checked on the API's
   * answer — an offer written in Japanese (found through the glossary's tags or a version), or an
   * offer whose keyword stands only in an author's version's title.
   */
  finds?: 'ja_original' | 'version_title';
}

const SCENARIOS: Scenario[] = [
  { name: "latin 'precision' + type, created_desc, p1", query: { keyword: 'precision', type: 'sell', sort: 'created_desc', page: 1 } },
  { name: "latin 'food' + country + major, updated_asc, p3", query: { keyword: 'food', country: 'TH', industry_major: 'E', sort: 'updated_asc', page: 3 } },
  { name: "ja 2-char '精密'", query: { keyword: '精密' } },
  { name: "ja 1-char '食'", query: { keyword: '食' } },
  { name: "th 'ยา'", query: { keyword: 'ยา' } },
  { name: "th 2-char 'กา'", query: { keyword: 'กา' } },
  { name: "ja two terms '冷凍 食品'", query: { keyword: '冷凍 食品' } },
  { name: 'no keyword + type, country, major', query: { type: 'buy', country: 'JP', industry_major: 'E', sort: 'updated_desc' } },
  { name: 'no keyword, no filter (first page)', query: {} },
  { name: "branch name '品川'", query: { keyword: '品川' } },
  { name: "branch name 'Silom'", query: { keyword: 'Silom' } },
  { name: 'public reference', query: { keyword: '<public_ref>' } },
  { name: "no match 'xylophone'", query: { keyword: 'xylophone' } },
  // The price filter across currencies (decision 047): bounds converted into every currency's arm.
  { name: 'price 1M–5M THB, no keyword', query: { price_min: 1_000_000, price_max: 5_000_000, price_currency: 'THB' } },
  { name: "'precision' + price up to 10M JPY", query: { keyword: 'precision', price_max: 10_000_000, price_currency: 'JPY' } },
  // Across languages. A Thai or English glossary term finds the Japanese offers whose titles hold a
  // term of its group (減速機 = reducer = เกียร์ทด; 機械 = machinery = เครื่องจักร) through the group's
  // tag, and the offers whose versions' titles hold it through the grams; a Thai word that only
  // translators write (ขนมญี่ปุ่น, the Thai versions of 和菓子 offers) through the versions' grams alone.
  { name: "th glossary 'เกียร์ทด' → ja 減速機", query: { keyword: 'เกียร์ทด' }, finds: 'ja_original' },
  { name: "th glossary 'เครื่องจักร' → ja 機械", query: { keyword: 'เครื่องจักร' }, finds: 'ja_original' },
  { name: "en glossary 'reducer' → ja 減速機", query: { keyword: 'reducer' }, finds: 'ja_original' },
  { name: "th version title 'ขนมญี่ปุ่น' (ja 和菓子)", query: { keyword: 'ขนมญี่ปุ่น' }, finds: 'version_title' },
];

type QueryFn = (...args: unknown[]) => Promise<{ rows: unknown[] }>;
interface Sent {
  args: unknown[];
  start: number;
  end: number;
}

const { common, values } = parseCommon(process.argv.slice(2), {
  requests: { type: 'string', default: '200' },
  warmup: { type: 'string', default: '20' },
  budget: { type: 'string', default: '60' },
  only: { type: 'string' },
  explain: { type: 'boolean', default: false },
  identity: { type: 'boolean', default: false },
  companies: { type: 'string', default: '3000' },
});
const measured = Number(values.requests);
const warmup = Number(values.warmup);
/** Seconds one scenario may take: a slow scenario stops early, with at least MIN_SAMPLES samples. */
const budgetMs = Number(values.budget) * 1000;
const MIN_SAMPLES = 30;
const { target } = common;

await ensureBenchData({ ...common, companies: Number(values.companies) });

const handle = await openTarget(target);
const client = rawClient(handle) as unknown as { query: QueryFn };
const originalQuery = client.query;
let recording: Sent[] | null = null;
client.query = function (this: unknown, ...args: unknown[]) {
  const running = originalQuery.apply(this, args);
  if (recording) {
    const sent: Sent = { args, start: performance.now(), end: Infinity };
    recording.push(sent);
    void running.then(
      () => (sent.end = performance.now()),
      () => (sent.end = performance.now()),
    );
  }
  return running;
};
const direct = (args: unknown[]) => originalQuery.apply(client, args);

const env = parseEnv({
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://127.0.0.1',
  RATE_LIMIT_PER_MINUTE: '1000000000',
  SESSION_IDLE_MINUTES: '1440',
  LOG_LEVEL: 'silent',
  // The search itself is measured: each repeated request would otherwise be answered from the
  // server's page cache (docs/decisions/025), and "API ≤ SQL + 2 ms" would say nothing.
  SEARCH_CACHE_SECONDS: '0',
  WEB_DIST_DIR: path.join(BENCH_DIR, '.data', 'no-web'),
  DATA_DIR: path.join(BENCH_DIR, '.data', 'app'),
});
// The price scenarios need rates in force (the demo world's seed writes them; the bench data is built without).
await handle.db
  .insert(exchangeRates)
  .values([
    { currency: 'JPY', perUsd: 154.25, effectiveOn: '2026-01-01' },
    { currency: 'THB', perUsd: 36.4, effectiveOn: '2026-01-01' },
  ])
  .onConflictDoNothing();
const app = await buildApp({ env, database: handle, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// The searcher: Tanaka Precision's administrator (demo world), signed in as a login would.
const [searcher] = await handle.db
  .select({ id: users.id })
  .from(idpAccounts)
  .innerJoin(users, and(eq(users.loginRealm, idpAccounts.bankCode), eq(users.oidcSubject, idpAccounts.subject)))
  .where(and(eq(idpAccounts.bankCode, 'minato'), eq(idpAccounts.username, 'tanaka')));
if (!searcher) throw new Error('bench: the demo user minato/tanaka is missing');
const cookie = `bizmatch_session=${await app.sessions.open({ userId: searcher.id, bankCode: 'minato', idToken: null })}`;

// A real public reference to look up (what a partner can quote; decision 012): a searchable offer
// in the middle of the table.
const { rows: refRows } = await direct([
  `select public_ref from offers where status = 'published' and is_public and deleted_at is null
     and period_start <= current_date and period_end >= current_date order by offer_no offset $1 limit 1`,
  [Math.floor(common.count / 4)],
]);
const publicRef = String((refRows[0] as { public_ref: string } | undefined)?.public_ref ?? '0000000000');

const { rows: versionRows } = await direct(['select version() as v']);
const engine = String((versionRows[0] as { v: string }).v).split(',')[0]!;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

// The client: one kept-alive connection, as a browser keeps one. It asks for br/gzip as a browser
// does (--identity: for nothing) and inflates the answer in one call once it has arrived, as a
// browser does natively; Node's fetch inflates through a zlib stream, which cost ~1.5 ms per
// answer on two cores, the client's cost, not the API's.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function callApi(url: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { cookie, 'accept-encoding': values.identity ? 'identity' : 'br, gzip' };
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString();
        const ms = performance.now() - started;
        if (res.statusCode !== 200) reject(new Error(`bench: ${url} answered ${res.statusCode}: ${body.slice(0, 300)}`));
        else resolve({ ms, body });
      });
    });
    req.on('error', reject);
  });
}

const textOf = (args: unknown[]) => (typeof args[0] === 'string' ? args[0] : String((args[0] as { text: string }).text));

interface Result {
  scenario: string;
  url: string;
  total: number;
  totalCapped: boolean;
  statements: number;
  api: { p50: number; p95: number };
  sql: { p50: number; p95: number };
  ratio: { p50: number; p95: number };
  samples: number;
  apiQueries: number;
  /** Across-language scenarios: what page 1 held (see `pageLanguages`). */
  page?: string;
}

interface ListItem {
  title: string;
  language: string;
  title_versions: { language: string; origin: string; title: string }[];
}

/**
 * What page 1 of an across-language scenario held: the originals' languages, and where the keyword
 * stood — in the original title, only in a version's title, or in no title (found through a
 * glossary group's tag). Throws when the page lacks what the scenario is there to find.
 */
function pageLanguages(scenario: Scenario, items: ListItem[]): string {
  const keyword = normaliseSearchText(String(scenario.query.keyword ?? ''));
  const byLanguage = new Map<string, number>();
  let inOriginal = 0;
  let inVersion = 0;
  let inNone = 0;
  let jaThroughOthers = 0;
  for (const item of items) {
    byLanguage.set(item.language, (byLanguage.get(item.language) ?? 0) + 1);
    const original = normaliseSearchText(item.title).includes(keyword);
    const version = item.title_versions.some((v) => normaliseSearchText(v.title).includes(keyword));
    if (original) inOriginal++;
    else if (version) inVersion++;
    else inNone++;
    if (item.language === 'ja' && !original) jaThroughOthers++;
  }
  const missing =
    scenario.finds === 'ja_original' ? jaThroughOthers === 0 : scenario.finds === 'version_title' ? inVersion === 0 : false;
  if (missing) throw new Error(`bench: ${scenario.name}: page 1 holds no ${scenario.finds === 'ja_original' ? 'Japanese offer found across languages' : 'offer found by a version title'}`);
  const languages = [...byLanguage].sort((a, b) => b[1] - a[1]).map(([l, n]) => `${l} ${n}`).join(' · ');
  return `page 1: originals ${languages}; the keyword in the original title ${inOriginal}, only in a version's title ${inVersion}, in no title (a glossary tag) ${inNone}`;
}

const results: Result[] = [];
const explains: string[] = [];
const scenarios = SCENARIOS.filter((s) => !values.only || s.name.includes(String(values.only)));
console.log(`\n${describeTarget(target)} · ${engine} · ${common.count.toLocaleString('en')} offers · ${os.cpus().length} CPUs · Node ${process.version}`);
console.log(`each scenario: ${warmup} warm-up, then ${measured} measured API calls and ${measured} direct SQL runs, interleaved${values.identity ? '; answers uncompressed (--identity)' : ''}\n`);

// The floor every API call pays before any search SQL: HTTP over loopback, routing, the session
// lookup (one query), serialising. GET /api/csrf is the cheapest session-checked call.
const floorMs: number[] = [];
for (let i = 0; i < warmup + measured; i++) {
  const { ms } = await callApi(`${base}/api/csrf`);
  if (i >= warmup) floorMs.push(ms);
}
const floor = summary(floorMs);
console.log(`API floor (GET /api/csrf: HTTP + session lookup): p50 ${fmt(floor.p50)} ms, p95 ${fmt(floor.p95)} ms\n`);
printRow(null);

for (const scenario of scenarios) {
  const query = Object.fromEntries(
    Object.entries(scenario.query).map(([k, v]) => [k, String(v) === '<public_ref>' ? publicRef : String(v)]),
  );
  const url = `${base}/api/offers/search?${new URLSearchParams(query).toString()}`;

  // One request with the driver's query() recorded: what the API really sent.
  recording = [];
  const first = await callApi(url);
  const sent = recording;
  recording = null;
  const searchSql = sent.filter((q) => !/"sessions"/.test(textOf(q.args)));
  // The partner search chooses its offers from the side table offer_search (docs/decisions/023).
  const fromOffers = /from "(offers|offer_search)"/;
  const count = searchSql.find((q) => /count\(\*\)/.test(textOf(q.args)) && fromOffers.test(textOf(q.args)));
  if (!count || !searchSql.some((q) => fromOffers.test(textOf(q.args)) && q !== count)) {
    throw new Error(`bench: did not see the page and count queries for ${scenario.name}`);
  }
  // Replayed as the API ran them: each statement waits for the statements that had ended before it
  // was sent (the names before the page; the page's ids before its rows, decision 058), and runs
  // beside those that were still running (the count beside the ids and the rows).
  const ordered = [...searchSql].sort((a, b) => a.start - b.start);
  const after = ordered.map((q) => ordered.filter((p) => p.end <= q.start));
  const sqlRun = async () => {
    const runs = new Map<Sent, Promise<{ rows: unknown[] }>>();
    ordered.forEach((q, i) => runs.set(q, Promise.all(after[i]!.map((p) => runs.get(p)!)).then(() => direct(q.args))));
    return Promise.all(runs.values());
  };

  const answer = JSON.parse(first.body) as { total: number; total_capped?: boolean; items: ListItem[] };
  const page = scenario.finds ? pageLanguages(scenario, answer.items) : undefined;
  const apiTotal = answer.total;
  const { rows: countRows } = await direct(count.args);
  const countRow = countRows[0] as unknown[] | Record<string, unknown>;
  const sqlCount = Number(Array.isArray(countRow) ? countRow[0] : Object.values(countRow)[0]);
  // A capped count counts one past the cap (LIMITS.searchTotalCap + 1) to know there are more.
  const sqlTotal = answer.total_capped ? Math.min(sqlCount, apiTotal) : sqlCount;
  if (sqlTotal !== apiTotal || (answer.total_capped && sqlCount <= apiTotal)) {
    throw new Error(`bench: ${scenario.name}: API total ${apiTotal} but the SQL counts ${sqlCount}`);
  }

  const warmupStarted = performance.now();
  for (let i = 0; i < warmup && (i < 3 || performance.now() - warmupStarted < budgetMs / 6); i++) {
    await callApi(url);
    await sqlRun();
  }
  const apiMs: number[] = [];
  const sqlMs: number[] = [];
  const started = performance.now();
  for (let i = 0; i < measured && (i < MIN_SAMPLES || performance.now() - started < budgetMs); i++) {
    apiMs.push((await callApi(url)).ms);
    const sqlStarted = performance.now();
    await sqlRun();
    sqlMs.push(performance.now() - sqlStarted);
  }
  const api = summary(apiMs);
  const sql = summary(sqlMs);
  const result: Result = {
    scenario: scenario.name,
    url: url.slice(base.length),
    total: apiTotal,
    totalCapped: answer.total_capped === true,
    statements: searchSql.length,
    api,
    sql,
    ratio: { p50: api.p50 / sql.p50, p95: api.p95 / sql.p95 },
    samples: apiMs.length,
    apiQueries: sent.length,
    ...(page ? { page } : {}),
  };
  results.push(result);
  printRow(result);
  if (page) console.log(`  ${page}`);

  if (values.explain) {
    for (const [i, q] of searchSql.entries()) {
      const { rows } = await direct([`EXPLAIN (ANALYZE, BUFFERS) ${textOf(q.args)}`, q.args[1]]);
      const plan = rows.map((r) => String(Object.values(r as object)[0])).join('\n');
      explains.push(`### ${scenario.name} — statement ${i + 1} of ${searchSql.length}\n${textOf(q.args)}\nparams: ${JSON.stringify(q.args[1])}\n\n${plan}\n`);
    }
  }
}

function fmt(n: number) {
  return n >= 100 ? n.toFixed(0) : n.toFixed(1);
}

function printRow(r: Result | null) {
  const cells = r
    ? [
        r.scenario,
        `${r.total.toLocaleString('en')}${r.totalCapped ? '+' : ''}`,
        String(r.samples),
        fmt(r.api.p50),
        fmt(r.api.p95),
        fmt(r.sql.p50),
        fmt(r.sql.p95),
        r.ratio.p50.toFixed(2),
        r.ratio.p95.toFixed(2),
        fmt(r.api.p95 - r.sql.p95),
        r.api.p95 <= 30 && r.api.p95 <= r.sql.p95 + 2 ? 'yes' : 'NO',
      ]
    : ['scenario', 'total', 'n', 'API p50', 'API p95', 'SQL p50', 'SQL p95', 'ratio p50', 'ratio p95', 'API−SQL p95', '≤30ms & ≤SQL+2'];
  const widths = [46, 9, 4, 8, 8, 8, 8, 9, 9, 11, 14];
  console.log(cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' '));
}

console.log('');
printRow(null);
for (const r of results) printRow(r);
console.log('(milliseconds; ratio = API / SQL; target: API p95 ≤ 30 ms and API p95 ≤ SQL p95 + 2 ms on PostgreSQL at 1M)');

const out = path.join(BENCH_DIR, '.data', `search-${target.kind}-${common.count}`);
await mkdir(path.dirname(out), { recursive: true });
await writeFile(
  `${out}.json`,
  JSON.stringify({ date: new Date().toISOString(), engine, count: common.count, cpus: os.cpus().length, node: process.version, measured, warmup, floor, results }, null, 2),
);
if (explains.length) {
  await writeFile(`${out}.explain.txt`, explains.join('\n'));
  console.log(`EXPLAIN (ANALYZE, BUFFERS) of every scenario: ${path.relative(process.cwd(), out)}.explain.txt`);
}
console.log(`figures: ${path.relative(process.cwd(), out)}.json`);

await app.close();
client.query = originalQuery;
await handle.close();
