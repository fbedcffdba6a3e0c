import type { Database } from '../../db/client.ts';
import type { events } from '../../db/schema/index.ts';
import type { Viewer } from '../session/session.service.ts';
import { EventRepository, type EventSubject } from './events.repository.ts';

/** Who acted: the signed-in viewer, or null for the system (time-based transitions, seeding). */
export type EventActor = Pick<Viewer, 'user' | 'organisation'> | null;

/** An event as the log stored it (its id and time included). */
export type LoggedEvent = typeof events.$inferSelect;

export interface EventChange {
  /** The state before and after, for a transition; both the same for a change within a state. */
  from?: string | null;
  to?: string | null;
  payload?: Record<string, unknown>;
}

/**
 * What derives from an event in the event's own transaction (the notification projector, the
 * chat's room notices): called with the transaction handle of the change, so what it writes
 * exists exactly when the event does, and a change rolled back leaves nothing
 * (docs/decisions/038-events-publish-modules-subscribe.md).
 */
export type EventSubscriber = (tx: Database, event: LoggedEvent) => Promise<void>;

/** The row of an event: who acted, on what, the action `<type>.<verb>`, and the change. */
export function eventRow(actor: EventActor, subject: EventSubject, verb: string, change: EventChange = {}) {
  return {
    actorUserId: actor?.user.id ?? null,
    actorOrganisationId: actor?.organisation.id ?? null,
    subjectType: subject.type,
    subjectId: subject.id,
    action: `${subject.type}.${verb}`,
    fromState: change.from ?? null,
    toState: change.to ?? null,
    payload: change.payload ?? {},
  };
}

/**
 * The one event log (docs/decisions/004-event-log.md, 038): services record a change through it,
 * and it hands every event to the subscribers it was built with, in order. `buildApp` builds one
 * with the app's subscribers (src/server/event-subscribers.ts) and gives it to the services; this
 * module knows none of them.
 */
export class EventLog {
  private readonly subscribers: readonly EventSubscriber[];

  constructor(subscribers: readonly EventSubscriber[] = []) {
    this.subscribers = subscribers;
  }

  /**
   * Records that `actor` did `verb` to `subject` (action `<type>.<verb>`, e.g. `offer.approve`).
   * Always called with the transaction of the change it records, so the event exists exactly when
   * the change does; its subscribers write what derives from it in the same transaction.
   */
  async record(tx: Database, actor: EventActor, subject: EventSubject, verb: string, change: EventChange = {}): Promise<LoggedEvent> {
    const event = await new EventRepository(tx).insert(eventRow(actor, subject, verb, change));
    await this.publish(tx, event);
    return event;
  }

  /**
   * `record` for an event its caller wrote as part of a larger statement (events.repository.ts
   * `eventInsertFrom`, with `eventRow`'s values): hands it, as stored (`written`: its id and time),
   * to the subscribers.
   */
  async published(tx: Database, actor: EventActor, subject: EventSubject, verb: string, change: EventChange, written: Pick<LoggedEvent, 'id' | 'occurredAt'>): Promise<LoggedEvent> {
    const event = { ...eventRow(actor, subject, verb, change), ...written };
    await this.publish(tx, event);
    return event;
  }

  /** Hands a stored event to every subscriber, in the caller's transaction (`record` does; a test may project an event again). */
  async publish(tx: Database, event: LoggedEvent): Promise<void> {
    for (const subscriber of this.subscribers) await subscriber(tx, event);
  }
}
