import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../shared/enums.ts';
import { can, decide } from './glossary.policy.ts';

describe('glossary policy', () => {
  it('lets the operator alone read and change the glossary', () => {
    for (const role of ROLES) {
      const viewer = { organisation: { role } };
      for (const action of ['read', 'change'] as const) {
        expect(decide(viewer, action)).toEqual(role === 'kokopelli' ? { allowed: true, to: null } : { allowed: false, reason: 'forbidden' });
        expect(can(viewer, action)).toBe(role === 'kokopelli');
      }
    }
  });
});
