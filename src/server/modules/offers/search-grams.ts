/**
 * Keyword search over Japanese, Thai and Latin text. Japanese and Thai are written without
 * spaces and real queries are often one or two characters (精密, 食品, ยา), which trigram and
 * tsvector indexes cannot answer. Each offer therefore stores the set of its normalised
 * characters and character pairs (unigrams and bigrams) in a GIN-indexed text[]; a query term
 * becomes "contains these grams" (answered by the index) and is confirmed by a substring match
 * on the normalised text. See docs/decisions/006-keyword-search-bigrams.md.
 */

import { normaliseText } from '../../../shared/normalise-text.ts';

/** NFKC (full-width → half-width, compatibility forms), lower case, one space between words. */
export const normaliseSearchText = normaliseText;

/** Unigrams and bigrams of each word of the normalised text (by code point, so Thai marks count). */
export function searchGrams(...parts: (string | null | undefined)[]): string[] {
  const grams = new Set<string>();
  for (const part of parts) {
    if (!part) continue;
    for (const word of normaliseSearchText(part).split(' ')) {
      const chars = Array.from(word);
      for (let i = 0; i < chars.length; i++) {
        grams.add(chars[i]!);
        if (i + 1 < chars.length) grams.add(chars[i]! + chars[i + 1]!);
      }
    }
  }
  return [...grams];
}

/** The text a match is confirmed against: the parts, normalised, separated by a newline. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => !!p)
    .map(normaliseSearchText)
    .join('\n');
}

/**
 * The keyword-search columns of an offer: its public reference and title in every language it has
 * (the original, the people's versions, the machine translations kept; decision 050), not its
 * number, which only managers match, whole (docs/decisions/012). Test factories call this too, so
 * test rows are searched exactly like the service's.
 */
export function offerSearchColumns(offer: { publicRef: string; title: string; titles?: readonly string[] | null }): { searchGrams: string[]; searchText: string } {
  const parts = [offer.publicRef, offer.title, ...(offer.titles ?? [])];
  return { searchGrams: searchGrams(...parts), searchText: searchText(...parts) };
}

export interface KeywordTerm {
  /** Grams every matching offer contains: the term itself when one character, else its bigrams. */
  grams: string[];
  /** The LIKE pattern confirming the term, with LIKE's special characters escaped. */
  like: string;
}

/** A keyword term with everything the search query needs to match it. */
export interface SearchTerm extends KeywordTerm {
  /** The term itself, normalised (at most 64 characters): what a glossary term is compared with. */
  text: string;
  /**
   * True when containing the grams already means containing the term: a one- or two-character
   * term is its own only gram, and a gram never spans two words. The LIKE is then left out,
   * which also keeps the planner's row estimate right (it multiplies the two selectivities).
   */
  gramsSuffice: boolean;
  /**
   * True when the search's side table answers the term by its trigram index (pg_trgm, migration
   * 0019) rather than by its bigrams: an ASCII term (letters, digits, punctuation) with three
   * letters or digits in a row, which is what the index's trigrams are made of. Japanese and Thai
   * terms, accented Latin ones and shorter ones keep the bigrams
   * (docs/decisions/054-search-tags-and-trigrams.md).
   */
  trigram: boolean;
  /** How bank and branch names are matched (docs/decisions/009-search-bank-branch-names.md). */
  name: { like: string; prefix: boolean };
  /**
   * The offer number the term spells, matched whole and only where the searcher may see numbers
   * (docs/decisions/012); null when the term is not a number.
   */
  offerNo: number | null;
}

/** Terms shorter than this match a bank or branch name only at the start of the name. */
export const NAME_CONTAINS_MIN_CHARS = 3;

/**
 * Legal forms and kinds that open many bank and branch names (株式会社みなと銀行,
 * ธนาคารกรุงสยาม, สาขาสีลม) and are skipped before a prefix match, as a POSIX regular
 * expression over the normalised name.
 */
export const NAME_LEADING_FORMS = '^(株式会社|\\(株\\)|ธนาคาร|สาขา) ?';

const ASCII_TERM = /^[\x21-\x7e]+$/;
const TRIGRAM_RUN = /[a-z0-9]{3}/;

/** A text as a LIKE pattern matches it literally: LIKE's special characters escaped (by the default escape, `\\`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Splits a keyword into terms (all must match); at most 8 terms of at most 64 characters. */
export function searchTerms(keyword: string | undefined): SearchTerm[] {
  if (!keyword) return [];
  const words = normaliseSearchText(keyword).split(' ').filter(Boolean).slice(0, 8);
  return words.map((word) => {
    const chars = Array.from(word).slice(0, 64);
    const grams =
      chars.length === 1 ? [chars[0]!] : [...new Set(chars.slice(0, -1).map((c, i) => c + chars[i + 1]!))];
    const text = escapeLike(chars.join(''));
    const short = chars.length < NAME_CONTAINS_MIN_CHARS;
    return {
      text: chars.join(''),
      grams,
      like: `%${text}%`,
      gramsSuffice: chars.length <= 2,
      trigram: ASCII_TERM.test(chars.join('')) && TRIGRAM_RUN.test(chars.join('')),
      name: { like: short ? `${text}%` : `%${text}%`, prefix: short },
      offerNo: /^[0-9]{1,15}$/.test(word) ? Number(word) : null,
    };
  });
}

/** The grams and confirming pattern of each term of a keyword. */
export function keywordTerms(keyword: string | undefined): KeywordTerm[] {
  return searchTerms(keyword).map(({ grams, like }) => ({ grams, like }));
}

/** What the search knew of a keyword term's glossary groups: every term of them, normalised (`NamedGroups`). */
export type KeywordGlossary = ReadonlyMap<string, { readonly terms: readonly string[] }>;

/**
 * In which language a keyword was found in an offer's title (decision 050): the first of the
 * versions, the original first, whose title holds every term, else one that holds some term; null
 * when no title holds any (the keyword matched the reference or a bank's name). A term that is a
 * glossary term (`glossary`, by normalised term: its groups' terms) is also held by a title holding
 * any term of its groups (decision 051): a Thai "เกียร์ทด" is found in the Japanese title 減速機….
 * A title holding the terms as written is preferred to one holding them through the glossary:
 * every term as written, else every term either way, else some term as written, else either way.
 */
export function matchedLanguage<L extends string>(
  keyword: string | undefined,
  versions: readonly { language: L; title: string }[],
  glossary: KeywordGlossary = new Map(),
): L | null {
  const words = searchTerms(keyword).map((term) => term.text);
  if (words.length === 0) return null;
  const titles = versions.map((v) => ({ language: v.language, text: normaliseSearchText(v.title) }));
  const asWritten = (text: string, word: string) => text.includes(word);
  const throughGlossary = (text: string, word: string) => text.includes(word) || (glossary.get(word)?.terms ?? []).some((term) => text.includes(term));
  const rules = [
    (text: string) => words.every((w) => asWritten(text, w)),
    (text: string) => words.every((w) => throughGlossary(text, w)),
    (text: string) => words.some((w) => asWritten(text, w)),
    (text: string) => words.some((w) => throughGlossary(text, w)),
  ];
  for (const holds of rules) {
    const found = titles.find((v) => holds(v.text));
    if (found) return found.language;
  }
  return null;
}
