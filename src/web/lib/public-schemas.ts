/**
 * The answers the entry checks before any signed-in code loads (`GET config`, the session probe's
 * `GET company`, `GET user`, `GET csrf`, an error body, the language a user saves), checked by the
 * few readers below instead of zod: zod's classic API costs ≈23 kB brotli in the entry, and even
 * `zod/mini` ≈10 kB (decision 022). The shared schemas in src/shared/schemas stay the one
 * home of these shapes (the server validates and documents with them); the checks at the end of
 * this file make the type check fail if a reader here stops producing exactly the shared type.
 */
import { COUNTRIES, LANGUAGES, ROLES, USER_TYPES } from '../../shared/enum-values.ts';
import { ERROR_CODES } from '../../shared/error-code-values.ts';
import type { ApiError } from '../../shared/schemas/common.ts';
import type { PublicConfig } from '../../shared/schemas/config.ts';
import type { Company, User, UserLanguageBody } from '../../shared/schemas/session.ts';

type Path = (string | number)[];
export interface ShapeIssue {
  path: Path;
  message: string;
}
/** An answer that does not have the shape the shared schema gives it. */
export class ResponseShapeError extends Error {
  readonly issues: ShapeIssue[];

  constructor(issues: ShapeIssue[]) {
    super(`Unexpected answer: ${issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')}`);
    this.name = 'ResponseShapeError';
    this.issues = issues;
  }
}

type Read<T> = (value: unknown, path: Path, issues: ShapeIssue[]) => T;
interface Reader<T> {
  read: Read<T>;
  optional?: true;
}
type Out<R> = R extends Reader<infer T> ? T : never;
type Shape = Record<string, Reader<unknown>>;
type Flat<T> = { [K in keyof T]: T[K] };
type ObjectOut<S extends Shape> = Flat<
  { [K in keyof S as S[K] extends { optional: true } ? never : K]: Out<S[K]> } & {
    [K in keyof S as S[K] extends { optional: true } ? K : never]?: Out<S[K]>;
  }
>;

const reader = <T>(expected: string, test: (value: unknown) => boolean): Reader<T> => ({
  read: (value, path, issues) => {
    if (!test(value)) issues.push({ path, message: `expected ${expected}` });
    return value as T;
  },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const string = (): Reader<string> => reader('a string', (value) => typeof value === 'string');
const uuid = (): Reader<string> => reader('a UUID', (value) => typeof value === 'string' && UUID.test(value));
const int = (): Reader<number> => reader('a whole number', (value) => Number.isSafeInteger(value));
const boolean = (): Reader<boolean> => reader('a boolean', (value) => typeof value === 'boolean');
const oneOf = <const V extends readonly string[]>(values: V): Reader<V[number]> =>
  reader(`one of ${values.join(', ')}`, (value) => (values as readonly unknown[]).includes(value));
const nullable = <T>(inner: Reader<T>): Reader<T | null> => ({
  read: (value, path, issues) => (value === null ? null : inner.read(value, path, issues)),
});
const optional = <T>(inner: Reader<T>): Reader<T | undefined> & { optional: true } => ({
  optional: true,
  read: (value, path, issues) => (value === undefined ? undefined : inner.read(value, path, issues)),
});
const array = <T>(item: Reader<T>): Reader<T[]> => ({
  read: (value, path, issues) => {
    if (!Array.isArray(value)) {
      issues.push({ path, message: 'expected an array' });
      return [];
    }
    return value.map((entry, index) => item.read(entry, [...path, index], issues));
  },
});
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const record = <T>(item: Reader<T>): Reader<Record<string, T>> => ({
  read: (value, path, issues) => {
    if (!isRecord(value)) {
      issues.push({ path, message: 'expected an object' });
      return {};
    }
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, item.read(entry, [...path, key], issues)]));
  },
});

/** A checked object: like the shared zod schema, it keeps only the keys the shape names. */
export interface Checked<T> {
  parse: (data: unknown) => T;
  safeParse: (data: unknown) => { success: true; data: T; error?: undefined } | { success: false; data?: undefined; error: ResponseShapeError };
}
const objectReader = <S extends Shape>(shape: S): Reader<ObjectOut<S>> => ({
  read: (value, path, issues) => {
    if (!isRecord(value)) {
      issues.push({ path, message: 'expected an object' });
      return {} as ObjectOut<S>;
    }
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      if (field.optional && value[key] === undefined) continue;
      out[key] = field.read(value[key], [...path, key], issues);
    }
    return out as ObjectOut<S>;
  },
});
const object = <S extends Shape>(shape: S): Reader<ObjectOut<S>> & Checked<ObjectOut<S>> => {
  const self = objectReader(shape);
  const safeParse = (data: unknown) => {
    const issues: ShapeIssue[] = [];
    const parsed = self.read(data, [], issues);
    return issues.length ? { success: false as const, error: new ResponseShapeError(issues) } : { success: true as const, data: parsed };
  };
  return {
    ...self,
    safeParse,
    parse: (data) => {
      const result = safeParse(data);
      if (!result.success) throw result.error;
      return result.data;
    },
  };
};

const text = string();
const optionalText = nullable(string());
const country = oneOf(COUNTRIES);

export const publicConfigSchema = object({
  api_base_url: text,
  login_url_base: text,
  logout_url_base: text,
  account_url_base: text,
  landing_url: text,
  feedback_form_url: text,
  banks: array(
    object({
      bank_code: text,
      name: text,
      name_en: optionalText,
      country,
      role: oneOf(['bank', 'kokopelli']),
    }),
  ),
});

export const companySchema = object({
  company_id: uuid(),
  bank_code: text,
  role: oneOf(ROLES),
  name: text,
  name_en: optionalText,
  name_kana: optionalText,
  corporate_number: optionalText,
  country,
  postal_code: optionalText,
  address: optionalText,
  address_en: optionalText,
  representative_name: optionalText,
  representative_name_en: optionalText,
  representative_birth_date: optional(optionalText),
  beneficial_owner_name: optional(optionalText),
  beneficial_owner_name_en: optional(optionalText),
  established_on: optionalText,
  employee_count: nullable(int()),
  website: optionalText,
  phone: optionalText,
  business_description: optionalText,
  business_description_en: optionalText,
  official_language: optionalText,
  bank_name: optionalText,
  bank_name_en: optionalText,
  bank_country: nullable(country),
  branch_name: optional(optionalText),
  branch_name_en: optional(optionalText),
});

export const userSchema = object({
  user_id: uuid(),
  company_id: uuid(),
  name: text,
  display_name: optionalText,
  language: nullable(oneOf(LANGUAGES)),
  username_native: optionalText,
  username_en: optionalText,
  phone: optionalText,
  email: optionalText,
  user_type: oneOf(USER_TYPES),
  is_contract_signatory: boolean(),
});

export const userLanguageBodySchema = object({ user_id: uuid(), language: oneOf(LANGUAGES) });

export const csrfSchema = object({ csrf_token: text });

export const apiErrorSchema = object({
  status: int(),
  code: oneOf(ERROR_CODES),
  message: text,
  detail: optional(text),
  fields: optional(record(array(string()))),
  request_id: optional(text),
});

/** Exactly the same type both ways (not merely assignable). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Check<T extends true> = T;
/** Fails to compile when a schema above drifts from its shared schema (src/shared/schemas). */
export type PublicSchemasMatchShared = [
  Check<Same<Out<typeof publicConfigSchema>, PublicConfig>>,
  Check<Same<Out<typeof companySchema>, Company>>,
  Check<Same<Out<typeof userSchema>, User>>,
  Check<Same<Out<typeof userLanguageBodySchema>, UserLanguageBody>>,
  Check<Same<Out<typeof csrfSchema>, { csrf_token: string }>>,
  Check<Same<Out<typeof apiErrorSchema>, ApiError>>,
];
