import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Company, companySchema } from '../../../../shared/schemas/session.ts';
import { apiClient } from '../../../lib/api-client.ts';

export interface CompanyByIdParams {
  companyId: string;
  /** The negotiation through which the caller may see this organisation (docs/product/visibility.md). */
  tradingId?: string;
}

/** `GET company/{id}?trading_id=`: another organisation, as far as the caller may see it. */
export const getCompanyById = ({ companyId, tradingId }: CompanyByIdParams): Promise<Company> =>
  apiClient.get(`company/${encodeURIComponent(companyId)}`, companySchema, { query: { trading_id: tradingId } });

export const companyByIdQueryOptions = (params: CompanyByIdParams) =>
  queryOptions({
    queryKey: ['company', params.companyId, { tradingId: params.tradingId ?? null }],
    queryFn: () => getCompanyById(params),
  });

export const useCompanyById = (params: CompanyByIdParams) => useQuery(companyByIdQueryOptions(params));
