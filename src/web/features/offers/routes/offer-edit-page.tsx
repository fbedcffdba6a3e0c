// SCAFFOLD: replaced by the real page.
export function OfferEditPage() {
  return <p>OfferEditPage</p>;
}
