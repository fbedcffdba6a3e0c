// The notification policy: each user reads and marks their own notifications only; another user's
// is answered like an unknown one (404), whatever the viewer's role (decision 021).
import { describe, expect, it } from 'vitest';
import { decide, notificationVisibleTo } from './notifications.policy.ts';

describe('notification policy', () => {
  const me = { user: { id: 'me' } };
  it('allows the owner and hides the notification from anyone else', () => {
    for (const action of ['read', 'mark_read'] as const) {
      expect(decide(me, action, { userId: 'me' }).allowed).toBe(true);
      expect(decide(me, action, { userId: 'a colleague' })).toEqual({ allowed: false, reason: 'hidden' });
      expect(decide(me, action, undefined)).toEqual({ allowed: false, reason: 'hidden' });
    }
  });

  it('lists the owner\'s own, less a withdrawn announcement\'s', () => {
    expect(notificationVisibleTo(me)).toHaveLength(2);
  });
});
