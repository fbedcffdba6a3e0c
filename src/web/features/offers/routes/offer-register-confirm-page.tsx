// SCAFFOLD: replaced by the real page.
export function OfferRegisterConfirmPage() {
  return <p>OfferRegisterConfirmPage</p>;
}
