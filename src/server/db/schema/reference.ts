import { integer, pgTable, text, uuid, index, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameJa: text('name_ja').notNull(),
  nameTh: text('name_th').notNull(),
});

/** Two-level industry classification (JSIC divisions and major groups). */
export const industries = pgTable(
  'industries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    parentId: uuid('parent_id').references((): AnyPgColumn => industries.id),
    level: integer('level').notNull(),
    sortOrder: integer('sort_order').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    nameTh: text('name_th').notNull(),
  },
  (t) => [index('industries_parent_idx').on(t.parentId)],
);
