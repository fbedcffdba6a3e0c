import { describe, expect, it } from 'vitest';
import { NEGOTIATION_PAGE_SIZE, parseNegotiationListParams } from './negotiation-list-params.ts';

describe('parseNegotiationListParams', () => {
  it('reads the conditions the server accepts from the address', () => {
    const params = parseNegotiationListParams(new URLSearchParams('status=preparing&step=bank_approval&country=TH&bank_code=minato&page=3'));
    expect(params).toEqual({ status: 'preparing', step: 'bank_approval', country: 'TH', bank_code: 'minato', page: 3, per_page: NEGOTIATION_PAGE_SIZE });
  });

  it('drops values the server would refuse, and unknown keys', () => {
    const params = parseNegotiationListParams(new URLSearchParams('status=none&step=nowhere&country=US&page=0&per_page=100&colour=red'));
    expect(params).toEqual({ per_page: NEGOTIATION_PAGE_SIZE });
  });
});
