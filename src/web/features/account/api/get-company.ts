import { queryOptions, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { Company } from '../../../../shared/schemas/session.ts';
import { apiClient, isApiError, type RequestOptions } from '../../../lib/api-client.ts';
import { rememberBankCode } from '../../../lib/browser-storage.ts';
import { companySchema } from '../../../lib/public-schemas.ts';

/** The organisation loaded, but with a role this version of the app does not know (docs/product/screens-and-routes.md#session-behaviour). */
export class UnknownRoleError extends Error {
  readonly role: unknown;

  constructor(role: unknown) {
    super(`Unknown organisation role: ${String(role)}`);
    this.name = 'UnknownRoleError';
    this.role = role;
  }
}

const readBankCode = (data: unknown): string | null =>
  data !== null && typeof data === 'object' && 'bank_code' in data && typeof data.bank_code === 'string'
    ? data.bank_code
    : null;

/** `GET company`: the signed-in user's own organisation. Its bank code is remembered for the login address. */
export async function getCompany(options?: RequestOptions): Promise<Company> {
  const data = await apiClient.request('GET', 'company', options);
  const bankCode = readBankCode(data);
  if (bankCode) rememberBankCode(bankCode);
  const parsed = companySchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const onlyRoleIsWrong = parsed.error.issues.every((issue) => issue.path[0] === 'role');
  if (onlyRoleIsWrong && data !== null && typeof data === 'object' && 'role' in data) {
    throw new UnknownRoleError(data.role);
  }
  throw parsed.error;
}

export const companyQueryOptions = () =>
  queryOptions({
    queryKey: ['company'],
    queryFn: () => getCompany(),
    staleTime: 5 * 60_000,
  });

/** The signed-in organisation; only for screens behind the session guard, which loads it first. */
export const useCompany = (): Company => useSuspenseQuery(companyQueryOptions()).data;

/**
 * Whether someone is signed in, for public and error pages: `null` when not signed in. Never sends the
 * browser to login, and reuses the organisation already loaded by the session guard.
 */
export const sessionProbeQueryOptions = () =>
  queryOptions({
    queryKey: ['session-probe'],
    queryFn: async (): Promise<Company | null> => {
      try {
        return await getCompany({ sessionRedirects: false });
      } catch (error) {
        if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });

export function useSessionProbe() {
  const queryClient = useQueryClient();
  return useQuery({
    ...sessionProbeQueryOptions(),
    initialData: () => queryClient.getQueryData(companyQueryOptions().queryKey),
  });
}
