import { describe, expect, it } from 'vitest';
import { decide } from './saved-filters.policy.ts';

describe('saved filter policy', () => {
  const me = { user: { id: 'me' } };
  it('lets every signed-in user list and create its own, and remove only its own (another\'s is unknown)', () => {
    expect(decide(me, 'list').allowed).toBe(true);
    expect(decide(me, 'create').allowed).toBe(true);
    expect(decide(me, 'remove', { userId: 'me' })).toEqual({ allowed: true, to: null });
    expect(decide(me, 'remove', { userId: 'colleague' })).toEqual({ allowed: false, reason: 'hidden' });
    expect(decide(me, 'remove', undefined)).toEqual({ allowed: false, reason: 'hidden' });
  });
});
