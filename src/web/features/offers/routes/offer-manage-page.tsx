// SCAFFOLD: replaced by the real page.
export function OfferManagePage() {
  return <p>OfferManagePage</p>;
}
