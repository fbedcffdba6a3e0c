import { negotiationListQuerySchema, type NegotiationListQuery } from '../../../../shared/schemas/negotiations.ts';
import { useAddressParams } from '../../../lib/use-address-params.ts';

/** Page size of every negotiation list. */
export const NEGOTIATION_PAGE_SIZE = 20;

/** The conditions of a negotiation list: the server's own query schema, every part optional. */
export type NegotiationListParams = Partial<NegotiationListQuery>;
export type NegotiationListFilterKey = Exclude<keyof NegotiationListParams, 'page' | 'per_page'>;

const fields = negotiationListQuerySchema.shape;
const isCondition = (key: string): key is Exclude<keyof typeof fields, 'per_page'> => key in fields && key !== 'per_page';

/**
 * The conditions of a negotiation list as the address holds them (decision 010): each read with
 * the server's schema for it; a value the server would refuse is dropped, so a hand-edited address
 * shows the unfiltered list instead of an error.
 */
export function parseNegotiationListParams(search: URLSearchParams): NegotiationListParams {
  const out: NegotiationListParams = {};
  for (const [key, raw] of search.entries()) {
    const value = raw.trim();
    if (value === '' || !isCondition(key)) continue;
    const parsed = fields[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) Object.assign(out, { [key]: parsed.data });
  }
  return { ...out, per_page: NEGOTIATION_PAGE_SIZE };
}

/** The list conditions from the address, and a setter that writes them back (page 1 unless given). */
export function useNegotiationListParams() {
  return useAddressParams(parseNegotiationListParams);
}
