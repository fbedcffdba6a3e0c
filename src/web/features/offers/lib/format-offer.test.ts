import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/enums.ts';
import { resources } from '../../../../shared/i18n/index.ts';
import { formatPeriod, formatPriceRange } from './format-offer.ts';

const translators = {} as Record<Language, TFunction>;

beforeAll(async () => {
  for (const language of ['en', 'ja', 'th'] as const) {
    const instance = i18next.createInstance();
    await instance.init({ resources, lng: language, interpolation: { escapeValue: false } });
    translators[language] = instance.t;
  }
});

const price = (price_min: number | null, price_max: number | null, status?: string, currency = 'JPY') => ({ price_min, price_max, currency, status });

describe('formatPriceRange in every language, for every combination of ends', () => {
  const cases: [string, ReturnType<typeof price>, Record<Language, string>][] = [
    ['both ends', price(1_000_000, 30_000_000, 'published'), { en: 'JP¥1,000,000 – JP¥30,000,000', ja: '￥1,000,000 ～ ￥30,000,000', th: '¥1,000,000 – ¥30,000,000' }],
    ['only a maximum', price(null, 30_000_000, 'published'), { en: 'No lower limit – JP¥30,000,000', ja: '下限なし ～ ￥30,000,000', th: 'ไม่จำกัดราคาต่ำสุด – ¥30,000,000' }],
    ['only a minimum', price(1_000_000, null, 'published'), { en: 'JP¥1,000,000 – No upper limit', ja: '￥1,000,000 ～ 上限なし', th: '¥1,000,000 – ไม่จำกัดราคาสูงสุด' }],
    ['neither, on purpose', price(null, null, 'published'), { en: 'No price limit', ja: '上限・下限なし', th: 'ไม่จำกัดราคา' }],
    ['neither, being registered', price(null, null), { en: 'No price limit', ja: '上限・下限なし', th: 'ไม่จำกัดราคา' }],
    ['a draft with no price yet', price(null, null, 'draft'), { en: 'Not registered', ja: '未登録', th: 'ยังไม่ได้ลงทะเบียน' }],
    ['a draft with one end', price(null, 5_000, 'draft'), { en: 'No lower limit – JP¥5,000', ja: '下限なし ～ ￥5,000', th: 'ไม่จำกัดราคาต่ำสุด – ¥5,000' }],
    ['baht, whole amounts', price(500_000, 2_000_000, 'published', 'THB'), { en: 'THB 500,000 – THB 2,000,000', ja: 'THB 500,000 ～ THB 2,000,000', th: '฿500,000 – ฿2,000,000' }],
    ['dollars, zero', price(0, null, 'remand', 'USD'), { en: 'US$0 – No upper limit', ja: '$0 ～ 上限なし', th: 'US$0 – ไม่จำกัดราคาสูงสุด' }],
  ];
  it.each(cases)('%s', (_, offer, expected) => {
    for (const language of ['en', 'ja', 'th'] as const) {
      // Intl separates currency codes with a no-break space; compare what a reader sees.
      expect(formatPriceRange(offer, language, translators[language]).replace(/\u00a0/g, ' '), language).toBe(expected[language]);
    }
  });

  it('never says "no upper limit" for the lower end', () => {
    expect(formatPriceRange(price(null, 30_000_000, 'published'), 'ja', translators.ja)).not.toContain('上限なし');
  });
});

describe('formatPeriod in every language', () => {
  it('both dates, in the reader\'s calendar', () => {
    const period = { period_start: '2026-04-01', period_end: '2026-09-30' };
    expect(formatPeriod(period, 'en', translators.en)).toBe('1 April 2026 – 30 September 2026');
    expect(formatPeriod(period, 'ja', translators.ja)).toBe('2026年4月1日 ～ 2026年9月30日');
    // Thai readers use the Buddhist era: 2026 CE is 2569 BE.
    expect(formatPeriod(period, 'th', translators.th)).toBe('1 เมษายน 2569 – 30 กันยายน 2569');
  });

  it('a draft with one date shows the other as not registered; none is null', () => {
    expect(formatPeriod({ period_start: '2026-04-01', period_end: null }, 'en', translators.en)).toBe('1 April 2026 – Not registered');
    expect(formatPeriod({ period_start: null, period_end: '2026-09-30' }, 'ja', translators.ja)).toBe('未登録 ～ 2026年9月30日');
    expect(formatPeriod({ period_start: null, period_end: '2026-09-30' }, 'th', translators.th)).toBe('ยังไม่ได้ลงทะเบียน – 30 กันยายน 2569');
    expect(formatPeriod({ period_start: null, period_end: null }, 'en', translators.en)).toBeNull();
  });
});
