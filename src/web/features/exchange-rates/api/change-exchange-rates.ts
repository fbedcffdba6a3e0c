import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRateBody } from '../../../../shared/schemas/exchange-rate-body.ts';
import { exchangeRateSchema } from '../../../../shared/schemas/exchange-rates.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { exchangeRatesQueryOptions } from '../../../lib/exchange-rates.ts';

/** `PUT exchange-rates`: a currency's rate from a day on (the operator's). */
export const setExchangeRate = async (body: ExchangeRateBody) => exchangeRateSchema.parse(await apiClient.put('exchange-rates', body, { forbiddenRedirect: false }));

/** `DELETE exchange-rates/{id}`. */
export const removeExchangeRate = async (id: string) => {
  await apiClient.delete(`exchange-rates/${encodeURIComponent(id)}`, { forbiddenRedirect: false });
};

/** After a change every price's approximation and the table read the rates again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: exchangeRatesQueryOptions().queryKey });
}

export function useSetExchangeRate() {
  const refresh = useAfterChange();
  return useMutation({ mutationKey: ['exchange-rates', 'set'], mutationFn: setExchangeRate, onSuccess: refresh });
}

export function useRemoveExchangeRate() {
  const refresh = useAfterChange();
  return useMutation({ mutationKey: ['exchange-rates', 'remove'], mutationFn: removeExchangeRate, onSuccess: refresh });
}
