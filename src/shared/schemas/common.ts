import { z } from 'zod';
import { errorCodeSchema } from '../error-codes.ts';

/** The one error shape every API failure answers with (docs/product/api.md). */
export const apiErrorSchema = z
  .object({
    status: z.number().int(),
    code: errorCodeSchema.describe('Machine-readable code, e.g. validation_failed, not_found, version_conflict'),
    message: z.string().describe('Human-readable message in the requester\'s language where known'),
    detail: z
      .string()
      .optional()
      .describe('For a 4xx only: what the server noted for developers (English); logged by the browser, never shown'),
    fields: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('Per-field messages, for 400 validation_failed'),
    request_id: z.string().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const uuidSchema = z.uuid();

/**
 * The path parameters of a route that names stored objects by UUID (`idParams('trading_id')`).
 * Every id in a path goes through this (or `serialIdSchema`), so a malformed id answers alike on
 * every route: 400 `validation_failed`, the parameter named in `fields`, before any lookup
 * (docs/decisions/045-routes-alike.md). A well-formed id the viewer may not see stays the
 * domain's 404.
 */
export function idParams<const K extends string>(...names: K[]): z.ZodObject<{ [P in K]: z.ZodUUID }> {
  return z.object(Object.fromEntries(names.map((name) => [name, z.uuid()])) as { [P in K]: z.ZodUUID });
}

/** A row id of a serial table in a path (a notification): a decimal number, 1 to 16 digits, no sign or leading zero. */
export const serialIdSchema = z.string().regex(/^[1-9][0-9]{0,15}$/, { error: 'validation.whole_number' });

/**
 * A whole number read from a query string: ASCII decimal digits only. `z.coerce.number()` (and
 * `Number()`) would read "0x10" as 16, "1e3" as 1000 and " 1", "+1", "1.0" as 1; those are
 * refused instead. Every number the API or the browser reads from a query string (page,
 * per_page, version) goes through this one schema.
 */
export const queryIntSchema = (min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]+$/, { error: 'validation.whole_number' })
    .pipe(z.coerce.number<string>().int().min(min).max(max));

/** Whether no id is listed twice (ids compared case-insensitively, as UUIDs are). */
export const uniqueIds = (ids: readonly string[]) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length;

export const pageQuerySchema = z.object({
  page: queryIntSchema(1, 100_000).default(1),
  per_page: queryIntSchema(1, 100).default(20),
});

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().nonnegative() });
