import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PriceCurrencySetting, priceCurrencySettingSchema } from '../../../../shared/schemas/exchange-rates.ts';
import type { Currency } from '../../../../shared/schemas/offer.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET user/price-currency`: the currency the user chose for approximate prices (null: their country's, `home`). */
export const priceCurrencyQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'price-currency'] as const, queryFn: () => apiClient.get('user/price-currency', priceCurrencySettingSchema) });

export const usePriceCurrency = () => useQuery(priceCurrencyQueryOptions());

/**
 * `PUT user/price-currency`. The rates' answer carries the reader's currency every price is converted
 * to, and a price filter without a currency is in it: both are asked again.
 */
export function useChangePriceCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'price-currency'],
    mutationFn: async (currency: Currency | null) => priceCurrencySettingSchema.parse(await apiClient.put('user/price-currency', { currency })),
    onSuccess: async (answer: PriceCurrencySetting) => {
      queryClient.setQueryData(priceCurrencyQueryOptions().queryKey, answer);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['exchange-rates'] }), queryClient.invalidateQueries({ queryKey: ['offers'] })]);
    },
  });
}
