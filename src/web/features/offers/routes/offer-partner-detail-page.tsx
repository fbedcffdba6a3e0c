// SCAFFOLD: replaced by the real page.
export function OfferPartnerDetailPage() {
  return <p>OfferPartnerDetailPage</p>;
}
