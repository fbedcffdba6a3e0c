// SCAFFOLD: replaced by the real page.
export function OfferInHouseDetailPage() {
  return <p>OfferInHouseDetailPage</p>;
}
