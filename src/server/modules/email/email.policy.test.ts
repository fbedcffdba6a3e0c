// The e-mail policy: a user's choices are theirs alone; the outbox is the operator's (decision 021).
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/enums.ts';
import { decide, outboxVisibleTo } from './email.policy.ts';

const viewer = (role: Role, id = 'me') => ({ organisation: { role }, user: { id } });
const ROLES: Role[] = ['kokopelli', 'enterprise', 'bank', 'coordinator'];

describe('e-mail policy', () => {
  it('lets every user read and change their own choices, nobody else\'s (403)', () => {
    for (const role of ROLES) {
      for (const action of ['view_settings', 'change_settings'] as const) {
        expect(decide(viewer(role), action, { userId: 'me' }).allowed, `${role} ${action}`).toBe(true);
        expect(decide(viewer(role), action, { userId: 'other user' }), `${role} ${action}`).toEqual({ allowed: false, reason: 'forbidden' });
        expect(decide(viewer(role), action), `${role} ${action}`).toEqual({ allowed: false, reason: 'forbidden' });
      }
    }
  });

  it('shows the outbox to the operator only, and its SQL half selects nothing for any other role', () => {
    for (const role of ROLES) {
      const allowed = decide(viewer(role), 'view_outbox').allowed;
      expect(allowed, role).toBe(role === 'kokopelli');
      expect(outboxVisibleTo(viewer(role)).length === 0, role).toBe(allowed);
    }
  });
});
