import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../shared/schemas/config.ts';
import { apiClient, createApiClient, DEFAULT_API_BASE_URL } from './api-client.ts';
import { publicConfigSchema } from './public-schemas.ts';

/**
 * The public runtime configuration (`GET /api/config`). It always lives at `/api/config`,
 * whatever `api_base_url` it then announces for every other call.
 */
export type RuntimeConfig = PublicConfig;
export type ConfigBank = RuntimeConfig['banks'][number];

const configClient = createApiClient({ baseUrl: DEFAULT_API_BASE_URL });

export const getRuntimeConfig = (): Promise<RuntimeConfig> => configClient.get('config', publicConfigSchema);

export const runtimeConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: getRuntimeConfig,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** The config is fetched before the app renders, so this never suspends in practice. */
export const useRuntimeConfig = (): RuntimeConfig => useSuspenseQuery(runtimeConfigQueryOptions()).data;

/** Points the shared API client at the configured base URL. */
export const applyApiBaseUrl = (config: RuntimeConfig) => {
  apiClient.configure({ baseUrl: config.api_base_url.trim() || DEFAULT_API_BASE_URL });
};
