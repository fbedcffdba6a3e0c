// The fuzz test's generators (tests/api/fuzz.test.ts): fast-check arbitraries for values a JSON
// Schema of the OpenAPI document describes, and the hostile values mixed in with them: in path
// segments, query strings, JSON bodies (mutated or not JSON at all), uploads and headers.
import fc from 'fast-check';

/** A JSON Schema as @fastify/swagger writes it from the routes' zod schemas (OpenAPI 3.1). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  /** OpenAPI 3.0's way to say "or null" (3.1 writes a type list or anyOf instead; both are read). */
  nullable?: boolean;
}

export interface SchemaContext {
  /** `components.schemas` of the document, for `$ref`. */
  components: Record<string, JsonSchema>;
  /** Ids of real rows: a uuid field takes one of them most of the time, so requests reach past "not found". */
  realIds: readonly string[];
  /** The caller's own ids (user, organisation), which fields such as user_id often must be. */
  ownIds: readonly string[];
  /** The platform's day (YYYY-MM-DD): dates are drawn around it as well as anywhere in 0000-9999. */
  today: string;
}

const MAX_DEPTH = 6;

/** Deterministic from the run's seed: FNV-1a of a label, mixed into the seed, for one batch of samples. */
export function seedFor(seed: number, label: string): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193);
  return h | 0;
}

function resolve(schema: JsonSchema, ctx: SchemaContext): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = ctx.components[name];
  if (!target) throw new Error(`fuzz: unresolved $ref ${schema.$ref}`);
  return resolve(target, ctx);
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -(2 ** 31));
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 2 ** 31 - 1);
  // Small values are the real ones (versions, sequence numbers, pages); the bounds are where columns overflow.
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min, max: Math.min(max, min + 2) }) },
    { weight: 2, arbitrary: fc.integer({ min, max: Math.min(max, min + 30) }) },
    { weight: 2, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function stringArbitrary(schema: JsonSchema, ctx: SchemaContext): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  const fits = (s: string) => s.length >= min && (max === undefined || s.length <= max);
  if (schema.format === 'uuid') {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...ctx.realIds) },
      ...(ctx.ownIds.length ? [{ weight: 2, arbitrary: fc.constantFrom(...ctx.ownIds) }] : []),
      { weight: 1, arbitrary: fc.uuid() },
    );
  }
  if (schema.format === 'date') {
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: -40, max: 400 }).map((n) => addDays(ctx.today, n)) },
      { weight: 1, arbitrary: fc.stringMatching(new RegExp(schema.pattern ?? '^\\d{4}-\\d{2}-\\d{2}$')) },
    );
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const matching = fc.stringMatching(pattern).filter(fits);
    // A number in a query string (page, version, seq): small ones are the real ones.
    if (!pattern.test('1')) return matching;
    return fc.oneof({ weight: 2, arbitrary: fc.integer({ min: 0, max: 30 }).map(String).filter((v) => pattern.test(v)) }, { weight: 1, arbitrary: matching });
  }
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl().filter(fits);
  const upTo = Math.min(max ?? min + 40, min + 40);
  const choices = [
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: upTo }) },
    // Japanese and Thai are the product's languages: multi-byte text, combining marks.
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: upTo }).filter(fits) },
  ];
  if (max !== undefined && max <= 100_000) choices.push({ weight: 1, arbitrary: fc.constantFrom('x'.repeat(max), 'ไ'.repeat(max)) });
  return fc.oneof(...choices);
}

/**
 * Values the schema accepts, by intent: enum, const, patterns and formats, lengths and bounds,
 * required and optional properties, unions. (The server's zod schemas may add refinements a JSON
 * Schema cannot say — a date range, "max after min" — so some of these are still refused.)
 */
export function arbitraryFor(schema: JsonSchema, ctx: SchemaContext, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, ctx);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.default !== undefined) return fc.oneof(fc.constant(s.default), arbitraryFor({ ...s, default: undefined }, ctx, depth));
  if (s.nullable) return fc.oneof(fc.constant(null), arbitraryFor({ ...s, nullable: false }, ctx, depth));
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union) return fc.oneof(...union.map((member) => arbitraryFor(member, ctx, depth + 1)));
  if (s.allOf) return arbitraryFor(Object.assign({}, ...s.allOf.map((member) => resolve(member, ctx))) as JsonSchema, ctx, depth + 1);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => arbitraryFor({ ...s, type }, ctx, depth + 1)));
  const type = s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArbitrary(s);
    case 'number':
      return fc.double({ min: s.minimum ?? -1e12, max: s.maximum ?? 1e12, noNaN: true, noDefaultInfinity: true });
    case 'string':
      return stringArbitrary(s, ctx);
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? minLength + 4, minLength + 4);
      const items = fc.array(s.items ? arbitraryFor(s.items, ctx, depth + 1) : fc.jsonValue({ maxDepth: 1 }), { minLength, maxLength });
      // A list of enum values (a checklist) is often valid only in full.
      const all = s.items && resolve(s.items, ctx).enum;
      return all && all.length <= (s.maxItems ?? Infinity) ? fc.oneof(items, fc.constant(all)) : items;
    }
    case 'object': {
      const properties = s.properties ?? {};
      if (Object.keys(properties).length === 0) {
        const value = typeof s.additionalProperties === 'object' ? arbitraryFor(s.additionalProperties, ctx, depth + 1) : fc.jsonValue({ maxDepth: 1 });
        return fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 3 });
      }
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value, ctx, depth + 1)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Text an attacker or a broken client sends where a value is expected (JSON fields, query values, path segments before encoding). */
export const HOSTILE_TEXT = [
  '',
  ' ',
  '\t\n',
  '..',
  '../',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' or 1=1--",
  "'; DROP TABLE offers; --",
  '" OR ""="',
  '1 UNION SELECT password FROM users',
  '%',
  '%00',
  '%s%s%s%n',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202eevil',
  '\u200b',
  'Ω≈ç√∫˜µ≤≥÷',
  '田中精密工業株式会社',
  'บริษัท สยาม จำกัด',
  '🙂👨‍👩‍👧‍👦',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗͓',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '1e309',
  '0x10',
  '+1',
  ' 1',
  'NaN',
  'Infinity',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '9223372036854775808',
  '-9223372036854775809',
  '99999999999999999999999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'a'.repeat(101),
  'a'.repeat(5_000),
  'あ'.repeat(20_000),
];

/** JSON values of every type, at the edges of each, for a field of any type. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0.000001,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    [],
    {},
    [null],
    [[[[[]]]]],
    { '': '' },
    { $gt: '' },
  ),
  fc.constantFrom(...HOSTILE_TEXT),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Property names that mean something to JavaScript objects (prototype pollution) or to nothing at all. */
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '', ' ', '\u0000', 'a'.repeat(1_000), '$where'];

type Path = (string | number)[];

/** Every place in a JSON value, the root first (not below 40 levels: an earlier mutation may have nested deeply). */
function places(value: unknown, path: Path = [], out: { path: Path; value: unknown }[] = []) {
  out.push({ path, value });
  if (path.length >= 40) return out;
  if (Array.isArray(value)) value.forEach((item, i) => places(item, [...path, i], out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) places(item, [...path, key], out);
  return out;
}

/** Sets a key as an own property, so "__proto__" becomes a key of the JSON text rather than a prototype. */
function setOwn(target: object, key: string | number, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  let at = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  setOwn(at, path[path.length - 1]!, value);
  return root;
}

const nestedArrays = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

const nestedObjects = (depth: number): unknown => {
  let value: unknown = { x: 1 };
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

export type Mutation =
  | { kind: 'drop'; at: number }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'extra'; at: number; key: string; value: unknown }
  | { kind: 'oversize'; at: number; length: number }
  | { kind: 'nest'; at: number; depth: number; objects: boolean };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileJson }),
  fc.record({
    kind: fc.constant('extra' as const),
    at: fc.nat(),
    key: fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 })),
    value: fc.oneof(hostileJson, fc.constant({ prototype: { polluted: true }, polluted: true })),
  }),
  fc.record({ kind: fc.constant('oversize' as const), at: fc.nat(), length: fc.constantFrom(121, 301, 2_001, 5_001, 10_001, 70_000) }),
  fc.record({ kind: fc.constant('nest' as const), at: fc.nat(), depth: fc.constantFrom(8, 33, 500), objects: fc.boolean() }),
);

/**
 * A valid-by-intent body broken in one to three ways: a required property missing, a value of the
 * wrong type or out of range, an extra or prototype-polluting property, an oversized string,
 * deep nesting. Applied to a copy; the places are picked by index modulo what exists.
 */
export function applyMutations(body: unknown, mutations: readonly Mutation[]): unknown {
  let root = structuredClone(body);
  for (const m of mutations) {
    const all = places(root);
    // A copy: fast-check hands out the same constant objects again, which a later mutation would change.
    const value = 'value' in m ? structuredClone(m.value) : undefined;
    const pick = <T>(list: T[]): T | undefined => (list.length ? list[m.at % list.length] : undefined);
    if (m.kind === 'drop') {
      const parent = pick(all.filter((p) => p.value && typeof p.value === 'object' && !Array.isArray(p.value) && Object.keys(p.value).length));
      if (parent) {
        const keys = Object.keys(parent.value as object);
        delete (parent.value as Record<string, unknown>)[keys[m.at % keys.length]!];
      }
    } else if (m.kind === 'replace') {
      root = setAt(root, pick(all)!.path, value);
    } else if (m.kind === 'extra') {
      const parent = pick(all.filter((p) => p.value && typeof p.value === 'object' && !Array.isArray(p.value)));
      if (parent) setOwn(parent.value as object, m.key, value);
      else root = { [m.key]: value, value: root };
    } else if (m.kind === 'oversize') {
      const text = pick(all.filter((p) => typeof p.value === 'string'));
      root = setAt(root, text ? text.path : [], 'x'.repeat(m.length));
    } else {
      root = setAt(root, pick(all)!.path, m.objects ? nestedObjects(m.depth) : nestedArrays(m.depth));
    }
  }
  return root;
}

export const mutations: fc.Arbitrary<Mutation[]> = fc.array(mutation, { minLength: 1, maxLength: 3 });

/** Bodies that are not the JSON a route expects, sent as they are (with the content type beside them). */
export const RAW_JSON_BODIES: (string | Buffer)[] = [
  '',
  '{',
  '}',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[{}]',
  '{"a":',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\ufeff{}',
  '{"x":"\\ud800"}',
  '{"x":"\\u0000"}',
  '1e999',
  '{"version":1e999,"seq":-1e999}',
  '{"version":9007199254740993,"seq":18446744073709551616}',
  '['.repeat(33) + ']'.repeat(33),
  '['.repeat(100_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  JSON.stringify({ x: 'x'.repeat(300 * 1024) }),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
];

/** Content types a JSON body arrives with: the right one in other spellings, and wrong ones. */
export const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/json;;;',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
];

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n');

export interface RawBody {
  payload: string | Buffer;
  contentType: string | null;
}

const part = (boundary: string, headers: string, body: Buffer | string) =>
  Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.isBuffer(body) ? body : Buffer.from(body), Buffer.from('\r\n')]);

/**
 * Bodies of an upload route: a real small file (PNG, PDF) now and then so the route is reached,
 * and broken forms: no boundary, a boundary that never appears, truncated, a text field, two
 * files, the wrong field name, a hostile file name, an empty or mislabelled file, not multipart.
 */
export const uploadBodies: fc.Arbitrary<RawBody> = fc
  .record({
    variant: fc.constantFrom(
      'png',
      'pdf',
      'no-boundary',
      'wrong-boundary',
      'truncated',
      'text-field',
      'two-files',
      'wrong-field',
      'hostile-name',
      'empty-file',
      'text-as-png',
      'json',
      'garbage',
      'none',
    ),
    name: fc.constantFrom(...HOSTILE_TEXT.filter((t) => t.length < 200 && !/["\r\n]/.test(t))),
    bytes: fc.uint8Array({ maxLength: 64 }),
  })
  .map(({ variant, name, bytes }) => {
    const b = 'fuzzboundary42';
    const type = `multipart/form-data; boundary=${b}`;
    const file = (field: string, fileName: string, contentType: string, content: Buffer | string) =>
      part(b, `Content-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}`, content);
    const end = Buffer.from(`--${b}--\r\n`);
    switch (variant) {
      case 'png':
        return { payload: Buffer.concat([file('file', 'photo.png', 'image/png', PNG_1X1), end]), contentType: type };
      case 'pdf':
        return { payload: Buffer.concat([file('file', 'quote.pdf', 'application/pdf', PDF), end]), contentType: type };
      case 'no-boundary':
        return { payload: Buffer.concat([file('file', 'photo.png', 'image/png', PNG_1X1), end]), contentType: 'multipart/form-data' };
      case 'wrong-boundary':
        return { payload: Buffer.concat([file('file', 'photo.png', 'image/png', PNG_1X1), end]), contentType: 'multipart/form-data; boundary=other' };
      case 'truncated':
        return { payload: file('file', 'photo.png', 'image/png', PNG_1X1).subarray(0, 90), contentType: type };
      case 'text-field':
        return { payload: Buffer.concat([part(b, 'Content-Disposition: form-data; name="file"', 'hello'), end]), contentType: type };
      case 'two-files':
        return { payload: Buffer.concat([file('file', 'a.png', 'image/png', PNG_1X1), file('file', 'b.pdf', 'application/pdf', PDF), end]), contentType: type };
      case 'wrong-field':
        return { payload: Buffer.concat([file('image', 'photo.png', 'image/png', PNG_1X1), end]), contentType: type };
      case 'hostile-name':
        return { payload: Buffer.concat([file('file', name, 'application/pdf', PDF), end]), contentType: type };
      case 'empty-file':
        return { payload: Buffer.concat([file('file', 'empty.png', 'image/png', ''), end]), contentType: type };
      case 'text-as-png':
        return { payload: Buffer.concat([file('file', 'photo.png', 'image/png', Buffer.from(bytes)), end]), contentType: type };
      case 'json':
        return { payload: '{"file":"photo.png"}', contentType: 'application/json' };
      case 'garbage':
        return { payload: Buffer.from(bytes), contentType: type };
      default:
        return { payload: '', contentType: null };
    }
  });

/** Hostile text as one path segment: percent-encoded, or raw where the raw form is itself the attack. */
const RAW_SEGMENTS = ['..', '.', '%2e%2e', '%2e%2e%2f..%2f', '..%2f..%2fetc%2fpasswd', '%', '%zz', '%00', '%ED%A0%80', '%C0%AE%C0%AE', ';', '%3B', 'a;b=c', '*'];

const encodeSegment = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate has no UTF-8 form: send the bytes an attacker would (WTF-8).
    return [...text].map((c) => (c.charCodeAt(0) >= 0xd800 && c.charCodeAt(0) <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
};

/** A path parameter: a real id (sometimes disguised), a random value of the schema, or hostile text. */
export function pathSegment(real: readonly string[], schemaValue: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const choices = [
    { weight: 2, arbitrary: schemaValue.map((v) => encodeSegment(String(v))) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT).map(encodeSegment) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  ];
  if (real.length) {
    choices.push({ weight: 8, arbitrary: fc.constantFrom(...real) });
    choices.push({
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...real), fc.constantFrom('upper', 'space', 'braces', 'quote', 'dot')).map(([id, how]) =>
        how === 'upper' ? id.toUpperCase() : how === 'space' ? `%20${id}%20` : how === 'braces' ? `%7B${id}%7D` : how === 'quote' ? `${id}'` : `${id}.json`,
      ),
    });
  }
  return fc.oneof(...choices);
}

export interface QueryParameter {
  name: string;
  /** Values of its schema. */
  value: fc.Arbitrary<unknown>;
  /** Real values (ids, bank codes) it may be aimed at. */
  real: readonly string[];
}

/**
 * A query string's parameters as pairs. Half the time valid by intent (each parameter present or
 * not, with a value of its schema or a real one), else the same with one or two parameters broken:
 * hostile text, or given twice.
 */
export function queryPairs(params: readonly QueryParameter[]): fc.Arbitrary<[string, string][]> {
  const valueOf = (p: QueryParameter) => (p.real.length ? fc.oneof(p.value.map(String), fc.constantFrom(...p.real)) : p.value.map(String));
  const valid = fc.tuple(...params.map((p) => fc.option(valueOf(p), { freq: 2 }))).map((values) =>
    values.flatMap((v, i) => (v === null ? [] : [[params[i]!.name, v] as [string, string]])),
  );
  if (params.length === 0) return fc.constant([]);
  const breakage = fc.record({ at: fc.nat(), value: fc.constantFrom(...HOSTILE_TEXT), twice: fc.boolean() });
  const broken = fc.tuple(valid, fc.array(breakage, { minLength: 1, maxLength: 2 })).map(([pairs, changes]) => {
    const out = [...pairs];
    for (const { at, value, twice } of changes) {
      const name = params[at % params.length]!.name;
      if (twice) out.push([name, value]);
      else out.splice(0, out.length, ...out.filter(([k]) => k !== name), [name, value]);
    }
    return out;
  });
  return fc.oneof(valid, broken);
}

export function queryString(pairs: [string, string][], extra: string | null): string {
  const parts = pairs.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`);
  if (extra !== null) parts.push(extra);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Query text no schema asks for: unknown keys, bracket syntax, broken encoding, empty pairs. */
export const EXTRA_QUERY = ['', '&&', '=', '=x', 'page[]=1', 'page[a]=1', 'a=%zz', '%=%', 'per_page', 'keyword=%00', '__proto__=1', 'constructor[prototype][x]=1', `q=${'a'.repeat(3_000)}`, 'a=1&'.repeat(2_000)];

/** Header values are ASCII without control characters (Node refuses others before sending). */
const headerSafe = (s: string) => /^[\x20-\x7e]*$/.test(s);

/** Headers every request may carry, hostile or not: the languages errors are answered in, a request id. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'accept-language': fc.constantFrom('ja', 'th-TH,th;q=0.9', '*', 'xx', 'en;q=abc', ';;;,,,q=', 'ja;q=-1,th;q=1e999', 'a'.repeat(2_000)),
    'x-request-id': fc.constantFrom('fuzz-1', '../../', 'a'.repeat(65), "'; DROP TABLE x;--", ''),
    cookie: fc.constantFrom('i18n_redirected=th', 'i18n_redirected=../../', 'i18n_redirected=%E0%A4%A', 'i18n_redirected='),
    // Compressed answers (1 KB and more) must still be the error shape once inflated.
    'accept-encoding': fc.constantFrom('br', 'gzip', 'gzip;q=0, br;q=1e9', 'identity;q=0', '*', 'x-unknown'),
    accept: fc.constantFrom('text/html', 'application/xml', '*/*;q=abc', ''),
  },
  { requiredKeys: [] },
).map((headers) => Object.fromEntries(Object.entries(headers).filter(([, v]) => headerSafe(v))));

/** What an anonymous caller sends as a session cookie: nothing, or something that is not a session. */
export const anonymousCookie: fc.Arbitrary<string | null> = fc.constantFrom(
  null,
  null,
  'bizmatch_session=',
  'bizmatch_session=not-a-token',
  'bizmatch_session=../../etc/passwd',
  `bizmatch_session=${'a'.repeat(4_000)}`,
  "bizmatch_session=' or 1=1--",
  'bizmatch_session=%00',
  'bizmatch_session=a; bizmatch_session=b',
  '=; ;=;',
);
