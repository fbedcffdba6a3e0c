import type { OfferStatus } from './enums.ts';

/** Statuses an offer row can hold; `outside_the_period` is derived from the period, never stored. */
export type StoredOfferStatus = Exclude<OfferStatus, 'outside_the_period'>;

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

/** The status to show: a published offer whose period has ended is `outside_the_period`. */
export function displayOfferStatus(stored: StoredOfferStatus, periodEnd: string | null, today: string): OfferStatus {
  if (stored === 'published' && periodEnd !== null && periodEnd < today) return 'outside_the_period';
  return stored;
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
