import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations, users } from './organisations.ts';

/**
 * The one event log (docs/product/architecture.md#event-log): every state transition writes a row here in the
 * same transaction as the change. Notifications, news, to-do, audit and pushes derive from it.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    actorOrganisationId: uuid('actor_organisation_id').references(() => organisations.id),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('events_subject_idx').on(t.subjectType, t.subjectId, t.id),
    index('events_occurred_idx').on(t.occurredAt),
    // News reads events by kind, newest first.
    index('events_action_idx').on(t.action, t.occurredAt),
  ],
);
