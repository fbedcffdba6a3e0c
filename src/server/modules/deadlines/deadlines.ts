import type { Database } from '../../db/client.ts';
import { addBusinessDays, deadlineDays } from '../../lib/business-days.ts';
import { COUNTRIES, type Country } from '../../../shared/enums.ts';
import { DEADLINE_ACTOR, type DeadlineStep } from '../../../shared/deadlines.ts';
import type { StoredOfferStatus } from '../../../shared/offer-lifecycle.ts';
import { negotiationDeadlineOf, type NegotiationStage } from '../../../shared/negotiation-lifecycle.ts';
import { DeadlineRepository } from './deadlines.repository.ts';

/**
 * Due times (docs/decisions/021): which deadline step an offer or a negotiation waits at,
 * who must act (and so whose public holidays count), and when it is due. The services store the
 * answer at every change of status or stage (`offers.review_due_at`; `negotiations.waiting_since`
 * and `due_at`), so lists sort overdue first and the reminder job finds what is late.
 */

/** The setting the due times read (`Env` has it). */
export type DeadlineConfig = { DEADLINE_BUSINESS_DAYS: string };
export const DEFAULT_DEADLINE_CONFIG: DeadlineConfig = { DEADLINE_BUSINESS_DAYS: '' };

/** The offer waits on its bank's review while it is waiting for approval; at any other status nothing is due. */
export function offerDeadlineStep(status: StoredOfferStatus): DeadlineStep | null {
  return status === 'waiting_for_approval' ? 'offer_review' : null;
}

/**
 * The deadline step a negotiation's stage waits at: the stage table's `deadline`
 * (NEGOTIATION_STAGE_TABLE); null at a final stage and at `completion_request`, where nobody must
 * act (the parties ask to complete when they are done).
 */
export function negotiationDeadlineStep(stage: NegotiationStage): DeadlineStep | null {
  return negotiationDeadlineOf(stage)?.step ?? null;
}

/** The organisations of a negotiation (or an offer: its company and bank) whose country may count. */
export interface DeadlineParties {
  offerOrganisationId: string;
  offerBankId: string;
  applicantOrganisationId?: string;
  applicantBankId?: string;
}

/**
 * The countries whose holidays count at a step: the acting organisation's (`DEADLINE_ACTOR`, read
 * from the stage table), or Japan and Thailand for the office and coordinators.
 */
export async function actingCountries(db: Database, step: DeadlineStep, parties: DeadlineParties): Promise<Country[]> {
  const actor = DEADLINE_ACTOR[step];
  const organisationId = {
    offer_bank: parties.offerBankId,
    applicant_bank: parties.applicantBankId,
    offer_company: parties.offerOrganisationId,
    applicant_company: parties.applicantOrganisationId,
    operator: undefined,
    coordinator: undefined,
  }[actor];
  if (!organisationId) return [...COUNTRIES];
  const country = await new DeadlineRepository(db).countryOf(organisationId);
  return country ? [country] : [...COUNTRIES];
}

/** When a step that starts waiting at `since` is due. */
export async function dueAt(db: Database, config: DeadlineConfig, step: DeadlineStep, parties: DeadlineParties, since: Date): Promise<Date> {
  return addBusinessDays(since, deadlineDays(config, step), await actingCountries(db, step, parties));
}

/** The values to store on an offer entering a status: its review's due time, or none. */
export async function offerDeadlineValues(
  db: Database,
  config: DeadlineConfig,
  status: StoredOfferStatus,
  parties: DeadlineParties,
  now: Date,
): Promise<{ reviewDueAt: Date | null }> {
  const step = offerDeadlineStep(status);
  return { reviewDueAt: step ? await dueAt(db, config, step, parties, now) : null };
}

/**
 * The values to store on a negotiation entering a stage (at the application and every change):
 * since when it waits (null at a final stage) and when that is due (null where nothing is due).
 * Every stage change starts a new waiting period, so a reminder is per step and due time.
 */
export async function negotiationDeadlineValues(
  db: Database,
  config: DeadlineConfig,
  stage: NegotiationStage,
  parties: DeadlineParties,
  now: Date,
): Promise<{ waitingSince: Date | null; dueAt: Date | null }> {
  if (stage === 'completed' || stage === 'canceled') return { waitingSince: null, dueAt: null };
  const step = negotiationDeadlineStep(stage);
  return { waitingSince: now, dueAt: step ? await dueAt(db, config, step, parties, now) : null };
}
