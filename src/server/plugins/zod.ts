import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { DEFAULT_ISSUE_MESSAGE, RequestValidationError } from '../lib/errors.ts';

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

/** The path of the first string holding a NUL character, or null. */
export function pathOfNul(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
