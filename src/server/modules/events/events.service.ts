import type { Database } from '../../db/client.ts';
import type { Viewer } from '../session/session.service.ts';
import { projectNotifications } from '../notifications/projector.ts';
import { EventRepository, type EventSubject } from './events.repository.ts';

/** Who acted: the signed-in viewer, or null for the system (time-based transitions, seeding). */
export type EventActor = Pick<Viewer, 'user' | 'organisation'> | null;

export interface EventChange {
  /** The state before and after, for a transition; both the same for a change within a state. */
  from?: string | null;
  to?: string | null;
  payload?: Record<string, unknown>;
}

/**
 * Records that `actor` did `verb` to `subject` (action `<type>.<verb>`, e.g. `offer.approve`).
 * Always called with the transaction of the change it records, so the event exists exactly when
 * the change does; the notifications derived from it (projector.ts) are written in the same
 * transaction.
 */
export async function recordEvent(
  tx: Database,
  actor: EventActor,
  subject: EventSubject,
  verb: string,
  change: EventChange = {},
): Promise<void> {
  const event = await new EventRepository(tx).insert({
    actorUserId: actor?.user.id ?? null,
    actorOrganisationId: actor?.organisation.id ?? null,
    subjectType: subject.type,
    subjectId: subject.id,
    action: `${subject.type}.${verb}`,
    fromState: change.from ?? null,
    toState: change.to ?? null,
    payload: change.payload ?? {},
  });
  await projectNotifications(tx, event);
}
