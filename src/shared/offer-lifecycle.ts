import { OFFER_STATUSES, type OfferStatus } from './enums.ts';
import { findTransition, type TransitionTable } from './transition-table.ts';

/** Statuses shown for a published offer by its application period; never stored. */
export const DERIVED_OFFER_STATUSES = ['scheduled', 'outside_the_period'] as const;

/** Statuses an offer row can hold; `scheduled` and `outside_the_period` are derived from the period. */
export type StoredOfferStatus = Exclude<OfferStatus, (typeof DERIVED_OFFER_STATUSES)[number]>;

/** The stored status behind a shown one: both derived statuses are a published row. */
export const storedOfferStatus = (status: OfferStatus): StoredOfferStatus =>
  status === 'scheduled' || status === 'outside_the_period' ? 'published' : status;

export const OFFER_ACTIONS = ['save_draft', 'register', 'approve', 'remand', 'deny', 'delete', 'correct_translation'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];
/** The bank's decisions on an offer under review: the actions of the table's `offer_bank` rows. */
export const OFFER_REVIEW_ACTIONS = ['approve', 'remand', 'deny'] as const satisfies readonly OfferAction[];
export type OfferReviewAction = (typeof OFFER_REVIEW_ACTIONS)[number];

/**
 * Who takes an offer action (docs/product/offers.md#offer-lifecycle): a user of the offer company who may write its offers
 * (the offer-manager rule), an administrator of the offer company, or the offer company's bank.
 * The offer policy (src/server/modules/offers/offers.policy.ts) decides whether a viewer is one.
 */
export type OfferActor = 'offer_writer' | 'company_administrator' | 'offer_bank';

/**
 * The offer state machine of docs/product/offers.md#offer-lifecycle, one row per allowed move. A remanded offer saved as a
 * draft keeps its remand (and reason) until registered again; a delete is soft and keeps the
 * status (the offer disappears from every list); an offer under review cannot be touched by its
 * company until its bank has decided.
 */
export const OFFER_TRANSITIONS: TransitionTable<StoredOfferStatus, OfferAction, OfferActor> = [
  { from: null, action: 'save_draft', to: 'draft', actor: 'offer_writer' },
  { from: 'draft', action: 'save_draft', to: 'draft', actor: 'offer_writer' },
  { from: 'remand', action: 'save_draft', to: 'remand', actor: 'offer_writer' },
  { from: null, action: 'register', to: 'waiting_for_approval', actor: 'offer_writer' },
  { from: 'draft', action: 'register', to: 'waiting_for_approval', actor: 'offer_writer' },
  { from: 'remand', action: 'register', to: 'waiting_for_approval', actor: 'offer_writer' },
  { from: 'published', action: 'register', to: 'waiting_for_approval', actor: 'offer_writer' },
  { from: 'waiting_for_approval', action: 'approve', to: 'published', actor: 'offer_bank' },
  { from: 'waiting_for_approval', action: 'remand', to: 'remand', actor: 'offer_bank' },
  { from: 'waiting_for_approval', action: 'deny', to: 'rejection', actor: 'offer_bank' },
  // The bank corrects a version of the offer's texts in another language (decision 050): in its review, or once published.
  { from: 'waiting_for_approval', action: 'correct_translation', to: 'waiting_for_approval', actor: 'offer_bank' },
  { from: 'published', action: 'correct_translation', to: 'published', actor: 'offer_bank' },
  { from: 'draft', action: 'delete', to: 'draft', actor: 'company_administrator' },
  { from: 'remand', action: 'delete', to: 'remand', actor: 'company_administrator' },
  { from: 'published', action: 'delete', to: 'published', actor: 'company_administrator' },
  { from: 'rejection', action: 'delete', to: 'rejection', actor: 'company_administrator' },
];

/** The status after an action from a status (null for a new offer), or null when the table has no such move. */
export function nextOfferStatus(from: StoredOfferStatus | null, action: OfferAction): StoredOfferStatus | null {
  return findTransition(OFFER_TRANSITIONS, from, action)?.to ?? null;
}

export interface OfferPeriodFacts {
  status: StoredOfferStatus;
  periodStart: string | null;
  periodEnd: string | null;
}

/**
 * The status to show. A published offer is `scheduled` until its period starts (no partner can
 * find it yet), `published` while the period runs, and `outside_the_period` once it has ended.
 * SQL twin: `offerFilters.displayStatus` in offer-search.repository.ts.
 */
export function displayOfferStatus(offer: OfferPeriodFacts, today: string): OfferStatus {
  if (offer.status !== 'published') return offer.status;
  if (offer.periodStart !== null && today < offer.periodStart) return 'scheduled';
  if (offer.periodEnd !== null && offer.periodEnd < today) return 'outside_the_period';
  return 'published';
}

/** The statuses a bank or the operator can meet: every one but draft (a draft is its company's alone). */
export const REGISTERED_OFFER_STATUSES: readonly OfferStatus[] = OFFER_STATUSES.filter((status) => status !== 'draft');

/** The bank's review labels (docs/product/offers.md#offer-statuses): waiting offers are unapproved, published ones approved. */
export const REVIEW_LABELS = ['unapproved', 'approved'] as const;
export type ReviewLabel = (typeof REVIEW_LABELS)[number];

export function reviewLabel(stored: StoredOfferStatus): ReviewLabel | null {
  if (stored === 'waiting_for_approval') return 'unapproved';
  if (stored === 'published') return 'approved';
  return null;
}

/**
 * "Today" for date rules, as an ISO date. Users are in Japan (UTC+9) and Thailand (UTC+7);
 * the date in Bangkok is never ahead of Tokyo's, so nobody is refused a date that is today
 * where they are.
 */
export function platformToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The instant `platformToday` becomes `day` (midnight in Thailand). */
export function platformDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

/** The last end date allowed for a start date: six months later (docs/product/limits.md), clamped to month ends. */
export function maxPeriodEnd(start: string, months = 6): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const targetMonth = m - 1 + months;
  const year = y + Math.floor(targetMonth / 12);
  const month = targetMonth % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
