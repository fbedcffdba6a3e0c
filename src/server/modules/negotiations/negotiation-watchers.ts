import type { Database } from '../../db/client.ts';
import type { NegotiationWatchers } from '../notifications/notifications.socket.ts';
import { can } from './negotiations.policy.ts';
import { NegotiationRepository } from './negotiations.repository.ts';

/**
 * Who may be told that a negotiation changed (docs/decisions/034-negotiation-pages.md): the
 * negotiation policy's `view`, read once per notice. The inbox socket asks it without importing
 * negotiations (notifications sit below the modules that register rules with them; decision 040);
 * app.ts hands it in.
 */
export function negotiationWatchers(db: Database): NegotiationWatchers {
  const repo = new NegotiationRepository(db);
  return async (negotiationId) => {
    const row = await repo.findState(negotiationId);
    return row ? (viewer) => can(viewer, 'view', row) : null;
  };
}
