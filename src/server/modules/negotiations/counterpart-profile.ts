import type { Database } from '../../db/client.ts';
import type { ProfileThroughNegotiation } from '../organisations/organisations.service.ts';
import { mayViewCompanyThrough } from './negotiations.policy.ts';
import { NegotiationRepository } from './negotiations.repository.ts';

/**
 * `GET /api/company/{id}?trading_id=`'s negotiation half (docs/decisions/017-negotiation-server-rules.md,
 * docs/decisions/032-counterpart-profile-and-hidden-card.md): whether the negotiation admits the
 * viewer to one of its two companies' profile (`mayViewCompanyThrough`). The organisation service
 * asks it without importing negotiations (organisations sit below them); app.ts hands it in.
 */
export function profileThroughNegotiation(db: Database): ProfileThroughNegotiation {
  const repo = new NegotiationRepository(db);
  return async (viewer, tradingId, companyId) => mayViewCompanyThrough(viewer, await repo.findState(tradingId), companyId);
}
