// SCAFFOLD: replaced by the real page.
export function BankOfferManagePage() {
  return <p>BankOfferManagePage</p>;
}
