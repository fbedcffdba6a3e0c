import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { negotiations } from '../../db/schema/index.ts';
import type { Role, UserType } from '../../../shared/enums.ts';
import {
  COORDINATOR_OFFERED_STAGES,
  NEGOTIATION_STEP_ACTIONS,
  NEGOTIATION_TRANSITIONS,
  type NegotiationAction,
  type NegotiationActor,
  type NegotiationStage,
  waitingOn,
} from '../../../shared/negotiation-lifecycle.ts';
import { actorOf, findTransition } from '../../../shared/transition-table.ts';
import type { NegotiationAbilities, NegotiationSide } from '../../../shared/schemas/negotiations.ts';
import { allow as allowWith, refuse as refuseWith, type Decision, type Refusal } from '../../lib/policy.ts';

/**
 * Who may see and do what with a negotiation (docs/product/negotiations.md and docs/product/visibility.md), in one place, as offer.policy.ts
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

/** The role of the organisations each actor of the transition table belongs to. */
function actorRoles(actor: NegotiationActor): Role[] {
  switch (actor) {
    case 'applicant_company':
    case 'offer_company':
    case 'either_party':
      return ['enterprise'];
    case 'party_or_coordinator':
      return ['enterprise', 'coordinator'];
    case 'applicant_bank':
      return ['bank'];
    case 'coordinator':
      return ['coordinator'];
    case 'operator':
      return ['kokopelli'];
  }
}

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
  if (!actor || !actorRoles(actor).includes(viewer.organisation.role)) return refuse('forbidden');
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
  if (who === null || !visibleTo(viewer, n)) return false;
  switch (who) {
    case 'applicant_bank':
      return isActor(viewer, 'applicant_bank', n);
    case 'offer_company':
      return isActor(viewer, 'offer_company', n);
    case 'applicant_company':
      return isActor(viewer, 'applicant_company', n);
    case 'parties':
      return isActor(viewer, 'either_party', n);
    case 'coordinator':
      return isActor(viewer, 'coordinator', n);
    case 'operator':
      return isActor(viewer, 'operator', n);
  }
}

/** What the viewer may do now, sent with the negotiation so the browser shows actions from these alone. */
export function negotiationAbilities(viewer: NegotiationPolicyViewer, negotiation: NegotiationSubject): NegotiationAbilities {
  return Object.fromEntries(NEGOTIATION_STEP_ACTIONS.map((action) => [action, can(viewer, action, negotiation)])) as NegotiationAbilities;
}
