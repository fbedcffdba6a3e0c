import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './organisations.ts';
import { offers } from './offers.ts';

/**
 * A user's named saved filter of a list (docs/decisions/063-saved-filters.md): the list, the
 * user's name for it (unique per user and list), and the list's conditions in canonical form
 * (`canonicalFilterQuery` of src/shared/schemas/saved-filters.ts). Removed with its user.
 *
 * A saved filter of the partners' offer search is a saved search with alerts
 * (docs/decisions/064-saved-search-alerts.md): `alert` says how its user hears of new offers that
 * match, and the match columns are its conditions as the matcher reads them, written with it:
 * `filter_grams` (type, country, industries, as the offer search side table's filter grams),
 * `terms` (the keyword's normalised terms, all of which must match), `probe` (grams one of which
 * every matching offer carries: the GIN-indexed way from a newly published offer to the few
 * searches it may match), and the price range in its currency.
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
    alert: text('alert').notNull().default('none'),
    filterGrams: text('filter_grams').array().notNull().default(sql`'{}'::text[]`),
    terms: text('terms').array().notNull().default(sql`'{}'::text[]`),
    probe: text('probe').array().notNull().default(sql`'{}'::text[]`),
    priceMin: bigint('price_min', { mode: 'number' }),
    priceMax: bigint('price_max', { mode: 'number' }),
    priceCurrency: text('price_currency'),
    /** The digest time up to which its daily alerts were told (null: never). */
    digestAt: timestamp('digest_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_filters_user_list_name').on(t.userId, t.list, t.name),
    check('saved_filters_list_check', sql`${t.list} IN ('negotiations', 'offer_search')`),
    check('saved_filters_alert_check', sql`${t.alert} IN ('none', 'immediate', 'daily') AND (${t.alert} = 'none' OR ${t.list} = 'offer_search')`),
    index('saved_filters_probe_idx').using('gin', t.probe).where(sql`${t.alert} <> 'none'`),
  ],
);

/**
 * Which offer was announced to which user (docs/decisions/064-saved-search-alerts.md): one row per
 * user and offer, ever, so an offer is announced to a user once whatever happens to it later. The
 * search that found it (null once removed) and how it was to be told: `immediate` rows are told in
 * the transaction that writes them, `daily` ones by the search's next digest (`told_at` then set).
 */
export const searchAlerts = pgTable(
  'search_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    savedFilterId: uuid('saved_filter_id').references(() => savedFilters.id, { onDelete: 'set null' }),
    alert: text('alert').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    toldAt: timestamp('told_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.offerId] }),
    index('search_alerts_pending_idx').on(t.savedFilterId).where(sql`${t.toldAt} IS NULL`),
    index('search_alerts_offer_idx').on(t.offerId),
    check('search_alerts_alert_check', sql`${t.alert} IN ('immediate', 'daily')`),
  ],
);

/**
 * Offers waiting to be matched against the saved searches (docs/decisions/064-saved-search-alerts.md):
 * written by the approval's transaction, due when the offer opens to partners (its approval, or the
 * first day of its period), removed by the run that matches it.
 */
export const searchAlertQueue = pgTable('search_alert_queue', {
  offerId: uuid('offer_id')
    .primaryKey()
    .references(() => offers.id, { onDelete: 'cascade' }),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
});
