/**
 * Keyword search over Japanese, Thai and Latin text. Japanese and Thai are written without
 * spaces and real queries are often one or two characters (精密, 食品, ยา), which trigram and
 * tsvector indexes cannot answer. Each offer therefore stores the set of its normalised
 * characters and character pairs (unigrams and bigrams) in a GIN-indexed text[]; a query term
 * becomes "contains these grams" (answered by the index) and is confirmed by a substring match
 * on the normalised text. See docs/decisions/006-keyword-search-bigrams.md.
 */

/** NFKC (full-width → half-width, compatibility forms), lower case, one space between words. */
export function normaliseSearchText(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

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

export interface KeywordTerm {
  /** Grams every matching offer contains: the term itself when one character, else its bigrams. */
  grams: string[];
  /** The LIKE pattern confirming the term, with LIKE's special characters escaped. */
  like: string;
}

/** Splits a keyword into terms (all must match); at most 8 terms of at most 64 characters. */
export function keywordTerms(keyword: string | undefined): KeywordTerm[] {
  if (!keyword) return [];
  const words = normaliseSearchText(keyword).split(' ').filter(Boolean).slice(0, 8);
  return words.map((word) => {
    const chars = Array.from(word).slice(0, 64);
    const grams =
      chars.length === 1 ? [chars[0]!] : [...new Set(chars.slice(0, -1).map((c, i) => c + chars[i + 1]!))];
    const like = `%${chars.join('').replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    return { grams, like };
  });
}
