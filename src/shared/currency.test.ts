import { describe, expect, it } from 'vitest';
import { conversion, convertAmount, HOME_CURRENCY, ratesInForce } from './currency.ts';

const rates = ratesInForce([
  { currency: 'JPY', per_usd: 154.25, effective_on: '2026-11-13' },
  { currency: 'THB', per_usd: 36.4, effective_on: '2026-11-20' },
]);

describe('currency conversion', () => {
  it('converts through the US dollar and dates the result by the older rate used', () => {
    expect(conversion('JPY', 'THB', rates)).toEqual({ factor: 36.4 / 154.25, effectiveOn: '2026-11-13' });
    expect(conversion('THB', 'JPY', rates)).toEqual({ factor: 154.25 / 36.4, effectiveOn: '2026-11-13' });
    expect(conversion('USD', 'THB', rates)).toEqual({ factor: 36.4, effectiveOn: '2026-11-20' });
    expect(convertAmount(80_000_000, 'JPY', 'THB', rates)).toBe(18_878_444);
    expect(convertAmount(1_000, 'USD', 'JPY', rates)).toBe(154_250);
  });

  it('answers nothing without a rate for either currency', () => {
    const onlyYen = ratesInForce([{ currency: 'JPY', per_usd: 154.25, effective_on: '2026-11-13' }]);
    expect(conversion('JPY', 'THB', onlyYen)).toBeNull();
    expect(convertAmount(100, 'THB', 'USD', onlyYen)).toBeNull();
    expect(convertAmount(100, 'JPY', 'USD', onlyYen)).toBe(1);
  });

  it("takes a reader's currency from their organisation's country", () => {
    expect(HOME_CURRENCY).toEqual({ JP: 'JPY', TH: 'THB' });
  });
});
