// SCAFFOLD: replaced by the real page.
export function OfferRegisterCompletePage() {
  return <p>OfferRegisterCompletePage</p>;
}
