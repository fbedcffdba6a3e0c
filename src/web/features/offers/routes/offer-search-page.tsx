// SCAFFOLD: replaced by the real page.
export function OfferSearchPage() {
  return <p>OfferSearchPage</p>;
}
