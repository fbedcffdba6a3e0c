import { describe, expect, it } from 'vitest';
import { NEGOTIATION_STEPS } from './enums.ts';
import {
  CANCELABLE_STAGES,
  DEFAULT_DEADLINE_BUSINESS_DAYS,
  DISCLOSING_ACTION,
  FINAL_NEGOTIATION_STAGES,
  NEGOTIATION_ACTIONS,
  NEGOTIATION_ACTOR_ROLES,
  NEGOTIATION_ACTORS,
  NEGOTIATION_STAGE_TABLE,
  NEGOTIATION_STAGES,
  NEGOTIATION_STEP_ACTIONS,
  NEGOTIATION_STEP_ORDER,
  NEGOTIATION_TRANSITIONS,
  WAITING_ON,
  WAITING_ON_ACTOR,
  coordinatorStateOf,
  negotiationActionsFrom,
  negotiationDeadlineOf,
  nextNegotiationState,
  pendingRequestOf,
  stageImpliesDisclosure,
  stagesActedOnBy,
  stagesWaitingOn,
  stagesWithStatus,
  statusOfStage,
  stepOfStage,
  waitingOn,
  type NegotiationAction,
  type NegotiationActor,
  type NegotiationState,
  type StageActor,
  type WaitingOn,
} from './negotiation-lifecycle.ts';
import { DEADLINE_ACTOR, DEADLINE_BUSINESS_DAYS_OF, DEADLINE_STEPS } from './deadlines.ts';
import { TODO_KINDS } from './schemas/notifications.ts';
import { actorOf, findTransition } from './transition-table.ts';

/** Applies actions one after another, failing on the first the table refuses. */
function walk(actions: NegotiationAction[], from: NegotiationState | null = null): NegotiationState[] {
  const states: NegotiationState[] = [];
  let state = from;
  for (const action of actions) {
    const next = nextNegotiationState(state, action);
    expect(next, `${action} from ${state?.stage ?? 'new'}`).not.toBeNull();
    state = next!;
    states.push(state);
  }
  return states;
}

const view = (state: NegotiationState) => ({
  stage: state.stage,
  step: state.step,
  status: statusOfStage(state.stage),
  waiting_on: waitingOn(state.stage),
  pending: pendingRequestOf(state.stage),
  coordinator: coordinatorStateOf(state.stage),
});

describe('negotiation state machine', () => {
  it('walks the whole happy path of docs/product/negotiations.md, a declined coordinator and a rejected completion included', () => {
    const states = walk([
      'apply',
      'bank_approve',
      'offer_company_nda_agree',
      'applicant_nda_agree',
      'offer_coordinator',
      'coordinator_decline',
      'offer_coordinator',
      'coordinator_accept',
      'create_contract',
      'update_contract_url',
      'record_signing',
      'request_completion',
      'reject_completion',
      'request_completion',
      'approve_completion',
    ]);
    expect(states.map(view)).toEqual([
      { stage: 'bank_approval', step: 'bank_approval', status: 'preparing', waiting_on: 'applicant_bank', pending: null, coordinator: 'none' },
      { stage: 'nda_offer_company', step: 'nda_offer_company', status: 'preparing', waiting_on: 'offer_company', pending: null, coordinator: 'none' },
      { stage: 'nda_applicant', step: 'nda_applicant', status: 'preparing', waiting_on: 'applicant_company', pending: null, coordinator: 'none' },
      { stage: 'coordinator_assignment', step: 'coordinator_assignment', status: 'under_negotiation', waiting_on: 'operator', pending: null, coordinator: 'none' },
      { stage: 'coordinator_offered', step: 'coordinator_assignment', status: 'under_negotiation', waiting_on: 'coordinator', pending: null, coordinator: 'offered' },
      { stage: 'coordinator_assignment', step: 'coordinator_assignment', status: 'under_negotiation', waiting_on: 'operator', pending: null, coordinator: 'none' },
      { stage: 'coordinator_offered', step: 'coordinator_assignment', status: 'under_negotiation', waiting_on: 'coordinator', pending: null, coordinator: 'offered' },
      { stage: 'contract_creation', step: 'contract_creation', status: 'under_negotiation', waiting_on: 'coordinator', pending: null, coordinator: 'assigned' },
      { stage: 'contract_signing', step: 'contract_signing', status: 'under_negotiation', waiting_on: 'parties', pending: null, coordinator: 'assigned' },
      { stage: 'contract_signing', step: 'contract_signing', status: 'under_negotiation', waiting_on: 'parties', pending: null, coordinator: 'assigned' },
      { stage: 'completion_request', step: 'completion_request', status: 'under_negotiation', waiting_on: 'parties', pending: null, coordinator: 'assigned' },
      { stage: 'completion_requested', step: 'completion', status: 'under_negotiation', waiting_on: 'operator', pending: 'completion', coordinator: 'assigned' },
      { stage: 'completion_request', step: 'completion_request', status: 'under_negotiation', waiting_on: 'parties', pending: null, coordinator: 'assigned' },
      { stage: 'completion_requested', step: 'completion', status: 'under_negotiation', waiting_on: 'operator', pending: 'completion', coordinator: 'assigned' },
      { stage: 'completed', step: 'completion', status: 'completed', waiting_on: null, pending: null, coordinator: 'assigned' },
    ]);
  });

  it('completed is final: no action moves it', () => {
    for (const final of FINAL_NEGOTIATION_STAGES) {
      expect(negotiationActionsFrom(final), final).toEqual([]);
      for (const action of NEGOTIATION_ACTIONS) expect(nextNegotiationState({ stage: final, step: 'completion' }, action)).toBeNull();
    }
  });

  it('a cancel request approved cancels at the step it was made, and keeps that step', () => {
    const [, , requested, canceled] = walk(['apply', 'bank_approve', 'request_cancel', 'approve_cancel']);
    expect(view(requested!)).toEqual({
      stage: 'nda_offer_company:cancel_requested',
      step: 'nda_offer_company',
      status: 'preparing',
      waiting_on: 'operator',
      pending: 'cancel',
      coordinator: 'none',
    });
    expect(view(canceled!)).toEqual({ stage: 'canceled', step: 'nda_offer_company', status: 'canceled', waiting_on: null, pending: null, coordinator: null });
  });

  it('a cancel request rejected returns to exactly where it was, from every cancellable stage', () => {
    for (const stage of CANCELABLE_STAGES) {
      const from: NegotiationState = { stage, step: stepOfStage(stage)! };
      const [requested, back] = walk(['request_cancel', 'reject_cancel'], from);
      expect(requested).toEqual({ stage: `${stage}:cancel_requested`, step: from.step });
      expect(back).toEqual(from);
      // While the office decides, the negotiation is frozen: only its decision, or the requester's withdrawal, moves it.
      expect(negotiationActionsFrom(requested!.stage)).toEqual(['approve_cancel', 'reject_cancel', 'withdraw_cancel_request']);
      expect(walk(['request_cancel', 'withdraw_cancel_request'], from).at(-1)).toEqual(from);
      expect(nextNegotiationState(from, 'approve_cancel'), `${stage}: approve without a request`).toBeNull();
    }
  });

  it('cancels at once on a bank denial and on either NDA disagreement, keeping the step', () => {
    expect(walk(['apply', 'bank_deny']).at(-1)).toEqual({ stage: 'canceled', step: 'bank_approval' });
    expect(walk(['apply', 'bank_approve', 'offer_company_nda_disagree']).at(-1)).toEqual({ stage: 'canceled', step: 'nda_offer_company' });
    expect(walk(['apply', 'bank_approve', 'offer_company_nda_agree', 'applicant_nda_disagree']).at(-1)).toEqual({ stage: 'canceled', step: 'nda_applicant' });
  });

  it('refuses the wrong step: NDAs in order, no contract before a coordinator, no completion before signing', () => {
    const at = (stage: (typeof NEGOTIATION_STAGES)[number]): NegotiationState => ({ stage, step: stepOfStage(stage) ?? 'completion' });
    expect(nextNegotiationState(at('bank_approval'), 'offer_company_nda_agree')).toBeNull();
    expect(nextNegotiationState(at('nda_offer_company'), 'applicant_nda_agree')).toBeNull();
    expect(nextNegotiationState(at('coordinator_assignment'), 'create_contract')).toBeNull();
    expect(nextNegotiationState(at('coordinator_offered'), 'offer_coordinator')).toBeNull();
    expect(nextNegotiationState(at('contract_creation'), 'record_signing')).toBeNull();
    expect(nextNegotiationState(at('contract_creation'), 'update_contract_url')).toBeNull();
    expect(nextNegotiationState(at('completion_request'), 'update_contract_url')).toBeNull();
    expect(nextNegotiationState(at('contract_signing'), 'request_completion')).toBeNull();
    expect(nextNegotiationState(at('completion_requested'), 'request_cancel')).toBeNull();
    expect(nextNegotiationState(null, 'bank_approve')).toBeNull();
    expect(nextNegotiationState(at('bank_approval'), 'apply')).toBeNull();
  });

  it('names one actor per action, so who may act is known before the negotiation is read', () => {
    for (const action of NEGOTIATION_ACTIONS) {
      const actors = new Set(NEGOTIATION_TRANSITIONS.filter((row) => row.action === action).map((row) => row.actor));
      expect([...actors], action).toEqual([actorOf(NEGOTIATION_TRANSITIONS, action)]);
    }
    expect(Object.fromEntries(NEGOTIATION_ACTIONS.map((action) => [action, actorOf(NEGOTIATION_TRANSITIONS, action)]))).toEqual({
      apply: 'applicant_company',
      bank_approve: 'applicant_bank',
      bank_deny: 'applicant_bank',
      offer_company_nda_agree: 'offer_company',
      offer_company_nda_disagree: 'offer_company',
      applicant_nda_agree: 'applicant_company',
      applicant_nda_disagree: 'applicant_company',
      offer_coordinator: 'operator',
      coordinator_accept: 'coordinator',
      coordinator_decline: 'coordinator',
      create_contract: 'coordinator',
      update_contract_url: 'coordinator',
      record_signing: 'coordinator',
      request_completion: 'party_or_coordinator',
      approve_completion: 'operator',
      reject_completion: 'operator',
      request_cancel: 'either_party',
      approve_cancel: 'operator',
      reject_cancel: 'operator',
      withdraw_cancel_request: 'requester',
      withdraw_completion_request: 'requester',
      withdraw_coordinator_offer: 'operator',
      reassign_coordinator: 'operator',
    });
  });

  it('takes back what has not been answered: a request by its requester, a coordinator offer by the office (decision 061)', () => {
    const requested: NegotiationState = { stage: 'completion_requested', step: 'completion' };
    expect(nextNegotiationState(requested, 'withdraw_completion_request')).toEqual({ stage: 'completion_request', step: 'completion_request' });
    const offered: NegotiationState = { stage: 'coordinator_offered', step: 'coordinator_assignment' };
    expect(nextNegotiationState(offered, 'withdraw_coordinator_offer')).toEqual({ stage: 'coordinator_assignment', step: 'coordinator_assignment' });
    expect(nextNegotiationState(offered, 'reassign_coordinator')).toEqual(offered);
    // Once the coordinator has accepted, or under a cancel request, the office cannot take the offer back.
    expect(nextNegotiationState({ stage: 'contract_creation', step: 'contract_creation' }, 'withdraw_coordinator_offer')).toBeNull();
    expect(nextNegotiationState({ stage: 'coordinator_offered:cancel_requested', step: 'coordinator_assignment' }, 'reassign_coordinator')).toBeNull();
    // Nothing to withdraw when nothing is pending.
    expect(nextNegotiationState({ stage: 'completion_request', step: 'completion_request' }, 'withdraw_completion_request')).toBeNull();
  });

  it('holds one row per (from, action), and every stage is reachable and named', () => {
    const keys = NEGOTIATION_TRANSITIONS.map((row) => `${row.from} ${row.action}`);
    expect(new Set(keys).size).toBe(keys.length);
    const reached = new Set(NEGOTIATION_TRANSITIONS.map((row) => row.to));
    expect([...NEGOTIATION_STAGES].filter((stage) => !reached.has(stage))).toEqual([]);
    for (const row of NEGOTIATION_TRANSITIONS) expect(NEGOTIATION_STAGES, row.to).toContain(row.to);
    expect(findTransition(NEGOTIATION_TRANSITIONS, 'bank_approval', 'request_cancel')?.to).toBe('bank_approval:cancel_requested');
    expect(NEGOTIATION_STEP_ACTIONS).toEqual(NEGOTIATION_ACTIONS.filter((action) => action !== 'apply'));
  });

  it('maps the stages to the nine steps in order', () => {
    expect(NEGOTIATION_STEPS.map((step) => NEGOTIATION_STEP_ORDER[step])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const steps = new Set(NEGOTIATION_STAGES.map(stepOfStage));
    expect(NEGOTIATION_STEPS.filter((step) => !steps.has(step))).toEqual(['application']);
  });

  it('discloses names with the second NDA agreement, and every stage after it implies disclosure', () => {
    expect(DISCLOSING_ACTION).toBe('applicant_nda_agree');
    const row = findTransition(NEGOTIATION_TRANSITIONS, 'nda_applicant', DISCLOSING_ACTION)!;
    expect(statusOfStage(row.to)).toBe('under_negotiation');
    const disclosed = NEGOTIATION_STAGES.filter(stageImpliesDisclosure);
    expect(disclosed).not.toContain('nda_applicant');
    expect(disclosed).not.toContain('canceled');
    expect(disclosed).toContain('completed');
    expect(disclosed).toContain('coordinator_assignment:cancel_requested');
  });

  it('gives the SQL twins of status and waiting-on', () => {
    expect(stagesWithStatus('preparing')).toEqual([
      'bank_approval',
      'nda_offer_company',
      'nda_applicant',
      'bank_approval:cancel_requested',
      'nda_offer_company:cancel_requested',
      'nda_applicant:cancel_requested',
    ]);
    expect(stagesWithStatus('none')).toEqual([]);
    expect(stagesWithStatus('completed')).toEqual(['completed']);
    expect(stagesWaitingOn('coordinator')).toEqual(['coordinator_offered', 'contract_creation']);
    expect(stagesWaitingOn('operator')).toEqual([
      'coordinator_assignment',
      'completion_requested',
      ...CANCELABLE_STAGES.map((stage) => `${stage}:cancel_requested`),
    ]);
  });
});

// The one stage table (docs/decisions/039-one-stage-table.md): what is derived from it must agree
// with it, so editing one copy alone fails here.
describe('the stage table', () => {
  const actorCovers = (tableActor: NegotiationActor, actor: StageActor): boolean =>
    tableActor === actor || (tableActor === 'party_or_coordinator' && actor === 'coordinator');

  it('has one row per stage', () => {
    expect(Object.keys(NEGOTIATION_STAGE_TABLE).sort()).toEqual([...NEGOTIATION_STAGES].sort());
  });

  it('waits on nobody exactly at the final stages, and on the office under any pending request', () => {
    for (const stage of NEGOTIATION_STAGES) {
      const row = NEGOTIATION_STAGE_TABLE[stage];
      expect(row.waitingOn === null, stage).toBe(FINAL_NEGOTIATION_STAGES.includes(stage as never));
      expect(row.acts === null, stage).toBe(FINAL_NEGOTIATION_STAGES.includes(stage as never));
      expect(waitingOn(stage), stage).toBe(row.waitingOn);
      if (pendingRequestOf(stage) !== null) expect(row.acts?.actor, stage).toBe('operator');
    }
  });

  it('names as acting someone the transition table lets act from that stage, among those it waits on', () => {
    for (const stage of NEGOTIATION_STAGES) {
      const { acts, waitingOn: who } = NEGOTIATION_STAGE_TABLE[stage];
      if (!acts) continue;
      const actors = negotiationActionsFrom(stage).map((action) => actorOf(NEGOTIATION_TRANSITIONS, action)!);
      expect(actors.some((a) => actorCovers(a, acts.actor)), stage).toBe(true);
      // Whom the stage waits on is the acting organisation, or the parties whose signing or request the coordinator follows.
      const named = (Object.keys(WAITING_ON_ACTOR) as WaitingOn[]).find((w) => WAITING_ON_ACTOR[w] === acts.actor);
      expect(who === named || (who === 'parties' && acts.actor === 'coordinator'), stage).toBe(true);
    }
  });

  it('gives every stage with a deadline an actor, and each deadline step one actor and one number of days', () => {
    const seen = new Map<string, { actor: string; businessDays: number }>();
    for (const stage of NEGOTIATION_STAGES) {
      const { deadline, acts } = NEGOTIATION_STAGE_TABLE[stage];
      if (!deadline) continue;
      expect(acts, stage).not.toBeNull();
      expect(deadline.businessDays).toBeGreaterThan(0);
      const before = seen.get(deadline.step);
      if (before) expect(before, stage).toEqual({ actor: acts!.actor, businessDays: deadline.businessDays });
      seen.set(deadline.step, { actor: acts!.actor, businessDays: deadline.businessDays });
      expect(negotiationDeadlineOf(stage), stage).toEqual({ ...deadline, actor: acts!.actor });
      expect(DEADLINE_ACTOR[deadline.step], stage).toBe(acts!.actor);
      expect(DEADLINE_BUSINESS_DAYS_OF[deadline.step], stage).toBe(deadline.businessDays);
    }
    expect(negotiationDeadlineOf('completion_request')).toBeNull();
    expect(negotiationDeadlineOf('completed')).toBeNull();
    expect(negotiationDeadlineOf('contract_signing:cancel_requested')?.step).toBe('cancel_requested');
  });

  it('keeps the deadline steps in the order of the database enum deadline_step', () => {
    expect(DEADLINE_STEPS).toEqual([
      'offer_review',
      'bank_approval',
      'nda_offer_company',
      'nda_applicant',
      'coordinator_assignment',
      'coordinator_offered',
      'contract_creation',
      'contract_signing',
      'completion_requested',
      'cancel_requested',
    ]);
    expect(DEADLINE_ACTOR.offer_review).toBe('offer_bank');
    for (const step of DEADLINE_STEPS) expect(DEADLINE_BUSINESS_DAYS_OF[step]).toBe(DEFAULT_DEADLINE_BUSINESS_DAYS);
  });

  it('lists, per acting organisation, exactly the stages the table gives it, by to-do item', () => {
    const actors = [...new Set(NEGOTIATION_STAGES.flatMap((s) => NEGOTIATION_STAGE_TABLE[s].acts?.actor ?? []))];
    for (const actor of actors) {
      const items = stagesActedOnBy(actor);
      expect(items.flatMap((i) => i.stages).sort(), actor).toEqual(NEGOTIATION_STAGES.filter((s) => NEGOTIATION_STAGE_TABLE[s].acts?.actor === actor).sort());
      for (const item of items) for (const stage of item.stages) expect(NEGOTIATION_STAGE_TABLE[stage].acts?.todo).toBe(item.todo);
      for (const item of items) expect(TODO_KINDS).toContain(item.todo);
    }
    expect(stagesActedOnBy('operator').map((i) => i.todo)).toEqual(['assign_coordinator', 'approve_completion', 'approve_cancel']);
    expect(stagesActedOnBy('coordinator')).toEqual([
      { todo: 'answer_coordinator_offer', stages: ['coordinator_offered'] },
      { todo: 'create_contract', stages: ['contract_creation'] },
      { todo: 'record_signing', stages: ['contract_signing'] },
      { todo: 'request_completion', stages: ['completion_request'] },
    ]);
  });

  it('maps every actor to the roles that can be it, and every "waiting on" to an actor', () => {
    expect(Object.keys(NEGOTIATION_ACTOR_ROLES).sort()).toEqual([...NEGOTIATION_ACTORS].sort());
    for (const actor of NEGOTIATION_ACTORS) expect(NEGOTIATION_ACTOR_ROLES[actor].length).toBeGreaterThan(0);
    expect(Object.keys(WAITING_ON_ACTOR).sort()).toEqual([...WAITING_ON].sort());
    expect(NEGOTIATION_ACTOR_ROLES[WAITING_ON_ACTOR.parties]).toEqual(['enterprise']);
  });
});
