import { describe, expect, it } from 'vitest';
import { actionsFrom, actorOf, findTransition } from './transition-table.ts';
import {
  OFFER_ACTIONS,
  OFFER_REVIEW_ACTIONS,
  OFFER_TRANSITIONS,
  displayOfferStatus,
  maxPeriodEnd,
  nextOfferStatus,
  platformToday,
  storedOfferStatus,
  type StoredOfferStatus,
} from './offer-lifecycle.ts';

const STORED: (StoredOfferStatus | null)[] = [null, 'draft', 'waiting_for_approval', 'published', 'remand', 'rejection'];

describe('offer state machine', () => {
  it('allows exactly the transitions of docs/product/offers.md#offer-lifecycle', () => {
    const table: Record<string, string | null> = {};
    for (const from of STORED) for (const action of OFFER_ACTIONS) table[`${from ?? 'new'} ${action}`] = nextOfferStatus(from, action);
    expect(table).toEqual({
      'new save_draft': 'draft', 'new register': 'waiting_for_approval', 'new approve': null, 'new remand': null, 'new deny': null, 'new delete': null,
      'draft save_draft': 'draft', 'draft register': 'waiting_for_approval', 'draft approve': null, 'draft remand': null, 'draft deny': null, 'draft delete': 'draft',
      'waiting_for_approval save_draft': null, 'waiting_for_approval register': null, 'waiting_for_approval approve': 'published',
      'waiting_for_approval remand': 'remand', 'waiting_for_approval deny': 'rejection', 'waiting_for_approval delete': null,
      'published save_draft': null, 'published register': 'waiting_for_approval', 'published approve': null, 'published remand': null, 'published deny': null, 'published delete': 'published',
      'remand save_draft': 'remand', 'remand register': 'waiting_for_approval', 'remand approve': null, 'remand remand': null, 'remand deny': null, 'remand delete': 'remand',
      'rejection save_draft': null, 'rejection register': null, 'rejection approve': null, 'rejection remand': null, 'rejection deny': null, 'rejection delete': 'rejection',
      // The bank's correction of a version in another language keeps the status (decision 050).
      'new correct_translation': null, 'draft correct_translation': null, 'waiting_for_approval correct_translation': 'waiting_for_approval',
      'published correct_translation': 'published', 'remand correct_translation': null, 'rejection correct_translation': null,
    });
  });

  it('names one actor per action, so who may act is known before the offer is read', () => {
    for (const action of OFFER_ACTIONS) {
      const actors = new Set(OFFER_TRANSITIONS.filter((row) => row.action === action).map((row) => row.actor));
      expect([...actors], action).toEqual([actorOf(OFFER_TRANSITIONS, action)]);
    }
    expect(actorOf(OFFER_TRANSITIONS, 'approve')).toBe('offer_bank');
    expect(actorOf(OFFER_TRANSITIONS, 'delete')).toBe('company_administrator');
    expect(actorOf(OFFER_TRANSITIONS, 'register')).toBe('offer_writer');
  });

  it("lists as review actions exactly the bank's decisions: its actions that move an offer out of review", () => {
    const decisions = OFFER_TRANSITIONS.filter((row) => row.actor === 'offer_bank' && row.from === 'waiting_for_approval' && row.to !== row.from);
    expect(OFFER_REVIEW_ACTIONS).toEqual(decisions.map((row) => row.action));
  });

  it('holds one row per (from, action)', () => {
    const keys = OFFER_TRANSITIONS.map((row) => `${row.from} ${row.action}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(findTransition(OFFER_TRANSITIONS, 'waiting_for_approval', 'register')).toBeUndefined();
    expect(actionsFrom(OFFER_TRANSITIONS, 'waiting_for_approval')).toEqual(['approve', 'remand', 'deny', 'correct_translation']);
  });

  it('derives scheduled and outside_the_period from the period of a published offer', () => {
    const published = (periodStart: string, periodEnd: string) => ({ status: 'published' as const, periodStart, periodEnd });
    expect(displayOfferStatus(published('2026-11-23', '2027-01-01'), '2026-11-22')).toBe('scheduled');
    expect(displayOfferStatus(published('2026-11-22', '2027-01-01'), '2026-11-22')).toBe('published');
    expect(displayOfferStatus(published('2026-10-01', '2026-11-22'), '2026-11-22')).toBe('published');
    expect(displayOfferStatus(published('2026-10-01', '2026-11-21'), '2026-11-22')).toBe('outside_the_period');
    expect(displayOfferStatus({ status: 'draft', periodStart: '2020-01-01', periodEnd: '2020-02-01' }, '2026-11-22')).toBe('draft');
    expect(displayOfferStatus({ status: 'waiting_for_approval', periodStart: '2027-01-01', periodEnd: '2027-02-01' }, '2026-11-22')).toBe('waiting_for_approval');
  });

  it('reads both derived statuses as the published row behind them', () => {
    expect(storedOfferStatus('scheduled')).toBe('published');
    expect(storedOfferStatus('outside_the_period')).toBe('published');
    expect(storedOfferStatus('remand')).toBe('remand');
  });
});

describe('dates', () => {
  it('takes today in Bangkok', () => {
    expect(platformToday(new Date('2026-11-22T16:59:00Z'))).toBe('2026-11-22');
    expect(platformToday(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
  });

  it('ends a period at most six calendar months after its start', () => {
    expect(maxPeriodEnd('2026-01-15')).toBe('2026-07-15');
    expect(maxPeriodEnd('2026-08-31')).toBe('2027-02-28');
    expect(maxPeriodEnd('2027-08-31')).toBe('2028-02-29');
    expect(maxPeriodEnd('2026-12-01')).toBe('2027-06-01');
  });
});
