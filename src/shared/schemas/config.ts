import { z } from 'zod';
import { countrySchema } from '../enums.ts';

/** Public runtime configuration the browser loads before anything else. */
export const publicConfigSchema = z
  .object({
    api_base_url: z.string(),
    login_url_base: z.string(),
    logout_url_base: z.string(),
    account_url_base: z.string(),
    landing_url: z.string(),
    feedback_form_url: z.string(),
    banks: z.array(
      z.object({
        bank_code: z.string(),
        name: z.string(),
        name_en: z.string().nullable(),
        country: countrySchema,
        role: z.enum(['bank', 'kokopelli']),
      }),
    ),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
