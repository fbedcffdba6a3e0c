import { offerSearchQuerySchema, type OfferSearchQuery } from '../../../shared/schemas/offer-views.ts';
import { conversion, type RatesInForce } from '../../../shared/currency.ts';
import type { Currency } from '../../../shared/schemas/offer.ts';
import { filterGrams, type PriceFilter } from '../offers/offer-search.repository.ts';
import { searchTerms } from '../offers/search-grams.ts';

/**
 * A saved search's conditions as the matcher reads them (docs/decisions/064-saved-search-alerts.md),
 * stored beside its canonical query when it is saved:
 * - `filterGrams`: its type, country and industries as the side table's filter grams, all of which
 *   a matching offer carries;
 * - `terms`: its keyword's normalised terms, each of which a matching offer holds, in its text in
 *   any language it has (original, people's and machine versions) or through a glossary group;
 * - `probe`: grams one of which every matching offer carries, indexed (GIN), so a newly published
 *   offer finds the few searches it may match without reading the others: one gram of the first
 *   term (`probeGram`) and the term itself as a glossary term (`term:<text>`); with no keyword, its
 *   narrowest filter gram; with neither, both offer types (every offer is one);
 * - the price range in its currency.
 */
export interface SearchMatchColumns {
  filterGrams: string[];
  terms: string[];
  probe: string[];
  priceMin: number | null;
  priceMax: number | null;
  priceCurrency: Currency | null;
}

/** The gram an offer carries for each term of its glossary groups (the matcher's side of `term:`). */
export const glossaryTermProbe = (normalisedTerm: string) => `term:${normalisedTerm}`;

/** Latin letters from the most to the least common in English text: a trigram of rare letters is a selective probe. */
const LETTER_ORDER = 'etaoinshrdlcumwfgypbvkjxqz';
const rarity = (gram: string) => [...gram].reduce((sum, c) => sum + (LETTER_ORDER.includes(c) ? LETTER_ORDER.indexOf(c) : 26), 0);
/** A run of Latin letters and digits: the trigrams both sides take are within such runs. */
const ASCII_RUN = /[a-z0-9]+/g;
const trigramProbe = (gram: string) => `3:${gram}`;

/** The trigrams of a normalised text's runs of Latin letters and digits, as probe grams (the offer's side of `probeGram`). */
export function asciiTrigramProbes(text: string): string[] {
  const grams = new Set<string>();
  for (const [run] of text.matchAll(ASCII_RUN)) for (let i = 0; i + 3 <= run.length; i++) grams.add(trigramProbe(run.slice(i, i + 3)));
  return [...grams];
}

/**
 * The probe gram of a search term, one every offer holding the term carries: the term's rarest
 * trigram of Latin letters and digits when it has one (an English bigram such as "re" is in most
 * offers; "vnu" of "revenue" in few), else its rarest bigram or its one character (Japanese and
 * Thai bigrams are selective as they are), by the offer's search grams.
 */
export function probeGram(term: { text: string; grams: string[] }): string {
  const trigrams = asciiTrigramProbes(term.text).map((probe) => probe.slice(2));
  if (trigrams.length) return trigramProbe(trigrams.reduce((a, b) => (rarity(b) > rarity(a) ? b : a)));
  return term.grams.reduce((a, b) => (rarity(b) > rarity(a) ? b : a));
}

/** The match columns of a saved search's canonical query (`canonicalFilterQuery`), its price in `currency` when it names none. */
export function searchMatchColumns(canonical: string, currency: Currency): SearchMatchColumns {
  const query: OfferSearchQuery = offerSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(canonical)));
  const grams = filterGrams(query);
  const terms = searchTerms(query.keyword);
  const [first] = terms;
  const narrowest = grams.at(-1);
  const probe = first ? [probeGram(first), glossaryTermProbe(first.text)] : narrowest ? [narrowest] : ['@t:sell', '@t:buy'];
  const priced = query.price_min !== undefined || query.price_max !== undefined;
  return {
    filterGrams: grams,
    terms: terms.map((term) => term.text),
    probe,
    priceMin: query.price_min ?? null,
    priceMax: query.price_max ?? null,
    priceCurrency: priced ? (query.price_currency ?? currency) : null,
  };
}

/**
 * Does an offer's price range overlap a search's, whatever their currencies? The object twin of
 * `priceOverlap` (offer-search.repository.ts), by the same rule: the search's bounds converted into
 * the offer's currency by the rates in force, widened to whole units; an open end overlaps any
 * bound; a currency with no rate cannot be compared and does not match.
 */
export function priceRangesOverlap(offer: { currency: Currency; priceMin: number | null; priceMax: number | null }, filter: PriceFilter, rates: RatesInForce): boolean {
  const found = conversion(filter.currency, offer.currency, rates);
  if (!found) return false;
  if (filter.min !== null && offer.priceMax !== null && offer.priceMax < Math.floor(filter.min * found.factor)) return false;
  if (filter.max !== null && offer.priceMin !== null && offer.priceMin > Math.ceil(filter.max * found.factor)) return false;
  return true;
}
