// Dashboard benchmark (docs/decisions/060): the real app over real HTTP on the search bench's
// database (1M offers on PostgreSQL by default) with negotiations and their events added, and the
// dashboard's facts computed from that log. Prints p50/p95 of each scenario beside the API's floor
// (`GET /api/csrf`) measured in the same run, and the time of a rebuild from the whole log; asserts
// nothing.
//
//   npm run bench:dashboard -- [--db postgres --count 1000000] [--negotiations 200000] [--requests 100]
//
// The negotiations are written straight to the database, as the offers are (bench/generate-offers.ts):
// each on a distinct published offer, by a company of the other country (80 %) or the same, applied
// at a time in the last two years, then taken step by step along the lifecycle's path, hours to days
// a step (log-normal), to where it ends: completed, cancelled at a step (by the bank, an NDA reason or
// a cancel request), or, for an application of the last 90 days, still at a step. Every step is an event, as the services
// write it; the offers' first approvals are events too. The dashboard's trigger is set aside while
// they are written, and `dashboard_facts_rebuild()` then counts the whole log once (timed; `--rebuild`
// times it again on a database that has its negotiations).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import type { Database } from '../src/server/db/client.ts';
import { idpAccounts, users } from '../src/server/db/schema/index.ts';
import { parseEnv } from '../src/server/env.ts';
import { NDA_DISAGREE_REASONS } from '../src/shared/enum-values.ts';
import { stepOfStage, type NegotiationStage } from '../src/shared/negotiation-lifecycle.ts';
import { BENCH_DIR, describeTarget, openTarget, parseCommon } from './bench-db.ts';
import { seededRandom } from './chat-harness.ts';
import { ensureBenchData } from './generate-offers.ts';

const { common, values } = parseCommon(process.argv.slice(2), {
  negotiations: { type: 'string', default: '200000' },
  rebuild: { type: 'boolean', default: false },
  requests: { type: 'string', default: '100' },
  warmup: { type: 'string', default: '10' },
  companies: { type: 'string', default: '3000' },
});
const NEGOTIATIONS = Number(values.negotiations);
const REQUESTS = Number(values.requests);
const WARMUP = Number(values.warmup);

await ensureBenchData({ ...common, companies: Number(values.companies) });
const handle = await openTarget(common.target);
const db = handle.db;

/** The lifecycle's path to completion: each stage and the action that leads to it (src/shared/negotiation-lifecycle.ts). */
const PATH: [NegotiationStage, string][] = [
  ['bank_approval', 'apply'],
  ['nda_offer_company', 'bank_approve'],
  ['nda_applicant', 'offer_company_nda_agree'],
  ['coordinator_assignment', 'applicant_nda_agree'],
  ['coordinator_offered', 'offer_coordinator'],
  ['contract_creation', 'coordinator_accept'],
  ['contract_signing', 'create_contract'],
  ['completion_request', 'record_signing'],
  ['completion_requested', 'request_completion'],
  ['completed', 'approve_completion'],
];

async function rowsOf<T>(query: ReturnType<typeof sql>, database: Database = db): Promise<T[]> {
  return ((await database.execute(query)) as unknown as { rows: T[] }).rows;
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(query);
  return Number(row?.n ?? 0);
}

async function ensureNegotiations(database: Database) {
  const have = await count(sql`select count(*) as n from negotiations`);
  if (have >= NEGOTIATIONS) {
    console.log(`bench:dashboard: ${have.toLocaleString('en')} negotiations already there; reusing them`);
    return;
  }
  if (have > 0) throw new Error(`bench:dashboard: the database holds ${have} negotiations, not ${NEGOTIATIONS}; rebuild it with --fresh`);
  const started = performance.now();
  const rand = seededRandom(common.seed * 7919);
  const now = Date.now();
  await database.execute(sql`alter table events disable trigger dashboard_facts_events`);
  // The offers' first approvals: between their creation and their last update (again, after a run that stopped).
  await database.execute(sql`delete from events where subject_type = 'offer' and action = 'offer.approve'`);
  await database.execute(sql`
    insert into events (occurred_at, actor_organisation_id, subject_type, subject_id, action, from_state, to_state)
    select o.created_at + (o.updated_at - o.created_at) * 0.2, o.bank_id, 'offer', o.id::text, 'offer.approve', 'waiting_for_approval', 'published'
    from offers o where o.status = 'published'`);
  console.log(`bench:dashboard: offers' approvals written (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  const companies = await rowsOf<{ id: string; bank_id: string; country: string }>(
    sql`select id, bank_id, country from organisations where role = 'enterprise' and bank_id is not null order by id`,
    database,
  );
  const byCountry = new Map<string, typeof companies>();
  for (const c of companies) byCountry.set(c.country, [...(byCountry.get(c.country) ?? []), c]);
  const [signatory] = await rowsOf<{ id: string }>(sql`select id from users order by id limit 1`, database);
  const offers = await rowsOf<{ id: string; organisation_id: string; bank_id: string; country: string; created: string }>(
    sql`
      select o.id, o.organisation_id, o.bank_id, c.country, extract(epoch from o.created_at) * 1000 as created
      from offers o join organisations c on c.id = o.organisation_id
      where o.status = 'published' and o.deleted_at is null
      order by md5(o.id::text || ${String(common.seed)}) limit ${NEGOTIATIONS}`,
    database,
  );

  const HOUR = 3_600_000;
  const nRows: unknown[][] = [];
  const eRows: unknown[][] = [];
  const flush = async (force: boolean) => {
    if (nRows.length >= 5000 || (force && nRows.length > 0)) {
      const cols = nRows[0]!.map((_, i) => nRows.map((r) => r[i]));
      await database.execute(sql`
        insert into negotiations (id, offer_id, applicant_organisation_id, applicant_bank_id, offer_organisation_id, offer_bank_id, stage, step,
          application_details, signatory_user_id, disclosed_at, waiting_since, due_at, created_at, updated_at)
        select * from unnest(${sql.param(cols[0])}::uuid[], ${sql.param(cols[1])}::uuid[], ${sql.param(cols[2])}::uuid[], ${sql.param(cols[3])}::uuid[], ${sql.param(cols[4])}::uuid[], ${sql.param(cols[5])}::uuid[],
          ${sql.param(cols[6])}::negotiation_stage[], ${sql.param(cols[7])}::negotiation_step[], ${sql.param(cols[8])}::text[], ${sql.param(cols[9])}::uuid[], ${sql.param(cols[10])}::timestamptz[],
          ${sql.param(cols[11])}::timestamptz[], ${sql.param(cols[12])}::timestamptz[], ${sql.param(cols[13])}::timestamptz[], ${sql.param(cols[14])}::timestamptz[])`);
      nRows.length = 0;
    }
    if (eRows.length >= 20000 || (force && eRows.length > 0)) {
      const cols = eRows[0]!.map((_, i) => eRows.map((r) => r[i]));
      await database.execute(sql`
        insert into events (occurred_at, actor_organisation_id, subject_type, subject_id, action, from_state, to_state, payload)
        select t, a, 'negotiation', s, act, f, tt, p::jsonb
        from unnest(${sql.param(cols[0])}::timestamptz[], ${sql.param(cols[1])}::uuid[], ${sql.param(cols[2])}::text[], ${sql.param(cols[3])}::text[], ${sql.param(cols[4])}::text[], ${sql.param(cols[5])}::text[], ${sql.param(cols[6])}::text[])
          as u(t, a, s, act, f, tt, p)`);
      eRows.length = 0;
    }
  };
  for (const offer of offers) {
    const other = offer.country === 'JP' ? 'TH' : 'JP';
    const pool = byCountry.get(rand() < 0.8 ? other : offer.country) ?? companies;
    let applicant = pool[Math.floor(rand() * pool.length)]!;
    if (applicant.id === offer.organisation_id) applicant = pool[(pool.indexOf(applicant) + 1) % pool.length]!;
    const id = randomUUID();
    const r = rand();
    const applied = Math.max(Number(offer.created), now - 730 * 24 * HOUR) + rand() * 200 * 24 * HOUR;
    // Where it ends: completed, cancelled at a step, or waiting at one. Only an application of the
    // last 90 days may still be waiting (15 % completed, 25 % cancelled, 60 % waiting); an older one
    // has ended (35 % completed, 65 % cancelled), as in a platform that has run for a while.
    const recent = applied > now - 90 * 24 * HOUR;
    const completed = recent ? r < 0.15 : r < 0.35;
    const canceled = !completed && (recent ? r < 0.4 : true);
    const end = completed ? PATH.length - 1 : 1 + Math.floor(rand() * (PATH.length - 2));
    let at = Math.min(applied, now - 24 * HOUR);
    const event = (action: string, from: string | null, to: string, actor: string, payload: object = {}) =>
      eRows.push([new Date(at).toISOString(), actor, id, `negotiation.${action}`, from, to, JSON.stringify(payload)]);
    event('apply', null, 'bank_approval', applicant.id);
    let stage: NegotiationStage = 'bank_approval';
    let disclosed: number | null = null;
    const last = canceled ? Math.max(0, end - 1) : end;
    for (let i = 1; i <= last; i++) {
      // Hours to days a step: log-normal around a day, never past now.
      at = Math.min(now - HOUR, at + HOUR * Math.exp(Math.log(24) + 1.1 * gauss(rand)));
      const [to, action] = PATH[i]!;
      event(action, stage, to, i === 1 ? applicant.bank_id : offer.organisation_id);
      stage = to;
      if (to === 'coordinator_assignment') disclosed = at;
    }
    if (canceled) {
      at = Math.min(now - HOUR, at + HOUR * Math.exp(Math.log(24) + gauss(rand)));
      const how = stage === 'bank_approval' ? 'bank_deny' : stage === 'nda_offer_company' ? 'offer_company_nda_disagree' : stage === 'nda_applicant' ? 'applicant_nda_disagree' : 'cancel';
      if (how === 'cancel') {
        const asker = rand() < 0.5 ? offer.organisation_id : applicant.id;
        event('request_cancel', stage, `${stage}:cancel_requested`, asker, { text: 'bench' });
        at = Math.min(now - HOUR, at + HOUR * Math.exp(Math.log(12) + gauss(rand)));
        event('approve_cancel', `${stage}:cancel_requested`, 'canceled', asker);
      } else {
        const reason = NDA_DISAGREE_REASONS[Math.floor(rand() * NDA_DISAGREE_REASONS.length)];
        event(how, stage, 'canceled', how === 'bank_deny' ? applicant.bank_id : applicant.id, how === 'bank_deny' ? { text: 'bench' } : { reason_code: reason, text: 'bench' });
      }
    }
    const finalStage: NegotiationStage = canceled ? 'canceled' : stage;
    const open = finalStage !== 'canceled' && finalStage !== 'completed';
    // Waiting ones are due three days after their step began: some are overdue.
    nRows.push([
      id,
      offer.id,
      applicant.id,
      applicant.bank_id,
      offer.organisation_id,
      offer.bank_id,
      finalStage,
      stepOfStage(finalStage) ?? stepOfStage(stage) ?? 'bank_approval',
      'bench',
      signatory!.id,
      disclosed ? new Date(disclosed).toISOString() : null,
      open ? new Date(at).toISOString() : null,
      open ? new Date(at + 72 * HOUR).toISOString() : null,
      new Date(applied).toISOString(),
      new Date(at).toISOString(),
    ]);
    await flush(false);
  }
  await flush(true);
  await database.execute(sql`alter table events enable trigger dashboard_facts_events`);
  console.log(`bench:dashboard: ${offers.length.toLocaleString('en')} negotiations and their events written (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

function gauss(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

await ensureNegotiations(db);
const facts = await count(sql`select count(*) as n from dashboard_counts`);
const logSize = await count(sql`select count(*) as n from events`);
let rebuildSeconds: number | null = null;
if (facts === 0 || values.rebuild === true) {
  const started = performance.now();
  await db.execute(sql`select dashboard_facts_rebuild()`);
  rebuildSeconds = (performance.now() - started) / 1000;
}
// As autovacuum leaves a table that has been written: its statistics, and its pages marked all-visible
// (so that the overdue counts are read from their index alone).
for (const table of ['events', 'negotiations', 'offers', 'dashboard_counts', 'dashboard_step_times']) await db.execute(sql.raw(`vacuum analyze ${table}`));
const factRows = await count(sql`select count(*) as n from dashboard_counts`);
const timeRows = await count(sql`select count(*) as n from dashboard_step_times`);
const levelRows = await rowsOf<{ level: number; counts: string; times: string }>(sql`
  select level, (select count(*) from dashboard_counts c where c.level = l.level) as counts,
    (select count(*) from dashboard_step_times t where t.level = l.level) as times
  from generate_series(0, 15) as l(level)`);
console.log(`bench:dashboard: rows by level (8 country pair, 4 industry, 2 bank, 1 branch): ${levelRows.map((r) => `${r.level}: ${r.counts}+${r.times}`).join(', ')}`);
console.log(
  `bench:dashboard: ${describeTarget(common.target)}: ${logSize.toLocaleString('en')} events, ${factRows.toLocaleString('en')} count rows, ${timeRows.toLocaleString('en')} step-time rows` +
    (rebuildSeconds === null ? '' : `, rebuilt from the whole log in ${rebuildSeconds.toFixed(1)} s`),
);

const env = parseEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '1000000',
  SESSION_SECRET: 'bench-dashboard-session-secret-0123456789',
  PUBLIC_URL: 'http://127.0.0.1',
  WEB_DIST_DIR: path.join(BENCH_DIR, '.data', 'no-web'),
  DATA_DIR: path.join(BENCH_DIR, '.data', 'app'),
});
const app = await buildApp({ env, database: handle, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;

async function sessionOf(bankCode: string, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(idpAccounts)
    .innerJoin(users, and(eq(users.loginRealm, idpAccounts.bankCode), eq(users.oidcSubject, idpAccounts.subject)))
    .where(and(eq(idpAccounts.bankCode, bankCode), eq(idpAccounts.username, username)));
  if (!row) throw new Error(`bench: the demo user ${bankCode}/${username} is missing`);
  return `bizmatch_session=${await app.sessions.open({ userId: row.id, bankCode, idToken: null })}`;
}
const operator = await sessionOf('kokopelli', 'office');
const banker = await sessionOf('minato', 'minato.banker');
const [minatoBranch] = await rowsOf<{ id: string }>(sql`select b.id from branches b join organisations o on o.id = b.bank_id where o.bank_code = 'minato' order by b.code limit 1`);
const [someBank] = await rowsOf<{ id: string }>(sql`select id from organisations where role = 'bank' and bank_code <> 'minato' order by bank_code limit 1`);

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function call(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { cookie, 'accept-encoding': 'br, gzip' } }, (res) => {
        res.on('data', () => undefined);
        res.on('error', reject);
        res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${url}: ${res.statusCode}`))));
      })
      .on('error', reject);
  });
}

const SCENARIOS: { name: string; cookie: string; query: string }[] = [
  { name: 'floor: GET /api/csrf', cookie: operator, query: '' },
  { name: 'operator, last 12 months', cookie: operator, query: '' },
  { name: 'operator, 36 months', cookie: operator, query: '?from=2024-01&to=2026-12' },
  { name: 'operator, JP-TH, industry E', cookie: operator, query: '?country_pair=JP-TH&industry=E' },
  { name: 'operator, one bank', cookie: operator, query: `?bank=${someBank!.id}` },
  { name: 'bank (minato), last 12 months', cookie: banker, query: '' },
  { name: 'bank (minato), one branch, 36 months', cookie: banker, query: `?branch=${minatoBranch!.id}&from=2024-01&to=2026-12` },
];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const rows: string[] = [];
let floorP50 = 1;
for (const scenario of SCENARIOS) {
  const url = scenario.name.startsWith('floor') ? `${base}/csrf` : `${base}/dashboard${scenario.query}`;
  for (let i = 0; i < WARMUP; i++) await call(url, scenario.cookie);
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) samples.push(await call(url, scenario.cookie));
  samples.sort((a, b) => a - b);
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  if (scenario.name.startsWith('floor')) floorP50 = p50;
  rows.push(`| ${scenario.name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${(p50 / floorP50).toFixed(1)} |`);
  console.log(`  ${scenario.name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
}
console.log(`\n${REQUESTS} requests a scenario after ${WARMUP} to warm up; ${describeTarget(common.target)}\n`);
console.log('| scenario | API p50 ms | API p95 ms | p50 / floor |\n|---|--:|--:|--:|');
for (const row of rows) console.log(row);
await app.close();
await handle.close();
