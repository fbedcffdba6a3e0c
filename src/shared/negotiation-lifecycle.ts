import type { NegotiationStatus, NegotiationStep, Role } from './enums.ts';
import type { TodoKind } from './schemas/notifications.ts';
import { actionsFrom, findTransition, type Transition, type TransitionTable } from './transition-table.ts';

/**
 * The negotiation (trading) lifecycle of docs/product/negotiations.md as data, the twin of offer-lifecycle.ts.
 * docs/decisions/015-negotiation-lifecycle.md explains the choices.
 *
 * A negotiation's position is its **stage**: one string that says at once which step it is at,
 * whether a coordinator has been offered the deal, and whether a cancel or completion request is
 * waiting for the administration office. The transition table works on stages, so one row is one
 * allowed move and `findTransition` compares plain strings. The stored facts are `stage` and
 * `step`: the step follows from the stage except for a cancelled negotiation, which keeps the step
 * it was cancelled at (`nextNegotiationState` keeps the two in step). The status, the pending
 * request, what the coordinator has been asked and whom the negotiation waits on all follow from
 * the stage.
 */

/** Stages a negotiation can be cancelled from (on request, approved by the administration office). */
export const CANCELABLE_STAGES = [
  /** Step 2: the applicant's bank approves or denies the application. */
  'bank_approval',
  /** Step 3: the offer company agrees or disagrees to the NDA. */
  'nda_offer_company',
  /** Step 4: the applicant company agrees or disagrees to the NDA. */
  'nda_applicant',
  /** Step 5: names are disclosed; the operator is to offer the deal to a coordinator (none offered yet, or the last one declined). */
  'coordinator_assignment',
  /** Step 5: a coordinator has been offered the deal and is to accept or decline. */
  'coordinator_offered',
  /** Step 6: the coordinator accepted and is to create the contract (its DocuSign URL). */
  'contract_creation',
  /** Step 7: the contract exists; the coordinator records the signing (and may correct the URL until then). */
  'contract_signing',
  /** Step 8: signed; a party or the coordinator may request completion. */
  'completion_request',
] as const;
export type CancelableStage = (typeof CANCELABLE_STAGES)[number];

/** A cancel request waits for the administration office; the negotiation is frozen where it was. */
export type CancelRequestedStage = `${CancelableStage}:cancel_requested`;

export const NEGOTIATION_STAGES = [
  ...CANCELABLE_STAGES,
  /** Step 9: completion requested; the administration office approves (completed) or rejects (back to step 8). */
  'completion_requested',
  'completed',
  'canceled',
  ...CANCELABLE_STAGES.map((stage) => `${stage}:cancel_requested` as const),
] as const satisfies readonly string[];
export type NegotiationStage = (typeof NEGOTIATION_STAGES)[number];

/** The stages at which the deal is offered to a coordinator that has not answered yet (also under a cancel request). */
export const COORDINATOR_OFFERED_STAGES = NEGOTIATION_STAGES.filter((stage) => baseStage(stage) === 'coordinator_offered');

/** Stages nothing can move out of. */
export const FINAL_NEGOTIATION_STAGES = ['completed', 'canceled'] as const satisfies readonly NegotiationStage[];

/** The actions on an existing negotiation: every one but `apply` (the abilities' keys, one API path each). */
export const NEGOTIATION_STEP_ACTIONS = [
  'bank_approve',
  'bank_deny',
  'offer_company_nda_agree',
  'offer_company_nda_disagree',
  'applicant_nda_agree',
  'applicant_nda_disagree',
  'offer_coordinator',
  'coordinator_accept',
  'coordinator_decline',
  'create_contract',
  'update_contract_url',
  'record_signing',
  'request_completion',
  'approve_completion',
  'reject_completion',
  'request_cancel',
  'approve_cancel',
  'reject_cancel',
  'withdraw_cancel_request',
  'withdraw_completion_request',
  'withdraw_coordinator_offer',
  'reassign_coordinator',
] as const;
export type NegotiationStepAction = (typeof NEGOTIATION_STEP_ACTIONS)[number];

export const NEGOTIATION_ACTIONS = ['apply', ...NEGOTIATION_STEP_ACTIONS] as const;
export type NegotiationAction = (typeof NEGOTIATION_ACTIONS)[number];

/**
 * Who takes a negotiation action (docs/product/negotiations.md). Which viewer is which is the server's negotiation
 * policy's business, never src/shared's:
 * - `applicant_company`: a user of the company that applied (for `apply`, the company applying);
 * - `offer_company`: a user of the company whose offer it is;
 * - `either_party`: a user of either of the two;
 * - `party_or_coordinator`: either party, or the coordinator the deal is assigned to;
 * - `applicant_bank`: the applicant company's financial institution (the offer company's bank only sees);
 * - `coordinator`: the coordinator organisation the deal is offered to (accept/decline) or assigned to;
 * - `requester`: whoever made the pending cancel or completion request (a party, or the assigned
 *   coordinator), to withdraw it (docs/decisions/061-undo-paths.md);
 * - `operator`: the administration office (kokopelli).
 */
export const NEGOTIATION_ACTORS = [
  'applicant_company',
  'offer_company',
  'either_party',
  'party_or_coordinator',
  'applicant_bank',
  'coordinator',
  'requester',
  'operator',
] as const;
export type NegotiationActor = (typeof NEGOTIATION_ACTORS)[number];

/**
 * The role of the organisations each actor belongs to: the action routes' roles, and the first
 * question of the policy's `decide` (which user of those roles is the actor is the policy's).
 */
export const NEGOTIATION_ACTOR_ROLES: Readonly<Record<NegotiationActor, readonly Role[]>> = {
  applicant_company: ['enterprise'],
  offer_company: ['enterprise'],
  either_party: ['enterprise'],
  party_or_coordinator: ['enterprise', 'coordinator'],
  applicant_bank: ['bank'],
  coordinator: ['coordinator'],
  requester: ['enterprise', 'coordinator'],
  operator: ['kokopelli'],
};

type Row = Transition<NegotiationStage, NegotiationAction, NegotiationActor>;

const cancelRequested = (stage: CancelableStage): CancelRequestedStage => `${stage}:cancel_requested`;

/**
 * The rows of the cancel procedure for every cancellable stage: either party requests (the
 * negotiation freezes), the administration office approves (→ `canceled`) or rejects (back to the
 * very stage it was requested from), or the requester withdraws its request before the office has
 * answered (back to that stage too).
 */
const cancelRows: Row[] = CANCELABLE_STAGES.flatMap((stage): Row[] => [
  { from: stage, action: 'request_cancel', to: cancelRequested(stage), actor: 'either_party' },
  { from: cancelRequested(stage), action: 'approve_cancel', to: 'canceled', actor: 'operator' },
  { from: cancelRequested(stage), action: 'reject_cancel', to: stage, actor: 'operator' },
  { from: cancelRequested(stage), action: 'withdraw_cancel_request', to: stage, actor: 'requester' },
]);

/** The negotiation state machine of docs/product/negotiations.md, one row per allowed move. */
export const NEGOTIATION_TRANSITIONS: TransitionTable<NegotiationStage, NegotiationAction, NegotiationActor> = [
  { from: null, action: 'apply', to: 'bank_approval', actor: 'applicant_company' },
  { from: 'bank_approval', action: 'bank_approve', to: 'nda_offer_company', actor: 'applicant_bank' },
  { from: 'bank_approval', action: 'bank_deny', to: 'canceled', actor: 'applicant_bank' },
  { from: 'nda_offer_company', action: 'offer_company_nda_agree', to: 'nda_applicant', actor: 'offer_company' },
  { from: 'nda_offer_company', action: 'offer_company_nda_disagree', to: 'canceled', actor: 'offer_company' },
  { from: 'nda_applicant', action: 'applicant_nda_agree', to: 'coordinator_assignment', actor: 'applicant_company' },
  { from: 'nda_applicant', action: 'applicant_nda_disagree', to: 'canceled', actor: 'applicant_company' },
  { from: 'coordinator_assignment', action: 'offer_coordinator', to: 'coordinator_offered', actor: 'operator' },
  { from: 'coordinator_offered', action: 'coordinator_accept', to: 'contract_creation', actor: 'coordinator' },
  { from: 'coordinator_offered', action: 'coordinator_decline', to: 'coordinator_assignment', actor: 'coordinator' },
  // The office takes back an offer the coordinator has not answered, or gives it to another one.
  { from: 'coordinator_offered', action: 'withdraw_coordinator_offer', to: 'coordinator_assignment', actor: 'operator' },
  { from: 'coordinator_offered', action: 'reassign_coordinator', to: 'coordinator_offered', actor: 'operator' },
  { from: 'contract_creation', action: 'create_contract', to: 'contract_signing', actor: 'coordinator' },
  { from: 'contract_signing', action: 'update_contract_url', to: 'contract_signing', actor: 'coordinator' },
  { from: 'contract_signing', action: 'record_signing', to: 'completion_request', actor: 'coordinator' },
  { from: 'completion_request', action: 'request_completion', to: 'completion_requested', actor: 'party_or_coordinator' },
  { from: 'completion_requested', action: 'approve_completion', to: 'completed', actor: 'operator' },
  { from: 'completion_requested', action: 'reject_completion', to: 'completion_request', actor: 'operator' },
  { from: 'completion_requested', action: 'withdraw_completion_request', to: 'completion_request', actor: 'requester' },
  ...cancelRows,
];

/** The stored position of a negotiation: its stage, and the step (kept when it is cancelled). */
export interface NegotiationState {
  stage: NegotiationStage;
  step: NegotiationStep;
}

/** The stage without its pending cancel request. */
export function baseStage(stage: NegotiationStage): Exclude<NegotiationStage, CancelRequestedStage> {
  return stage.endsWith(':cancel_requested')
    ? (stage.slice(0, -':cancel_requested'.length) as CancelableStage)
    : (stage as Exclude<NegotiationStage, CancelRequestedStage>);
}

const STEP_OF_STAGE: Record<Exclude<NegotiationStage, CancelRequestedStage | 'canceled'>, NegotiationStep> = {
  bank_approval: 'bank_approval',
  nda_offer_company: 'nda_offer_company',
  nda_applicant: 'nda_applicant',
  coordinator_assignment: 'coordinator_assignment',
  coordinator_offered: 'coordinator_assignment',
  contract_creation: 'contract_creation',
  contract_signing: 'contract_signing',
  completion_request: 'completion_request',
  completion_requested: 'completion',
  completed: 'completion',
};

/**
 * The progress step a stage is at: the step now being worked on (step 1, application, is done
 * the moment the negotiation exists). Null for `canceled`: a cancelled negotiation keeps, in its
 * stored `step`, the step it was cancelled at.
 */
export function stepOfStage(stage: NegotiationStage): NegotiationStep | null {
  const base = baseStage(stage);
  return base === 'canceled' ? null : STEP_OF_STAGE[base];
}

/** The status a stage shows (docs/product/negotiations.md): preparing until both NDAs are agreed, then under negotiation. */
export function statusOfStage(stage: NegotiationStage): Exclude<NegotiationStatus, 'none'> {
  const base = baseStage(stage);
  if (base === 'completed' || base === 'canceled') return base;
  if (base === 'bank_approval' || base === 'nda_offer_company' || base === 'nda_applicant') return 'preparing';
  return 'under_negotiation';
}

export const PENDING_REQUESTS = ['cancel', 'completion'] as const;
export type PendingRequest = (typeof PENDING_REQUESTS)[number];

/** The request waiting for the administration office, if any. */
export function pendingRequestOf(stage: NegotiationStage): PendingRequest | null {
  if (stage.endsWith(':cancel_requested')) return 'cancel';
  if (stage === 'completion_requested') return 'completion';
  return null;
}

export const COORDINATOR_STATES = ['none', 'offered', 'assigned'] as const;
export type CoordinatorState = (typeof COORDINATOR_STATES)[number];

/**
 * Where the coordinator stands: not offered yet (or the last offer declined), offered, or
 * assigned (accepted). Null for `canceled`: whether a coordinator was assigned then is a stored fact
 * (the negotiation's coordinator and when it accepted), not a stage.
 */
export function coordinatorStateOf(stage: NegotiationStage): CoordinatorState | null {
  const base = baseStage(stage);
  if (base === 'canceled') return null;
  if (base === 'coordinator_offered') return 'offered';
  const step = STEP_OF_STAGE[base];
  return NEGOTIATION_STEP_ORDER[step] > NEGOTIATION_STEP_ORDER.coordinator_assignment ? 'assigned' : 'none';
}

/** Position of each step, 1 to 9, for "done / current / to come" in the progress view. */
export const NEGOTIATION_STEP_ORDER: Record<NegotiationStep, number> = {
  application: 1,
  bank_approval: 2,
  nda_offer_company: 3,
  nda_applicant: 4,
  coordinator_assignment: 5,
  contract_creation: 6,
  contract_signing: 7,
  completion_request: 8,
  completion: 9,
};

/** How a step is named: each step by itself, except step 5 while no coordinator has accepted. */
export type NegotiationStepLabel = NegotiationStep | 'coordinator_assigning';

/**
 * A step's name for a negotiation at `at`: step 5 reads "Assigning a coordinator" until the
 * coordinator accepts (the negotiation has moved past step 5, or completed), "Coordinator assigned"
 * after; a negotiation cancelled at step 5 never had one (docs/decisions/034-negotiation-pages.md).
 */
export function stepLabelOf(step: NegotiationStep, at: { step: NegotiationStep; status: NegotiationStatus }): NegotiationStepLabel {
  if (step !== 'coordinator_assignment') return step;
  const past = at.status === 'completed' || NEGOTIATION_STEP_ORDER[at.step] > NEGOTIATION_STEP_ORDER.coordinator_assignment;
  return past ? step : 'coordinator_assigning';
}

/**
 * The position after an action (null for a new negotiation), or null when the table has no such
 * move. Cancelling keeps the step it happened at; any other move takes the step of its new stage.
 */
export function nextNegotiationState(from: NegotiationState | null, action: NegotiationAction): NegotiationState | null {
  const row = findTransition(NEGOTIATION_TRANSITIONS, from?.stage ?? null, action);
  if (!row) return null;
  const step = stepOfStage(row.to);
  if (step !== null) return { stage: row.to, step };
  // Only `canceled` has no step of its own, and nothing creates a negotiation cancelled.
  return from ? { stage: row.to, step: from.step } : null;
}

/** The actions the table allows from a stage (null: before the negotiation exists). */
export function negotiationActionsFrom(stage: NegotiationStage | null): NegotiationAction[] {
  return actionsFrom(NEGOTIATION_TRANSITIONS, stage);
}

/** Whom a negotiation waits on, for the "waiting on" column; `parties` means either company. */
export const WAITING_ON = ['applicant_bank', 'offer_company', 'applicant_company', 'operator', 'coordinator', 'parties'] as const;
export type WaitingOn = (typeof WAITING_ON)[number];

/** The actor each "waiting on" names (`parties`: either company), for "is it the viewer's turn". */
export const WAITING_ON_ACTOR: Readonly<Record<WaitingOn, NegotiationActor>> = {
  applicant_bank: 'applicant_bank',
  offer_company: 'offer_company',
  applicant_company: 'applicant_company',
  operator: 'operator',
  coordinator: 'coordinator',
  parties: 'either_party',
};

/** The actors one organisation is: who can be the one who must act at a stage. */
export type StageActor = Extract<NegotiationActor, 'applicant_bank' | 'offer_company' | 'applicant_company' | 'operator' | 'coordinator'>;

/**
 * One stage's turn (docs/decisions/039-one-stage-table.md): everything about "whose turn is it"
 * that lists, pages, the to-do list, due times and reminders say, in one row.
 * - `waitingOn`: whose turn it is, as the "waiting on" column and filter say it; null at a final stage.
 * - `acts`: the organisation that must act now, and the item its to-do list shows (its kind, the
 *   text `inbox.todo.kinds.<kind>`); null where nobody must. It may be narrower than `waitingOn`:
 *   the parties sign the contract, but the coordinator is the one to record it.
 * - `deadline`: the step's due time, in business days after it started waiting, and its name (the
 *   reminder's `reminder.<step>`, the key of `DEADLINE_BUSINESS_DAYS`); null where nothing is due.
 *   Whoever `acts` must meet it (their country's holidays count), and is reminded.
 */
export interface NegotiationStageRow<DeadlineName extends string = string> {
  waitingOn: WaitingOn | null;
  acts: { actor: StageActor; todo: TodoKind } | null;
  deadline: { step: DeadlineName; businessDays: number } | null;
}

/** How many business days a step has unless the row says otherwise (decision 021: `DEADLINE_BUSINESS_DAYS` overrides it per step). */
export const DEFAULT_DEADLINE_BUSINESS_DAYS = 5;
const days = DEFAULT_DEADLINE_BUSINESS_DAYS;

/** The row of each stage without a pending cancel request. */
const BASE_STAGE_ROWS = {
  bank_approval: {
    waitingOn: 'applicant_bank',
    acts: { actor: 'applicant_bank', todo: 'approve_application' },
    deadline: { step: 'bank_approval', businessDays: days },
  },
  nda_offer_company: {
    waitingOn: 'offer_company',
    acts: { actor: 'offer_company', todo: 'nda_decision' },
    deadline: { step: 'nda_offer_company', businessDays: days },
  },
  nda_applicant: {
    waitingOn: 'applicant_company',
    acts: { actor: 'applicant_company', todo: 'nda_decision' },
    deadline: { step: 'nda_applicant', businessDays: days },
  },
  coordinator_assignment: {
    waitingOn: 'operator',
    acts: { actor: 'operator', todo: 'assign_coordinator' },
    deadline: { step: 'coordinator_assignment', businessDays: days },
  },
  coordinator_offered: {
    waitingOn: 'coordinator',
    acts: { actor: 'coordinator', todo: 'answer_coordinator_offer' },
    deadline: { step: 'coordinator_offered', businessDays: days },
  },
  contract_creation: {
    waitingOn: 'coordinator',
    acts: { actor: 'coordinator', todo: 'create_contract' },
    deadline: { step: 'contract_creation', businessDays: days },
  },
  // The parties sign; the coordinator records it once they have.
  contract_signing: {
    waitingOn: 'parties',
    acts: { actor: 'coordinator', todo: 'record_signing' },
    deadline: { step: 'contract_signing', businessDays: days },
  },
  // Either party (or the coordinator) asks to complete; the parties are the ones to decide they are
  // done, so nothing is due. The coordinator's to-do reminds it that it may ask.
  completion_request: {
    waitingOn: 'parties',
    acts: { actor: 'coordinator', todo: 'request_completion' },
    deadline: null,
  },
  completion_requested: {
    waitingOn: 'operator',
    acts: { actor: 'operator', todo: 'approve_completion' },
    deadline: { step: 'completion_requested', businessDays: days },
  },
  completed: { waitingOn: null, acts: null, deadline: null },
  canceled: { waitingOn: null, acts: null, deadline: null },
} as const satisfies Record<Exclude<NegotiationStage, CancelRequestedStage>, NegotiationStageRow>;

/** The row of every `<stage>:cancel_requested`: the administration office approves or rejects the request. */
const CANCEL_REQUESTED_ROW = {
  waitingOn: 'operator',
  acts: { actor: 'operator', todo: 'approve_cancel' },
  deadline: { step: 'cancel_requested', businessDays: days },
} as const satisfies NegotiationStageRow;

type StageRowOf = (typeof BASE_STAGE_ROWS)[keyof typeof BASE_STAGE_ROWS] | typeof CANCEL_REQUESTED_ROW;

/** The names of the negotiation's steps that have a due time (`DEADLINE_STEPS` adds the offer's review). */
export type NegotiationDeadlineStep = NonNullable<StageRowOf['deadline']>['step'];

/**
 * The one stage table: each stage's row (the rows of the pending cancel requests generated from
 * one, as the transition table's cancel rows are). `waitingOn`, the due times and their actors
 * (src/shared/deadlines.ts, src/server/modules/deadlines/deadlines.ts), the to-do list
 * (src/server/modules/todo/todo.policy.ts) and the "waiting on you" of the policy all read it.
 */
export const NEGOTIATION_STAGE_TABLE: Readonly<Record<NegotiationStage, NegotiationStageRow<NegotiationDeadlineStep>>> = {
  ...BASE_STAGE_ROWS,
  ...(Object.fromEntries(CANCELABLE_STAGES.map((stage) => [cancelRequested(stage), CANCEL_REQUESTED_ROW])) as Record<CancelRequestedStage, typeof CANCEL_REQUESTED_ROW>),
};

/** Whom the negotiation waits on (a pending cancel request waits on the administration office). */
export function waitingOn(stage: NegotiationStage): WaitingOn | null {
  return NEGOTIATION_STAGE_TABLE[stage].waitingOn;
}

/** The step a stage's due time is for, with its business days and who must meet it; null where nothing is due. */
export function negotiationDeadlineOf(stage: NegotiationStage): { step: NegotiationDeadlineStep; businessDays: number; actor: StageActor } | null {
  const row = NEGOTIATION_STAGE_TABLE[stage];
  // A row with a deadline always names who acts (negotiation-lifecycle.test.ts checks it).
  return row.deadline && row.acts ? { ...row.deadline, actor: row.acts.actor } : null;
}

/** The stages at which an actor must act, by the to-do item it has there (in the table's order). */
export function stagesActedOnBy(actor: StageActor): { todo: TodoKind; stages: NegotiationStage[] }[] {
  const items: { todo: TodoKind; stages: NegotiationStage[] }[] = [];
  for (const stage of NEGOTIATION_STAGES) {
    const acts = NEGOTIATION_STAGE_TABLE[stage].acts;
    if (acts?.actor !== actor) continue;
    const item = items.find((i) => i.todo === acts.todo);
    if (item) item.stages.push(stage);
    else items.push({ todo: acts.todo, stages: [stage] });
  }
  return items;
}

/** The stages that show a status: the SQL twin of `statusOfStage` for list filters (`stage IN (...)`). */
export function stagesWithStatus(status: NegotiationStatus): NegotiationStage[] {
  return NEGOTIATION_STAGES.filter((stage) => status !== 'none' && statusOfStage(stage) === status);
}

/** The stages that wait on someone: the SQL twin of `waitingOn` for list filters. */
export function stagesWaitingOn(who: WaitingOn): NegotiationStage[] {
  return NEGOTIATION_STAGES.filter((stage) => waitingOn(stage) === who);
}

/**
 * The one action that discloses the names: the applicant's NDA agreement, the second of the two
 * (the offer company agrees first). The service stores `disclosed_at` in the same transaction.
 * From then on the names stay disclosed, even if the negotiation is later cancelled; a negotiation
 * cancelled before it never discloses them. Policies read the stored `disclosed_at`, never the stage.
 */
export const DISCLOSING_ACTION = 'applicant_nda_agree' satisfies NegotiationAction;

/** Whether a stage can only be reached after disclosure (for consistency checks of stored rows). */
export function stageImpliesDisclosure(stage: NegotiationStage): boolean {
  const status = statusOfStage(stage);
  return status === 'under_negotiation' || status === 'completed';
}
