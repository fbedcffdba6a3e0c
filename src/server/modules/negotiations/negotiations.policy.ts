import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { negotiations } from '../../db/schema/index.ts';
import type { Role, UserType } from '../../../shared/enums.ts';
import {
  COORDINATOR_OFFERED_STAGES,
  NEGOTIATION_ACTOR_ROLES,
  NEGOTIATION_STEP_ACTIONS,
  NEGOTIATION_TRANSITIONS,
  stagesWaitingOn,
  WAITING_ON,
  WAITING_ON_ACTOR,
  type NegotiationAction,
  type NegotiationActor,
  type NegotiationStage,
  waitingOn,
} from '../../../shared/negotiation-lifecycle.ts';
import { actorOf, findTransition } from '../../../shared/transition-table.ts';
import type { NegotiationAbilities, NegotiationListQuery, NegotiationSide } from '../../../shared/schemas/negotiations.ts';
import { allow as allowWith, refuse as refuseWith, type Decision, type Refusal } from '../../lib/policy.ts';

/**
 * Who may see and do what with a negotiation (docs/product/negotiations.md and docs/product/visibility.md), in one place, as offers.policy.ts
 * is for offers: `decide`/`can` for one negotiation beside `negotiationVisibleTo` for lists (SQL),
 * `negotiationAbilities` sent to the browser, and the disclosure rule (`companyView`): which of the
 * two companies a viewer may know by name. Transitions are read from `NEGOTIATION_TRANSITIONS`
 * (src/shared/negotiation-lifecycle.ts). Any user of a party company may act for it (decision 017):
 * the offer-manager rule is about writing offers, not about negotiating.
 */

/** What the policy reads of a signed-in viewer (the server's Viewer fits it). */
export interface NegotiationPolicyViewer {
  organisation: { id: string; role: Role };
  user: { userType: UserType };
}

/** What the policy reads of a negotiation (a row of the negotiations table fits it). */
export interface NegotiationSubject {
  stage: NegotiationStage;
  applicantOrganisationId: string;
  applicantBankId: string;
  offerOrganisationId: string;
  offerBankId: string;
  /** The coordinator the deal is offered or assigned to now (null before, and after a decline). */
  coordinatorOrganisationId: string | null;
  /** When that coordinator accepted (assigned); null while only offered. */
  coordinatorAcceptedAt: Date | null;
  disclosedAt: Date | null;
  /** The applicant's bank's decision on the application: null until it decides. */
  bankDecision: 'approve' | 'deny' | null;
  /** Who made the pending cancel or completion request (null when none is pending). */
  requestBy: 'offer_company' | 'applicant' | 'coordinator' | null;
}

/** `view`: the negotiation itself; the rest are the lifecycle's actions. */
export type NegotiationPolicyAction = NegotiationAction | 'view';

export type NegotiationRefusal = Refusal;
export type NegotiationDecision = Decision<NegotiationStage | null>;

const allow = (to: NegotiationStage | null = null): NegotiationDecision => allowWith(to);
const refuse = (reason: Refusal): NegotiationDecision => refuseWith(reason);

// ---- who the viewer is to the negotiation -------------------------------------------------

/** The viewer's side: a user of the applicant company or of the offer company; null for anyone else. */
export function sideOf(viewer: NegotiationPolicyViewer, negotiation: NegotiationSubject): NegotiationSide | null {
  if (viewer.organisation.role !== 'enterprise') return null;
  if (negotiation.applicantOrganisationId === viewer.organisation.id) return 'applicant';
  if (negotiation.offerOrganisationId === viewer.organisation.id) return 'offer_company';
  return null;
}

const isBankOf = (viewer: NegotiationPolicyViewer, n: NegotiationSubject) =>
  viewer.organisation.role === 'bank' && (n.applicantBankId === viewer.organisation.id || n.offerBankId === viewer.organisation.id);

const OFFERED_STAGES: readonly NegotiationStage[] = COORDINATOR_OFFERED_STAGES;

/**
 * The coordinator the deal is offered to now (also under a pending cancel request) or assigned to.
 * One whose offer was declined (the row forgets it) or withdrawn by an approved cancel (the row
 * keeps it, not accepted) is neither: docs/product/visibility.md gives coordinators offered or assigned deals only.
 */
const isCoordinatorOf = (viewer: NegotiationPolicyViewer, n: NegotiationSubject) =>
  viewer.organisation.role === 'coordinator' &&
  n.coordinatorOrganisationId === viewer.organisation.id &&
  (n.coordinatorAcceptedAt !== null || OFFERED_STAGES.includes(n.stage));

const isAssignedCoordinator = (viewer: NegotiationPolicyViewer, n: NegotiationSubject) => isCoordinatorOf(viewer, n) && n.coordinatorAcceptedAt !== null;

/**
 * Who may know a negotiation exists (docs/product/visibility.md): its two companies, either company's bank, the
 * coordinator it is offered or assigned to (one that declined, or whose offer a cancel withdrew,
 * no longer), the operator. SQL half: `negotiationVisibleTo`.
 */
function visibleTo(viewer: NegotiationPolicyViewer, n: NegotiationSubject): boolean {
  if (viewer.organisation.role === 'kokopelli') return true;
  return sideOf(viewer, n) !== null || isBankOf(viewer, n) || isCoordinatorOf(viewer, n);
}

/** The SQL half of `visibleTo`, for lists: selects exactly the negotiations `view` allows. */
export function negotiationVisibleTo(viewer: NegotiationPolicyViewer): SQL {
  const { role, id } = viewer.organisation;
  switch (role) {
    case 'kokopelli':
      return sql`true`;
    case 'enterprise':
      return or(eq(negotiations.applicantOrganisationId, id), eq(negotiations.offerOrganisationId, id))!;
    case 'bank':
      return or(eq(negotiations.applicantBankId, id), eq(negotiations.offerBankId, id))!;
    case 'coordinator':
      return and(
        eq(negotiations.coordinatorOrganisationId, id),
        or(isNotNull(negotiations.coordinatorAcceptedAt), inArray(negotiations.stage, OFFERED_STAGES)),
      )!;
  }
}

// ---- disclosure ---------------------------------------------------------------------------

/**
 * Whether the viewer may know one of the two companies by name (docs/product/visibility.md): its own users
 * always; the other party only once `disclosed_at` is set (both NDAs agreed; it stays set after a
 * cancel, decision 015); both banks and the operator always; the coordinator offered or assigned
 * the deal once `disclosed_at` is set (it is offered only after the disclosure, and decides on
 * knowing whom it would serve: docs/decisions/034-negotiation-pages.md). Everything that identifies
 * a company (names, representatives, users) follows this answer; the full profile
 * (`mayViewCompanyThrough`) waits for the coordinator's acceptance.
 */
export function companyView(viewer: NegotiationPolicyViewer, n: NegotiationSubject, company: NegotiationSide): 'disclosed' | 'hidden' {
  if (!visibleTo(viewer, n)) return 'hidden';
  const side = sideOf(viewer, n);
  if (side !== null) return side === company || n.disclosedAt !== null ? 'disclosed' : 'hidden';
  if (viewer.organisation.role === 'coordinator') return n.disclosedAt !== null ? 'disclosed' : 'hidden';
  return 'disclosed';
}

/**
 * The SQL half of `companyView`, for what a list may match by a company's name (the keyword
 * filter): the negotiations, among those `negotiationVisibleTo` selects, where the viewer may know
 * `company` by name. A hidden name must never decide whether a row is found.
 */
export function companyNameKnownTo(viewer: NegotiationPolicyViewer, company: NegotiationSide): SQL {
  const { role, id } = viewer.organisation;
  switch (role) {
    case 'kokopelli':
    case 'bank':
      return sql`true`;
    case 'coordinator':
      return isNotNull(negotiations.disclosedAt);
    case 'enterprise':
      return or(eq(company === 'applicant' ? negotiations.applicantOrganisationId : negotiations.offerOrganisationId, id), isNotNull(negotiations.disclosedAt))!;
  }
}

/**
 * `GET /company/:id?trading_id=` (the "counterpart company profile" row of docs/product/visibility.md): may the viewer open
 * the profile of `companyId` through this negotiation? Only one of its two companies, and only
 * when `companyView` discloses it to the viewer. The organisation service asks this for a
 * trading_id; without one its own organisation policy decides.
 */
export function mayViewCompanyThrough(viewer: NegotiationPolicyViewer, n: NegotiationSubject | undefined, companyId: string): boolean {
  if (!n) return false;
  const company: NegotiationSide | null =
    companyId === n.applicantOrganisationId ? 'applicant' : companyId === n.offerOrganisationId ? 'offer_company' : null;
  if (viewer.organisation.role === 'coordinator' && !isAssignedCoordinator(viewer, n)) return false;
  return company !== null && companyView(viewer, n, company) === 'disclosed';
}

/**
 * Who may read what a side wrote with an action (a reason, a note, remarks): the author's side,
 * both banks, the operator and the assigned coordinator; the other party only after disclosure
 * (a text may name its author). The bank's approval remarks and denial reason: the applicant
 * side, the applicant's bank and the operator.
 */
export function mayReadText(viewer: NegotiationPolicyViewer, n: NegotiationSubject, author: 'offer_company' | 'applicant' | 'applicant_bank' | 'coordinator' | 'operator'): boolean {
  if (!visibleTo(viewer, n)) return false;
  const side = sideOf(viewer, n);
  if (author === 'applicant_bank') {
    return side === 'applicant' || viewer.organisation.role === 'kokopelli' || (viewer.organisation.role === 'bank' && n.applicantBankId === viewer.organisation.id);
  }
  if (author === 'offer_company' || author === 'applicant') return companyView(viewer, n, author) === 'disclosed';
  if (viewer.organisation.role === 'coordinator') return isCoordinatorOf(viewer, n);
  return true;
}

/**
 * Who may read the application's text (`application_details`): whoever may see the negotiation,
 * but the offer company only once the applicant's bank has approved the application — its bank
 * reviews the text for confidential information first — and never after a denial (decision 032).
 * The history entry of the application carries the same text and follows this rule too.
 */
export function mayReadApplication(viewer: NegotiationPolicyViewer, n: NegotiationSubject): boolean {
  if (!visibleTo(viewer, n)) return false;
  return sideOf(viewer, n) !== 'offer_company' || n.bankDecision === 'approve';
}

/**
 * Who may read the negotiation's chat (the "chat" row of docs/product/visibility.md): its two companies once the names are
 * disclosed (the room opens then; each its own negotiation), either company's bank (its
 * customers'), the coordinator once assigned (accepted), the operator. Nobody else, and not a
 * coordinator only offered the deal or one that declined it.
 */
export function mayReadChat(viewer: NegotiationPolicyViewer, n: NegotiationSubject): boolean {
  if (!visibleTo(viewer, n)) return false;
  if (sideOf(viewer, n) !== null) return n.disclosedAt !== null;
  if (viewer.organisation.role === 'coordinator') return isAssignedCoordinator(viewer, n);
  return viewer.organisation.role === 'bank' || viewer.organisation.role === 'kokopelli';
}

/**
 * Who may write in the negotiation's chat (decision 020): of those `mayReadChat` admits,
 * the applicant company's selected representatives (`isRepresentative`: the viewer's user is one of
 * the negotiation's representatives), any user of the offer company (it selects nobody, decision
 * 017), and the assigned coordinator's users. Banks and the operator only read. Whether the room is
 * still open is not the policy's: the send checks it in the same statement that numbers the message.
 */
export function mayWriteChat(viewer: NegotiationPolicyViewer, n: NegotiationSubject, context: { isRepresentative: boolean }): boolean {
  if (!mayReadChat(viewer, n)) return false;
  const side = sideOf(viewer, n);
  if (side === 'applicant') return context.isRepresentative;
  if (side === 'offer_company') return true;
  return viewer.organisation.role === 'coordinator';
}

// ---- actions ------------------------------------------------------------------------------

/** Is this viewer, who may see the negotiation, the table's actor? */
function isActor(viewer: NegotiationPolicyViewer, actor: NegotiationActor, n: NegotiationSubject): boolean {
  const side = sideOf(viewer, n);
  switch (actor) {
    case 'applicant_company':
      return side === 'applicant';
    case 'offer_company':
      return side === 'offer_company';
    case 'either_party':
      return side !== null;
    case 'party_or_coordinator':
      return side !== null || isAssignedCoordinator(viewer, n);
    case 'applicant_bank':
      return viewer.organisation.role === 'bank' && n.applicantBankId === viewer.organisation.id;
    case 'coordinator':
      return isCoordinatorOf(viewer, n);
    case 'requester':
      // Nothing pending: whoever could have asked (the stage then answers 409, e.g. to a stale page).
      if (n.requestBy === null) return side !== null || isAssignedCoordinator(viewer, n);
      return side === n.requestBy || (n.requestBy === 'coordinator' && isAssignedCoordinator(viewer, n));
    case 'operator':
      return viewer.organisation.role === 'kokopelli';
  }
}

/**
 * The decision for one action on one negotiation (null: a new one, `apply`; undefined: no
 * negotiation has the id). The order of the checks is the order of the API's answers: the
 * viewer's role (403), visibility (404), the viewer's part in it (403: e.g. the offer company's
 * bank, which sees but does not decide), the stage (409). Whether the offer may be applied to is
 * the service's (the offer policy's) question.
 */
export function decide(viewer: NegotiationPolicyViewer, action: NegotiationPolicyAction, negotiation: NegotiationSubject | null | undefined): NegotiationDecision {
  if (action === 'view') return negotiation && visibleTo(viewer, negotiation) ? allow() : refuse('hidden');
  const actor = actorOf(NEGOTIATION_TRANSITIONS, action);
  if (!actor || !NEGOTIATION_ACTOR_ROLES[actor].includes(viewer.organisation.role)) return refuse('forbidden');
  if (negotiation === undefined) return refuse('hidden');
  if (negotiation !== null) {
    if (!visibleTo(viewer, negotiation)) return refuse('hidden');
    if (!isActor(viewer, actor, negotiation)) return refuse('forbidden');
  }
  const row = findTransition(NEGOTIATION_TRANSITIONS, negotiation ? negotiation.stage : null, action);
  return row ? allow(row.to) : refuse('invalid_transition');
}

export function can(viewer: NegotiationPolicyViewer, action: NegotiationPolicyAction, negotiation: NegotiationSubject | null | undefined): boolean {
  return decide(viewer, action, negotiation).allowed;
}

/**
 * Whether the negotiation waits on the viewer's organisation (`waitingOn` of the lifecycle): the
 * page then says "Waiting on you" instead of naming the viewer's own role (decision 034).
 */
export function isWaitedOn(viewer: NegotiationPolicyViewer, n: NegotiationSubject): boolean {
  const who = waitingOn(n.stage);
  return who !== null && visibleTo(viewer, n) && isActor(viewer, WAITING_ON_ACTOR[who], n);
}

/**
 * The SQL half of `isWaitedOn`, for the "waiting on me" filter of every list: the negotiations whose
 * stage waits on an actor the viewer's organisation is (among those `negotiationVisibleTo` selects).
 */
export function negotiationWaitsOn(viewer: NegotiationPolicyViewer): SQL {
  const parts = WAITING_ON.flatMap((who) => {
    const actor = negotiationActorIs(viewer, WAITING_ON_ACTOR[who]);
    const stages = stagesWaitingOn(who);
    return actor && stages.length > 0 ? [and(inArray(negotiations.stage, stages), actor)!] : [];
  });
  return parts.length > 0 ? or(...parts)! : sql`false`;
}

/**
 * The SQL half of `isActor` for lists (the to-do list: docs/decisions/039-one-stage-table.md):
 * the negotiations at which the viewer's organisation is the actor, among those
 * `negotiationVisibleTo` selects (the caller joins the two); null when its role is never that actor.
 */
export function negotiationActorIs(viewer: NegotiationPolicyViewer, actor: NegotiationActor): SQL | null {
  const { role, id } = viewer.organisation;
  if (!NEGOTIATION_ACTOR_ROLES[actor].includes(role)) return null;
  switch (actor) {
    case 'applicant_company':
      return eq(negotiations.applicantOrganisationId, id);
    case 'offer_company':
      return eq(negotiations.offerOrganisationId, id);
    case 'either_party':
      return or(eq(negotiations.applicantOrganisationId, id), eq(negotiations.offerOrganisationId, id))!;
    case 'party_or_coordinator':
      return role === 'coordinator'
        ? and(eq(negotiations.coordinatorOrganisationId, id), isNotNull(negotiations.coordinatorAcceptedAt))!
        : or(eq(negotiations.applicantOrganisationId, id), eq(negotiations.offerOrganisationId, id))!;
    case 'applicant_bank':
      return eq(negotiations.applicantBankId, id);
    case 'coordinator':
      return eq(negotiations.coordinatorOrganisationId, id);
    case 'requester':
      return role === 'coordinator'
        ? and(
            eq(negotiations.coordinatorOrganisationId, id),
            isNotNull(negotiations.coordinatorAcceptedAt),
            or(isNull(negotiations.requestBy), eq(negotiations.requestBy, 'coordinator')),
          )!
        : or(
            and(eq(negotiations.applicantOrganisationId, id), or(isNull(negotiations.requestBy), eq(negotiations.requestBy, 'applicant'))),
            and(eq(negotiations.offerOrganisationId, id), or(isNull(negotiations.requestBy), eq(negotiations.requestBy, 'offer_company'))),
          )!;
    case 'operator':
      return sql`true`;
  }
}

// ---- lists and what only some viewers see -------------------------------------------------

/** The lists beside the viewer's own negotiations: the CSV export (banks and the operator, decision 017), the coordinators to offer a deal to (the operator). */
const LIST_ROLES = {
  export_csv: ['bank', 'kokopelli'],
  coordinators: ['kokopelli'],
} as const satisfies Record<string, readonly Role[]>;
export type NegotiationListName = keyof typeof LIST_ROLES;

/** May the viewer have this list at all (403 otherwise)? */
export function decideList(viewer: NegotiationPolicyViewer, list: NegotiationListName): Decision {
  return (LIST_ROLES[list] as readonly Role[]).includes(viewer.organisation.role) ? allowWith() : refuseWith('forbidden');
}

/**
 * The side a company's list is narrowed to (`scope=applied`: its applications, `offered`: those on
 * its offers); null for `all`, and for every other role, whose lists have no sides.
 */
export function scopedSide(viewer: NegotiationPolicyViewer, scope: NegotiationListQuery['scope']): NegotiationSide | null {
  if (viewer.organisation.role !== 'enterprise') return null;
  return scope === 'applied' ? 'applicant' : scope === 'offered' ? 'offer_company' : null;
}

/** The operator's list puts what is overdue first (decision 021); other viewers keep the order they asked for. */
export function listsOverdueFirst(viewer: NegotiationPolicyViewer): boolean {
  return viewer.organisation.role === 'kokopelli';
}

/**
 * Whether what the viewer writes now is read by the other side before the names are disclosed:
 * a party's, before disclosure (its free text must not name its company,
 * docs/decisions/031-identifying-text.md).
 */
export function writesBeforeDisclosure(viewer: NegotiationPolicyViewer, n: NegotiationSubject): boolean {
  return n.disclosedAt === null && sideOf(viewer, n) !== null;
}

/** The coordinators the deal was offered to and their answers: the operator's choice is its own business (decision 017). */
export function mayReadCoordinatorOffers(viewer: NegotiationPolicyViewer, n: NegotiationSubject): boolean {
  return viewer.organisation.role === 'kokopelli' && visibleTo(viewer, n);
}

/** What the viewer may do now, sent with the negotiation so the browser shows actions from these alone. */
export function negotiationAbilities(viewer: NegotiationPolicyViewer, negotiation: NegotiationSubject): NegotiationAbilities {
  return Object.fromEntries(NEGOTIATION_STEP_ACTIONS.map((action) => [action, can(viewer, action, negotiation)])) as NegotiationAbilities;
}
