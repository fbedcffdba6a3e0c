import { eq, sql, type SQL } from 'drizzle-orm';
import { offers, type offerSearch } from '../../db/schema/index.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { allow, refuse, type Decision } from '../../lib/policy.ts';
import type { Role } from '../../../shared/enums.ts';
import { decide as decideOffer, partnerVisibleToCompany, type OfferPolicyViewer, type OfferSubject } from '../offers/offers.policy.ts';

/**
 * Who may see an offer's match suggestions and introduce a pair (docs/decisions/066-match-suggestions.md),
 * `decide` for one offer beside the SQL for lists, as every policy:
 * - `view`: whoever manages the offer (its company, its bank, the operator: the offers policy's
 *   `view_managed`); the list shows only pairs both of whose offers are open to each other's
 *   company today (`bothOpen`), so a suggestion never shows an offer its reader's company could not
 *   find by search, and a closed offer's rows show nobody anything.
 * - `introduce`: the offer's own bank, while the pair is suggested and both are open, once a pair.
 * A suggested offer is always shown as a partner sees it: never its company's name.
 */
export type SuggestionAction = 'view' | 'introduce';

/** What the policy reads of the viewer's scope for lists (the server's Viewer fits it). */
export interface SuggestionScope {
  organisation: { id: string; role: Role };
}

/** The pair an introduction is about: written and open both ways today (undefined: not a suggestion now), introduced before or not. */
export interface SuggestionPair {
  introduced: boolean;
}

export function decide(
  viewer: OfferPolicyViewer,
  action: SuggestionAction,
  offer: OfferSubject | undefined,
  today: string,
  pair?: SuggestionPair,
): Decision {
  const viewable = decideOffer(viewer, 'view_managed', offer, { today, writesOffers: false }).allowed;
  if (!viewable || !offer) return refuse('hidden');
  if (action === 'view') return allow();
  if (viewer.organisation.role !== 'bank' || offer.bankId !== viewer.organisation.id) return refuse('forbidden');
  if (!pair) return refuse('hidden');
  return pair.introduced ? refuse('invalid_transition') : allow();
}

/** May the viewer introduce pairs of this offer at all (the page's button), before a pair is chosen? */
export const mayIntroduce = (viewer: OfferPolicyViewer, offer: OfferSubject): boolean =>
  viewer.organisation.role === 'bank' && offer.bankId === viewer.organisation.id;

type SearchRows = typeof offerSearch;

/** How many of a company's offers its overview reads: its most recently changed (a company has tens; the bench's largest, thousands). */
export const COMPANY_OVERVIEW_OFFERS = 100;

/**
 * The SQL half of `view` for lists across offers: the viewer's company's offers (its
 * `COMPANY_OVERVIEW_OFFERS` most recently changed, by the offers' index on the company, each a
 * short range of the rank index), its bank's customers' offers, or all for the operator. `offerId`
 * is the suggestion's offer column.
 */
export function suggestionScope(viewer: SuggestionScope, subject: SearchRows, offerId: AnyPgColumn): SQL[] {
  const { role, id } = viewer.organisation;
  if (role === 'enterprise') {
    return [
      sql`${offerId} IN (SELECT ${offers.id} FROM ${offers} WHERE ${offers.organisationId} = ${id} AND ${offers.status} = 'published' AND ${offers.deletedAt} IS NULL ORDER BY ${offers.updatedAt} DESC LIMIT ${COMPANY_OVERVIEW_OFFERS})`,
    ];
  }
  if (role === 'bank') return [eq(subject.bankId, id)];
  if (role === 'kokopelli') return [];
  return [sql`false`];
}

/** Both offers of a pair open to the other's company today, by the partner rule (offers.policy.ts). */
export function bothOpen(subject: SearchRows, suggested: SearchRows, today: string): SQL[] {
  return [...partnerVisibleToCompany(sql`${suggested.organisationId}`, today, subject), ...partnerVisibleToCompany(sql`${subject.organisationId}`, today, suggested)];
}
