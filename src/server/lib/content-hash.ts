import { createHash } from 'node:crypto';

/**
 * The SHA-256 of a text's UTF-8 bytes, in hex: what machine translations are kept by (decision 049)
 * and what an offer's versions remember of the original they translate (decision 050). Its SQL twin
 * is `encode(sha256(convert_to(text, 'UTF8')), 'hex')`.
 */
export function contentHash(...texts: string[]): string {
  const hash = createHash('sha256');
  // Several texts hash as one with a separator no text holds, so ['ab', 'c'] and ['a', 'bc'] differ.
  texts.forEach((text, i) => hash.update(i === 0 ? text : `\u0000${text}`, 'utf8'));
  return hash.digest('hex');
}
