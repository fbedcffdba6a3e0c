import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
export const readySchema = z
  .object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) })
  .meta({ id: 'Ready' });
