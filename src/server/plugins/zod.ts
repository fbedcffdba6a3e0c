import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { DEFAULT_ISSUE_MESSAGE, RequestValidationError } from '../lib/errors.ts';

/**
 * One row of a module's route table (docs/decisions/045-routes-alike.md): method, path, who may call
 * it (decision 007), the zod schemas, and a handler typed by those schemas. A handler calls one
 * service method and returns its answer; a refusal is an `AppError` the service throws, which the
 * errors plugin answers (no status is chosen by hand in a handler). `noContent`: the call answers
 * 204 with no body once the handler is done.
 */
export interface RouteRow<S extends FastifySchema> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  roles: NonNullable<FastifyContextConfig['roles']>;
  schema: S;
  noContent?: true;
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >;
}

/** A route table's row, its handler typed by its own schemas. */
export const route = <const S extends FastifySchema>(row: RouteRow<S>): RouteRow<S> => row;

/** Any row, whatever its schemas (its handler was typed by them where the row was written). */
type AnyRouteRow = Omit<RouteRow<FastifySchema>, 'handler'> & { handler: (...args: never[]) => unknown };

/** Registers a module's route table in its order. */
export function registerRoutes(app: FastifyInstance, table: readonly AnyRouteRow[]): void {
  for (const row of table) {
    const handler = row.handler as unknown as RouteHandlerMethod;
    app.route({
      method: row.method,
      url: row.url,
      config: { roles: row.roles },
      schema: row.schema,
      handler: row.noContent
        ? async function (request, reply) {
            await handler.call(this, request, reply);
            return reply.status(204).send(null);
          }
        : handler,
    });
  }
}

/**
 * Validates request parts with their zod schemas. Issues keep their input so the errors
 * plugin can localise zod's default messages per request; the input is never sent back.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    // PostgreSQL text cannot hold NUL: refuse it here, for every field of every route, as bad input.
    const nulPath = pathOfNul(data);
    if (nulPath) return { error: new RequestValidationError([{ code: 'custom', path: nulPath, message: 'validation.invalid_characters' }]) };
    const result = schema.safeParse(data, { reportInput: true, error: () => DEFAULT_ISSUE_MESSAGE });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues) };
  };

type PathKey = string | number;

/** A value met while walking a request part, with the way back to the root (built only when needed). */
interface Visit {
  value: unknown;
  key: PathKey | null;
  parent: Visit | null;
}

const pathTo = (visit: Visit): PathKey[] => {
  const path: PathKey[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first string (or object key) holding a NUL character, or null. Walks with an
 * explicit stack, not recursion: a deeply nested body cannot overflow the call stack here, and
 * each level costs one small record rather than a copy of the whole path.
 */
export function pathOfNul(value: unknown): PathKey[] | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (typeof visit.key === 'string' && visit.key.includes('\u0000')) return pathTo(visit);
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathTo(visit);
      continue;
    }
    // Buffers and other binary data are not text: PostgreSQL stores them as bytes.
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    const entries: [PathKey, unknown][] = Array.isArray(current) ? current.map((item, index) => [index, item]) : Object.entries(current);
    // Pushed last to first, so the first entry is looked at first, as a recursive walk would.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      stack.push({ value: item, key, parent: visit });
    }
  }
  return null;
}
