import { z } from 'zod';
import { LANGUAGES, type Language } from '../enums.ts';
import { validationKey } from '../i18n/validation.ts';
import { normaliseText } from '../normalise-text.ts';
import { listOf, pageQuerySchema } from './common.ts';

/**
 * The operator's business glossary (docs/decisions/051-glossary.md): groups of terms meaning the
 * same in Japanese, English and Thai. A keyword equal to a term finds the offers containing any
 * term of its group.
 */

/** A term has 1 to 40 characters, trimmed, as typed and once normalised (`normaliseText`). */
export const GLOSSARY_TERM_MAX = 40;
/** At most this many terms per language in a group. */
export const GLOSSARY_TERMS_PER_LANGUAGE = 20;
/** The largest CSV file the import takes (characters). */
export const GLOSSARY_CSV_MAX = 1_000_000;

/**
 * A term as stored and shown: as typed, trimmed. NFKC would rewrite it (the Thai SARA AM ำ into
 * NIKHAHIT + SARA AA, full-width letters, capitals), so the typed form is kept for the reader.
 */
export const glossaryTerm = (value: string): string => value.trim();
/** A term as compared (matching, one group per language): normalised (`normaliseText`). */
export const glossaryTermKey = (value: string): string => normaliseText(value);
/** A term's length as the limit counts it: the longer of its typed and normalised forms. */
export const glossaryTermLength = (value: string): number => Math.max(Array.from(glossaryTerm(value)).length, Array.from(glossaryTermKey(value)).length);

const termSchema = z
  .string({ error: validationKey('required') })
  .max(400, { error: validationKey('max', { max: GLOSSARY_TERM_MAX }) })
  .refine((value) => glossaryTermKey(value).length > 0, { error: validationKey('required') })
  .refine((value) => glossaryTermLength(value) <= GLOSSARY_TERM_MAX, { error: validationKey('max', { max: GLOSSARY_TERM_MAX }) });

const termsSchema = z
  .array(termSchema, { error: validationKey('required') })
  .max(GLOSSARY_TERMS_PER_LANGUAGE, { error: validationKey('glossary_terms_max', { max: GLOSSARY_TERMS_PER_LANGUAGE }) });

/** A group's terms by language, as the operator writes them (one term per entry). */
export const glossaryGroupBodySchema = z
  .object({ ja: termsSchema, en: termsSchema, th: termsSchema })
  .refine((body) => body.ja.length + body.en.length + body.th.length > 0, { error: validationKey('glossary_terms_min'), path: ['ja'] })
  .meta({ id: 'GlossaryGroupBody' });
export type GlossaryGroupBody = z.infer<typeof glossaryGroupBodySchema>;

export type GlossaryTerms = Record<Language, string[]>;

/**
 * A group's terms as stored: each trimmed, as typed; a language's repeats (terms equal once
 * normalised) left out, the first kept; blanks left out; in the order given.
 */
export function normaliseGlossaryTerms(body: Readonly<Record<Language, readonly string[]>>): GlossaryTerms {
  return Object.fromEntries(LANGUAGES.map((language) => [language, uniqueTerms(body[language])])) as GlossaryTerms;
}

/** Terms trimmed, without blanks or repeats (equal once normalised; the first kept), in order. */
export function uniqueTerms(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const value of values) {
    const term = glossaryTerm(value);
    const key = glossaryTermKey(term);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms;
}

export const glossaryGroupSchema = z
  .object({
    id: z.uuid(),
    ja: z.array(z.string()),
    en: z.array(z.string()),
    th: z.array(z.string()),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'GlossaryGroup' });
export type GlossaryGroup = z.infer<typeof glossaryGroupSchema>;

export const glossaryListSchema = listOf(glossaryGroupSchema).meta({ id: 'GlossaryList' });
export type GlossaryList = z.infer<typeof glossaryListSchema>;

export const glossaryQuerySchema = pageQuerySchema.extend({
  q: z.string().max(100, { error: validationKey('max', { max: 100 }) }).optional(),
});
export type GlossaryQuery = z.infer<typeof glossaryQuerySchema>;

/** The CSV file that replaces the whole glossary (columns `group_id,ja,en,th`, terms in a cell separated by ` | `). */
export const glossaryImportBodySchema = z
  .object({ csv: z.string({ error: validationKey('required') }).max(GLOSSARY_CSV_MAX, { error: validationKey('glossary_csv_size') }) })
  .meta({ id: 'GlossaryImportBody' });
export type GlossaryImportBody = z.infer<typeof glossaryImportBodySchema>;

export const glossaryImportResultSchema = z.object({ groups: z.number().int().nonnegative(), terms: z.number().int().nonnegative() }).meta({ id: 'GlossaryImportResult' });
export type GlossaryImportResult = z.infer<typeof glossaryImportResultSchema>;

/** The API's paths for the glossary (shared with the browser's api client). */
export const GLOSSARY_ROUTES = {
  list: '/glossary',
  create: '/glossary',
  group: '/glossary/:group_id',
  exportCsv: '/glossary/export.csv',
  importCsv: '/glossary/import',
} as const;
