import { eq, ne, sql, type SQL } from 'drizzle-orm';
import { negotiations, offerSearch, offers } from '../../db/schema/index.ts';
import type { Role, UserType } from '../../../shared/enums.ts';
import {
  OFFER_TRANSITIONS,
  type OfferAction,
  type OfferActor,
  type OfferPeriodFacts,
  type StoredOfferStatus,
} from '../../../shared/offer-lifecycle.ts';
import { actorOf, findTransition } from '../../../shared/transition-table.ts';
import type { OfferAbilities, PartnerOfferAbilities } from '../../../shared/schemas/offer-views.ts';
import { allow as allowWith, refuse as refuseWith, type Decision, type Refusal } from '../../lib/policy.ts';

/**
 * Who may see and do what with an offer (docs/product/offers.md#offer-lifecycle and docs/product/visibility.md), in one place. Each rule has both
 * halves side by side: `decide`/`can` for one offer and `offerVisibleTo` for lists (SQL), and
 * tests/api/offer-policy.test.ts checks that the two select the same offers for every role.
 * Transitions are read from `OFFER_TRANSITIONS` (src/shared/offer-lifecycle.ts), never written
 * out here. Services ask this module; nothing else decides.
 */

/** What the policy reads of a signed-in viewer (the server's Viewer fits it). */
export interface OfferPolicyViewer {
  organisation: { id: string; role: Role };
  user: { userType: UserType };
}

/** What the policy reads of an offer (a row from findState or findDetail fits it). */
export interface OfferSubject extends OfferPeriodFacts {
  organisationId: string;
  bankId: string;
  isPublic: boolean;
  deletedAt?: Date | null;
}

export interface OfferPolicyContext {
  /** "Today" for the period rules (platformToday). */
  today: string;
  /**
   * The offer-manager rule's answer for this viewer (`writesOffers` below): may they write their
   * company's offers at all? It needs the company's named managers, so `offerPolicyContext`
   * (offer-policy-context.ts) asks the database and passes it in.
   */
  writesOffers: boolean;
  /**
   * Whether the viewer's company applied to this offer (any negotiation on it, open or closed). Such
   * a company keeps seeing the offer as a partner when it is private, ended or no longer published
   * (docs/product/offers.md#offer-lifecycle, docs/product/visibility.md). (The coordinator assigned to a negotiation sees the offer through it: its
   * reference, title, type and status in the negotiation's answer; it has no offer pages.)
   * `offerPolicyContext` (offer-policy-context.ts) asks the database; SQL half: `offerVisibleTo(viewer, 'negotiating')`.
   */
  negotiatesOn?: boolean;
}

/**
 * Views, plus the lifecycle's actions; `edit` is "may open the form and register again";
 * `upload_image` is "may upload an image for this offer's form" (null: for a new offer's form).
 */
export type OfferPolicyAction =
  | OfferAction
  | 'edit'
  | 'upload_image'
  | 'view_managed'
  | 'view_as_partner'
  | 'favorite'
  | 'view_image'
  /** Apply for a negotiation on it (step 1 of docs/product/negotiations.md): the offer's half of the rule; one open application per company is the negotiations table's. */
  | 'apply';

/**
 * A decision, with the answer the API gives for each refusal: `hidden` (404 — the viewer may not
 * learn the offer exists), `forbidden` (403 — the viewer's role or rights do not allow the action
 * at all), `invalid_transition` (409 — not from the offer's status).
 */
export type OfferDecision = Decision<StoredOfferStatus | null>;

const allow = (to: StoredOfferStatus | null = null): OfferDecision => allowWith(to);
const refuse = (reason: Refusal): OfferDecision => refuseWith(reason);

// ---- visibility: the two halves of each rule ----------------------------------------------

/**
 * Who may see the full offer (its company's name, the bank's words, the history): its own company
 * always; its bank and the operator once it has been registered — a draft is private to its
 * company. A deleted offer is nobody's. SQL half: `offerVisibleTo(viewer, 'manage')`.
 */
function managedBy(viewer: OfferPolicyViewer, offer: OfferSubject): boolean {
  if (offer.deletedAt) return false;
  const { role, id } = viewer.organisation;
  if (role === 'enterprise') return offer.organisationId === id;
  if (offer.status === 'draft') return false;
  return role === 'kokopelli' || (role === 'bank' && offer.bankId === id);
}

/**
 * What another company may see of an offer — search, its partner detail, its favourites, its
 * images — and may favourite: a public offer of another company, published and open for
 * applications today (period started and not ended). One rule for all of them, so no page shows
 * what search would not find. SQL half: `offerVisibleTo(viewer, 'partner')`.
 */
function openToPartner(viewer: OfferPolicyViewer, offer: OfferSubject, today: string): boolean {
  return (
    !offer.deletedAt &&
    viewer.organisation.role === 'enterprise' &&
    offer.organisationId !== viewer.organisation.id &&
    offer.isPublic &&
    offer.status === 'published' &&
    offer.periodStart !== null &&
    offer.periodEnd !== null &&
    offer.periodStart <= today &&
    today <= offer.periodEnd
  );
}

/** Published and inside its application period today. */
function openForApplications(offer: OfferSubject, today: string): boolean {
  return offer.status === 'published' && offer.periodStart !== null && offer.periodEnd !== null && offer.periodStart <= today && today <= offer.periodEnd;
}

/**
 * What a company that applied to the offer may still see as a partner: the approved offer whatever its period or visibility
 * (docs/product/visibility.md: a private offer stays visible to those who applied), until it is deleted. An offer its company has sent back
 * for review (waiting, remanded, denied) is not: its text is not approved by the bank, and docs/product/visibility.md shows such an offer to
 * no other company; the negotiation's own answer still names the offer. SQL half: `offerVisibleTo(viewer, 'negotiating')`.
 */
function seenThroughNegotiation(viewer: OfferPolicyViewer, offer: OfferSubject, context: OfferPolicyContext): boolean {
  const { role, id } = viewer.organisation;
  return (
    context.negotiatesOn === true &&
    !offer.deletedAt &&
    offer.status === 'published' &&
    role === 'enterprise' &&
    offer.organisationId !== id
  );
}

/**
 * Whether the viewer's company can have applied to offers at all (only a company applies), so that
 * `negotiatesOn` can matter to `seenThroughNegotiation`: `offerPolicyContext` asks the database only then.
 */
export function appliesToOffers(viewer: OfferPolicyViewer): boolean {
  return viewer.organisation.role === 'enterprise';
}

/**
 * The SQL half of the visibility rules, for lists: `manage` selects exactly the offers `view_managed`
 * allows, `partner` exactly those `view_as_partner` allows without a negotiation, `negotiating`
 * those `seenThroughNegotiation` adds (deleted offers are left out by the list query itself, as by
 * `managedBy`/`openToPartner`).
 */
export function offerVisibleTo(viewer: OfferPolicyViewer, scope: 'manage' | 'partner' | 'negotiating', today: string): SQL[] {
  const { role, id } = viewer.organisation;
  if (scope === 'partner') return partnerVisible(viewer, today, offers);
  if (scope === 'negotiating') {
    if (role !== 'enterprise') return [sql`false`];
    return [
      sql`${offers.id} IN (select ${negotiations.offerId} from ${negotiations} where ${negotiations.applicantOrganisationId} = ${id})`,
      eq(offers.status, 'published'),
      ne(offers.organisationId, id),
    ];
  }
  if (role === 'enterprise') return [eq(offers.organisationId, id)];
  if (role === 'bank') return [eq(offers.bankId, id), ne(offers.status, 'draft')];
  if (role === 'kokopelli') return [ne(offers.status, 'draft')];
  return [sql`false`];
}

/**
 * The partner rule over the search's side table `offer_search` (the partner search reads it: the
 * same columns under the same names, kept equal to the offer's by the database). The same
 * conditions as `offerVisibleTo(viewer, 'partner')`, so the side table holding more offers than it
 * should could not show one the rule does not allow (fewer could hide one). What it relies on is
 * that each row's columns equal its offer's: the trigger rewrites the row in every writer's
 * transaction (decision 023).
 */
export function offerSearchVisibleTo(viewer: OfferPolicyViewer, today: string): SQL[] {
  return partnerVisible(viewer, today, offerSearch);
}

function partnerVisible(viewer: OfferPolicyViewer, today: string, rows: typeof offers | typeof offerSearch): SQL[] {
  const { role, id } = viewer.organisation;
  if (role !== 'enterprise') return [sql`false`];
  return partnerVisibleToCompany(sql`${id}`, today, rows);
}

/**
 * The partner rule for the users of a company given as SQL (`partnerVisible` gives the viewer's;
 * the saved-search matcher, each saved search's user's company: docs/decisions/064): published,
 * public, within its period today, and another company's.
 */
export function partnerVisibleToCompany(companyId: SQL, today: string, rows: typeof offers | typeof offerSearch = offerSearch): SQL[] {
  return [
    eq(rows.status, 'published'),
    eq(rows.isPublic, true),
    sql`${rows.organisationId} <> ${companyId}`,
    sql`${rows.periodStart} <= ${today}`,
    sql`${rows.periodEnd} >= ${today}`,
  ];
}

/** Which lists each role has: partners search and keep favourites; each manager role has its own list. */
const OFFER_LIST_ROLE = {
  search: 'enterprise',
  favorites: 'enterprise',
  in_house: 'enterprise',
  bank: 'bank',
  operator: 'kokopelli',
} as const satisfies Record<string, Role>;
export type OfferListName = keyof typeof OFFER_LIST_ROLE;

/** May the viewer open a list at all (403 otherwise)? What it holds is `offerVisibleTo`'s. */
export function mayList(viewer: OfferPolicyViewer, list: OfferListName): boolean {
  return viewer.organisation.role === OFFER_LIST_ROLE[list];
}

// ---- actions ------------------------------------------------------------------------------

/**
 * The offer-manager rule (the `offer_writer` actor): may this user write their company's offers at
 * all? Company users only; administrators always; other users while the company has named no offer
 * managers, or once it has, if they are one. `managerIds` loads the company's named managers and is
 * called only when the answer depends on them.
 */
export async function writesOffers(
  viewer: OfferPolicyViewer & { user: { id: string } },
  managerIds: () => Promise<readonly string[]>,
): Promise<boolean> {
  if (viewer.organisation.role !== actorRole('offer_writer')) return false;
  if (viewer.user.userType === 'administrator') return true;
  const named = await managerIds();
  return named.length === 0 || named.includes(viewer.user.id);
}

/** The role of the organisation each actor of the transition table belongs to. */
function actorRole(actor: OfferActor): Role {
  return actor === 'offer_bank' ? 'bank' : 'enterprise';
}

/**
 * The decision for one action on one offer. `offer` is null for a new offer (the table's `from:
 * null` rows) and undefined when no offer has the id. The order of the checks is the order of the
 * API's answers: role (403), the viewer's own rights (403), visibility (404), the offer's status (409).
 * The offer writer's offer-manager check is about the viewer alone and comes before the offer is
 * looked at (a user who may not write offers hears 403 whatever the id); the administrator check
 * comes after (a general user deleting another company's offer hears 404, as for any offer they
 * cannot see). Both orders have been the API's behaviour since the offer API was first built.
 */
export function decide(
  viewer: OfferPolicyViewer,
  action: OfferPolicyAction,
  offer: OfferSubject | null | undefined,
  context: OfferPolicyContext,
): OfferDecision {
  switch (action) {
    case 'view_managed':
      return offer && managedBy(viewer, offer) ? allow() : refuse('hidden');
    case 'view_image':
      return offer && (managedBy(viewer, offer) || openToPartner(viewer, offer, context.today) || seenThroughNegotiation(viewer, offer, context))
        ? allow()
        : refuse('hidden');
    // A company that applied to the offer keeps the partner view.
    case 'view_as_partner':
      if (viewer.organisation.role !== 'enterprise') return refuse('forbidden');
      return offer && (openToPartner(viewer, offer, context.today) || seenThroughNegotiation(viewer, offer, context)) ? allow() : refuse('hidden');
    case 'favorite':
      if (viewer.organisation.role !== 'enterprise') return refuse('forbidden');
      return offer && openToPartner(viewer, offer, context.today) ? allow() : refuse('hidden');
    // Applying needs the offer open for applications today; a private one only to a company that applied to it before.
    case 'apply':
      if (viewer.organisation.role !== 'enterprise') return refuse('forbidden');
      if (!offer || !(openToPartner(viewer, offer, context.today) || seenThroughNegotiation(viewer, offer, context))) return refuse('hidden');
      return openToPartner(viewer, offer, context.today) || openForApplications(offer, context.today) ? allow() : refuse('invalid_transition');
    // An image is uploaded for the form it goes on: whoever may write that offer (a new one: null) may upload.
    case 'edit':
    case 'upload_image':
      return decide(viewer, 'register', offer, context);
  }
  const actor = actorOf(OFFER_TRANSITIONS, action);
  if (!actor || viewer.organisation.role !== actorRole(actor)) return refuse('forbidden');
  if (actor === 'offer_writer' && !context.writesOffers) return refuse('forbidden');
  if (offer === undefined) return refuse('hidden');
  if (offer !== null) {
    if (!managedBy(viewer, offer)) return refuse('hidden');
    if (actor === 'offer_bank' && offer.bankId !== viewer.organisation.id) return refuse('hidden');
    if (actor === 'company_administrator' && viewer.user.userType !== 'administrator') return refuse('forbidden');
  }
  const row = findTransition(OFFER_TRANSITIONS, offer ? offer.status : null, action);
  return row ? allow(row.to) : refuse('invalid_transition');
}

export function can(
  viewer: OfferPolicyViewer,
  action: OfferPolicyAction,
  offer: OfferSubject | null | undefined,
  context: OfferPolicyContext,
): boolean {
  return decide(viewer, action, offer, context).allowed;
}

/** What the viewer may do with an offer, sent with it so the browser shows actions from these alone. */
export function offerAbilities(viewer: OfferPolicyViewer, offer: OfferSubject, context: OfferPolicyContext): OfferAbilities {
  const may = (action: OfferPolicyAction) => can(viewer, action, offer, context);
  return {
    edit: may('edit'),
    save_draft: may('save_draft'),
    delete: may('delete'),
    approve: may('approve'),
    remand: may('remand'),
    deny: may('deny'),
    correct_translation: may('correct_translation'),
    favorite: may('favorite'),
  };
}

/**
 * What a company may do with another company's offer, sent with the partner view: apply, while the
 * offer is open for applications to it and its company has no open application on it yet.
 */
export function partnerOfferAbilities(
  viewer: OfferPolicyViewer,
  offer: OfferSubject,
  context: OfferPolicyContext & { hasOpenApplication: boolean },
): PartnerOfferAbilities {
  return { apply: !context.hasOpenApplication && can(viewer, 'apply', offer, context) };
}
