import {
  DEFAULT_DEADLINE_BUSINESS_DAYS,
  NEGOTIATION_STAGE_TABLE,
  NEGOTIATION_STAGES,
  type NegotiationDeadlineStep,
  type StageActor,
} from './negotiation-lifecycle.ts';

/**
 * The waiting steps that have a deadline (docs/decisions/021): each is due a number of
 * business days after it started waiting (weekends and the public holidays of the actor's country
 * skipped; src/server/lib/business-days.ts). The number is configurable per step
 * (`DEADLINE_BUSINESS_DAYS`, e.g. `bank_approval=3,offer_review=2`); unset steps take the row's.
 *
 * The offer's review is the one step written here; the negotiation's are read from the stage table
 * (`NEGOTIATION_STAGE_TABLE` in negotiation-lifecycle.ts, docs/decisions/039-one-stage-table.md),
 * in its order: bank approval, both NDA decisions, the coordinator's assignment and answer, the
 * contract's creation and signing, then the office's decision on a completion or cancel request.
 * The order is the database enum `deadline_step`'s, so a new step goes last.
 */

/** The offer company's bank reviews a registered offer (its due time is `offers.review_due_at`). */
const OFFER_REVIEW = { step: 'offer_review', businessDays: DEFAULT_DEADLINE_BUSINESS_DAYS, actor: 'offer_bank' } as const;

export type DeadlineStep = typeof OFFER_REVIEW.step | NegotiationDeadlineStep;

/** Who must meet a step's due time (and so whose public holidays count): one organisation of the negotiation or offer, or the office / a coordinator (both countries). */
export type DeadlineActor = typeof OFFER_REVIEW.actor | StageActor;

const negotiationDeadlines = NEGOTIATION_STAGES.flatMap((stage) => {
  const { deadline, acts } = NEGOTIATION_STAGE_TABLE[stage];
  return deadline && acts ? [{ ...deadline, actor: acts.actor }] : [];
});
const deadlines = [OFFER_REVIEW, ...negotiationDeadlines.filter((d, i) => negotiationDeadlines.findIndex((e) => e.step === d.step) === i)];

export const DEADLINE_STEPS = deadlines.map((d) => d.step) as unknown as readonly [DeadlineStep, ...DeadlineStep[]];

/** The business days each step has unless `DEADLINE_BUSINESS_DAYS` names it. */
export const DEADLINE_BUSINESS_DAYS_OF = Object.fromEntries(deadlines.map((d) => [d.step, d.businessDays])) as Readonly<Record<DeadlineStep, number>>;

/** Who acts at each step (the stage table's `acts` of the stages that wait at it). */
export const DEADLINE_ACTOR = Object.fromEntries(deadlines.map((d) => [d.step, d.actor])) as Readonly<Record<DeadlineStep, DeadlineActor>>;

export { DEFAULT_DEADLINE_BUSINESS_DAYS };
