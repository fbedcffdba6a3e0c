import type { Database } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import type { Viewer } from '../session/session.service.ts';

export interface EventInput {
  /** The signed-in viewer, or null for the system (time-based transitions, seeding). */
  actor: Pick<Viewer, 'user' | 'organisation'> | null;
  subjectType: string;
  subjectId: string;
  action: string;
  from?: string | null;
  to?: string | null;
  payload?: Record<string, unknown>;
}

/**
 * Writes to the one event log. Always called with the transaction of the change it records,
 * so the event exists exactly when the change does.
 */
export class EventLog {
  private readonly tx: Database;

  constructor(tx: Database) {
    this.tx = tx;
  }

  async record(input: EventInput): Promise<void> {
    await this.tx.insert(events).values({
      actorUserId: input.actor?.user.id ?? null,
      actorOrganisationId: input.actor?.organisation.id ?? null,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      action: input.action,
      fromState: input.from ?? null,
      toState: input.to ?? null,
      payload: input.payload ?? {},
    });
  }
}
