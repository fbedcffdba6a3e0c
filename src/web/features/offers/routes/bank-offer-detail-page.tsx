// SCAFFOLD: replaced by the real page.
export function BankOfferDetailPage() {
  return <p>BankOfferDetailPage</p>;
}
