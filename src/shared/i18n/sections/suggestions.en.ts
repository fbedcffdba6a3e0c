/**
 * The match suggestions' text (docs/decisions/066-match-suggestions.md): loaded with the sections
 * that show suggestions (the company's home and own offer, the bank's offer and suggestions page),
 * not with the whole text (src/web/lib/page-text.ts).
 */
export const suggestionsEn = {
  /** The section on the company's own offer page. */
  offer_title: 'Suggested for your offer',
  /** The section on the company's home. */
  home_title: 'Suggested for your offers',
  /** The section on the bank's offer page. */
  bank_offer_title: 'Suggested matches for your customer’s offer',
  /** The bank's page (its menu entry is offer_review.nav_suggestions). */
  page_title: 'Match suggestions',
  page_lead: 'Offers that fit your customers’ open offers, newest first. Once a pair is introduced, it no longer appears here.',
  explain:
    'Chosen from the offers open to your company: the opposite side (a buyer for a seller, a seller for a buyer), a target country that fits, the same or a related industry, overlapping prices and business terms both offers use. Company names stay hidden until both companies agree to the NDA.',
  explain_bank:
    'Chosen from the offers open to your customer: the opposite side (a buyer for a seller, a seller for a buyer), a target country that fits, the same or a related industry, overlapping prices and business terms both offers use. An introduction tells both companies, without naming either.',
  empty: 'No suggestions yet: they appear when offers that fit yours are published.',
  empty_bank: 'No suggestions yet: they appear when offers that fit your customers’ offers are published.',
  failed: 'The suggestions could not be loaded. Please try again later.',
  list_label: 'Suggested offers',
  for_offer: 'For your offer',
  for_customer_offer: 'Your customer’s offer',
  reasons_label: 'Why it fits',
  reason: {
    industry_same: 'Same industry',
    industry_related: 'Related industry',
    price_overlap: 'Prices overlap',
    terms: 'Both mention {{term}}',
  },
  introduce: 'Introduce',
  /** The button's name: which counter-offer, for which of the customer's offers (the same one may fit two). */
  introduce_label: 'Introduce “{{title}}” for “{{for_title}}”',
  introduced: 'Introduced',
  introduced_company: 'Introduced by a bank',
  introduce_done: 'Introduced: both companies have been told.',
  introduce_failed: 'The introduction could not be made. Please try again.',
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type SuggestionsText = Widen<typeof suggestionsEn>;
