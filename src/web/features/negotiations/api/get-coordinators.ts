import { queryOptions, useQuery } from '@tanstack/react-query';
import { coordinatorListSchema, negotiationApi } from '../../../../shared/schemas/negotiations.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET coordinators` (operator only): the coordinators a deal can be offered to, with their open deals. */
export const getCoordinators = () => apiClient.get(negotiationApi.coordinators(), coordinatorListSchema);

export const coordinatorsQueryOptions = () => queryOptions({ queryKey: ['negotiations', 'coordinators'], queryFn: getCoordinators });

export const useCoordinators = (enabled: boolean) => useQuery({ ...coordinatorsQueryOptions(), enabled });
