import { and, asc, eq, notInArray, notLike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { events, users } from '../../db/schema/index.ts';

/** What the log knows of a subject; `type` names its table in the singular. */
export interface EventSubject {
  type: 'offer' | 'organisation' | 'user' | 'negotiation' | 'chat' | 'notification_group' | 'exchange_rate' | 'glossary' | 'saved_filter';
  id: string;
}

export type EventRow = typeof events.$inferInsert;
export type EventHistoryRow = Awaited<ReturnType<EventRepository['history']>>[number];

/**
 * The insert of one event as part of a larger statement (a data-modifying CTE, one round trip for
 * a hot write such as a chat message): one event for each row of `source`, the values SQL over it.
 * It returns the event's `id` and `occurred_at`; the caller hands the event, as stored, to the
 * log's subscribers (`EventLog.publish`) in the same transaction, as `EventLog.record` does.
 */
export function eventInsertFrom(
  source: SQL,
  row: Pick<EventRow, 'actorUserId' | 'actorOrganisationId' | 'subjectType' | 'subjectId' | 'action'>,
  payload: SQL,
): SQL {
  return sql`insert into ${events} (actor_user_id, actor_organisation_id, subject_type, subject_id, action, payload)
    select ${row.actorUserId ?? null}::uuid, ${row.actorOrganisationId ?? null}::uuid, ${row.subjectType}, ${row.subjectId}, ${row.action}, ${payload} from ${source}
    returning id, occurred_at`;
}

/** The one event log: every write and every read of `events` is here. */
export class EventRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Writes one event and answers it as stored (its id and time), for the event's subscribers. */
  async insert(row: EventRow): Promise<typeof events.$inferSelect> {
    const [stored] = await this.db.insert(events).values(row).returning();
    return stored!;
  }

  /** A subject's events, oldest first, with the name of the user who acted (none for the system). */
  async history(subject: EventSubject) {
    return this.db
      .select({
        action: events.action,
        from: events.fromState,
        to: events.toState,
        at: events.occurredAt,
        payload: events.payload,
        actorName: users.name,
        actorDisplayName: users.displayName,
        actorNameEn: users.usernameEn,
        actorOrganisationId: events.actorOrganisationId,
      })
      .from(events)
      .leftJoin(users, eq(users.id, events.actorUserId))
      // A deadline reminder (`<subject>.reminder`), a saved search's alert of an offer (`offer.alert`)
      // and a bank's introduction (`offer.introduce`, shown on the suggestion itself) are notices,
      // not steps of the subject's history.
      .where(and(eq(events.subjectType, subject.type), eq(events.subjectId, subject.id), notLike(events.action, '%.reminder'), notInArray(events.action, ['offer.alert', 'offer.introduce'])))
      .orderBy(asc(events.id));
  }
}
