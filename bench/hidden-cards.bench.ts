// The hidden-company card at the size of every bank's customers (docs/capacity.md, "What breaks
// first"; decision 056): a PostgreSQL database of its own with the real migrations and reference
// data, the bench's banks and N enterprises spread over them, the industries' middle groups and
// sizes. Measures, in one run:
//   - floor: a `select 1` round trip (the baseline every figure is read against);
//   - read on every request (as before decision 056): the policy's query over every enterprise,
//     joined to the page's companies;
//   - read of the cards computed ahead (after): OrganisationRepository.hiddenCards on fresh cards;
//   - computing them again after one company changed: OrganisationRepository.computeHiddenCards.
// Prints a table and writes bench/.data/hidden-cards-<N>.json. Asserts nothing.
//
//   node bench/hidden-cards.bench.ts [--companies 500000] [--reads 200] [--url postgres://…] [--database NAME] [--fresh]
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { seedReference } from '../src/server/seed/seed.ts';
import { industries, organisations } from '../src/server/db/schema/index.ts';
import { cardLeafSql, hiddenCompanyCardSql } from '../src/server/modules/organisations/organisations.policy.ts';
import { OrganisationRepository } from '../src/server/modules/organisations/organisations.repository.ts';
import { BENCH_DIR, createTarget, dropTarget, openTarget, rawClient, readMarker, seconds, targetExists, writeMarker, type BenchTarget } from './bench-db.ts';
import { BENCH_BANKS } from './vocabulary.ts';

const { values } = parseArgs({
  strict: true,
  options: {
    companies: { type: 'string', default: '500000' },
    reads: { type: 'string', default: '200' },
    k: { type: 'string', default: '5' },
    url: { type: 'string' },
    database: { type: 'string', default: 'bizmatch_bench_cards' },
    fresh: { type: 'boolean', default: false },
  },
});
const companies = Number(values.companies);
const reads = Number(values.reads);
const k = Number(values.k);
if (![companies, reads, k].every((n) => Number.isInteger(n) && n >= 1)) throw new Error('--companies, --reads and --k must be positive integers');
const adminUrl = values.url ?? process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(adminUrl);
url.pathname = `/${values.database}`;
const target: BenchTarget = { kind: 'postgres', adminUrl, database: values.database, url: url.toString() };

// ---- the data: built once per size, reused after (the database's comment says what it holds) ----

if (values.fresh || !(await targetExists(target))) {
  await dropTarget(target);
  await createTarget(target);
}
let handle = await openTarget(target);
const marker = await readMarker(handle);
if (marker?.count !== companies) {
  await handle.close();
  await dropTarget(target);
  await createTarget(target);
  handle = await openTarget(target);
  const started = performance.now();
  await handle.migrate();
  await seedReference(handle.db);
  await handle.db.insert(organisations).values(BENCH_BANKS.map((b) => ({ role: 'bank' as const, bankCode: b.code, country: b.country, name: b.name, nameEn: b.nameEn })));
  // N enterprises in one statement, spread evenly over the banks and the industries' middle
  // groups, sizes from 5 to 2,000 employees as the offer bench's companies (setseed: the same
  // world every run).
  await rawClient(handle).query('select setseed(0.42)');
  await handle.db.execute(sql`
    with bank as (select id, bank_code, country, row_number() over (order by bank_code) - 1 as i from ${organisations} where role = 'bank'),
      middle as (select id, row_number() over (order by code) - 1 as i from ${industries} where level = 2),
      pick as materialized (
        select n, floor(random() * (select count(*) from bank))::int as b, floor(random() * (select count(*) from middle))::int as m,
          5 + floor(random() * 1996)::int as employees
        from generate_series(1, ${companies}) n)
    insert into ${organisations} (role, bank_code, bank_id, country, industry_id, name, employee_count)
    select 'enterprise', bank.bank_code, bank.id, bank.country, middle.id, 'Company ' || pick.n, pick.employees
    from pick join bank on bank.i = pick.b join middle on middle.i = pick.m`);
  await rawClient(handle).query('vacuum analyze');
  await writeMarker(handle, { count: companies, seed: 42, generatedAt: new Date().toISOString(), loadSeconds: Number(seconds(started)) });
  console.log(`${target.database}: ${companies.toLocaleString('en')} enterprises written (${seconds(started)} s)`);
}
const { db } = handle;
const enterprises = (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.role, 'enterprise'))).map((r) => r.id);
console.log(`${target.database}: ${enterprises.length.toLocaleString('en')} enterprises, k = ${k}`);

// ---- the measurements ------------------------------------------------------------------------

/** A page's companies: a negotiation list shows up to 20. */
const pageIds = (i: number) => Array.from({ length: 20 }, (_, j) => enterprises[(i * 7919 + j * 104_729) % enterprises.length]!);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
async function timed(n: number, run: (i: number) => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await run(i);
    ms.push(performance.now() - t0);
  }
  return { n, p50: pct(ms, 50), p95: pct(ms, 95) };
}

const repo = new OrganisationRepository(db);
const client = rawClient(handle);
const floor = await timed(reads, () => client.query('select 1'));
const idList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
// Without keeping them: the policy's query on every read, joined to the page's companies (a handful:
// each takes its full computation).
const everyRead = await timed(Math.min(5, reads), (i) =>
  db.execute(sql`with card as (${hiddenCompanyCardSql(k)})
    select o.id, card.* from ${organisations} o join card on card.leaf = ${cardLeafSql('o')} where o.id in (${idList(pageIds(i))})`),
);
// After: the first read after a company changed computes the cards, then reads them…
const firstRead = await timed(3, async (i) => {
  await db.update(organisations).set({ employeeCount: 1000 + i }).where(eq(organisations.id, enterprises[enterprises.length - 1 - i]!));
  await repo.hiddenCards(pageIds(i), k);
});
// … later reads find them fresh.
const keptRead = await timed(reads, (i) => repo.hiddenCards(pageIds(i), k));
// One company changes its size: the next computation, then the read after it.
const compute = await timed(3, async (i) => {
  await db.update(organisations).set({ employeeCount: 10 + i }).where(eq(organisations.id, enterprises[i]!));
  if (!(await repo.computeHiddenCards(k))) throw new Error('expected the cards to be computed again');
});

const rows = [
  ['floor: select 1', floor],
  ['the policy query on every request (20 companies)', everyRead],
  ['first read after a company changed (computes, then reads)', firstRead],
  ['read of the cards computed ahead (20 companies)', keptRead],
  ['computing every card again after one company changed', compute],
] as const;
const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(2));
console.log('');
console.log(`${'measurement'.padEnd(58)} ${'n'.padStart(5)} ${'p50 ms'.padStart(10)} ${'p95 ms'.padStart(10)} ${'× floor p50'.padStart(12)}`);
for (const [name, f] of rows) {
  console.log(`${name.padEnd(58)} ${String(f.n).padStart(5)} ${fmt(f.p50).padStart(10)} ${fmt(f.p95).padStart(10)} ${(f.p50 / floor.p50).toFixed(1).padStart(12)}`);
}
const size = (await client.query(`select pg_total_relation_size('hidden_company_cards') as bytes`)).rows[0]!['bytes'];
console.log(`\nhidden_company_cards for k = ${k}: ${(Number(size) / 2 ** 20).toFixed(1)} MB`);

const out = path.join(BENCH_DIR, '.data', `hidden-cards-${companies}.json`);
await mkdir(path.dirname(out), { recursive: true });
await writeFile(
  out,
  JSON.stringify({ date: new Date().toISOString(), companies: enterprises.length, k, cpus: os.cpus().length, node: process.version, cardBytes: Number(size), results: Object.fromEntries(rows) }, null, 2),
);
console.log(`figures: ${path.relative(process.cwd(), out)}`);
await handle.close();
