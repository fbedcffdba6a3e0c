import { describe, expect, it } from 'vitest';
import { OFFER_PAGE_SIZE, parseOfferListParams } from './offer-list-params.ts';

describe('offer list parameters from the address', () => {
  it('keeps valid conditions and the page', () => {
    const params = parseOfferListParams(new URLSearchParams('keyword=精密&type=buy&country=TH&industry_major=E&sort=updated_asc&page=3'));
    expect(params).toEqual({
      keyword: '精密',
      type: 'buy',
      country: 'TH',
      industry_major: 'E',
      sort: 'updated_asc',
      page: 3,
      per_page: OFFER_PAGE_SIZE,
    });
  });

  it('drops what the server would refuse instead of failing', () => {
    const params = parseOfferListParams(new URLSearchParams('type=lease&country=US&page=-2&sort=random&status=gone'));
    expect(params).toEqual({ per_page: OFFER_PAGE_SIZE });
    // A page is decimal digits only, as the server reads it ("0x10" is not page 16).
    for (const page of ['0x10', '1e1', '+2', '2.0']) {
      expect(parseOfferListParams(new URLSearchParams(`page=${encodeURIComponent(page)}`))).toEqual({ per_page: OFFER_PAGE_SIZE });
    }
  });

  it('reads each condition with the server\'s own schema: a keyword over its 200 characters or an unknown section is dropped', () => {
    expect(parseOfferListParams(new URLSearchParams(`keyword=${'あ'.repeat(200)}`)).keyword).toHaveLength(200);
    expect(parseOfferListParams(new URLSearchParams(`keyword=${'あ'.repeat(201)}&section=old`))).toEqual({ per_page: OFFER_PAGE_SIZE });
    expect(parseOfferListParams(new URLSearchParams('keyword=%20精密%20&section=approved&bank_code=minato'))).toEqual({
      keyword: '精密',
      section: 'approved',
      bank_code: 'minato',
      per_page: OFFER_PAGE_SIZE,
    });
  });

  it('fills defaults that the address does not override', () => {
    expect(parseOfferListParams(new URLSearchParams(''), { section: 'unapproved' }).section).toBe('unapproved');
    expect(parseOfferListParams(new URLSearchParams('section=approved'), { section: 'unapproved' }).section).toBe('approved');
  });
});
