import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './organisations.ts';

/**
 * A user's named saved filter of a list (docs/decisions/063-saved-filters.md): the list, the
 * user's name for it (unique per user and list), and the list's conditions in canonical form
 * (`canonicalFilterQuery` of src/shared/schemas/saved-filters.ts). Removed with its user.
 */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_filters_user_list_name').on(t.userId, t.list, t.name),
    check('saved_filters_list_check', sql`${t.list} IN ('negotiations')`),
  ],
);
