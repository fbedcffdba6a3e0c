// SCAFFOLD: replaced by the real page.
export function OperatorOfferDetailPage() {
  return <p>OperatorOfferDetailPage</p>;
}
