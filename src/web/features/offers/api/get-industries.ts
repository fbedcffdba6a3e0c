import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { industrySchema } from '../../../../shared/schemas/offer-views.ts';
import { apiClient } from '../../../lib/api-client.ts';

const industriesSchema = z.array(industrySchema);

/** `GET industries`: the two-level industry classification, names in en/ja/th. */
export const getIndustries = () => apiClient.get('industries', industriesSchema);

export const industriesQueryOptions = () =>
  queryOptions({ queryKey: ['industries'], queryFn: getIndustries, staleTime: Number.POSITIVE_INFINITY });

export const useIndustries = () => useQuery(industriesQueryOptions());
