// Every operation of the OpenAPI document fuzzed (fast-check over its schemas,
// plus hostile values) as an anonymous caller and as a user of each role, some without the CSRF
// header. For every answer: no 5xx; every 4xx in the ApiError shape; and no refused request
// changes stored data (a fingerprint of every table before and after). The socket routes (plain
// GETs and real upgrades) and the login flow, which the document leaves out, get requests of their
// own. The counts are printed at the end. FUZZ_SEED and FUZZ_RUNS (requests per route per admitted
// caller) override the fixed defaults, FUZZ_VERBOSE=1 adds each route's answers by status and code:
//   FUZZ_SEED=7 FUZZ_RUNS=60 FUZZ_VERBOSE=1 npx vitest run tests/api/fuzz.test.ts
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { eq, isNotNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatAttachments,
  exchangeRates,
  glossaryGroups,
  industries,
  savedFilters,
  negotiations,
  notificationGroups,
  notifications,
  offerImages,
  offers,
  organisations,
  users,
} from '../../src/server/db/schema/index.ts';
import { retagsSettled } from '../../src/server/modules/glossary/glossary.service.ts';
import { MemoryImageStore } from '../../src/server/modules/images/image-store.ts';
import type { Role } from '../../src/shared/enum-values.ts';
import { NEGOTIATION_STAGES } from '../../src/shared/negotiation-lifecycle.ts';
import { platformToday } from '../../src/shared/offer-lifecycle.ts';
import { apiErrorSchema } from '../../src/shared/schemas/common.ts';
import { buildChatWorld, buildOffer, buildUser, signIn, type SignedIn } from '../factories/index.ts';
import { createTestApp, type HttpMethod } from '../helpers/app.ts';
import {
  anonymousCookie,
  applyMutations,
  arbitraryFor,
  CONTENT_TYPES,
  EXTRA_QUERY,
  extraHeaders,
  HOSTILE_TEXT,
  mutations,
  pathSegment,
  queryString,
  queryPairs,
  RAW_JSON_BODIES,
  seedFor,
  uploadBodies,
  type JsonSchema,
  type RawBody,
  type SchemaContext,
} from '../helpers/fuzz-arbitraries.ts';
import { multipart, pngBytes } from '../helpers/offers.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_214);
/** Requests per operation for each caller the route admits; callers it refuses before parsing get a quarter. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const TIMEOUT_MS = 120_000;

// ---- the app, its document, and a world of real rows to aim at --------------------------------

const store = new MemoryImageStore();
const t = await createTestApp({}, undefined, { imageStore: store });

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  method: HttpMethod;
  /** As the document writes it: /api/offers/{id} */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, if the operation takes one. */
  body: JsonSchema | null;
  /** Who the route admits (its config, which the document does not carry). */
  access: 'public' | 'any' | readonly Role[];
}

const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  components: { schemas: Record<string, JsonSchema> };
};
const toRouterPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
const routeConfig = (method: string, path: string) => t.app.registeredRoutes.find((r) => r.method === method && r.url === path)?.config;

const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => {
    const config = routeConfig(method.toUpperCase(), toRouterPath(path));
    if (!config) throw new Error(`fuzz: ${method} ${path} is in the document but not a registered route`);
    return {
      method: method.toUpperCase() as HttpMethod,
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema ?? null,
      access: config.public ? 'public' : config.roles === 'any' ? 'any' : (config.roles ?? []),
    };
  }),
);

interface Actor {
  name: string;
  role: Role | null;
  who: SignedIn | null;
  /** The caller's user and organisation ids. */
  ownIds: string[];
}
let actors: Actor[] = [];
/** Real values by kind, to aim path and query parameters (and uuid fields of bodies) at existing rows. */
let pools: Record<'offer' | 'organisation' | 'image' | 'negotiation' | 'contract' | 'attachment' | 'notification' | 'group' | 'rate' | 'glossary' | 'savedFilter' | 'user' | 'bankCode' | 'industry', string[]>;
let worldCtx: SchemaContext;
/** A negotiation whose chat room is open, with messages and an attachment. */
let openRoom: string;

/**
 * Two companies with their banks, a coordinator and the operator (buildChatWorld), plus the offer
 * company's administrator; offers in every stored status with real images; a negotiation at every
 * stage; chat messages with an attachment (which project notifications); announcements.
 */
async function buildWorld() {
  const world = await buildChatWorld(t.app, t.db, 'fuzz');
  const [offerCo] = await t.db.select().from(organisations).where(eq(organisations.id, world.organisations.offer));
  const admin = await signIn(t.app, (await buildUser(t.db, { organisationId: offerCo!.id, userType: 'administrator' })).id);
  const imageIds: string[] = [];
  for (let i = 0; i < 3; i++) {
    const body = multipart('photo.png', 'image/png', await pngBytes());
    const res = await t.call(admin, 'POST', '/api/offer-images', body.payload, { 'content-type': body.contentType });
    expect(res.statusCode, res.body).toBe(200);
    imageIds.push(res.json().image_id);
  }
  await buildOffer(t.db, { owner: offerCo!, status: 'published', imageIds: imageIds.slice(0, 2) });
  for (const status of ['draft', 'waiting_for_approval', 'remand', 'rejection'] as const) await buildOffer(t.db, { owner: offerCo!, status });
  await buildOffer(t.db, { owner: offerCo!, isPublic: false });
  await buildOffer(t.db, { owner: offerCo!, period: 'ended' });
  await buildOffer(t.db, { owner: offerCo!, period: 'scheduled' });
  await buildOffer(t.db, { owner: offerCo!, deleted: true });

  const byStage = new Map<string, string>();
  for (const stage of NEGOTIATION_STAGES) byStage.set(stage, (await world.negotiation(stage)).id);
  const room = byStage.get('contract_creation')!;
  openRoom = room;
  const pdf = multipart('quote.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n'));
  const upload = await t.call(world.who.offerUser, 'POST', `/api/negotiations/${room}/chat/attachments`, pdf.payload, { 'content-type': pdf.contentType });
  expect(upload.statusCode, upload.body).toBe(200);
  for (const [who, body, attachment] of [
    [world.who.representative, 'Hello', null],
    [world.who.offerUser, 'The quotation', upload.json().id],
    [world.who.coordinator, 'Welcome', null],
  ] as const) {
    const res = await t.call(who, 'POST', `/api/negotiations/${room}/chat/messages`, { client_id: randomUUID(), body, attachment_id: attachment });
    expect(res.statusCode, res.body).toBe(200);
  }
  const texts = {
    title_en: 'Maintenance',
    body_en: 'The service stops on Sunday.',
    title_ja: 'メンテナンス',
    body_ja: '日曜日にサービスを停止します。',
    title_th: 'ปิดปรับปรุงระบบ',
    body_th: 'ระบบจะหยุดให้บริการวันอาทิตย์',
  };
  for (const [currency, per_usd] of [['JPY', 154.25], ['THB', 36.4]] as const) {
    const res = await t.call(world.who.operator, 'PUT', '/api/exchange-rates', { currency, per_usd, effective_on: platformToday() });
    expect(res.statusCode, res.body).toBe(200);
  }
  for (const terms of [{ ja: ['減速機'], en: ['reducer'], th: ['เกียร์ทด'] }, { ja: ['精密'], en: ['precision'], th: [] }]) {
    const res = await t.call(world.who.operator, 'POST', '/api/glossary', terms);
    expect(res.statusCode, res.body).toBe(200);
  }
  // A saved filter of two users each: its owner may remove it, everyone else meets a 404.
  for (const who of [world.who.operator, world.who.applicantBank]) {
    const res = await t.call(who, 'POST', '/api/saved-filters', { list: 'negotiations', name: 'Waiting on me', query: 'waiting_on=me' });
    expect(res.statusCode, res.body).toBe(200);
  }
  const audience = { roles: [], countries: [], bank_codes: [] };
  for (const publish_at of [null, new Date(Date.now() + 7 * 86_400_000).toISOString()]) {
    const res = await t.call(world.who.operator, 'POST', '/api/notification-groups', { texts, audience, publish_at });
    expect(res.statusCode, res.body).toBe(200);
  }

  const actor = async (name: string, role: Role, who: SignedIn): Promise<Actor> => {
    const [user] = await t.db.select({ organisationId: users.organisationId }).from(users).where(eq(users.id, who.userId));
    return { name, role, who, ownIds: [who.userId, user!.organisationId] };
  };
  actors = [
    { name: 'anonymous', role: null, who: null, ownIds: [] },
    await actor('company administrator (enterprise)', 'enterprise', admin),
    await actor('applicant representative (enterprise)', 'enterprise', world.who.representative),
    await actor("offer company's bank", 'bank', world.who.offerBank),
    await actor("applicant's bank", 'bank', world.who.applicantBank),
    await actor('coordinator', 'coordinator', world.who.coordinator),
    await actor('operator (kokopelli)', 'kokopelli', world.who.operator),
  ];
  const ids = async (rows: Promise<{ v: string | number | null }[]>) => (await rows).flatMap((r) => (r.v === null ? [] : [String(r.v)]));
  pools = {
    offer: await ids(t.db.select({ v: offers.id }).from(offers)),
    organisation: await ids(t.db.select({ v: organisations.id }).from(organisations)),
    image: await ids(t.db.select({ v: offerImages.id }).from(offerImages)),
    negotiation: await ids(t.db.select({ v: negotiations.id }).from(negotiations)),
    contract: await ids(t.db.select({ v: negotiations.contractId }).from(negotiations).where(isNotNull(negotiations.contractId))),
    attachment: await ids(t.db.select({ v: chatAttachments.id }).from(chatAttachments)),
    notification: await ids(t.db.select({ v: notifications.id }).from(notifications)),
    group: await ids(t.db.select({ v: notificationGroups.id }).from(notificationGroups)),
    rate: await ids(t.db.select({ v: exchangeRates.id }).from(exchangeRates)),
    glossary: await ids(t.db.select({ v: glossaryGroups.id }).from(glossaryGroups)),
    savedFilter: await ids(t.db.select({ v: savedFilters.id }).from(savedFilters)),
    user: await ids(t.db.select({ v: users.id }).from(users)),
    bankCode: [...new Set(await ids(t.db.select({ v: organisations.bankCode }).from(organisations)))],
    industry: await ids(t.db.select({ v: industries.code }).from(industries).limit(20)),
  };
  for (const [name, pool] of Object.entries(pools)) expect(pool.length, `the world has no ${name}`).toBeGreaterThan(0);
  worldCtx = {
    components: doc.components.schemas,
    realIds: [...pools.offer, ...pools.negotiation, ...pools.image, ...pools.user, ...pools.organisation, ...pools.group, ...pools.attachment, ...pools.rate, ...pools.glossary],
    ownIds: [],
    today: platformToday(),
  };
}

/** The real values a parameter is aimed at; a path parameter without any fails the test (so a new route's ids get a pool). */
function poolFor(param: string, path: string): string[] {
  switch (param) {
    case 'trading_id':
      return pools.negotiation;
    case 'contract_id':
      return pools.contract;
    case 'attachment_id':
      return pools.attachment;
    case 'notification_id':
      return pools.notification;
    case 'notification_group_id':
      return pools.group;
    case 'exchange_rate_id':
      return pools.rate;
    case 'group_id':
      return pools.glossary;
    case 'filter_id':
      return pools.savedFilter;
    // The banks' and the platform's cloud-translation settings (decision 049).
    case 'organisation_id':
      return pools.organisation;
    // A match suggestion's counter-offer is an offer too (decision 066).
    case 'offer_id':
    case 'suggested_id':
      return pools.offer;
    case 'bank_code':
      return pools.bankCode;
    case 'industry_major':
    case 'industry_middle':
      return pools.industry;
    case 'id':
      return path.startsWith('/api/company/') ? pools.organisation : path.startsWith('/api/offer-images/') ? pools.image : pools.offer;
    default:
      return [];
  }
}

// ---- the data fingerprint ----------------------------------------------------------------------

/**
 * What changes on a request whatever its answer, left out of the fingerprint:
 * - the table rate_limit_counts: the rate limit's counts shared by the servers on PostgreSQL, where
 *   every request counts, refused or not, flushed once a second (src/server/plugins/rate-limit-store.ts);
 * - a session's last_seen_at, touched at most once a minute by any signed-in request
 *   (session.service.ts).
 * Nothing else: every other table and column of the public schema is compared, including what a
 * read legitimately writes (offer_views and offers.views_count on a partner's 2xx view of an
 * offer), which a refused request must not write either. The session and search caches live in
 * memory.
 */
const IGNORED_TABLES = new Set(['rate_limit_counts']);
const IGNORED_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at'] };

/** Per table: its rows' count and transaction ids (cheap to read), and the hash of its rows. */
let versionSql = '';
const hashSql = new Map<string, string>();
const hashed = new Map<string, { version: string; hash: string }>();

async function prepareFingerprint() {
  const { rows } = (await t.db.execute(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`)) as unknown as { rows: { name: string }[] };
  expect(rows.length).toBeGreaterThan(20);
  const tables = rows.map(({ name }) => name).filter((name) => !IGNORED_TABLES.has(name));
  // A table's version: its row count and the sum of its rows' xmin. A row inserted or updated
  // gets the writing transaction's id, a deleted one leaves the count, so a table whose version
  // is the same holds the same rows (the other way round is not so: an update to the same values,
  // or to an ignored column, is a new version of unchanged data, and its hash says so).
  versionSql = tables.map((name) => `select '${name}' as name, count(*)::int || ':' || coalesce(sum(xmin::text::bigint), 0) as v from "${name}"`).join('\nunion all\n');
  // The hash of a table's rows, in any order: the sum of each row's 64-bit hash as text (exact,
  // in numeric), with the row count beside it.
  for (const name of tables) {
    const ignored = IGNORED_COLUMNS[name] ?? [];
    const row = ignored.length ? ['to_jsonb(r)', ...ignored.map((c) => `'${c}'`)].join(' - ') : 'r';
    hashSql.set(name, `select '${name}' as name, count(*)::int || ':' || coalesce(sum(hashtextextended((${row})::text, 0)::numeric), 0) as h from "${name}" r`);
  }
}

/**
 * What every table holds: its rows' count and hash. A table's hash is computed again only when its
 * version changed since the last time (most requests change nothing, and hashing every row of
 * every table on each of the run's 3,700 fingerprints was two thirds of its time).
 */
async function fingerprint(): Promise<Map<string, string>> {
  // An accepted glossary change re-tags the offers in the background: done before data is compared.
  await retagsSettled();
  const { rows } = (await t.db.execute(sql.raw(versionSql))) as unknown as { rows: { name: string; v: string }[] };
  const stale = rows.filter((r) => hashed.get(r.name)?.version !== r.v);
  if (stale.length) {
    const query = stale.map((r) => hashSql.get(r.name)!).join('\nunion all\n');
    const fresh = (await t.db.execute(sql.raw(query))) as unknown as { rows: { name: string; h: string }[] };
    const hashes = new Map(fresh.rows.map((r) => [r.name, r.h]));
    for (const r of stale) hashed.set(r.name, { version: r.v, hash: hashes.get(r.name)! });
  }
  return new Map(rows.map((r) => [r.name, hashed.get(r.name)!.hash]));
}

const changedTables = (a: Map<string, string>, b: Map<string, string>) => [...a.keys()].filter((name) => a.get(name) !== b.get(name));

// ---- requests, answers and what is counted -----------------------------------------------------

interface FuzzRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Who sent it and how the body was made, for a failure's message. */
  label: string;
}

/**
 * `sent` and the status classes count every request, the second sends of the check included;
 * `refusals` counts the refused first sends, `checked` those of them the data was seen unchanged
 * after (in their batch, or alone when re-sent), `resent` the second sends.
 */
const newCounts = () => ({ sent: 0, s2xx: 0, s3xx: 0, s4xx: 0, s5xx: 0, refusals: 0, checked: 0, resent: 0 });
type Counts = ReturnType<typeof newCounts>;
const stats = newCounts();
const perRoute = new Map<string, Counts>();
const countsOf = (route: string) => perRoute.get(route) ?? perRoute.set(route, newCounts()).get(route)!;
const count = (route: string, key: keyof Counts, n = 1) => {
  stats[key] += n;
  countsOf(route)[key] += n;
};
const failures = new Map<string, string[]>();
/** With FUZZ_VERBOSE=1: each route's answers by status and error code, printed with the counts. */
const VERBOSE = process.env.FUZZ_VERBOSE === '1';
const answerCodes = new Map<string, Map<string, number>>();

const excerpt = (value: string | Buffer | undefined, max = 300) => {
  const text = value === undefined ? '' : Buffer.isBuffer(value) ? `<${value.length} bytes>` : value;
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
};
const describeRequest = (r: FuzzRequest) => `${r.method} ${excerpt(r.url, 200)} [${r.label}] body=${JSON.stringify(excerpt(r.payload, 200))}`;

function fail(route: string, message: string) {
  const list = failures.get(route) ?? [];
  failures.set(route, list);
  list.push(message);
}

/** An answer as the fuzz reads it: status, and the body as text (inflated if it came compressed). */
interface Answer {
  statusCode: number;
  contentType: string;
  body: string;
}

function bodyText(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

/** What is wrong with an answer: a 5xx, or a 4xx that is not the ApiError shape of its own status. */
function problemOf(res: Answer, errorShape: boolean): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${excerpt(res.body)}`;
  if (res.statusCode < 400 || !errorShape) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `answered ${res.statusCode} with a body that is not JSON (${res.contentType}): ${excerpt(res.body)}`;
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return `answered ${res.statusCode} outside the ApiError shape: ${excerpt(res.body)}`;
  if (parsed.data.status !== res.statusCode) return `answered ${res.statusCode} with an error body saying ${parsed.data.status}`;
  return null;
}

/** Counts an answer and records what is wrong with it. */
function record(route: string, request: FuzzRequest, res: Answer, errorShape: boolean) {
  count(route, 'sent');
  count(route, res.statusCode >= 500 ? 's5xx' : res.statusCode >= 400 ? 's4xx' : res.statusCode >= 300 ? 's3xx' : 's2xx');
  if (VERBOSE) {
    const codes = answerCodes.get(route) ?? answerCodes.set(route, new Map()).get(route)!;
    let code = '';
    if (res.statusCode >= 400 && res.contentType.startsWith('application/json')) code = (JSON.parse(res.body) as { code?: string }).code ?? '';
    const key = `${res.statusCode} ${code}`.trim();
    codes.set(key, (codes.get(key) ?? 0) + 1);
  }
  const problem = problemOf(res, errorShape);
  if (problem) fail(route, `${describeRequest(request)} ${problem}`);
}

type Sender = (route: string, request: FuzzRequest) => Promise<Answer>;

/** An HTTP request through app.inject; `errorShape`: whether a 4xx must be the ApiError shape. */
const send =
  (errorShape = true): Sender =>
  async (route, request) => {
    const res = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const answer = { statusCode: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: bodyText(res) };
    record(route, request, answer, errorShape);
    return answer;
  };

/**
 * A WebSocket upgrade through @fastify/websocket's injectWS: 101 when the socket opens (closed at
 * once; counted with the 2xx), else the status the upgrade was refused with (its body is not
 * visible there, so only "no 5xx" and "no write" are checked).
 */
const upgrade: Sender = async (route, request) => {
  let statusCode = 101;
  try {
    const socket = await Promise.race([
      t.app.injectWS(request.url, { headers: request.headers }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer to the upgrade in 5 s')), 5_000)),
    ]);
    socket.terminate();
  } catch (err) {
    const status = /Unexpected server response: (\d+)/.exec(String(err));
    if (!status) throw err;
    statusCode = Number(status[1]);
  }
  const answer = { statusCode, contentType: '', body: '' };
  record(route, request, answer, false);
  return answer;
};

const refused = (res: Answer) => res.statusCode >= 400 && res.statusCode < 500;

/**
 * Sends a batch and checks that the refused requests left the data as it was. One fingerprint
 * before and one after the batch; if they differ, an accepted request may have written (allowed)
 * or a refused one (a bug): each refused request is then sent again alone between two
 * fingerprints, which tells which.
 */
async function runBatch(route: string, requests: FuzzRequest[], sender: Sender = send()) {
  const before = await fingerprint();
  const refusals: FuzzRequest[] = [];
  for (const request of requests) if (refused(await sender(route, request))) refusals.push(request);
  const after = await fingerprint();
  count(route, 'refusals', refusals.length);
  const changed = changedTables(before, after);
  if (changed.length === 0) {
    count(route, 'checked', refusals.length);
    return;
  }
  const accepted = requests.length - refusals.length;
  let culprit = false;
  for (const request of refusals) {
    const f0 = await fingerprint();
    const res = await sender(route, request);
    count(route, 'resent');
    // Accepted this time (the batch changed what it refers to): it is no refusal to check any more.
    if (!refused(res)) continue;
    const diff = changedTables(f0, await fingerprint());
    if (diff.length) {
      culprit = true;
      fail(route, `${describeRequest(request)} was refused (${res.statusCode}) but changed ${diff.join(', ')}`);
    } else {
      count(route, 'checked');
    }
  }
  if (accepted === 0 && !culprit) {
    fail(route, `a batch of refused requests changed ${changed.join(', ')}, and none of them alone did: ${requests.map(describeRequest).join('\n  ')}`);
  }
}

// ---- generating a request of an operation ------------------------------------------------------

type Credentials = { cookie: string | null; csrf: string | null; note: string };

function credentials(actor: Actor): fc.Arbitrary<Credentials> {
  if (!actor.who) {
    return fc.tuple(anonymousCookie, fc.option(fc.constantFrom(...HOSTILE_TEXT.filter((s) => /^[\x20-\x7e]{1,200}$/.test(s))))).map(([cookie, csrf]) => ({
      cookie,
      csrf,
      note: 'anonymous',
    }));
  }
  const who = actor.who;
  // Mostly the right CSRF token; now and then none, or one that is not this session's.
  return fc.constantFrom<Credentials>(
    ...Array.from({ length: 10 }, () => ({ cookie: who.cookie, csrf: who.csrf, note: actor.name })),
    { cookie: who.cookie, csrf: null, note: `${actor.name}, no CSRF header` },
    { cookie: who.cookie, csrf: 'x'.repeat(who.csrf.length), note: `${actor.name}, wrong CSRF token` },
  );
}

function jsonBody(schema: JsonSchema, ctx: SchemaContext): fc.Arbitrary<RawBody & { note: string }> {
  const valid = arbitraryFor(schema, ctx);
  const json = (payload: string | Buffer, note: string, contentType = 'application/json') => ({ payload, contentType, note });
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((v) => json(JSON.stringify(v), 'schema')) },
    { weight: 4, arbitrary: fc.tuple(valid, mutations).map(([v, m]) => json(JSON.stringify(applyMutations(v, m)) ?? 'null', `mutated: ${m.map((x) => x.kind).join('+')}`)) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_JSON_BODIES).map((raw) => json(raw, 'not the JSON asked for')) },
    { weight: 1, arbitrary: fc.tuple(valid, fc.constantFrom(...CONTENT_TYPES)).map(([v, type]) => json(JSON.stringify(v), `as ${type}`, type)) },
    { weight: 1, arbitrary: fc.constant({ payload: '', contentType: null, note: 'no body' }) },
  );
}

/** A body for an operation without a JSON body: POST ones are uploads here (offer images, chat attachments), others take none. */
function otherBody(method: HttpMethod): fc.Arbitrary<RawBody & { note: string }> {
  const upload = uploadBodies.map((b) => ({ ...b, note: `upload (${b.contentType ?? 'no content type'})` }));
  const raw = fc.constantFrom(...RAW_JSON_BODIES).map((payload) => ({ payload, contentType: 'application/json', note: 'unexpected JSON' }));
  const none = fc.constant({ payload: '', contentType: null, note: 'no body' });
  if (method === 'GET') return none;
  if (method === 'POST') return fc.oneof({ weight: 6, arbitrary: upload }, { weight: 1, arbitrary: raw }, { weight: 1, arbitrary: none });
  return fc.oneof({ weight: 4, arbitrary: none }, { weight: 1, arbitrary: upload }, { weight: 1, arbitrary: raw });
}

function requestArbitrary(op: Operation, actor: Actor): fc.Arbitrary<FuzzRequest> {
  const ctx = { ...worldCtx, ownIds: actor.ownIds };
  const inPath = op.parameters.filter((p) => p.in === 'path');
  const inQuery = op.parameters.filter((p) => p.in === 'query');
  for (const p of inPath) expect(poolFor(p.name, op.path), `${op.method} ${op.path}: no real values for path parameter ${p.name}`).not.toEqual([]);
  const segments = fc.record(Object.fromEntries(inPath.map((p) => [p.name, pathSegment(poolFor(p.name, op.path), arbitraryFor(p.schema, ctx))])));
  const query = queryPairs(inQuery.map((p) => ({ name: p.name, value: arbitraryFor(p.schema, ctx), real: poolFor(p.name, op.path) })));
  // Now and then (one in six) query text no schema asks for.
  const extraQuery = fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...EXTRA_QUERY) });
  const body = op.body ? jsonBody(op.body, ctx) : otherBody(op.method);
  return fc
    .record({ segments, query, extraQuery, body, creds: credentials(actor), extra: extraHeaders })
    .map(({ segments, query, extraQuery, body, creds, extra }) => {
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => segments[name] as string);
      const headers: Record<string, string> = { ...extra };
      const cookies = [creds.cookie, extra.cookie].filter(Boolean);
      if (cookies.length) headers.cookie = cookies.join('; ');
      else delete headers.cookie;
      if (creds.csrf !== null) headers['x-csrf-token'] = creds.csrf;
      if (body.contentType) headers['content-type'] = body.contentType;
      return {
        method: op.method,
        url: path + queryString(query, extraQuery),
        headers,
        ...(body.payload === '' && !body.contentType ? {} : { payload: body.payload }),
        label: `${creds.note}; ${body.note}`,
      };
    });
}

const admits = (op: Operation, actor: Actor) =>
  op.access === 'public' || (actor.role !== null && (op.access === 'any' || op.access.includes(actor.role)));
/** A caller the route refuses before parsing anything (401/403) needs fewer tries than one it admits. */
const runsFor = (op: Operation, actor: Actor) => (admits(op, actor) ? RUNS : Math.max(3, Math.round(RUNS / 4)));

// ---- the tests ---------------------------------------------------------------------------------

beforeAll(async () => {
  await buildWorld();
  await prepareFingerprint();
}, TIMEOUT_MS);

afterAll(async () => {
  printCounts();
  await t.close();
});

describe('fuzz: every operation of the OpenAPI document', () => {
  it('the data fingerprint sees a change of a row, and only a change', async () => {
    const before = await fingerprint();
    const [row] = await t.db.select({ id: organisations.id, name: organisations.nameEn }).from(organisations).limit(1);
    // Written again as it was: a new version of the row, the same data.
    await t.db.update(organisations).set({ nameEn: row!.name }).where(eq(organisations.id, row!.id));
    expect(changedTables(before, await fingerprint())).toEqual([]);
    await t.db.update(organisations).set({ nameEn: `${row!.name ?? ''} (changed)` }).where(eq(organisations.id, row!.id));
    expect(changedTables(before, await fingerprint())).toEqual(['organisations']);
    await t.db.update(organisations).set({ nameEn: row!.name }).where(eq(organisations.id, row!.id));
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(60);
  });
  for (const op of operations) {
    const route = `${op.method} ${op.path}`;
    it(route, async () => {
      for (const actor of actors) {
        const requests = fc.sample(requestArbitrary(op, actor), { seed: seedFor(SEED, `${route} ${actor.name}`), numRuns: runsFor(op, actor) });
        await runBatch(route, requests);
      }
      expect(failures.get(route) ?? []).toEqual([]);
    }, TIMEOUT_MS);
  }
});

/**
 * Routes the document leaves out. The two WebSocket routes, by every caller, with real and hostile
 * room ids and Origins: a plain GET (no upgrade) must be refused with a 4xx in the error shape; a
 * real upgrade opens for a reader from the server's Origin, and is otherwise refused with a 4xx
 * (its body is not visible to injectWS). The login flow (browser navigations that answer the app's page, not the error
 * shape, on failure, so only "no 5xx" and "a refusal writes nothing" apply): login and callback
 * with real and hostile bank codes and query strings, logout anonymously, cross-site, and of a
 * throwaway session (never of the callers' own, which the rest of the run needs); back-channel
 * logout with hostile bank codes, tokens and body types.
 */
describe('fuzz: routes outside the document', () => {
  const origins = fc.constantFrom<string | null>(null, 'http://localhost:3000', 'https://evil.example', 'null', 'http://localhost:3000.evil.example');
  const withCreds = (actor: Actor, headers: Record<string, string>) => credentials(actor).map((c) => ({
    ...headers,
    ...(c.cookie ? { cookie: c.cookie } : {}),
    ...(c.csrf ? { 'x-csrf-token': c.csrf } : {}),
  }));

  it('GET /api/negotiations/{trading_id}/chat/socket and /api/notifications/socket, with and without an upgrade', async () => {
    for (const actor of actors) {
      const route = 'GET (plain) /api/negotiations/{trading_id}/chat/socket';
      const chat = fc
        .record({ id: pathSegment(pools.negotiation, fc.uuid()), origin: origins, creds: credentials(actor) })
        .map(({ id, origin, creds }) => ({
          method: 'GET' as const,
          url: `/api/negotiations/${id}/chat/socket`,
          headers: { ...(creds.cookie ? { cookie: creds.cookie } : {}), ...(origin ? { origin } : {}) },
          label: `${creds.note}; origin ${origin}`,
        }));
      await runBatch(route, fc.sample(chat, { seed: seedFor(SEED, `${route} ${actor.name}`), numRuns: 6 }));
      const inbox = 'GET (plain) /api/notifications/socket';
      const bell = fc.record({ origin: origins, creds: credentials(actor), q: fc.option(fc.constantFrom(...EXTRA_QUERY)) }).map(({ origin, creds, q }) => ({
        method: 'GET' as const,
        url: `/api/notifications/socket${q ? `?${q}` : ''}`,
        headers: { ...(creds.cookie ? { cookie: creds.cookie } : {}), ...(origin ? { origin } : {}) },
        label: `${creds.note}; origin ${origin}`,
      }));
      await runBatch(inbox, fc.sample(bell, { seed: seedFor(SEED, `${inbox} ${actor.name}`), numRuns: 3 }));
      // And real upgrade requests: opened (101) for a reader from the server's Origin, else refused with a 4xx.
      const upgradeChat = 'UPGRADE /api/negotiations/{trading_id}/chat/socket';
      await runBatch(upgradeChat, fc.sample(chat, { seed: seedFor(SEED, `${upgradeChat} ${actor.name}`), numRuns: 6 }), upgrade);
      const upgradeBell = 'UPGRADE /api/notifications/socket';
      await runBatch(upgradeBell, fc.sample(bell, { seed: seedFor(SEED, `${upgradeBell} ${actor.name}`), numRuns: 3 }), upgrade);
    }
    for (const route of ['GET (plain) /api/negotiations/{trading_id}/chat/socket', 'GET (plain) /api/notifications/socket']) {
      expect(perRoute.get(route)!.s2xx + perRoute.get(route)!.s3xx, `${route}: a plain GET must be refused`).toBe(0);
    }
    for (const route of [...perRoute.keys()].filter((r) => r.includes('socket'))) expect(failures.get(route) ?? []).toEqual([]);
  }, TIMEOUT_MS);

  it('GET /{bank_code}/login, /{bank_code}/callback and /logout, POST /{bank_code}/backchannel-logout', async () => {
    const bank = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...pools.bankCode, 'test') }, { weight: 1, arbitrary: pathSegment([], fc.string()) });
    const hostile = fc.oneof(fc.constantFrom(...HOSTILE_TEXT), fc.constantFrom('/company/home', '//evil.example', 'https://evil.example/', '/\\evil.example', '/bank/../company'));
    const value = (v: string) => encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '?'));
    for (const actor of [actors[0]!, actors[1]!]) {
      const login = fc.record({ bank, returnTo: fc.option(hostile), headers: withCreds(actor, {}) }).map(({ bank, returnTo, headers }) => ({
        method: 'GET' as const,
        url: `/${bank}/login${returnTo === null ? '' : `?return_to=${value(returnTo)}`}`,
        headers,
        label: actor.name,
      }));
      await runBatch('GET /{bank_code}/login', fc.sample(login, { seed: seedFor(SEED, `login ${actor.name}`), numRuns: RUNS }), send(false));
      const callback = fc
        .record({ bank, code: hostile, state: hostile, loginCookie: fc.option(fc.constantFrom(...HOSTILE_TEXT.filter((s) => /^[\x21-\x7e]{1,100}$/.test(s) && !/[;,]/.test(s)))), headers: withCreds(actor, {}) })
        .map(({ bank, code, state, loginCookie, headers }) => ({
          method: 'GET' as const,
          url: `/${bank}/callback?code=${value(code)}&state=${value(state)}&iss=${value(code)}`,
          headers: loginCookie === null ? headers : { ...headers, cookie: [headers.cookie, `bizmatch_login=${loginCookie}`].filter(Boolean).join('; ') },
          label: actor.name,
        }));
      await runBatch('GET /{bank_code}/callback', fc.sample(callback, { seed: seedFor(SEED, `callback ${actor.name}`), numRuns: RUNS }), send(false));
    }
    // Back-channel logout: server to server, no session; hostile bank codes, tokens and body types.
    const backchannel = fc
      .record({ bank, token: hostile, type: fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain') })
      .map(({ bank, token, type }) => ({
        method: 'POST' as const,
        url: `/${bank}/backchannel-logout`,
        headers: { 'content-type': type },
        payload: type === 'application/json' ? JSON.stringify({ logout_token: token }) : `logout_token=${value(token)}`,
        label: type,
      }));
    await runBatch('POST /{bank_code}/backchannel-logout', fc.sample(backchannel, { seed: seedFor(SEED, 'backchannel-logout'), numRuns: RUNS }), send(false));
    // Logout: anonymous (nothing to end), cross-site (ignored), and a throwaway session of its own.
    const logouts: FuzzRequest[] = [
      { method: 'GET', url: '/logout', headers: {}, label: 'anonymous' },
      { method: 'GET', url: '/logout?return_to=https://evil.example', headers: { cookie: 'bizmatch_session=../../x' }, label: 'garbage session' },
      { method: 'GET', url: '/logout', headers: { cookie: actors[1]!.who!.cookie, 'sec-fetch-site': 'cross-site' }, label: 'signed in, cross-site' },
    ];
    const throwaway = await signIn(t.app, actors[1]!.who!.userId);
    logouts.push({ method: 'GET', url: '/logout', headers: { cookie: throwaway.cookie }, label: 'a throwaway session' });
    await runBatch('GET /logout', logouts, send(false));
    // The callers' own session survived: the cross-site logout was ignored.
    expect((await t.call(actors[1]!.who!, 'GET', '/api/user')).statusCode).toBe(200);
    for (const route of ['GET /{bank_code}/login', 'GET /{bank_code}/callback', 'GET /logout', 'POST /{bank_code}/backchannel-logout']) expect(failures.get(route) ?? []).toEqual([]);
  }, TIMEOUT_MS);
});

/** Focused checks of what the fuzz found (each failed before its fix). */
describe('what the fuzz found', () => {
  const expectApiError = (res: LightMyRequestResponse, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    const body = apiErrorSchema.parse(res.json());
    expect(body.status).toBe(status);
    return body;
  };

  it('a NUL under a key named like an Object.prototype member answers 400 with that field, not 500', async () => {
    const company = actors[1]!.who!;
    for (const key of ['constructor', 'toString', 'hasOwnProperty']) {
      const body = `{"offer":"daily","negotiation":"daily","announcement":"daily","${key}":"\\u0000"}`;
      const res = await t.call(company, 'PUT', '/api/user/email-settings', body, { 'content-type': 'application/json' });
      expect(expectApiError(res, 400).fields?.[key]).toHaveLength(1);
      const query = await t.call(company, 'GET', `/api/notifications?${key}=%00`);
      expect(expectApiError(query, 400).fields?.[key]).toHaveLength(1);
    }
  });

  it('a URL the router cannot read answers in the error shape: broken percent-encoding (400), a parameter over 100 characters (414)', async () => {
    const company = actors[1]!.who!;
    expectApiError(await t.call(company, 'GET', '/api/offers/%E0%A4%A/manage'), 400);
    expectApiError(await t.call(company, 'GET', `/api/offers/${'a'.repeat(101)}/manage`), 414);
    expectApiError(await t.app.inject({ method: 'GET', url: '/company/offers/%zz' }), 400);
  });

  it('a plain GET (no upgrade) of a socket route answers 426 in the error shape, also for a member from the right Origin', async () => {
    const origin = 'http://localhost:3000';
    const member = actors[2]!.who!;
    const room = await t.app.inject({ method: 'GET', url: `/api/negotiations/${openRoom}/chat/socket`, headers: { cookie: member.cookie, origin } });
    for (const res of [room, await t.app.inject({ method: 'GET', url: '/api/notifications/socket', headers: { cookie: member.cookie, origin } })]) {
      expect(expectApiError(res, 426).code).toBe('bad_request');
      expect(res.headers.upgrade).toBe('websocket');
    }
  });
});

/** Registered routes nobody fuzzes, and why. Keep it short: each entry is a hole. */
const SKIPPED: { match: (method: string, url: string) => boolean; reason: string }[] = [
  { match: (m) => m === 'HEAD', reason: "HEAD: Fastify's automatic copies of GET routes (the GET is fuzzed)" },
  { match: (_, u) => u === '/api/openapi.json', reason: '/api/openapi.json: read by this test to find the operations; takes no input' },
  { match: (_, u) => u.startsWith('/api/docs'), reason: "/api/docs*: Swagger UI's own pages (@fastify/swagger-ui); no handler of ours" },
  { match: (_, u) => u.startsWith('/idp/'), reason: '/idp/*: the embedded OpenID provider (oidc-provider; never runs in production)' },
  { match: (_, u) => u.startsWith('/assets/'), reason: '/assets/*: static files of the browser app (here the test fixture dist); no input but the path' },
];
const OUTSIDE = [
  'GET /api/negotiations/:trading_id/chat/socket',
  'GET /api/notifications/socket',
  'GET /:bank_code/login',
  'GET /:bank_code/callback',
  'GET /logout',
  'POST /:bank_code/backchannel-logout',
];

function printCounts() {
  const lines = [
    `fuzz: seed ${SEED} (FUZZ_SEED), ${RUNS} requests per route per admitted caller (FUZZ_RUNS), ${actors.length} callers: ${actors.map((a) => a.name).join(', ')}`,
    `fuzz: routes covered: ${operations.filter((op) => perRoute.has(`${op.method} ${op.path}`)).length} of the ${operations.length} operations of the OpenAPI document, ` +
      `and ${perRoute.size - operations.length} outside it (the 2 socket routes with and without an upgrade, login, callback, logout, back-channel logout)`,
    `fuzz: requests sent ${stats.sent} (${stats.resent} of them sent again alone to check data): 2xx ${stats.s2xx}, 3xx ${stats.s3xx}, 4xx ${stats.s4xx}, 5xx ${stats.s5xx}`,
    `fuzz: refused requests ${stats.refusals}, whose data was checked unchanged ${stats.checked}`,
    `fuzz: failures: ${[...failures.values()].reduce((n, list) => n + list.length, 0)}`,
    'fuzz: per route (sent / 2xx / 3xx / 4xx / 5xx / refused / checked unchanged / re-sent):',
    ...[...perRoute].map(
      ([route, c]) =>
        `  ${route.padEnd(72)} ${[c.sent, c.s2xx, c.s3xx, c.s4xx, c.s5xx, c.refusals, c.checked, c.resent].map((n) => String(n).padStart(4)).join(' ')}` +
        (VERBOSE ? `\n      ${[...(answerCodes.get(route) ?? [])].sort((a, b) => b[1] - a[1]).map(([code, n]) => `${code} ×${n}`).join(', ')}` : ''),
    ),
    'fuzz: not fuzzed:',
    ...SKIPPED.map((s) => `  ${s.reason}`),
  ];
  console.log(lines.join('\n'));
}

it('every registered route is fuzzed above or listed as skipped', () => {
  const inDocument = new Set(operations.map((op) => `${op.method} ${toRouterPath(op.path)}`));
  const uncovered = t.app.registeredRoutes
    .map((r) => `${r.method} ${r.url}`)
    .filter((key) => !inDocument.has(key) && !OUTSIDE.includes(key))
    .filter((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return !SKIPPED.some((s) => s.match(method, url));
    });
  expect(uncovered).toEqual([]);
});
