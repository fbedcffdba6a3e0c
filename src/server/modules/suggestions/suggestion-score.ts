/**
 * How a counter-offer's fit is scored (docs/decisions/066-match-suggestions.md), in one place: the
 * repository's SQL computes the same sum from these weights, and the precision test and the bench
 * read them from here.
 *
 * Which counter-offers are considered at all is not a weight: the other side (a sale for a
 * purchase), open to partners, another company's, the target countries fitting both ways, and
 * either the same industry or a glossary group in common.
 */
export const SCORE_WEIGHTS = {
  /** The same industry (middle class). */
  sameIndustry: 3,
  /** A related industry: the same major class, another middle class. */
  relatedIndustry: 1,
  /** Both state a price and the ranges overlap across currencies. */
  priceOverlap: 2,
  /** Both state a price and the ranges do not overlap: a deal neither can make. */
  priceApart: -2,
  /** Each glossary group both mention (the same word in any of the three languages), up to `maxGroups`. */
  sharedGroup: 2,
  maxGroups: 3,
} as const;

/** A counter-offer below this score is not suggested: the same industry alone (3) is enough; one shared word alone (2) is not. */
export const MIN_SCORE = 3;

/** How many counter-offers are written per offer when its suggestions are computed (each pair both ways). */
export const SUGGESTIONS_KEPT = 20;

/** How many are shown on an offer's page and on the home page. */
export const SUGGESTIONS_SHOWN = 5;

/** The facts a score is the sum of. */
export interface FitFacts {
  /** 2 same, 1 related, 0 neither. */
  industry: number;
  /** null: one of the two states no price. */
  priceOverlap: boolean | null;
  groups: number;
}

/** The score of a counter-offer from its facts (the object twin of the repository's SQL sum). */
export function fitScore(facts: FitFacts): number {
  const w = SCORE_WEIGHTS;
  const industry = facts.industry === 2 ? w.sameIndustry : facts.industry === 1 ? w.relatedIndustry : 0;
  const price = facts.priceOverlap === null ? 0 : facts.priceOverlap ? w.priceOverlap : w.priceApart;
  return industry + price + Math.min(facts.groups, w.maxGroups) * w.sharedGroup;
}
