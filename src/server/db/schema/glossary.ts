import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { languageEnum, users } from './organisations.ts';

/**
 * The operator's business glossary (docs/decisions/051-glossary.md): groups of terms that mean the
 * same thing in Japanese, English and Thai (減速機 = reducer = เกียร์ทด). A keyword equal to a term
 * finds the offers containing any term of its group, through the gram `@g:<group id>` every offer
 * carries for each group it contains a term of.
 */
export const glossaryGroups = pgTable('glossary_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

/**
 * A group's terms: `term` as the operator typed it (trimmed), shown and exported as it is;
 * `normalised_term` its `normaliseText` form (NFKC, lower case, one space), what matching and the
 * one-group-per-language rule compare (migration 0017). NFKC rewrites some letters as typed (Thai
 * SARA AM ำ into NIKHAHIT + SARA AA), so the two are kept apart.
 */
export const glossaryTerms = pgTable(
  'glossary_terms',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => glossaryGroups.id, { onDelete: 'cascade' }),
    language: languageEnum('language').notNull(),
    term: text('term').notNull(),
    normalisedTerm: text('normalised_term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.language, t.normalisedTerm] }),
    uniqueIndex('glossary_terms_language_normalised_term_unique').on(t.language, t.normalisedTerm),
    index('glossary_terms_normalised_term_idx').on(t.normalisedTerm),
  ],
);
