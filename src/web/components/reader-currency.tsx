import { lazy, Suspense } from 'react';

const ReaderCurrencyCode = lazy(async () => {
  const { useExchangeRates } = await import('../lib/exchange-rates.ts');
  function ReaderCurrencyText() {
    return <>{useExchangeRates().data?.reader_currency ?? null}</>;
  }
  return { default: ReaderCurrencyText };
});

/** The reader's currency code ("THB"), once the rates have loaded after the page (docs/product/languages.md#prices). */
export function ReaderCurrency() {
  return (
    <Suspense fallback={null}>
      <ReaderCurrencyCode />
    </Suspense>
  );
}
