import { z } from 'zod';
import { languageSchema } from '../enums.ts';
import { VERSION_ORIGINS } from '../text-versions.ts';

/**
 * A version of an offer's title in a list, a negotiation or a to-do item (the reader's language's is
 * shown, the original one click away; docs/decisions/050-text-versions.md). A module of its own, so
 * that the to-do's schema takes it without the offer views' schemas.
 */
export const titleVersionSchema = z.object({
  language: languageSchema,
  origin: z.enum(VERSION_ORIGINS),
  provider: z.string().nullable(),
  title: z.string(),
});
export type TitleVersion = z.infer<typeof titleVersionSchema>;
