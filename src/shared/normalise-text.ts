/**
 * Text as the server and the browser compare it, in search and in the identifying-terms check:
 * NFKC (full-width → half-width, compatibility forms), lower case, one space between words.
 */
export function normaliseText(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}
