import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { COUNTRIES, OFFER_STATUSES } from '../../../../shared/enums.ts';
import { queryIntSchema } from '../../../../shared/schemas/common.ts';
import { OFFER_TYPES } from '../../../../shared/schemas/offer.ts';
import { OFFER_SORTS } from '../../../../shared/schemas/offer-views.ts';

/** Page size of every offer list. */
export const OFFER_PAGE_SIZE = 20;

/**
 * The conditions of an offer list as the address bar holds them, so a search can be bookmarked,
 * shared and restored with the back button. A value the server would refuse is dropped here,
 * so a hand-edited address shows the unfiltered list instead of an error.
 */
const paramsSchema = z.object({
  keyword: z.string().trim().max(200).optional().catch(undefined),
  type: z.enum(OFFER_TYPES).optional().catch(undefined),
  country: z.enum(COUNTRIES).optional().catch(undefined),
  industry_major: z.string().max(8).optional().catch(undefined),
  industry_middle: z.string().max(8).optional().catch(undefined),
  sort: z.enum(OFFER_SORTS).optional().catch(undefined),
  status: z.enum(OFFER_STATUSES).optional().catch(undefined),
  section: z.enum(['unapproved', 'approved', 'all']).optional().catch(undefined),
  bank_code: z.string().max(64).optional().catch(undefined),
  page: queryIntSchema(1, 10_000).optional().catch(undefined),
});
export type OfferListParams = z.infer<typeof paramsSchema> & { per_page?: number };
export type OfferListFilterKey = Exclude<keyof OfferListParams, 'page' | 'per_page'>;

export function parseOfferListParams(search: URLSearchParams, defaults: Partial<OfferListParams> = {}): OfferListParams {
  const raw = Object.fromEntries([...search.entries()].filter(([, value]) => value !== ''));
  const parsed = paramsSchema.parse(raw);
  const out: OfferListParams = { ...defaults };
  for (const [key, value] of Object.entries(parsed)) {
    if (value !== undefined && value !== '') Object.assign(out, { [key]: value });
  }
  return { ...out, per_page: OFFER_PAGE_SIZE };
}

/** The list conditions from the address, and a setter that writes them back (page 1 unless given). */
export function useOfferListParams(defaults: Partial<OfferListParams> = {}) {
  const [search, setSearch] = useSearchParams();
  const defaultsKey = JSON.stringify(defaults);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- defaults compared by value
  const params = useMemo(() => parseOfferListParams(search, defaults), [search, defaultsKey]);
  const update = useCallback(
    (changes: Partial<OfferListParams>) => {
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setSearch],
  );
  const reset = useCallback(() => setSearch(new URLSearchParams()), [setSearch]);
  return { params, update, reset };
}
