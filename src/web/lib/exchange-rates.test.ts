import { beforeAll, describe, expect, it } from 'vitest';
import { ratesInForce } from '../../shared/currency.ts';
import { i18n } from './i18n.ts';
import { approximatePrice } from './exchange-rates.ts';
import { loadEnglish } from '../testing/render.tsx';

const rates = ratesInForce([
  { currency: 'JPY', per_usd: 154.25, effective_on: '2026-11-13' },
  { currency: 'THB', per_usd: 36.4, effective_on: '2026-11-20' },
]);
const thai = { currency: 'THB' as const, rates };

describe('approximatePrice', () => {
  beforeAll(loadEnglish);

  it("shows a yen range in baht to three significant digits, with the older rate's date", () => {
    const text = approximatePrice({ price_min: 80_000_000, price_max: 120_000_000, currency: 'JPY' }, thai, 'en', i18n.t);
    expect(text).toBe('≈ THB 18,900,000 – THB 28,300,000 (rate of 13 Nov 2026)'.replace(/THB /g, 'THB\u00a0'));
  });

  it('keeps an open end open', () => {
    expect(approximatePrice({ price_min: null, price_max: 1_000_000, currency: 'JPY' }, thai, 'en', i18n.t)).toMatch(/^≈ No lower limit – THB\s236,000 \(rate of /);
  });

  it('says nothing for a price in the reader\'s own currency, no price, or a currency without a rate', () => {
    expect(approximatePrice({ price_min: 1, price_max: 2, currency: 'THB' }, thai, 'en', i18n.t)).toBeNull();
    expect(approximatePrice({ price_min: null, price_max: null, currency: 'JPY' }, thai, 'en', i18n.t)).toBeNull();
    expect(approximatePrice({ price_min: 1, price_max: 2, currency: 'JPY' }, { currency: 'THB', rates: {} }, 'en', i18n.t)).toBeNull();
  });
});
