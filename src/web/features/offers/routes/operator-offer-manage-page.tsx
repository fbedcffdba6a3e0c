// SCAFFOLD: replaced by the real page.
export function OperatorOfferManagePage() {
  return <p>OperatorOfferManagePage</p>;
}
