import { boolean, index, pgTable, primaryKey, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organisations, users } from './organisations.ts';
import { offers } from './offers.ts';

/**
 * Match suggestions (docs/decisions/066-match-suggestions.md): for an offer open to partners, the
 * counter-offers that fit it, scored, with the facts behind the score. Each pair is written both
 * ways (`offer_id` the offer, `suggested_id` the counter-offer), so an offer's list is one index
 * range. Written when an offer opens or its text changes, for that offer alone; read through the
 * partner rule of the day, so a row of an offer that closed since shows nobody anything.
 */
export const offerSuggestions = pgTable(
  'offer_suggestions',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    suggestedId: uuid('suggested_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    /** 2: the same industry (middle class); 1: a related one (the same major class); 0: neither. */
    industry: smallint('industry').notNull(),
    /** Both state a price, and the ranges overlap across currencies by the rates in force. */
    priceOverlap: boolean('price_overlap').notNull(),
    /** The glossary groups both offers hold a term of (their `@g:` tags), in any language. */
    groups: uuid('groups').array().notNull().default(sql`'{}'::uuid[]`),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.suggestedId] }),
    // One offer's list, best first; a company's overview walks it for each of its offers.
    index('offer_suggestions_rank_idx').on(t.offerId, t.score),
    index('offer_suggestions_suggested_idx').on(t.suggestedId),
    // A bank's and the operator's overview, newest first: walked until enough of the viewer's are found.
    index('offer_suggestions_recent_idx').on(t.computedAt, t.score),
  ],
);

/**
 * Offers whose suggestions are to be written again: queued in the transaction that approved or
 * changed the offer, due at once or, for an offer approved ahead of its period, when the period
 * begins (platform midnight); taken by the server that did it once its machine translations are
 * in, or by the job after a grace period.
 */
export const offerSuggestionQueue = pgTable('offer_suggestion_queue', {
  offerId: uuid('offer_id')
    .primaryKey()
    .references(() => offers.id, { onDelete: 'cascade' }),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
});

/**
 * A bank's introduction of a suggested pair: one per pair of offers, ever (`offer_id` the bank's
 * customer's offer, `suggested_id` the counter-offer). Both companies were told, names hidden.
 */
export const offerIntroductions = pgTable(
  'offer_introductions',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    suggestedId: uuid('suggested_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    bankId: uuid('bank_id')
      .notNull()
      .references(() => organisations.id),
    introducedBy: uuid('introduced_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.suggestedId] }), index('offer_introductions_suggested_idx').on(t.suggestedId)],
);
