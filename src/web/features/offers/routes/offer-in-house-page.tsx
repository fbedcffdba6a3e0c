// SCAFFOLD: replaced by the real page.
export function OfferInHousePage() {
  return <p>OfferInHousePage</p>;
}
