import type { Database } from '../../db/client.ts';
import { platformToday } from '../../../shared/offer-lifecycle.ts';
import { OfferManagerRepository } from './offer-managers.repository.ts';
import { appliesToOffers, writesOffers, type OfferPolicyContext, type OfferPolicyViewer } from './offers.policy.ts';
import { OfferRepository } from './offers.repository.ts';

/** What of the viewer the context reads: the policy's viewer, and the user's id for the offer-manager rule. */
export type OfferContextViewer = OfferPolicyViewer & { user: { id: string } };

/**
 * Which facts of the database a decision reads (a fact not asked for is false): ask for every fact
 * the actions asked about read.
 */
export interface OfferContextFacts {
  /** The offer-manager rule (`writesOffers`): the offer writer's actions, `edit`, `upload_image`, a managed offer's abilities. */
  writes?: boolean;
  /** Whether the viewer's company applied to this offer (`negotiatesOn`): `view_as_partner`, `view_image`, `apply`. */
  negotiatingOn?: string;
}

/**
 * Everything the offer policy reads besides the viewer and the offer (`OfferPolicyContext`),
 * gathered in this one place for every service that asks the policy (offers, offer images,
 * applying to an offer): today for the period rules (`platformToday` of `now`), the offer-manager
 * rule's answer and whether the viewer's company applied to the offer. Call it before a transaction
 * opens: PGlite has one connection, and a query outside the transaction would wait forever.
 */
export async function offerPolicyContext(
  db: Database,
  viewer: OfferContextViewer,
  now: Date,
  facts: OfferContextFacts = {},
): Promise<OfferPolicyContext> {
  const { writes = false, negotiatingOn } = facts;
  const context: OfferPolicyContext = {
    today: platformToday(now),
    writesOffers: writes && (await writesOffers(viewer, () => new OfferManagerRepository(db).managerIds(viewer.organisation.id))),
  };
  if (negotiatingOn !== undefined) {
    context.negotiatesOn = appliesToOffers(viewer) && (await new OfferRepository(db).appliedTo(negotiatingOn, viewer.organisation.id));
  }
  return context;
}
