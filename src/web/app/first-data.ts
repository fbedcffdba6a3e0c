import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import { ROLE_PATH, type Role } from '../../shared/enum-values.ts';
import { paths } from '../../shared/paths.ts';
import { negotiationApi } from '../../shared/schemas/negotiations.ts';
import { inboxApi } from '../../shared/schemas/notifications.ts';
import { OFFER_LIST_ENDPOINTS, type OfferListKind } from '../features/offers/api/get-offer-list.ts';
import { type OfferListParams, parseOfferListParams } from '../features/offers/lib/offer-list-params.ts';
import { INBOX_PER_PAGE, parsePageParams } from '../features/inbox/lib/inbox-list-params.ts';
import { buildApiUrl, DEFAULT_API_BASE_URL } from '../lib/api-client.ts';
import type { ModuleHandle } from './router.tsx';

/**
 * The API requests a signed-in page makes as soon as it renders, for the server to name as preloads
 * of the page's HTML (src/server/plugins/web.ts): they then start with the app's script instead of
 * after it, the page's code and its first render (docs/decisions/059-a-page-s-first-data-preloaded.md).
 * Each address is built by the function and from the inputs the page's own query uses, so the
 * browser hands the page the preloaded answer; tests/e2e/smoke.spec.ts checks that each is asked
 * for once and none is left unused.
 */

/** The API's base as the browser's client has it when the API is on the page's origin (the only case the server preloads). */
const API = DEFAULT_API_BASE_URL;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type FirstData = (params: Record<string, string | undefined>, search: URLSearchParams) => string[];

/** An offer list page: its list, with the conditions in the address read as the page reads them. */
const offerList =
  (kind: OfferListKind, defaults: Partial<OfferListParams> = {}): FirstData =>
  (_, search) => [buildApiUrl(API, OFFER_LIST_ENDPOINTS[kind], { ...parseOfferListParams(search, defaults) })];
/** A negotiation's page: the negotiation, by the id in its address. */
const negotiation =
  (param: string, path: (id: string) => string): FirstData =>
  (params) => {
    const id = params[param];
    return id && UUID.test(id) ? [buildApiUrl(API, path(id))] : [];
  };
const todo: FirstData = (_, search) => [buildApiUrl(API, inboxApi.todo, { page: parsePageParams(search).page, per_page: INBOX_PER_PAGE })];

const at = (role: Role, path: string) => `/${ROLE_PATH[role]}/${path}`;
const PAGES: [pattern: string, data: FirstData][] = [
  [at('enterprise', paths.company.offerSearch.path), offerList('search')],
  [at('enterprise', paths.company.offerFavorites.path), offerList('favorites')],
  [at('enterprise', paths.company.offerInHouse.path), offerList('inHouse')],
  [at('bank', paths.bank.offerManage.path), offerList('bank', { section: 'unapproved' })],
  [at('kokopelli', paths.kokopelli.offerManage.path), offerList('operator', { section: 'all' })],
  [at('enterprise', paths.company.tradingDetail.path), negotiation('tradingId', negotiationApi.detail)],
  [at('bank', paths.bank.negotiationDetail.path), negotiation('tradingId', negotiationApi.detail)],
  [at('kokopelli', paths.kokopelli.negotiationDetail.path), negotiation('tradingId', negotiationApi.detail)],
  [at('coordinator', paths.coordinator.tradingDetail.path), negotiation('contractId', negotiationApi.byContract)],
  ...(['enterprise', 'bank', 'kokopelli', 'coordinator'] as const).map((role): [string, FirstData] => [at(role, paths.area.todo.path), todo]),
];

/**
 * The API addresses the signed-in page at `url` (path and query) asks for first: the bell's counts
 * in a layout with a header, and the page's own data where it is listed above.
 */
export function firstDataUrls(routes: RouteObject[], url: string): string[] {
  const { pathname, searchParams } = new URL(url, 'http://first-data.invalid');
  const matches = matchRoutes(routes, pathname) ?? [];
  const layout = matches.map(({ route }) => (route.handle as Partial<ModuleHandle> | undefined)?.layout).find(Boolean);
  const bell = layout && !layout.endsWith('WithoutHeader') ? [buildApiUrl(API, inboxApi.unread)] : [];
  for (const [pattern, data] of PAGES) {
    const match = matchPath({ path: pattern, end: true }, pathname);
    if (match) return [...bell, ...data(match.params, searchParams)];
  }
  return bell;
}
