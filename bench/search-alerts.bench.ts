// Saved-search alerts at 100,000 saved searches (docs/decisions/064-saved-search-alerts.md): on the
// offer bench database (bench/generate-offers.ts, `--count` offers), N company users keep saved
// searches like real ones — a keyword from the offers' own subjects in Japanese, English or Thai
// (85 %; the others name an industry), a type, a country, an industry, a price range (some) — all
// with alerts. For a sample of
// published offers it measures, in one run:
//   - floor: a `select 1` round trip (the baseline every figure is read against);
//   - scan (the baseline the design avoids): the matcher's conditions checked against every saved
//     search, the probe left out;
//   - probe (what runs): SearchAlertRepository.offer + candidates, the probe's GIN lookup first;
// and how many searches each offer reached and matched. Both must find the same searches (checked).
// Prints a table and writes bench/.data/search-alerts-<N>.json. Asserts nothing else.
//
//   node bench/search-alerts.bench.ts [--searches 100000] [--offers 200] [--count 20000] [--db postgres] [--fresh]
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { offerSearch, organisations, savedFilters, users } from '../src/server/db/schema/index.ts';
import { canonicalFilterQuery } from '../src/shared/schemas/saved-filters.ts';
import { platformToday } from '../src/shared/offer-lifecycle.ts';
import { SearchAlertRepository, type AlertOffer } from '../src/server/modules/saved-filters/search-alerts.repository.ts';
import { searchMatchColumns } from '../src/server/modules/saved-filters/search-alerts.ts';
import { BENCH_DIR, describeTarget, openTarget, parseCommon, rawClient, seconds } from './bench-db.ts';
import { ensureBenchData } from './generate-offers.ts';
import { Rng, THEMES } from './vocabulary.ts';

const { common, values } = parseCommon(process.argv.slice(2), {
  searches: { type: 'string', default: '100000' },
  offers: { type: 'string', default: '200' },
  companies: { type: 'string', default: '3000' },
});
if (!process.argv.includes('--count')) common.count = 20_000;
const searches = Number(values.searches);
const sample = Number(values.offers);
if (![searches, sample].every((n) => Number.isInteger(n) && n >= 1)) throw new Error('--searches and --offers must be positive integers');

await ensureBenchData({ ...common, companies: Number(values.companies) });
const handle = await openTarget(common.target);
const { db } = handle;
const client = rawClient(handle);

// ---- the saved searches: written once per size (their users are the bench's own, 10 a user) ----

const PER_USER = 10;
/** The shape of the generated searches; a database holding another is rebuilt. */
const SHAPE = 'S3';
const [{ n: present } = { n: 0 }] = await db
  .select({ n: sql<number>`count(*)::int` })
  .from(savedFilters)
  .where(and(eq(savedFilters.list, 'offer_search'), sql`${savedFilters.name} LIKE ${`${SHAPE} %`}`));
if (present !== searches) {
  const started = performance.now();
  await db.delete(savedFilters).where(eq(savedFilters.list, 'offer_search'));
  // The watchers are kept between shapes (deleting users checks every table that refers to them).
  const r = new Rng(common.seed + 64);
  const people = Math.ceil(searches / PER_USER);
  const userIds = (await db.select({ id: users.id }).from(users).where(eq(users.loginRealm, 'bench-alerts')).orderBy(users.oidcSubject)).map((u) => u.id);
  if (userIds.length < people) {
    const companies = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.role, 'enterprise'));
    for (let i = userIds.length; i < people; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, people - i) }, (_, j) => ({
        organisationId: r.pick(companies).id,
        loginRealm: 'bench-alerts',
        oidcSubject: `bench-alerts-${String(i + j).padStart(7, '0')}`,
        userType: 'general_user' as const,
        name: `Watcher ${i + j}`,
        email: `watcher${i + j}@bench.test`,
      }));
      userIds.push(...(await db.insert(users).values(rows).returning({ id: users.id })).map((u) => u.id));
    }
  }
  const LANGS = ['ja', 'en', 'th'] as const;
  const rows: (typeof savedFilters.$inferInsert)[] = [];
  for (let i = 0; i < searches; i++) {
    const theme = r.pick(THEMES);
    const params = new URLSearchParams();
    // Most searches name a subject; one that names none names an industry instead (a search of
    // every offer of a type or country is what the search page is for, not an alert).
    const keyword = r.chance(0.85);
    if (keyword) params.set('keyword', r.pick(theme[r.pick(LANGS)]));
    if (r.chance(0.5)) params.set('type', r.chance(0.5) ? 'sell' : 'buy');
    if (r.chance(0.4)) params.set('country', r.chance(0.5) ? 'JP' : 'TH');
    if (!keyword || r.chance(0.2)) params.set('industry_middle', theme.industry);
    if (r.chance(0.15)) {
      params.set('price_max', String(r.int(1, 50) * 1_000_000));
      params.set('price_currency', r.chance(0.5) ? 'JPY' : 'THB');
    }
    const query = canonicalFilterQuery('offer_search', params.toString())!;
    rows.push({
      userId: userIds[Math.floor(i / PER_USER)]!,
      list: 'offer_search',
      name: `${SHAPE} Search ${i % PER_USER}`,
      query,
      alert: r.chance(0.7) ? 'immediate' : 'daily',
      ...searchMatchColumns(query, 'JPY'),
    });
  }
  for (let i = 0; i < rows.length; i += 2000) await db.insert(savedFilters).values(rows.slice(i, i + 2000));
  await client.query('VACUUM ANALYZE saved_filters');
  await client.query('ANALYZE users');
  console.log(`${searches.toLocaleString('en')} saved searches of ${people.toLocaleString('en')} users written (${seconds(started)} s)`);
}

// ---- the measurement ----

const today = platformToday();
const offerIds = (
  await db
    .select({ id: offerSearch.id })
    .from(offerSearch)
    .where(and(eq(offerSearch.status, 'published'), eq(offerSearch.isPublic, true), sql`${offerSearch.periodStart} <= ${today}`, sql`${offerSearch.periodEnd} >= ${today}`))
    .orderBy(sql`md5(${offerSearch.id}::text)`)
    .limit(sample)
).map((r) => r.id);
const repo = new SearchAlertRepository(db);

/** The baseline: the same conditions against every saved search (no probe, so no index to start from). */
async function scan(offer: AlertOffer) {
  const everything = { ...offer, probe: [] as string[] };
  // `probe && '{}'` is never true: the scan replaces it by a condition every row passes.
  const rows = await db.execute(sql`
    SELECT count(*)::int AS n FROM ${savedFilters} s
    JOIN ${users} u ON u.id = s.user_id AND u.disabled_at IS NULL
    JOIN ${organisations} o ON o.id = u.organisation_id AND o.role = 'enterprise'
    JOIN ${offerSearch} os ON os.id = ${offer.id}
    WHERE s.alert <> 'none' AND s.list = 'offer_search'
      AND s.filter_grams <@ os.search_grams
      AND os.status = 'published' AND os.is_public AND os.organisation_id <> u.organisation_id AND os.period_start <= ${today} AND os.period_end >= ${today}
      AND NOT EXISTS (SELECT 1 FROM unnest(s.terms) AS term WHERE NOT (position(term IN os.search_text) > 0 OR term = ANY(${sql.param(everything.glossaryTerms)}::text[])))`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

const timed = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
};
const floor: number[] = [];
const probeMs: number[] = [];
const scanMs: number[] = [];
const reached: number[] = [];
let mismatches = 0;
// One warm-up pass, not counted.
for (const id of offerIds.slice(0, 5)) {
  const offer = (await repo.offer(id))!;
  await db.transaction(async (tx) => new SearchAlertRepository(tx).candidates(offer, today));
  await scan(offer);
}
for (const id of offerIds) {
  floor.push((await timed(() => client.query('select 1')))[0]);
  // In a transaction, as the matcher runs (its statement's planner setting is the transaction's).
  const [ms, found] = await timed(() =>
    db.transaction(async (tx) => {
      const inTx = new SearchAlertRepository(tx);
      const offer = (await inTx.offer(id))!;
      return { offer, candidates: await inTx.candidates(offer, today) };
    }),
  );
  probeMs.push(ms);
  reached.push(found.candidates.length);
  const [scanned, n] = await timed(() => scan(found.offer));
  scanMs.push(scanned);
  if (n !== found.candidates.length) mismatches++;
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const row = (name: string, xs: number[]) => ({ name, p50: quantile(xs, 0.5), p95: quantile(xs, 0.95), max: Math.max(...xs) });
const table = [row('floor: select 1', floor), row('scan every saved search (baseline)', scanMs), row('probe (the matcher)', probeMs)];
console.log(`\n${describeTarget(common.target)}: ${searches.toLocaleString('en')} saved searches, ${offerIds.length} published offers matched (${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})`);
for (const r of table) console.log(`${r.name.padEnd(38)} p50 ${r.p50.toFixed(2).padStart(8)} ms  p95 ${r.p95.toFixed(2).padStart(8)} ms  max ${r.max.toFixed(2).padStart(8)} ms`);
console.log(`probe / scan: p50 ${(quantile(probeMs, 0.5) / quantile(scanMs, 0.5)).toFixed(3)}, p95 ${(quantile(probeMs, 0.95) / quantile(scanMs, 0.95)).toFixed(3)}`);
console.log(`searches matched per offer (before price): p50 ${quantile(reached, 0.5)}, p95 ${quantile(reached, 0.95)}, max ${Math.max(...reached)}; scan and probe disagreed on ${mismatches} offers`);
await mkdir(path.join(BENCH_DIR, '.data'), { recursive: true });
await writeFile(
  path.join(BENCH_DIR, '.data', `search-alerts-${searches}.json`),
  JSON.stringify({ at: new Date().toISOString(), searches, offers: offerIds.length, table, reached: { p50: quantile(reached, 0.5), p95: quantile(reached, 0.95) }, mismatches }, null, 2),
);
await handle.close();
