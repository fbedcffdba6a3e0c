// SCAFFOLD: replaced by the real page.
export function OfferRegisterSelectPage() {
  return <p>OfferRegisterSelectPage</p>;
}
