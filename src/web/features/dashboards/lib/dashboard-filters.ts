import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DashboardQuery } from '../../../../shared/schemas/dashboards.ts';

/**
 * The dashboard's filters as its address keeps them (docs/product/dashboards.md#filters), so a view
 * can be bookmarked or sent: the period (`from`, `to`), the country pair, the industry, the bank
 * (the operator's) and the branch, named as the API's query names them.
 */
export const DASHBOARD_FILTER_KEYS = ['from', 'to', 'country_pair', 'industry', 'bank', 'branch'] as const satisfies readonly (keyof DashboardQuery)[];
export type DashboardFilterKey = (typeof DASHBOARD_FILTER_KEYS)[number];

/** The filters set in the address; a filter not set is absent. */
export type DashboardFilters = Partial<Record<DashboardFilterKey, string>>;

const isFilterKey = (key: string): key is DashboardFilterKey => (DASHBOARD_FILTER_KEYS as readonly string[]).includes(key);

/**
 * The filters from the address: each known key (its first value), trimmed, an empty one left out;
 * any other key ignored. A value is kept as written, not checked here: the server checks every
 * filter and answers 400 naming the field, which the page shows (a bookmarked view that no longer
 * applies says why rather than silently showing something else).
 */
export function parseDashboardFilters(search: URLSearchParams): DashboardFilters {
  const filters: DashboardFilters = {};
  for (const [key, raw] of search.entries()) {
    if (!isFilterKey(key) || key in filters) continue;
    const value = raw.trim();
    if (value !== '') filters[key] = value;
  }
  return filters;
}

/** The address's search part for `filters`, in a fixed order (the same view is always the same address). */
export function dashboardFiltersToSearch(filters: DashboardFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of DASHBOARD_FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) search.set(key, value);
  }
  return search;
}

/**
 * `filters` with `changes` applied: an empty value clears its filter. A branch belongs to one
 * bank, so choosing another bank clears the branch unless the change sets one too.
 */
export function changeDashboardFilters(filters: DashboardFilters, changes: DashboardFilters): DashboardFilters {
  const next: DashboardFilters = { ...filters };
  for (const key of DASHBOARD_FILTER_KEYS) {
    if (!(key in changes)) continue;
    const value = changes[key]?.trim();
    if (value) next[key] = value;
    else delete next[key];
  }
  if ('bank' in changes && !('branch' in changes) && next.bank !== filters.bank) delete next.branch;
  return next;
}

/**
 * The filters from the address, and a setter that writes changes back. A change replaces the
 * address rather than adding to the history: the back button leaves the dashboard instead of
 * stepping through every filter tried.
 */
export function useDashboardFilters() {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters follow the address's text
  const filters = useMemo(() => parseDashboardFilters(search), [key]);
  const change = useCallback(
    (changes: DashboardFilters) =>
      setSearch((previous) => dashboardFiltersToSearch(changeDashboardFilters(parseDashboardFilters(previous), changes)), { replace: true }),
    [setSearch],
  );
  return { filters, change };
}
