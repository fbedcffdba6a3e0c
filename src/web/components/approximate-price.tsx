import { lazy, Suspense } from 'react';
import type { PricedOffer } from '../lib/exchange-rates.ts';

// The rates and their conversion load after the page has shown (they are a reader's aid beside the
// price, not part of it): no page's first load carries them (bench/README.md, "Front-end weight").
const ApproximatePriceText = lazy(() => import('./approximate-price-text.tsx'));

/** An offer's price in the reader's currency, approximately, with the rate's date (docs/product/languages.md#prices); nothing when there is none to show. */
export function ApproximatePrice({ offer, block = false }: { offer: PricedOffer; block?: boolean }) {
  return (
    <Suspense fallback={null}>
      <ApproximatePriceText offer={offer} block={block} />
    </Suspense>
  );
}
