import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid, index, type AnyPgColumn } from 'drizzle-orm/pg-core';

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

/**
 * The operator's table of exchange rates (docs/product/languages.md#prices): how many units of a
 * currency one US dollar buys, from a day on. The rate in force on a day is the currency's row with
 * the latest `effective_on` not after it; USD is the base and has no row.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    currency: text('currency').notNull(),
    perUsd: numeric('per_usd', { precision: 18, scale: 6, mode: 'number' }).notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exchange_rates_currency_day_unique').on(t.currency, t.effectiveOn),
    check('exchange_rates_currency_check', sql`${t.currency} IN ('JPY', 'THB')`),
    check('exchange_rates_per_usd_check', sql`${t.perUsd} > 0`),
  ],
);
