// Builds the search bench's data: a database of its own with the real migrations, the reference
// data, the demo world and its starter glossary, ten more banks with their branches, ~3,000
// companies and N offers written in en/ja/th, 60 % of them with their authors' versions in the other
// languages (offer_translations), with the keyword-search columns — the grams of every title version
// and the glossary's group tags — computed by the real functions the app writes them with.
//
//   node bench/generate-offers.ts [--db postgres|pglite] [--count N] [--fresh] [--seed N]
//                                 [--companies N] [--url postgres://…] [--database NAME] [--drop]
//
// Without --fresh an existing bench database that already holds the same count, seed and data shape
// (DATA_SHAPE) is kept; one that holds something else (or was left half-built) is rebuilt. --drop
// removes it and exits.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { seedDemoWorld, seedReference } from '../src/server/seed/seed.ts';
import { seedDemoGlossary } from '../src/server/seed/seed-glossary.ts';
import { branches, industries, organisations } from '../src/server/db/schema/index.ts';
import { maxPeriodEnd, platformToday } from '../src/shared/offer-lifecycle.ts';
import { offerSearchColumns } from '../src/server/modules/offers/search-grams.ts';
import { GlossaryTagRepository } from '../src/server/modules/offers/glossary-tags.repository.ts';
import { GlossaryTagger } from './glossary-tagger.ts';
import { contentHash } from '../src/server/lib/content-hash.ts';
import {
  createTarget,
  describeTarget,
  dropTarget,
  openTarget,
  parseCommon,
  rawClient,
  readMarker,
  seconds,
  targetExists,
  writeMarker,
  type BenchTarget,
  type CommonOptions,
} from './bench-db.ts';
import {
  BENCH_BANKS,
  companyName,
  description,
  genericTitle,
  Rng,
  sameSubject,
  THEMES,
  themeTitle,
  type Language,
  type Theme,
} from './vocabulary.ts';

/**
 * What the data looks like, kept in the marker: a database built by an earlier generator (other
 * columns, no versions, no glossary) is rebuilt rather than reused. 2: offers' languages, authors'
 * versions and the starter glossary's tags.
 */
export const DATA_SHAPE = 2;

export interface GenerateOptions extends CommonOptions {
  companies: number;
  log?: (line: string) => void;
}

/** Makes sure the bench database holds `count` offers made with `seed`; builds it if not. */
export async function ensureBenchData(options: GenerateOptions): Promise<{ built: boolean }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const { target } = options;
  if (await targetExists(target)) {
    if (options.fresh) {
      log(`${describeTarget(target)}: --fresh, dropping it`);
      await dropTarget(target);
    } else {
      const handle = await openTarget(target);
      const marker = await readMarker(handle).catch(async (err: unknown) => {
        await handle.close();
        throw err;
      });
      if (marker && marker.count === options.count && marker.seed === options.seed && marker.shape === DATA_SHAPE) {
        log(`${describeTarget(target)}: already holds ${marker.count.toLocaleString('en')} offers (seed ${marker.seed}, built ${marker.generatedAt}); reusing it`);
        // Migrations added since the build (new indexes) are applied as a deploy would.
        try {
          await applyPendingMigrations(handle, log);
        } finally {
          await handle.close();
        }
        return { built: false };
      }
      await handle.close();
      log(
        `${describeTarget(target)}: ${marker ? `holds ${marker.count.toLocaleString('en')} offers (seed ${marker.seed}, data shape ${marker.shape ?? 1})` : 'is incomplete'}; rebuilding it`,
      );
      await dropTarget(target);
    }
  }
  await build(options, log);
  return { built: true };
}

async function applyPendingMigrations(handle: DatabaseHandle, log: (line: string) => void) {
  const client = rawClient(handle);
  const applied = async () =>
    Number((await client.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]!.n);
  const before = await applied();
  const started = performance.now();
  await handle.migrate();
  const after = await applied();
  if (after === before) return;
  await client.query('ANALYZE offers');
  await client.query('VACUUM ANALYZE offer_search');
  log(`  applied ${after - before} new migration(s) to the bench data in ${seconds(started)} s`);
}

async function build(options: GenerateOptions, log: (line: string) => void) {
  const started = performance.now();
  const { target } = options;
  await createTarget(target);
  const handle = await openTarget(target);
  try {
    await handle.migrate();
    await seedReference(handle.db);
    await seedDemoWorld(handle.db);
    // The starter glossary, as the demo seed writes it: before the offers, whose search columns
    // then carry its groups' tags (docs/decisions/051-glossary.md).
    await seedDemoGlossary(handle.db);
    const rng = new Rng(options.seed);
    await seedBenchWorld(handle, rng, options.companies);
    log(`${describeTarget(target)}: migrated and seeded the world (${seconds(started)} s); loading ${options.count.toLocaleString('en')} offers`);
    const loadStarted = performance.now();
    // The versions draw from a stream of their own, so the originals are those the same seed gave
    // before versions existed.
    await loadOffers(handle, target, rng, new Rng(options.seed + 0x5eed), options.count, log);
    const loadSeconds = Number(seconds(loadStarted));
    await writeMarker(handle, { count: options.count, seed: options.seed, shape: DATA_SHAPE, generatedAt: new Date().toISOString(), loadSeconds });
    log(`${describeTarget(target)}: done in ${seconds(started)} s`);
  } finally {
    await handle.close();
  }
}

// ---- banks, branches and companies ----------------------------------------------------------

async function seedBenchWorld(handle: DatabaseHandle, rng: Rng, companies: number) {
  const { db } = handle;
  const banking = await db.select({ id: industries.id }).from(industries).where(eq(industries.code, '62'));
  const middles = await db.select({ id: industries.id }).from(industries).where(eq(industries.level, 2));
  await db.transaction(async (tx) => {
    for (const bank of BENCH_BANKS) {
      const [row] = await tx
        .insert(organisations)
        .values({ role: 'bank', bankCode: bank.code, country: bank.country, industryId: banking[0]?.id ?? null, name: bank.name, nameEn: bank.nameEn })
        .returning({ id: organisations.id });
      await tx.insert(branches).values(bank.branches.map((b) => ({ bankId: row!.id, ...b })));
    }
  });
  // Companies spread over every bank's branches, the demo banks' included.
  const bankRows = await db
    .select({ id: organisations.id, code: organisations.bankCode, country: organisations.country })
    .from(organisations)
    .where(eq(organisations.role, 'bank'));
  const branchRows = await db.select({ id: branches.id, bankId: branches.bankId }).from(branches);
  const seats = bankRows.flatMap((bank) =>
    branchRows.filter((b) => b.bankId === bank.id).map((b) => ({ bank, branchId: b.id })),
  );
  const numbering = { JP: 0, TH: 0 };
  const rows: (typeof organisations.$inferInsert)[] = [];
  for (let i = 0; i < companies; i++) {
    const seat = rng.pick(seats);
    const country = seat.bank.country as 'JP' | 'TH';
    rows.push({
      role: 'enterprise',
      bankCode: seat.bank.code,
      bankId: seat.bank.id,
      branchId: seat.branchId,
      country,
      industryId: rng.pick(middles).id,
      ...companyName(country, numbering[country]++),
      employeeCount: rng.int(5, 2000),
    });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(organisations).values(rows.slice(i, i + 500));
}

// ---- offers ---------------------------------------------------------------------------------

const COLUMNS = [
  ['id', 'uuid'],
  ['offer_no', 'bigint'],
  ['public_ref', 'text'],
  ['organisation_id', 'uuid'],
  ['bank_id', 'uuid'],
  ['branch_id', 'uuid'],
  ['type', 'offer_type'],
  ['status', 'offer_status'],
  ['is_public', 'boolean'],
  ['language', 'language'],
  ['title', 'text'],
  ['description', 'text'],
  ['features', 'text'],
  ['requests', 'text'],
  ['price_min', 'bigint'],
  ['price_max', 'bigint'],
  ['currency', 'currency'],
  ['period_start', 'date'],
  ['period_end', 'date'],
  ['target_country', 'text'],
  ['industry_major_id', 'uuid'],
  ['industry_middle_id', 'uuid'],
  ['bank_remarks', 'text'],
  ['remand_reason', 'text'],
  ['denial_reason', 'text'],
  ['views_count', 'integer'],
  ['favorites_count', 'integer'],
  ['version', 'integer'],
  ['search_grams', 'text'], // each row's array as an array literal; cast to text[] per row (arrays of arrays must be rectangular)
  ['search_text', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['submitted_at', 'timestamptz'],
  ['published_at', 'timestamptz'],
  ['deleted_at', 'timestamptz'],
] as const;
type Column = (typeof COLUMNS)[number][0];

const INSERT_SQL = `INSERT INTO offers (${COLUMNS.map(([c]) => c).join(', ')})
SELECT ${COLUMNS.map(([c]) => (c === 'search_grams' ? 't.search_grams::text[]' : `t.${c}`)).join(', ')}
FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) AS t(${COLUMNS.map(([c]) => c).join(', ')})`;

/** The authors' versions (decision 050): the real table, one row per offer and other language. */
const VERSION_COLUMNS = [
  ['offer_id', 'uuid'],
  ['language', 'language'],
  ['title', 'text'],
  ['description', 'text'],
  ['features', 'text'],
  ['requests', 'text'],
  ['origin', 'version_origin'],
  ['source_hash', 'text'],
  ['updated_at', 'timestamptz'],
] as const;
type VersionColumn = (typeof VERSION_COLUMNS)[number][0];

const INSERT_VERSIONS_SQL = `INSERT INTO offer_translations (${VERSION_COLUMNS.map(([c]) => c).join(', ')})
SELECT * FROM unnest(${VERSION_COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`;

/**
 * A PostgreSQL array literal: strings quoted, null as NULL. Every unnest() argument is sent as one,
 * so both drivers pass it as text (PGlite does not serialise JS arrays of enum types).
 */
const arrayLiteral = (items: readonly unknown[]) =>
  `{${items
    .map((v) =>
      v === null || v === undefined
        ? 'NULL'
        : typeof v === 'string'
          ? `"${v.replace(/[\\"]/g, '\\$&')}"`
          : typeof v === 'boolean'
            ? (v ? 't' : 'f')
            : String(v),
    )
    .join(',')}}`;

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => isoDay(Date.parse(`${day}T00:00:00Z`) + n * DAY);

interface World {
  companies: { id: string; bankId: string; branchId: string | null; country: 'JP' | 'TH' }[];
  middles: { id: string; code: string; parentId: string; en: string; ja: string; th: string }[];
  middleByCode: Map<string, World['middles'][number]>;
}

async function loadWorld(handle: DatabaseHandle, rng: Rng): Promise<World> {
  const { db } = handle;
  const companies = (
    await db
      .select({ id: organisations.id, bankId: organisations.bankId, branchId: organisations.branchId, country: organisations.country })
      .from(organisations)
      .where(eq(organisations.role, 'enterprise'))
      .orderBy(organisations.name, organisations.id)
  ).map((c) => ({ id: c.id, bankId: c.bankId!, branchId: c.branchId, country: c.country as 'JP' | 'TH' }));
  // Shuffle once so the busiest companies (the head of the list) are a random mix.
  for (let i = companies.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [companies[i], companies[j]] = [companies[j]!, companies[i]!];
  }
  const middles = (
    await db
      .select({ id: industries.id, code: industries.code, parentId: industries.parentId, en: industries.nameEn, ja: industries.nameJa, th: industries.nameTh })
      .from(industries)
      .where(eq(industries.level, 2))
      .orderBy(industries.sortOrder)
  ).map((m) => ({ ...m, parentId: m.parentId! }));
  return { companies, middles, middleByCode: new Map(middles.map((m) => [m.code, m])) };
}

type Row = Record<Column, unknown>;
type VersionRow = Record<VersionColumn, unknown>;

/** An offer as generated, before its search columns: its row and its authors' versions. */
interface Generated {
  row: Row;
  versions: VersionRow[];
}

const REF_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REF_SPACE = 1n << 50n;
/**
 * A public reference for bench data: unique by construction (an odd multiplier is a bijection of
 * the 50-bit numbers), so a million rows never collide on the unique constraint, and
 * reproducible run to run. The server draws its references at random (offer_public_ref()).
 */
function benchPublicRef(offerNo: number): string {
  let n = (BigInt(offerNo) * 0x2f1b_5a3c_9d47n + 0x1d_2c3bn) % REF_SPACE;
  let ref = '';
  for (let i = 0; i < 10; i++, n >>= 5n) ref = REF_ALPHABET[Number(n & 31n)]! + ref;
  return ref;
}

function makeOffer(rng: Rng, versionRng: Rng, world: World, offerNo: number, nowMs: number, today: string): Generated {
  // A few companies post a lot, most post a little.
  const company = world.companies[Math.floor(world.companies.length * rng.next() ** 1.6)]!;
  const language: Language =
    company.country === 'JP' ? rng.weighted({ ja: 60, en: 35, th: 5 }) : rng.weighted({ th: 60, en: 35, ja: 5 });
  const type = rng.chance(0.55) ? 'sell' : 'buy';
  let middle: World['middles'][number];
  let subject: string;
  let title: string;
  let theme: Theme | null = null;
  if (rng.chance(0.7)) {
    theme = rng.pick(THEMES);
    middle = world.middleByCode.get(theme.industry)!;
    subject = rng.pick(theme[language]);
    title = themeTitle(rng, language, type, theme, subject);
  } else {
    middle = rng.pick(world.middles);
    subject = middle[language];
    title = genericTitle(rng, language, type, subject);
  }
  const status = rng.weighted({ published: 70, draft: 10, waiting_for_approval: 8, remand: 6, rejection: 6 });

  const createdMs = nowMs - rng.next() * 730 * DAY;
  const updatedMs = rng.chance(0.3) ? createdMs : createdMs + rng.next() * (nowMs - createdMs);
  const submittedMs = status === 'draft' ? null : createdMs + (updatedMs - createdMs) * rng.next();
  const publishedMs = status === 'published' ? submittedMs! + (updatedMs - submittedMs!) * rng.next() : null;

  // Periods: mostly running today, some ended, a few not started; a draft may have none yet.
  let periodStart: string | null = null;
  let periodEnd: string | null = null;
  if (status !== 'draft' || rng.chance(0.6)) {
    const when = rng.weighted({ current: 85, ended: 10, future: 5 });
    if (when === 'current') {
      periodStart = addDays(today, -rng.int(0, 170));
      const latest = maxPeriodEnd(periodStart);
      const span = (Date.parse(latest) - Date.parse(today)) / DAY;
      periodEnd = addDays(today, rng.int(span >= 1 ? 1 : 0, Math.max(1, span)));
      if (periodEnd <= periodStart) periodEnd = addDays(periodStart, 1);
    } else if (when === 'ended') {
      periodEnd = addDays(today, -rng.int(1, 365));
      periodStart = addDays(periodEnd, -rng.int(30, 180));
    } else {
      periodStart = addDays(today, rng.int(1, 60));
      periodEnd = addDays(periodStart, rng.int(30, 180));
    }
  }

  const currency = rng.chance(0.1) ? 'USD' : company.country === 'JP' ? 'JPY' : 'THB';
  let priceMin: number | null = null;
  let priceMax: number | null = null;
  if (rng.chance(0.7)) {
    const unit = currency === 'JPY' ? 1_000_000 : currency === 'THB' ? 100_000 : 10_000;
    priceMin = unit * rng.int(1, 2000);
    priceMax = rng.chance(0.6) ? priceMin + unit * rng.int(0, 2000) : null;
  }

  const publicRef = benchPublicRef(offerNo);
  const id = randomUUID();
  // Drawn in the order the row's fields always drew them, so a seed gives the originals it gave before.
  const isPublic = !rng.chance(0.1);
  const texts = { description: description(rng, language, subject), features: rng.chance(0.5) ? description(rng, language, subject) : '' };
  const row: Row = {
    id,
    offer_no: offerNo,
    public_ref: publicRef,
    organisation_id: company.id,
    bank_id: company.bankId,
    branch_id: company.branchId,
    type,
    status,
    is_public: isPublic,
    language,
    title,
    ...texts,
    requests: '',
    price_min: priceMin,
    price_max: priceMax,
    currency,
    period_start: periodStart,
    period_end: periodEnd,
    target_country: rng.chance(0.8) ? (company.country === 'JP' ? 'TH' : 'JP') : company.country,
    industry_major_id: middle.parentId,
    industry_middle_id: middle.id,
    bank_remarks: status === 'published' && rng.chance(0.3) ? 'OK' : null,
    remand_reason: status === 'remand' ? 'Please add the price range and the period.' : null,
    denial_reason: status === 'rejection' ? 'Outside the scope of the platform.' : null,
    views_count: status === 'published' ? rng.int(0, 500) : 0,
    favorites_count: status === 'published' ? rng.int(0, 30) : 0,
    version: rng.int(1, 4),
    // Filled by withSearchColumns once the versions are known.
    search_grams: null,
    search_text: null,
    created_at: new Date(createdMs).toISOString(),
    updated_at: new Date(updatedMs).toISOString(),
    submitted_at: submittedMs === null ? null : new Date(submittedMs).toISOString(),
    published_at: publishedMs === null ? null : new Date(publishedMs).toISOString(),
    deleted_at: status !== 'waiting_for_approval' && rng.chance(0.01) ? new Date(updatedMs).toISOString() : null,
  };

  // The authors' versions (decision 050): 60 % of offers have some, each other language with a
  // chance of 3 in 4 (at least one), on the same subject in that language, with the original's
  // description and features put into it, written when the offer was last updated and for its
  // original as it stands (none out of date). The bench has no machine translations (no provider).
  const versions: VersionRow[] = [];
  if (versionRng.chance(0.6)) {
    const others = (['en', 'ja', 'th'] as const).filter((l) => l !== language);
    let chosen = others.filter(() => versionRng.chance(0.75));
    if (chosen.length === 0) chosen = [versionRng.pick(others)];
    const sourceHash = contentHash(title, texts.description, texts.features, '');
    for (const to of chosen) {
      const said = theme ? sameSubject(theme, language, subject, to) : middle[to];
      versions.push({
        offer_id: id,
        language: to,
        title: theme ? themeTitle(versionRng, to, type, theme, said) : genericTitle(versionRng, to, type, said),
        description: description(versionRng, to, said),
        features: texts.features ? description(versionRng, to, said) : '',
        requests: '',
        origin: 'author',
        source_hash: sourceHash,
        updated_at: row.updated_at,
      });
    }
  }
  return { row, versions };
}

/**
 * Fills an offer's keyword-search columns as OfferService's refreshSearch writes them: the real
 * `offerSearchColumns` over the public reference, the original title and every version's title (in
 * the order `titleVersionsSql` reads them: by language), then one `@g:` tag per glossary group with
 * a term in that text, as the real `GlossaryTagRepository.gramsOf` query finds them (computed here
 * by `GlossaryTagger` and checked against that query after the load, `checkTags`).
 */
function withSearchColumns(generated: Generated, tagger: GlossaryTagger): Row {
  const { row, versions } = generated;
  const titles = versions
    .filter((v) => v.title !== '')
    .sort((a, b) => String(a.language).localeCompare(String(b.language)))
    .map((v) => String(v.title));
  const columns = offerSearchColumns({ publicRef: String(row.public_ref), title: String(row.title), titles });
  row.search_grams = arrayLiteral([...columns.searchGrams, ...tagger.gramsOf(columns.searchText)]);
  row.search_text = columns.searchText;
  return row;
}

/**
 * The generator's tags against the app's own query (`GlossaryTagRepository.gramsOf`) on `sample`
 * offers spread over the load: a build whose tags differ from what the app would write fails.
 */
async function checkTags(handle: DatabaseHandle, sample: number, log: (line: string) => void): Promise<void> {
  const client = rawClient(handle);
  const tags = new GlossaryTagRepository(handle.db);
  const { rows } = (await client.query(
    `select search_text, search_grams from offers
     where offer_no % greatest(1, (select max(offer_no) from offers) / $1) = 0 limit $1`,
    [sample],
  )) as { rows: { search_text: string; search_grams: string[] }[] };
  let differ = 0;
  for (const row of rows) {
    const written = row.search_grams.filter((g) => g.startsWith('@g:')).join(' ');
    const app = (await tags.gramsOf(row.search_text)).join(' ');
    if (written !== app) differ++;
  }
  if (differ > 0) throw new Error(`${differ} of ${rows.length} sampled offers carry other glossary tags than GlossaryTagRepository.gramsOf gives`);
  log(`  glossary tags checked against GlossaryTagRepository.gramsOf on ${rows.length.toLocaleString('en')} sampled offers: all agree`);
}

async function loadOffers(handle: DatabaseHandle, target: BenchTarget, rng: Rng, versionRng: Rng, count: number, log: (line: string) => void) {
  const client = rawClient(handle);
  const tagger = await GlossaryTagger.load(client);
  const world = await loadWorld(handle, rng);
  const nowMs = Date.now();
  const today = platformToday(new Date(nowMs));

  // Secondary indexes (of offers and of the search's side table offer_search) are built once after
  // the load, as a restore would; primary keys and unique constraints stay. The definitions are
  // read back from the migrated schema.
  const { rows: indexRows } = await client.query(
    `select indexname, indexdef from pg_indexes
     where schemaname = 'public' and tablename in ('offers', 'offer_search')
       and indexname not in (select conname from pg_constraint where conrelid in ('public.offers'::regclass, 'public.offer_search'::regclass))`,
  );
  const indexes = indexRows.map((r) => ({ name: String(r.indexname), def: String(r.indexdef) }));
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
  // The side table is filled once after the load by the migration's own offer_search_rebuild(),
  // not row by row by its trigger (docs/decisions/023).
  await client.query('ALTER TABLE offers DISABLE TRIGGER offer_search_sync');

  const { rows: maxRows } = await client.query('select coalesce(max(offer_no), 0)::bigint as n from offers');
  const firstNo = Number(maxRows[0]!.n) + 1;
  const batchSize = target.kind === 'postgres' ? 5000 : 2000;
  const inFlight = new Set<Promise<unknown>>();
  const parallel = target.kind === 'postgres' ? 2 : 1;
  const started = performance.now();
  let done = 0;
  let versionsDone = 0;
  let nextReport = 50_000;
  for (let offset = 0; offset < count; offset += batchSize) {
    const n = Math.min(batchSize, count - offset);
    const generated = Array.from({ length: n }, (_, i) => makeOffer(rng, versionRng, world, firstNo + offset + i, nowMs, today));
    for (const g of generated) withSearchColumns(g, tagger);
    const columns = COLUMNS.map(([c]) => generated.map((g) => g.row[c]));
    const versions = generated.flatMap((g) => g.versions);
    const versionColumns = VERSION_COLUMNS.map(([c]) => versions.map((v) => v[c]));
    const insert = (async () => {
      await client.query(INSERT_SQL, columns.map(arrayLiteral));
      // After their offers (the foreign key), in the same batch.
      if (versions.length) await client.query(INSERT_VERSIONS_SQL, versionColumns.map(arrayLiteral));
      done += n;
      versionsDone += versions.length;
      if (done >= nextReport || done === count) {
        const elapsed = (performance.now() - started) / 1000;
        log(`  ${done.toLocaleString('en').padStart(11)} / ${count.toLocaleString('en')} offers (${versionsDone.toLocaleString('en')} versions)  ${elapsed.toFixed(1)} s  ${Math.round(done / elapsed).toLocaleString('en')} offers/s`);
        while (nextReport <= done) nextReport += 50_000;
      }
    })();
    inFlight.add(insert);
    void insert.finally(() => inFlight.delete(insert)).catch(() => undefined);
    if (inFlight.size >= parallel) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  await client.query(`select setval(pg_get_serial_sequence('offers', 'offer_no'), (select max(offer_no) from offers))`);
  await client.query('ALTER TABLE offers ENABLE TRIGGER offer_search_sync');
  const sideStarted = performance.now();
  await client.query('select offer_search_rebuild()');
  log(`  loaded in ${seconds(started)} s (the search side table ${seconds(sideStarted)} s of it); building ${indexes.length} indexes`);

  const indexStarted = performance.now();
  if (target.kind === 'postgres') {
    // Two sessions (one per core), each with room to sort; a session setting, not a server one.
    const pool = client as unknown as Pool;
    const queue = [...indexes];
    await Promise.all(
      [0, 1].map(async () => {
        const session = await pool.connect();
        try {
          await session.query(`SET maintenance_work_mem = '512MB'`);
          for (let index = queue.shift(); index; index = queue.shift()) await session.query(index.def);
        } finally {
          session.release();
        }
      }),
    );
  } else {
    await client.query(`SET maintenance_work_mem = '256MB'`);
    for (const index of indexes) await client.query(index.def);
  }
  log(`  indexes built in ${seconds(indexStarted)} s; VACUUM ANALYZE`);
  await client.query('VACUUM ANALYZE offers');
  await client.query('VACUUM ANALYZE offer_search');
  await client.query('VACUUM ANALYZE offer_translations');
  await client.query('ANALYZE');
  const { rows: sizes } = await client.query(
    `select pg_size_pretty(pg_total_relation_size('offers')) as total, pg_size_pretty(pg_relation_size('offers')) as heap,
            pg_size_pretty(pg_relation_size('offers_search_grams_idx')) as grams,
            pg_size_pretty(pg_total_relation_size('offer_search')) as side_total, pg_size_pretty(pg_relation_size('offer_search')) as side_heap,
            pg_size_pretty(pg_relation_size('offer_search_grams_idx')) as side_grams,
            (select count(*) from offers where status = 'published' and is_public and deleted_at is null)::int as searchable,
            pg_size_pretty(pg_total_relation_size('offer_translations')) as versions_total,
            (select count(*) from offer_translations)::int as versions,
            (select count(distinct offer_id) from offer_translations)::int as with_versions,
            (select count(*) from offers where exists (select 1 from unnest(search_grams) g where g like '@g:%'))::int as tagged`,
  );
  await checkTags(handle, 5_000, log);
  const s = sizes[0]!;
  log(`  offers: ${String(s.total)} in all (heap ${String(s.heap)}, grams index ${String(s.grams)}); ${Number(s.searchable).toLocaleString('en')} published, public and live; side table offer_search: ${String(s.side_total)} (heap ${String(s.side_heap)}, grams index ${String(s.side_grams)})`);
  log(`  versions: ${Number(s.versions).toLocaleString('en')} of ${Number(s.with_versions).toLocaleString('en')} offers (${String(s.versions_total)}); ${Number(s.tagged).toLocaleString('en')} offers carry a glossary tag`);
}

// ---- command line ---------------------------------------------------------------------------

if (import.meta.main) {
  const { common, values } = parseCommon(process.argv.slice(2), {
    companies: { type: 'string', default: '3000' },
    drop: { type: 'boolean', default: false },
  });
  if (values.drop) {
    await dropTarget(common.target);
    console.log(`${describeTarget(common.target)}: dropped`);
  } else {
    await ensureBenchData({ ...common, companies: Number(values.companies) });
  }
}
