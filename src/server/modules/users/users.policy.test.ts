// The user policy: a viewer sees the users of their own organisation (another company's user is
// hidden, 404) and changes their own language only (403 for a colleague's too).
import { describe, expect, it } from 'vitest';
import { decide } from './users.policy.ts';

const viewer = { organisation: { id: 'company' }, user: { id: 'me' } };

describe('user policy', () => {
  it('shows the viewer and their colleagues, not another company\'s users', () => {
    expect(decide(viewer, 'view', { id: 'me', organisationId: 'company' }).allowed).toBe(true);
    expect(decide(viewer, 'view', { id: 'colleague', organisationId: 'company' }).allowed).toBe(true);
    expect(decide(viewer, 'view', { id: 'stranger', organisationId: 'other company' })).toEqual({ allowed: false, reason: 'hidden' });
    expect(decide(viewer, 'view', undefined)).toEqual({ allowed: false, reason: 'hidden' });
  });

  it('lets a user change their own language only', () => {
    expect(decide(viewer, 'change_language', { id: 'me' }).allowed).toBe(true);
    expect(decide(viewer, 'change_language', { id: 'colleague' })).toEqual({ allowed: false, reason: 'forbidden' });
    expect(decide(viewer, 'change_language', undefined)).toEqual({ allowed: false, reason: 'forbidden' });
  });
});
