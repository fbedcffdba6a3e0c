// The news policy: which sources each role reads (decision 021) and where its links lead.
// tests/api/news.test.ts proves on a database what each source shows (another bank's customer's
// application, a private offer and another user's announcement never appear).
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/enums.ts';
import { decide, newsLinksFor, newsSourcesFor } from './news.policy.ts';

const viewer = (role: Role) => ({ organisation: { id: `org-${role}`, role }, user: { id: `user-${role}`, userType: 'general_user' as const } });
const kinds = (role: Role) =>
  newsSourcesFor(viewer(role), '2026-12-01').map((s) => (s.from === 'negotiation_events' ? `${s.from}:${s.kind}` : s.from));

describe('news policy', () => {
  it('gives each role its sources', () => {
    expect(kinds('enterprise')).toEqual(['announcements', 'approved_offers']);
    expect(kinds('bank')).toEqual(['announcements', 'approved_offers', 'negotiation_events:new_application']);
    expect(kinds('kokopelli')).toEqual(['announcements', 'approved_offers', 'negotiation_events:new_application']);
    expect(kinds('coordinator')).toEqual(['announcements', 'negotiation_events:deal_offered', 'negotiation_events:deal_completed']);
  });

  it('narrows a bank\'s applications to its own customers\' (one condition more than the operator\'s)', () => {
    const where = (role: Role) => newsSourcesFor(viewer(role), '2026-12-01').find((s) => s.from === 'negotiation_events')!.where.length;
    expect(where('bank')).toBe(where('kokopelli') + 1);
  });

  it('lets every role read its news and links a company to the partner page of an offer', () => {
    for (const role of ['enterprise', 'bank', 'kokopelli', 'coordinator'] as const) expect(decide(viewer(role), 'read').allowed).toBe(true);
    expect(decide(viewer('nobody' as Role), 'read')).toEqual({ allowed: false, reason: 'forbidden' });
    expect(newsLinksFor(viewer('enterprise')).offer('o1')).toBe('/company/offer-detail/business-partner/o1');
    expect(newsLinksFor(viewer('bank')).offer('o1')).toBe('/financial-institution/offer-detail/o1');
    expect(newsLinksFor(viewer('coordinator')).offer('o1')).toBeNull();
    expect(newsLinksFor(viewer('enterprise')).negotiation('t1')).toBeNull();
  });
});
