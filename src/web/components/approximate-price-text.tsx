import { Text } from '@mantine/core';
import { type PricedOffer, useApproximatePrice } from '../lib/exchange-rates.ts';

/** The approximation itself (loaded lazily by approximate-price.tsx). */
export default function ApproximatePriceText({ offer, block }: { offer: PricedOffer; block: boolean }) {
  const text = useApproximatePrice()(offer);
  if (!text) return null;
  return (
    <Text component="span" display={block ? 'block' : 'inline'} size="sm" c="dimmed" data-testid="price-approximate">
      {block ? text : ` ${text}`}
    </Text>
  );
}
