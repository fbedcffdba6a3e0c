import { z } from 'zod';

/** The one error shape every API failure answers with (PRODUCT §7). */
export const apiErrorSchema = z
  .object({
    status: z.number().int(),
    code: z.string().describe('Machine-readable code, e.g. validation_failed, not_found, version_conflict'),
    message: z.string().describe('Human-readable message in the requester\'s language where known'),
    fields: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('Per-field messages, for 400 validation_failed'),
    request_id: z.string().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const uuidSchema = z.uuid();

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().nonnegative() });
