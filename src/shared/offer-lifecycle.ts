import { OFFER_STATUSES, type OfferStatus, type Role } from './enums.ts';

/** Statuses shown for a published offer by its application period; never stored. */
export const DERIVED_OFFER_STATUSES = ['scheduled', 'outside_the_period'] as const;

/** Statuses an offer row can hold; `scheduled` and `outside_the_period` are derived from the period. */
export type StoredOfferStatus = Exclude<OfferStatus, (typeof DERIVED_OFFER_STATUSES)[number]>;

/** The stored status behind a shown one: both derived statuses are a published row. */
export const storedOfferStatus = (status: OfferStatus): StoredOfferStatus =>
  status === 'scheduled' || status === 'outside_the_period' ? 'published' : status;

export const OFFER_ACTIONS = ['save_draft', 'register', 'approve', 'remand', 'deny', 'delete'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** Who may take an action (PRODUCT §2): the offer company's users, or the offer company's bank. */
export const OFFER_ACTOR: Record<OfferAction, 'enterprise' | 'enterprise_admin' | 'bank'> = {
  save_draft: 'enterprise',
  register: 'enterprise',
  approve: 'bank',
  remand: 'bank',
  deny: 'bank',
  delete: 'enterprise_admin',
};

/**
 * The offer state machine of PRODUCT §2: for a current status (null for a new offer) and an
 * action, the status after it, or null when the action is not allowed there.
 */
export function nextOfferStatus(from: StoredOfferStatus | null, action: OfferAction): StoredOfferStatus | null {
  switch (action) {
    case 'save_draft':
      // A new offer or a draft stays a draft; a remanded offer keeps its remand (and reason) until registered again.
      if (from === null || from === 'draft') return 'draft';
      if (from === 'remand') return 'remand';
      return null;
    case 'register':
      return from === null || from === 'draft' || from === 'remand' || from === 'published'
        ? 'waiting_for_approval'
        : null;
    case 'approve':
      return from === 'waiting_for_approval' ? 'published' : null;
    case 'remand':
      return from === 'waiting_for_approval' ? 'remand' : null;
    case 'deny':
      return from === 'waiting_for_approval' ? 'rejection' : null;
    case 'delete':
      // Soft delete: the status is kept; the offer disappears from every list.
      return from !== null && from !== 'waiting_for_approval' ? from : null;
  }
}

interface OfferPeriodFacts {
  status: StoredOfferStatus;
  periodStart: string | null;
  periodEnd: string | null;
}

/**
 * The status to show. A published offer is `scheduled` until its period starts (no partner can
 * find it yet), `published` while the period runs, and `outside_the_period` once it has ended.
 * SQL twin: `OfferRepository.where.displayStatus`.
 */
export function displayOfferStatus(offer: OfferPeriodFacts, today: string): OfferStatus {
  if (offer.status !== 'published') return offer.status;
  if (offer.periodStart !== null && today < offer.periodStart) return 'scheduled';
  if (offer.periodEnd !== null && offer.periodEnd < today) return 'outside_the_period';
  return 'published';
}

// ---- who may see an offer (PRODUCT §4) ---------------------------------------------------
// Each rule here has one SQL twin in `OfferRepository.where` (offers.repository.ts) for lists;
// the two must say the same. Step 3c moves both into one offer policy module.

/** The part of a signed-in viewer these rules read (the server's Viewer fits it). */
export interface OfferViewer {
  organisation: { id: string; role: Role };
}

/** The statuses a bank or the operator can meet: every one but draft (a draft is its company's alone). */
export const REGISTERED_OFFER_STATUSES: readonly OfferStatus[] = OFFER_STATUSES.filter((status) => status !== 'draft');

interface OfferAccessFacts extends OfferPeriodFacts {
  organisationId: string;
  bankId: string;
  isPublic: boolean;
  deletedAt?: Date | null;
}

/**
 * Who may see the full offer (its company's name, the bank's words, the history): its own
 * company always; its bank and the operator once it has been registered — a draft is private to
 * its company (PRODUCT §4). A deleted offer is nobody's. SQL twin: `OfferRepository.where.manageableBy`.
 */
export function mayManageOffer(viewer: OfferViewer, offer: Omit<OfferAccessFacts, 'isPublic' | 'periodStart' | 'periodEnd'>): boolean {
  if (offer.deletedAt) return false;
  const { role, id } = viewer.organisation;
  if (role === 'enterprise') return offer.organisationId === id;
  if (offer.status === 'draft') return false;
  return role === 'kokopelli' || (role === 'bank' && offer.bankId === id);
}

/**
 * What another company may see of an offer — in search, its partner detail, its favourites, its
 * images — and may favourite: a public offer of another company, published and open for
 * applications today (period started and not ended). One rule for all of them, so no page shows
 * what search would not find. SQL twin: `OfferRepository.where.openToPartner`.
 */
export function isOpenToPartner(viewer: OfferViewer, offer: OfferAccessFacts, today: string): boolean {
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

/** The bank's review labels (SPEC §4): waiting offers are unapproved, published ones approved. */
export function reviewLabel(stored: StoredOfferStatus): 'unapproved' | 'approved' | null {
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

/** The last end date allowed for a start date: six months later (SPEC §5), clamped to month ends. */
export function maxPeriodEnd(start: string, months = 6): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const targetMonth = m - 1 + months;
  const year = y + Math.floor(targetMonth / 12);
  const month = targetMonth % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
