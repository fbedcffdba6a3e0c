import { offerManageQuerySchema, type OfferManageQuery } from '../../../../shared/schemas/offer-views.ts';
import { useAddressParams } from '../../../lib/use-address-params.ts';

/** Page size of every offer list. */
export const OFFER_PAGE_SIZE = 20;

/** The conditions of an offer list: the server's own query schema, every part optional. */
export type OfferListParams = Partial<OfferManageQuery>;
export type OfferListFilterKey = Exclude<keyof OfferListParams, 'page' | 'per_page'>;

const fields = offerManageQuerySchema.shape;
const isCondition = (key: string): key is Exclude<keyof typeof fields, 'per_page'> => key in fields && key !== 'per_page';

/**
 * The conditions of an offer list as the address bar holds them, so a search can be bookmarked,
 * shared and restored with the back button. Each is read with the server's schema for it, and a
 * value the server would refuse is dropped here, so a hand-edited address shows the unfiltered
 * list instead of an error.
 */
export function parseOfferListParams(search: URLSearchParams, defaults: Partial<OfferListParams> = {}): OfferListParams {
  const out: OfferListParams = { ...defaults };
  for (const [key, raw] of search.entries()) {
    const value = raw.trim();
    if (value === '' || !isCondition(key)) continue;
    const parsed = fields[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) Object.assign(out, { [key]: parsed.data });
  }
  return { ...out, per_page: OFFER_PAGE_SIZE };
}

/** The list conditions from the address, and a setter that writes them back (page 1 unless given). */
export function useOfferListParams(defaults: Partial<OfferListParams> = {}) {
  return useAddressParams((search) => parseOfferListParams(search, defaults), JSON.stringify(defaults));
}
