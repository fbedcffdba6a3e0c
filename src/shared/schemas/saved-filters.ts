import { z } from 'zod';
import { validationKey } from '../i18n/validation.ts';
import { negotiationListQuerySchema } from './negotiations.ts';
import { requiredTextSchema } from './offer.ts';
import { offerSearchQuerySchema } from './offer-views.ts';

/**
 * Named saved filters (docs/decisions/063-saved-filters.md): a user keeps the conditions of a list
 * under a name of its own, and applies them again with one choice. Each is the user's alone.
 *
 * | method | path                         | roles | body / query              | answer        |
 * |--------|------------------------------|-------|---------------------------|---------------|
 * | GET    | /saved-filters?list=         | any   | savedFilterListQuerySchema | SavedFilters |
 * | POST   | /saved-filters               | any   | savedFilterBodySchema      | SavedFilter  |
 * | PUT    | /saved-filters/:filter_id    | any   | savedFilterUpdateSchema    | SavedFilter  |
 * | DELETE | /saved-filters/:filter_id    | any   | —                          | 204          |
 *
 * A saved filter of the partners' offer search (`offer_search`, company users only) is a saved
 * search with alerts (docs/decisions/064-saved-search-alerts.md): its `alert` says whether its user
 * hears of new offers that match at once, in a daily notice, or not at all.
 */

/** The lists whose conditions may be saved, with the query schema that reads them. */
const LIST_QUERIES = {
  negotiations: negotiationListQuerySchema,
  offer_search: offerSearchQuerySchema,
} as const;
export const SAVED_FILTER_LISTS = Object.keys(LIST_QUERIES) as (keyof typeof LIST_QUERIES)[];
export type SavedFilterList = keyof typeof LIST_QUERIES;
export const savedFilterListSchema = z.enum(SAVED_FILTER_LISTS as [SavedFilterList, ...SavedFilterList[]]);

/** At most this many saved filters per user and list; a name at most this long. */
export const SAVED_FILTERS_MAX = 20;
export const SAVED_FILTER_NAME_MAX = 60;
const QUERY_MAX = 1_000;

/** The conditions a saved filter may hold: the list's own, without its paging. */
const NOT_CONDITIONS = new Set(['page', 'per_page']);

/**
 * A list's conditions, as an address's query string, in one canonical form (keys sorted, values
 * as the list's schema reads them, paging left out); null when a key is not one of the list's
 * conditions or a value is one its schema refuses.
 */
export function canonicalFilterQuery(list: SavedFilterList, query: string): string | null {
  const shape = LIST_QUERIES[list].shape as Record<string, z.ZodType>;
  const out = new URLSearchParams();
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const keys = [...new Set(params.keys())].sort();
  for (const key of keys) {
    if (NOT_CONDITIONS.has(key)) continue;
    const values = params.getAll(key);
    const value = values[0]!.trim();
    if (!Object.hasOwn(shape, key) || values.length > 1) return null;
    if (value === '') continue;
    const parsed = shape[key]!.safeParse(value);
    if (!parsed.success) return null;
    if (parsed.data !== undefined) out.set(key, String(parsed.data));
  }
  return out.toString();
}

/** How a saved search's user hears of new offers that match it: at once, in a daily notice, or not. */
export const SEARCH_ALERTS = ['immediate', 'daily', 'none'] as const;
export const searchAlertSchema = z.enum(SEARCH_ALERTS);
export type SearchAlert = z.infer<typeof searchAlertSchema>;

/** Only the offer search has alerts; a filter of another list keeps `none`. */
const alertFits = (body: { list: SavedFilterList; alert?: SearchAlert | undefined }) => body.list === 'offer_search' || (body.alert ?? 'none') === 'none';

export const savedFilterBodySchema = z
  .object({
    list: savedFilterListSchema,
    name: requiredTextSchema(SAVED_FILTER_NAME_MAX),
    /** The list's conditions as its address holds them (`status=preparing&waiting_on=me`). */
    query: z.string().max(QUERY_MAX, { error: validationKey('max', { max: QUERY_MAX }) }),
    /** The offer search's alerts (`none` when left out). */
    alert: searchAlertSchema.optional(),
  })
  .refine((body) => canonicalFilterQuery(body.list, body.query) !== null, { path: ['query'], message: 'validation.saved_filter_query' })
  .refine(alertFits, { path: ['alert'], message: 'validation.saved_filter_alert' })
  .meta({ id: 'SavedFilterBody' });
export type SavedFilterBody = z.infer<typeof savedFilterBodySchema>;

export const savedFilterSchema = z
  .object({
    id: z.uuid(),
    list: savedFilterListSchema,
    name: z.string(),
    /** Canonical (`canonicalFilterQuery`). */
    query: z.string(),
    alert: searchAlertSchema,
    /**
     * A saved search's alerts so far: how many offers it announced, the latest when, and how many
     * wait for its daily notice (null for other lists).
     */
    alerts: z.object({ total: z.number().int().nonnegative(), last_at: z.iso.datetime({ offset: true }).nullable(), waiting: z.number().int().nonnegative() }).nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SavedFilter' });
export type SavedFilter = z.infer<typeof savedFilterSchema>;

export const savedFiltersSchema = z.object({ items: z.array(savedFilterSchema) }).meta({ id: 'SavedFilters' });
export type SavedFilters = z.infer<typeof savedFiltersSchema>;

/** A saved search's alerts changed (the only thing of a saved filter that changes; a new name is a new filter). */
export const savedFilterUpdateSchema = z.object({ alert: searchAlertSchema }).strict().meta({ id: 'SavedFilterUpdate' });
export type SavedFilterUpdate = z.infer<typeof savedFilterUpdateSchema>;

export const savedFilterListQuerySchema = z.object({ list: savedFilterListSchema });

export const SAVED_FILTER_ROUTES = { collection: '/saved-filters', item: '/saved-filters/:filter_id' } as const;

/** The same paths for the browser's api client. */
export const savedFilterApi = {
  collection: (list: SavedFilterList) => `saved-filters?list=${list}`,
  create: () => 'saved-filters',
  item: (id: string) => `saved-filters/${encodeURIComponent(id)}`,
} as const;
