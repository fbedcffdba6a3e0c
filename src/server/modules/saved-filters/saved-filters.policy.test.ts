import { describe, expect, it } from 'vitest';
import { decide } from './saved-filters.policy.ts';

describe('saved filter policy', () => {
  const me = { user: { id: 'me' }, organisation: { role: 'bank' as const } };
  const company = { user: { id: 'me' }, organisation: { role: 'enterprise' as const } };
  it("lets every signed-in user list and create its own, and change or remove only its own (another's is unknown)", () => {
    expect(decide(me, 'list', { list: 'negotiations' }).allowed).toBe(true);
    expect(decide(me, 'create', { list: 'negotiations' }).allowed).toBe(true);
    for (const action of ['update', 'remove'] as const) {
      expect(decide(me, action, { userId: 'me', list: 'negotiations' })).toEqual({ allowed: true, to: null });
      expect(decide(me, action, { userId: 'colleague', list: 'negotiations' })).toEqual({ allowed: false, reason: 'hidden' });
      expect(decide(me, action, undefined)).toEqual({ allowed: false, reason: 'hidden' });
    }
  });

  it('keeps saved searches of partner offers (with alerts) to company users', () => {
    expect(decide(company, 'create', { list: 'offer_search' }).allowed).toBe(true);
    expect(decide(company, 'list', { list: 'offer_search' }).allowed).toBe(true);
    for (const role of ['bank', 'kokopelli', 'coordinator'] as const) {
      const viewer = { user: { id: 'me' }, organisation: { role } };
      expect(decide(viewer, 'create', { list: 'offer_search' })).toEqual({ allowed: false, reason: 'forbidden' });
      expect(decide(viewer, 'list', { list: 'offer_search' })).toEqual({ allowed: false, reason: 'forbidden' });
    }
  });
});
