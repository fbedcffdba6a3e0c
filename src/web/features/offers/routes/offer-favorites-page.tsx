// SCAFFOLD: replaced by the real page.
export function OfferFavoritesPage() {
  return <p>OfferFavoritesPage</p>;
}
