import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi, dashboardSchema } from '../../../../shared/schemas/dashboards.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { DashboardFilters } from '../lib/dashboard-filters.ts';

/**
 * `GET dashboard`: the figures of the operator's or a bank's dashboard for the filters
 * (docs/product/dashboards.md); the server scopes them to the viewer. A refusal (another bank's
 * figures, a branch not the bank's own) is the page's to explain, not a reason to leave it.
 */
export const getDashboard = (filters: DashboardFilters, signal?: AbortSignal) =>
  apiClient.get(dashboardApi.dashboard(), dashboardSchema, { query: { ...filters }, signal, forbiddenRedirect: false });

export const dashboardKeys = {
  all: ['dashboard'] as const,
  view: (filters: DashboardFilters) => [...dashboardKeys.all, filters] as const,
};

export const dashboardQueryOptions = (filters: DashboardFilters) =>
  queryOptions({
    queryKey: dashboardKeys.view(filters),
    queryFn: ({ signal }) => getDashboard(filters, signal),
    // Counts move with every deal's step, but not by the second: a minute, like the home's summary.
    staleTime: 60_000,
    // While another view loads, the one before stays on screen.
    placeholderData: keepPreviousData,
  });

export const useDashboard = (filters: DashboardFilters) => useQuery(dashboardQueryOptions(filters));
