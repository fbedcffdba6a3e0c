import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { noticeBusFor, type NoticeBus } from '../../lib/notice-bus.ts';
import { NoticeCache, type NoticeCacheOptions } from '../../lib/notice-cache.ts';
import type { OfferList, OfferListItem, OfferSearchQuery } from '../../../shared/schemas/offer-views.ts';

/**
 * The channel on which the database tells every server that a search page may have changed
 * (migration 0009: statement triggers on `offer_search`, `offer_images`, `organisations`,
 * `industries`, a row trigger on `offers` for what a listed offer shows), or a user's favourites
 * (a row trigger on `offer_favorites`).
 */
export const SEARCH_CHANNEL = 'bizmatch_search';

/**
 * A notice: `t`, a write to that table may have changed any page — every page and every user's
 * favourites are forgotten (writes that reach search pages are rare next to the searches); `u`,
 * that user's favourites changed.
 */
export const searchNoticeSchema = z.union([z.object({ t: z.string() }), z.object({ u: z.uuid() })]);
export type SearchNotice = z.infer<typeof searchNoticeSchema>;

export type SearchBus = NoticeBus<SearchNotice>;

export function searchBusFor(database: Pick<DatabaseHandle, 'listen'>, onBadNotice?: (payload: string) => void): SearchBus {
  return noticeBusFor(database, SEARCH_CHANNEL, searchNoticeSchema, onBadNotice);
}

/**
 * 5 s (env SEARCH_CACHE_SECONDS): repeated searches (paging back, a list reloaded) are read once;
 * a missed notice is healed within seconds. 1,000 pages of at most 100 rows (~20 kB for 20 rows).
 */
export const SEARCH_CACHE_DEFAULTS: NoticeCacheOptions = { ttlMs: 5_000, maxEntries: 1_000 };

/** A page as every user of the viewer's company gets it: without whether a row is the user's own favourite. */
export type SharedSearchPage = Omit<OfferList, 'items'> & { items: readonly Readonly<Omit<OfferListItem, 'is_favorite'>>[] };

/**
 * Which page a search answers, as far as anything but the user's favourites goes: who may see what
 * is the partner rule (offers.policy.ts `partnerVisible`), which depends on the viewer's company
 * alone (enterprise, not its own offers) and on the platform's day; then every field of the query
 * (its page, size, sort, keyword and filters), named, so that a field added to the query schema is
 * part of the key too. Nothing else of the request is read.
 */
export function searchPageKey(organisationId: string, today: string, query: OfferSearchQuery): string {
  const fields = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([organisationId, today, fields]);
}

/**
 * A user's favourites are kept only up to this many: more are looked up for the page's rows on
 * each search (the cache's memory stays bounded: 2,000 users × 200 ids).
 */
export const FAVORITES_CACHE_MAX_IDS = 200;
export const FAVORITES_CACHE_DEFAULTS: NoticeCacheOptions = { ttlMs: 5_000, maxEntries: 2_000 };

/**
 * What the partner search keeps, each cleared on every server by notices on `SEARCH_CHANNEL` (the
 * rest — TTL, size bound, nothing kept while notices may be missed, a read that overlapped a
 * notice not kept — is NoticeCache's): the pages it answered recently, by `searchPageKey`, and
 * the ids of each recent searcher's favourites, by user id.
 */
export class SearchCaches {
  readonly pages: NoticeCache<SharedSearchPage>;
  readonly favorites: NoticeCache<ReadonlySet<string>>;

  constructor(ttlMs: number = SEARCH_CACHE_DEFAULTS.ttlMs, clock: () => number = Date.now) {
    this.pages = new NoticeCache({ ...SEARCH_CACHE_DEFAULTS, ttlMs }, clock);
    this.favorites = new NoticeCache({ ...FAVORITES_CACHE_DEFAULTS, ttlMs }, clock);
  }

  get all(): NoticeCache<unknown>[] {
    return [this.pages, this.favorites];
  }

  forget(notice: SearchNotice): void {
    if ('u' in notice) {
      this.favorites.delete(notice.u);
      return;
    }
    this.pages.clear();
    this.favorites.clear();
  }
}
