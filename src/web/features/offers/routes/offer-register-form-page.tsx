// SCAFFOLD: replaced by the real page.
export function OfferRegisterFormPage() {
  return <p>OfferRegisterFormPage</p>;
}
