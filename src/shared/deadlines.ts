/**
 * The waiting steps that have a deadline (docs/decisions/021): each is due a number of
 * business days after it started waiting (weekends and the public holidays of the actor's country
 * skipped; src/server/lib/business-days.ts). The number is configurable per step
 * (`DEADLINE_BUSINESS_DAYS`, e.g. `bank_approval=3,offer_review=2`); unset steps take the default.
 */
export const DEADLINE_STEPS = [
  /** The offer company's bank reviews a registered offer. */
  'offer_review',
  /** The applicant's bank approves or denies an application. */
  'bank_approval',
  'nda_offer_company',
  'nda_applicant',
  /** The operator offers the deal to a coordinator. */
  'coordinator_assignment',
  /** The coordinator offered the deal accepts or declines. */
  'coordinator_offered',
  'contract_creation',
  'contract_signing',
  /** The operator approves or rejects a completion request. */
  'completion_requested',
  /** The operator approves or rejects a cancel request. */
  'cancel_requested',
] as const;
export type DeadlineStep = (typeof DEADLINE_STEPS)[number];

export const DEFAULT_DEADLINE_BUSINESS_DAYS = 5;
