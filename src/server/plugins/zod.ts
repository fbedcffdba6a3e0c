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
    const result = schema.safeParse(data, { reportInput: true, error: () => DEFAULT_ISSUE_MESSAGE });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues) };
  };
