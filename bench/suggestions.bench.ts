// Match suggestions at 1M offers (docs/decisions/066-match-suggestions.md): on the offer bench
// database (bench/generate-offers.ts, `--count` offers), the writing of one offer's suggestions and
// the lists that read them. In one run:
//   - floor: a `select 1` round trip (the baseline every figure is read against);
//   - fill (once, kept between runs; `--refill` again): `offer_suggestions` as a running platform
//     holds it, every open offer with 20 counter-offers written both ways (~21M rows at 1M offers),
//     made by one set-based statement (the real refresh is about a second an offer: see `fill`);
//   - refresh (what runs when an offer opens or changes): `SuggestionService.refresh` for
//     `--offers` open offers no earlier run refreshed: p50/p95, the rows written, and the rows of
//     other offers' lists it deleted and did not write again; the pool (what the side table's GIN
//     index found for the offer's industry and glossary tags) from EXPLAIN ANALYZE of `computeQuery`
//     for `--explain` of them (plans in bench/.data/suggestions-<N>.explain.txt);
//   - compute: `computeQuery` alone, the same statement with the pool's condition made one every row
//     passes (naive: every open counter-offer of the other side scored, the baseline the design
//     avoids), and a lever (the pool by the industry tag alone: not the same result), for `--naive`
//     offers, interleaved; the naive and the pooled lists must rank the pool's offers alike (checked);
//   - reads, as the service asks them (`SuggestionRepository.list`): one offer's list (its page: 5 by
//     score), a company's overview (its home: 5 by score), the bank's (`--bank`, default minato: 20,
//     newest, not introduced) and the operator's (20, newest, across the table); a read whose samples
//     took `--budget` seconds stops after 10.
// Prints a table and writes bench/.data/suggestions-<N>.json. Asserts nothing else.
//
//   node bench/suggestions.bench.ts [--count 1000000] [--offers 200] [--naive 40] [--reads 200] [--bank minato] [--explain 5] [--budget 60] [--refill]
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { exchangeRates, offerSearch, organisations } from '../src/server/db/schema/index.ts';
import { platformToday } from '../src/shared/offer-lifecycle.ts';
import { EventLog } from '../src/server/modules/events/events.service.ts';
import { ExchangeRateRepository } from '../src/server/modules/exchange-rates/exchange-rates.repository.ts';
import { SuggestionRepository } from '../src/server/modules/suggestions/suggestions.repository.ts';
import { SuggestionService } from '../src/server/modules/suggestions/suggestions.service.ts';
import { SUGGESTIONS_KEPT } from '../src/server/modules/suggestions/suggestion-score.ts';
import { BENCH_DIR, describeTarget, openTarget, parseCommon, rawClient, seconds, type RawClient } from './bench-db.ts';
import { ensureBenchData } from './generate-offers.ts';

const { common, values } = parseCommon(process.argv.slice(2), {
  offers: { type: 'string', default: '200' },
  naive: { type: 'string', default: '40' },
  reads: { type: 'string', default: '200' },
  bank: { type: 'string', default: 'minato' },
  explain: { type: 'string', default: '5' },
  companies: { type: 'string', default: '3000' },
  refill: { type: 'boolean', default: false },
  budget: { type: 'string', default: '60' },
});
const sample = Number(values.offers);
const naiveSample = Number(values.naive);
const reads = Number(values.reads);
const explainCount = Number(values.explain);
if (![sample, naiveSample, reads].every((n) => Number.isInteger(n) && n >= 1) || !Number.isInteger(explainCount) || explainCount < 0) {
  throw new Error('--offers, --naive and --reads must be positive integers, --explain a count');
}
if (common.target.kind !== 'postgres') throw new Error('bench:suggestions runs on PostgreSQL (--db postgres)');

await ensureBenchData({ ...common, companies: Number(values.companies) });
const handle = await openTarget(common.target);
const { db } = handle;
const client = rawClient(handle);
const today = platformToday();
const rowsOf = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

// The price's points need rates in force (the demo world's seed writes them; the bench data is built
// without): the search bench's.
await db
  .insert(exchangeRates)
  .values([
    { currency: 'JPY', perUsd: 154.25, effectiveOn: '2026-01-01' },
    { currency: 'THB', perUsd: 36.4, effectiveOn: '2026-01-01' },
  ])
  .onConflictDoNothing();

const service = new SuggestionService(db, new EventLog());
const open = and(eq(offerSearch.status, 'published'), eq(offerSearch.isPublic, true), sql`${offerSearch.periodStart} <= ${today}`, sql`${offerSearch.periodEnd} >= ${today}`);
const [bank] = await db.select({ id: organisations.id }).from(organisations).where(and(eq(organisations.role, 'bank'), eq(organisations.bankCode, String(values.bank))));
if (!bank) throw new Error(`no bank ${String(values.bank)}`);

// ---- the fill: the table as a running platform holds it ----

/**
 * Every open offer given `SUGGESTIONS_KEPT` counter-offers, written both ways, as if each had been
 * refreshed when it was last changed (`computed_at` its `updated_at`): what the lists read on a
 * running platform. Computing them all by the real refresh would take days at 1M (one offer is
 * about a second, below), so the pairs are made by one set-based statement: counter-offers of the
 * same middle industry, the other side, the countries fitting both ways, another company, picked
 * evenly in that group (the pairs a refresh finds, not its ranking), scored by their glossary
 * groups in common. Kept between runs (the bench-only table `bench_suggestions_fill` says so).
 */
async function fill() {
  await client.query('CREATE TABLE IF NOT EXISTS bench_suggestions_fill (filled_at timestamptz NOT NULL, rows bigint NOT NULL)');
  const { rows: done } = await client.query('SELECT rows FROM bench_suggestions_fill');
  if (done.length > 0 && !values.refill) return;
  const started = performance.now();
  const session = await (client as unknown as { connect(): Promise<RawClient & { release(): void }> }).connect();
  const q = (text: string, params: unknown[] = []) => session.query(text, params);
  try {
    // One transaction: a fill that stops leaves the table as it was.
    await q('BEGIN');
    await q("SET LOCAL work_mem = '256MB'");
    await q("SET LOCAL maintenance_work_mem = '512MB'");
    await q('CREATE TABLE IF NOT EXISTS bench_suggestions_refreshed (offer_id uuid PRIMARY KEY)');
    await q('TRUNCATE offer_suggestions, bench_suggestions_fill, bench_suggestions_refreshed');
    // Built again after the load, from their own definitions (as the generator does the offers').
    const indexes = (await q(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'offer_suggestions' AND indexname NOT LIKE '%_pk'`)).rows as { indexname: string; indexdef: string }[];
    const [pk] = (await q(`SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = 'offer_suggestions'::regclass AND contype = 'p'`)).rows as { conname: string; def: string }[];
    for (const index of indexes) await q(`DROP INDEX ${index.indexname}`);
    await q(`ALTER TABLE offer_suggestions DROP CONSTRAINT ${pk!.conname}`);
    // Each open offer, its group (industry, side, company's country, target country; '*' for any)
    // and its place in the group; the counter-offers' groups are joined by equality alone.
    await q(`CREATE TEMP TABLE fill_offers ON COMMIT DROP AS
      SELECT s.id, s.organisation_id AS company, s.industry_middle_id AS middle, s.type::text AS type,
             CASE s.type WHEN 'sell' THEN 'buy' ELSE 'sell' END AS other, c.country, coalesce(s.target_country, c.country) AS wants,
             coalesce(s.target_country, '*') AS target, s.updated_at,
             ARRAY(SELECT t FROM unnest(s.search_tags) t WHERE t LIKE '@g:%') AS tags,
             row_number() OVER (PARTITION BY s.industry_middle_id, s.type, c.country, s.target_country ORDER BY md5(s.id::text)) AS rn
      FROM offer_search s JOIN organisations c ON c.id = s.organisation_id
      WHERE s.status = 'published' AND s.is_public AND s.period_start <= $1 AND s.period_end >= $1 AND s.industry_middle_id IS NOT NULL`, [today]);
    await q('CREATE TEMP TABLE fill_groups ON COMMIT DROP AS SELECT middle, type, country, target, count(*) AS n FROM fill_offers GROUP BY 1, 2, 3, 4');
    await q('ANALYZE fill_offers');
    await q('ANALYZE fill_groups');
    // 10M pairs at 1M offers: a hash of the counter-offers probed by each offer's 20 places (the
    // planner's merge join would sort the 10M first).
    await q('SET LOCAL enable_mergejoin = off');
    await q(`CREATE TEMP TABLE fill_pairs ON COMMIT DROP AS
      SELECT a.id AS a, b.id AS b, a.updated_at AS at,
             ARRAY(SELECT substr(t, 4)::uuid FROM unnest(a.tags) t WHERE t = ANY(b.tags)) AS groups
      FROM fill_offers a
      JOIN fill_groups g ON g.middle = a.middle AND g.type = a.other AND g.country = a.wants AND g.target IN (a.country, '*')
      CROSS JOIN generate_series(0, ${SUGGESTIONS_KEPT - 1}) k
      JOIN fill_offers b ON b.middle = g.middle AND b.type = g.type AND b.country = g.country AND b.target = g.target
        AND b.rn = (a.rn * 7919 + k * 131) % g.n + 1
      WHERE b.company <> a.company`);
    await q('RESET enable_mergejoin');
    // Both ways; a pair written by both offers (or twice, in a group of fewer than 20) keeps the later writing. The foreign keys hold by
    // construction (both ids come from the side table), so their triggers are set aside for the load.
    await q("SET LOCAL session_replication_role = 'replica'");
    await q(`INSERT INTO offer_suggestions (offer_id, suggested_id, score, industry, price_overlap, groups, computed_at)
      SELECT DISTINCT ON (x, y) x, y, 3 + LEAST(cardinality(groups), 3) * 2, 2, false, groups, at
      FROM (SELECT a AS x, b AS y, groups, at FROM fill_pairs UNION ALL SELECT b, a, groups, at FROM fill_pairs) both_ways
      ORDER BY x, y, at DESC`);
    await q("SET LOCAL session_replication_role = 'origin'");
    await q(`ALTER TABLE offer_suggestions ADD CONSTRAINT ${pk!.conname} ${pk!.def}`);
    for (const index of indexes) await q(index.indexdef);
    const rows = Number((await q('SELECT count(*)::bigint AS n FROM offer_suggestions')).rows[0]!.n);
    await q('INSERT INTO bench_suggestions_fill VALUES (now(), $1)', [rows]);
    await q('COMMIT');
    await q('VACUUM ANALYZE offer_suggestions');
    console.log(`fill: ${rows.toLocaleString('en')} rows written, both ways, for the open offers (${seconds(started)} s)`);
  } catch (err) {
    await q('ROLLBACK');
    throw err;
  } finally {
    session.release();
  }
}
await fill();

const [held] = await rowsOf<{ total: string; bank_rows: string; bank_offers: string; bank_open: string }>(sql`
  SELECT (SELECT count(*) FROM offer_suggestions) AS total,
         (SELECT count(*) FROM offer_suggestions x JOIN ${offerSearch} s ON s.id = x.offer_id WHERE s.bank_id = ${bank.id}) AS bank_rows,
         (SELECT count(DISTINCT x.offer_id) FROM offer_suggestions x JOIN ${offerSearch} s ON s.id = x.offer_id WHERE s.bank_id = ${bank.id}) AS bank_offers,
         (SELECT count(*) FROM ${offerSearch} s WHERE s.bank_id = ${bank.id} AND s.status = 'published' AND s.is_public AND s.period_start <= ${today} AND s.period_end >= ${today}) AS bank_open`);
const tableRows = { total: Number(held!.total), bankRows: Number(held!.bank_rows), bankOffers: Number(held!.bank_offers), bankOpen: Number(held!.bank_open) };

// ---- the samples ----

// The refresh's sample is drawn from offers no earlier run refreshed (their rows are still the
// fill's), so that each run measures the same thing; the bench-only table remembers them.
await client.query('CREATE TABLE IF NOT EXISTS bench_suggestions_refreshed (offer_id uuid PRIMARY KEY)');
const openIds = async (limit: number, salt: string) =>
  (
    await db
      .select({ id: offerSearch.id })
      .from(offerSearch)
      .where(and(open, sql`NOT EXISTS (SELECT 1 FROM bench_suggestions_refreshed r WHERE r.offer_id = ${offerSearch.id})`))
      .orderBy(sql`md5(${offerSearch.id}::text || ${salt})`)
      .limit(limit)
  ).map((r) => r.id);
const WARMUP = 5;
const drawn = await openIds(sample + WARMUP, 'refresh');
const refreshIds = drawn.slice(0, sample);
const warmIds = drawn.slice(sample);
await client.query('INSERT INTO bench_suggestions_refreshed SELECT unnest($1::uuid[]) ON CONFLICT DO NOTHING', [drawn]);
const naiveIds = await openIds(naiveSample, 'naive');

const timed = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
};
const floor: number[] = [];
const ping = async () => floor.push((await timed(() => client.query('select 1')))[0]);

// ---- refresh ----

const refreshMs: number[] = [];
const kept: number[] = [];
const touched: number[] = [];
const dropped: number[] = [];
const pairsOf = async (id: string) =>
  Number((await client.query('SELECT count(*)::int AS n FROM offer_suggestions WHERE offer_id = $1 OR suggested_id = $1', [id])).rows[0]!.n);
for (const id of warmIds) await service.refresh(id); // warm-up, not counted
for (const id of refreshIds) {
  await ping();
  const before = await pairsOf(id);
  const [ms, n] = await timed(() => service.refresh(id));
  refreshMs.push(ms);
  kept.push(n);
  // Rows the refresh deleted (either way) and did not write again: pairs another offer's refresh had written (two rows a pair).
  const after = await pairsOf(id);
  touched.push(before);
  dropped.push(Math.max(0, before - after));
}

// ---- the pool, from the plans of a few ----

interface Compiled {
  sql: string;
  params: unknown[];
}
const computeOf = async (id: string) => {
  const repo = new SuggestionRepository(db);
  const source = await repo.source(id, today);
  if (!source) throw new Error(`${id} is not open`);
  const rates = await new ExchangeRateRepository(db).ratesInForce(today);
  return { source, query: repo.computeQuery(source, today, rates) };
};
const POOL = /"candidate"\."search_tags" && \$(\d+)::text\[\]/;
const poolParam = (compiled: Compiled) => {
  const found = compiled.sql.match(POOL);
  if (!found) throw new Error(`computeQuery's pool condition not found in:\n${compiled.sql}`);
  return Number(found[1]);
};
/** The same statement with the pool's condition one every row passes: every open counter-offer of the other side is scored. */
const naiveOf = (compiled: Compiled): Compiled => ({ sql: compiled.sql.replace(POOL, (_, n: string) => `($${n}::text[] IS NOT NULL)`), params: compiled.params });
/** A lever, not the same result: the pool by the industry tag alone (no glossary group). */
const industryOnlyOf = (compiled: Compiled, source: { middleCode: string | null }): Compiled => {
  const params = [...compiled.params];
  params[poolParam(compiled) - 1] = source.middleCode ? [`@i:${source.middleCode}`] : [];
  return { sql: compiled.sql, params };
};
const plans: string[] = [];
const pools: { offer: string; tags: number; pool: number; narrowed: number; scanned: string; ms: number }[] = [];
for (const id of refreshIds.slice(0, explainCount)) {
  const { source, query } = await computeOf(id);
  const compiled = query.toSQL();
  const tags = [...(source.middleCode ? [`@i:${source.middleCode}`] : []), ...source.groupTags];
  const pool = Number((await client.query('SELECT count(*)::int AS n FROM offer_search WHERE search_tags && $1::text[]', [tags])).rows[0]!.n);
  const plan = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${compiled.sql}`, compiled.params)).rows.map((r) => String(r['QUERY PLAN'])).join('\n');
  const narrowed = plan.match(/Bitmap Heap Scan on offer_search candidate .*?actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/)?.[1] ?? plan.match(/Scan on offer_search candidate .*?actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/)?.[1];
  const scanned = plan.match(/(Bitmap Heap Scan|Seq Scan|Index Scan[^ ]*) on offer_search candidate/)?.[1] ?? '?';
  const ms = Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? NaN);
  pools.push({ offer: id, tags: tags.length, pool, narrowed: Number(narrowed ?? NaN), scanned, ms });
  plans.push(`-- computeQuery for ${id} (tags ${tags.join(' ')}; pool ${pool})\n${plan}\n`);
}

// ---- compute: pooled against naive ----

const pooledMs: number[] = [];
const naiveMs: number[] = [];
const industryMs: number[] = [];
const poolSizes: number[] = [];
const naiveOutside: number[] = [];
let disagreements = 0;
for (const id of naiveIds) {
  await ping();
  const { source, query } = await computeOf(id);
  const compiled = query.toSQL();
  poolSizes.push(Number((await client.query('SELECT count(*)::int AS n FROM offer_search WHERE search_tags && $1::text[]', [compiled.params[poolParam(compiled) - 1]])).rows[0]!.n));
  const [pms, pooledRows] = await timed(() => client.query(compiled.sql, compiled.params));
  const naive = naiveOf(compiled);
  const [nms, naiveRows] = await timed(() => client.query(naive.sql, naive.params));
  const lever = industryOnlyOf(compiled, source);
  const [ims] = await timed(() => client.query(lever.sql, lever.params));
  pooledMs.push(pms);
  naiveMs.push(nms);
  industryMs.push(ims);
  // The naive top list may hold, besides the pool's offers, counter-offers of a related industry
  // whose price overlaps (1 + 2 points) that share neither the industry nor a word: the pool leaves
  // those out by design. Its rows from the pool must be the pooled list's first ones, in its order.
  const pooled = pooledRows.rows.map((r) => String(r.id));
  const fromPool = naiveRows.rows.filter((r) => Number(r.industry) === 2 || (r.groups as unknown[]).length > 0);
  naiveOutside.push(naiveRows.rows.length - fromPool.length);
  if (fromPool.some((r, i) => String(r.id) !== pooled[i])) disagreements++;
}
const compared = naiveIds.length;

// ---- reads ----

const repo = new SuggestionRepository(db);
const readIds = (
  await rowsOf<{ id: string; organisation_id: string }>(sql`
    SELECT s.id, s.organisation_id FROM ${offerSearch} s
    WHERE EXISTS (SELECT 1 FROM offer_suggestions x WHERE x.offer_id = s.id) AND s.bank_id = ${bank.id} AND s.status = 'published' AND s.is_public AND s.period_start <= ${today} AND s.period_end >= ${today}
    ORDER BY md5(s.id::text || 'read') LIMIT ${reads}`)
);
const company = (id: string) => ({ organisation: { id, role: 'enterprise' as const } });
const bankScope = { organisation: { id: bank.id, role: 'bank' as const } };
const [operator] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.role, 'kokopelli')).limit(1);
const operatorScope = { organisation: { id: operator!.id, role: 'kokopelli' as const } };
const reading = {
  offer: [] as number[],
  company: [] as number[],
  bank: [] as number[],
  operator: [] as number[],
};
const listed = { offer: [] as number[], company: [] as number[], bank: 0, operator: 0 };
// Warm-up, not counted.
for (const r of readIds.slice(0, 2)) {
  await repo.list(company(r.organisation_id), today, { offerId: r.id, limit: 5, order: 'score' });
  await repo.list(company(r.organisation_id), today, { limit: 5, order: 'score' });
  await repo.list(bankScope, today, { limit: 20, order: 'recent', notIntroduced: true });
  await repo.list(operatorScope, today, { limit: 20, order: 'recent' });
}
// A read whose samples have taken `--budget` seconds stops once it has 10 (the table's n says how many).
const budgetMs = Number(values.budget) * 1000;
const spent = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0);
const more = (xs: number[]) => xs.length < 10 || spent(xs) < budgetMs;
for (const r of readIds) {
  await ping();
  const [a, one] = await timed(() => repo.list(company(r.organisation_id), today, { offerId: r.id, limit: 5, order: 'score' }));
  reading.offer.push(a);
  listed.offer.push(one.length);
  if (more(reading.company)) {
    const [b, home] = await timed(() => repo.list(company(r.organisation_id), today, { limit: 5, order: 'score' }));
    reading.company.push(b);
    listed.company.push(home.length);
  }
  if (more(reading.bank)) {
    const [c, page] = await timed(() => repo.list(bankScope, today, { limit: 20, order: 'recent', notIntroduced: true }));
    reading.bank.push(c);
    listed.bank = page.length;
  }
  if (more(reading.operator)) {
    const [d, all] = await timed(() => repo.list(operatorScope, today, { limit: 20, order: 'recent' }));
    reading.operator.push(d);
    listed.operator = all.length;
  }
}
// The lists' plans, as they ran: the statement the repository sends, caught at the driver and explained.
const driver = client as unknown as { query: (...args: unknown[]) => Promise<unknown> };
const planOf = async (name: string, read: () => Promise<unknown>) => {
  const send = driver.query;
  let caught: Compiled | undefined;
  driver.query = (text: unknown, ...rest: unknown[]) => {
    const given = text as string | { text: string; values?: unknown[] };
    // Drizzle sends `query({ text, rowMode, types }, params)`.
    const params = Array.isArray(rest[0]) ? (rest[0] as unknown[]) : typeof given === 'string' ? [] : (given.values ?? []);
    caught = { sql: typeof given === 'string' ? given : given.text, params };
    return send.call(driver, text, ...rest);
  };
  try {
    await read();
  } finally {
    driver.query = send;
  }
  const plan = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${caught!.sql}`, caught!.params)).rows.map((r) => String(r['QUERY PLAN'])).join('\n');
  plans.push(`-- ${name}\n${plan}\n`);
};
{
  const r = readIds[0]!;
  await planOf(`one offer's list (${r.id})`, () => repo.list(company(r.organisation_id), today, { offerId: r.id, limit: 5, order: 'score' }));
  await planOf(`company overview (${r.organisation_id})`, () => repo.list(company(r.organisation_id), today, { limit: 5, order: 'score' }));
  await planOf(`bank overview (${String(values.bank)})`, () => repo.list(bankScope, today, { limit: 20, order: 'recent', notIntroduced: true }));
  await planOf('operator overview', () => repo.list(operatorScope, today, { limit: 20, order: 'recent' }));
}

// ---- the report ----

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const floorP50 = quantile(floor, 0.5);
const row = (name: string, xs: number[]) => ({ name, n: xs.length, p50: quantile(xs, 0.5), p95: quantile(xs, 0.95), max: Math.max(...xs), perFloor: quantile(xs, 0.5) / floorP50 });
const table = [
  row('floor: select 1', floor),
  row('refresh (SuggestionService.refresh)', refreshMs),
  row('compute, pooled (computeQuery)', pooledMs),
  row('compute, naive: every counter-offer', naiveMs),
  row('compute, lever: industry tag alone', industryMs),
  row("read: one offer's list (5, score)", reading.offer),
  row("read: a company's overview (5, score)", reading.company),
  row(`read: bank ${String(values.bank)} overview (20, recent)`, reading.bank),
  row('read: operator overview (20, recent)', reading.operator),
];
const fmt = (x: number) => x.toFixed(2).padStart(9);
console.log(
  `\n${describeTarget(common.target)}: ${common.count.toLocaleString('en')} offers; offer_suggestions holds ${tableRows.total.toLocaleString('en')} rows, ` +
    `${tableRows.bankRows.toLocaleString('en')} of them for ${tableRows.bankOffers.toLocaleString('en')} offers of ${String(values.bank)} (${tableRows.bankOpen.toLocaleString('en')} open) ` +
    `(${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})`,
);
console.log(`${'statement'.padEnd(42)} ${'n'.padStart(4)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'max ms'.padStart(9)}  p50/floor`);
for (const r of table) console.log(`${r.name.padEnd(42)} ${String(r.n).padStart(4)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.max)}  ${r.perFloor.toFixed(1).padStart(9)}`);
console.log(`pooled / naive compute: p50 ${(quantile(pooledMs, 0.5) / quantile(naiveMs, 0.5)).toFixed(3)}, p95 ${(quantile(pooledMs, 0.95) / quantile(naiveMs, 0.95)).toFixed(3)}`);
console.log(
  `refresh: suggestions kept p50 ${quantile(kept, 0.5)} (of ${SUGGESTIONS_KEPT}), rows written ${2 * quantile(kept, 0.5)} (both ways); ` +
    `rows of the offer before (either way) p50 ${quantile(touched, 0.5)}, p95 ${quantile(touched, 0.95)}; rows deleted and not written again p50 ${quantile(dropped, 0.5)}, p95 ${quantile(dropped, 0.95)}, max ${Math.max(...dropped)}`,
);
for (const p of pools) console.log(`pool of ${p.offer}: ${p.tags} tags, ${p.pool.toLocaleString('en')} offers by the GIN index, ${p.narrowed.toLocaleString('en')} left by the ${p.scanned}'s conditions (other side, partner rule, target country, score ≥ 3), ${p.ms.toFixed(1)} ms`);
console.log(`pool (offers whose search_tags share a tag, before the other conditions) over the naive sample: p50 ${quantile(poolSizes, 0.5).toLocaleString('en')}, p95 ${quantile(poolSizes, 0.95).toLocaleString('en')}, min ${Math.min(...poolSizes).toLocaleString('en')}`);
console.log(`naive vs pooled: ${disagreements} of ${compared} offers disagreed on the pool's offers; the naive top ${SUGGESTIONS_KEPT} held p50 ${quantile(naiveOutside, 0.5)} counter-offers outside the pool (related industry, price overlapping)`);
console.log(`rows listed: one offer p50 ${quantile(listed.offer, 0.5)}, a company p50 ${quantile(listed.company, 0.5)}, the bank ${listed.bank}, the operator ${listed.operator}`);
await mkdir(path.join(BENCH_DIR, '.data'), { recursive: true });
const base = path.join(BENCH_DIR, '.data', `suggestions-${common.count}`);
await writeFile(
  `${base}.json`,
  JSON.stringify(
    {
      at: new Date().toISOString(),
      count: common.count,
      bank: values.bank,
      cores: os.cpus().length,
      load: os.loadavg()[0],
      tableRows,
      table,
      kept: { p50: quantile(kept, 0.5), p95: quantile(kept, 0.95) },
      dropped: { p50: quantile(dropped, 0.5), p95: quantile(dropped, 0.95), max: Math.max(...dropped) },
      pools,
      poolSizes: { p50: quantile(poolSizes, 0.5), p95: quantile(poolSizes, 0.95), min: Math.min(...poolSizes) },
      naive: { compared, disagreements, outsideP50: quantile(naiveOutside, 0.5) },
      listed: { offer: quantile(listed.offer, 0.5), company: quantile(listed.company, 0.5), bank: listed.bank, operator: listed.operator },
    },
    null,
    2,
  ),
);
await writeFile(`${base}.explain.txt`, plans.join('\n'));
console.log(`figures: ${path.relative(process.cwd(), `${base}.json`)}; plans: ${path.relative(process.cwd(), `${base}.explain.txt`)}`);
await handle.close();
