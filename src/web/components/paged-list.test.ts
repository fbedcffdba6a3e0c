import { describe, expect, it } from 'vitest';
import type { OfferList } from '../../shared/schemas/offer-views.ts';
import { pageCount } from './paged-list.tsx';

const list = (overrides: Partial<OfferList>, items = 20): OfferList => ({
  items: Array.from({ length: items }) as OfferList['items'],
  total: 100,
  total_capped: false,
  page: 1,
  per_page: 20,
  ...overrides,
});

describe('page count', () => {
  it('follows an exact total', () => {
    expect(pageCount(list({ total: 41 }))).toBe(3);
    expect(pageCount(list({ total: 0 }, 0))).toBe(1);
  });

  it('keeps the page a user is on, even past the last', () => {
    expect(pageCount(list({ total: 20, page: 4 }, 0))).toBe(4);
  });

  it('offers one more page past a capped total while pages come back full, down to the paging depth', () => {
    expect(pageCount(list({ total: 1000, total_capped: true, page: 50 }))).toBe(51);
    expect(pageCount(list({ total: 1000, total_capped: true, page: 51 }, 7))).toBe(51);
    expect(pageCount(list({ total: 1000, total_capped: true, page: 100 }))).toBe(100);
  });
});
