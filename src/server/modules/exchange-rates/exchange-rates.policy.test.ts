import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../shared/enums.ts';
import { decide, exchangeRateAbilities } from './exchange-rates.policy.ts';

describe('exchange-rate policy', () => {
  it('lets every role read and choose its own currency, and only the operator change the table', () => {
    for (const role of ROLES) {
      const viewer = { organisation: { role } };
      expect(decide(viewer, 'read')).toEqual({ allowed: true, to: null });
      expect(decide(viewer, 'choose_currency')).toEqual({ allowed: true, to: null });
      expect(decide(viewer, 'change')).toEqual(role === 'kokopelli' ? { allowed: true, to: null } : { allowed: false, reason: 'forbidden' });
      expect(exchangeRateAbilities(viewer)).toEqual({ change: role === 'kokopelli' });
    }
  });
});
