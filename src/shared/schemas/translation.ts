import { z } from 'zod';
import { languageSchema } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { MACHINE_STATES } from '../text-versions.ts';

/**
 * Machine translation's calls (decision 049): the state of the platform's provider, a suggestion
 * for a text being written (the offer form's "suggest" button), and where texts may go.
 */
export const translationSettingsSchema = z
  .object({
    /** Is a provider configured? Without one, machine translation is off and the pages say so. */
    enabled: z.boolean(),
    provider: z.string().nullable(),
    /** Does the provider send texts outside the operator's servers? */
    cloud: z.boolean(),
    /** May the viewer's texts go to it (their bank's setting, else the platform's default)? */
    allowed_for_me: z.boolean(),
    /** The platform's default for banks that set none (null: allowed). */
    platform_default: z.boolean().nullable(),
    /** The banks the viewer may set (every bank for the operator, their own for a bank's administrator). */
    banks: z.array(z.object({ organisation_id: z.uuid(), name: z.string(), name_en: z.string().nullable(), cloud_translation: z.boolean().nullable() })),
    abilities: z.object({ set_default: z.boolean() }),
  })
  .meta({ id: 'TranslationSettings' });
export type TranslationSettings = z.infer<typeof translationSettingsSchema>;

export const cloudSettingBodySchema = z
  .object({
    /** true: allowed; false: forbidden; null: follow the platform's default (a bank) or allowed (the default). */
    cloud_translation: z.boolean().nullable(),
  })
  .meta({ id: 'CloudTranslationSetting' });

export const suggestBodySchema = z
  .object({
    from: languageSchema,
    to: languageSchema,
    texts: z.array(z.string().max(LIMITS.offerDescription)).min(1).max(8),
  })
  .meta({ id: 'TranslationSuggest' });
export type SuggestBody = z.infer<typeof suggestBodySchema>;

export const suggestResultSchema = z
  .object({
    state: z.enum(MACHINE_STATES),
    /** With `done`: the texts translated, in order. */
    texts: z.array(z.string()).nullable(),
    provider: z.string().nullable(),
  })
  .meta({ id: 'TranslationSuggestion' });
export type SuggestResult = z.infer<typeof suggestResultSchema>;
