/**
 * A text read across the language border (docs/product/languages.md#reading-the-other-side,
 * docs/decisions/050-text-versions.md): the original, as its writer wrote it, and versions in the
 * other languages, each saying who made it. One module for the server, which stores and sends the
 * versions, and the browser, which shows a reader the one they read first with the original one
 * click away. No DOM, no Node.
 */
import { LANGUAGES, type Language } from './enum-values.ts';

/**
 * Who made a version: `author` (the writer, in the form), `bank` (the writer's bank, correcting it
 * in its review) or `machine` (a machine-translation provider, named with it).
 */
export const VERSION_ORIGINS = ['author', 'bank', 'machine'] as const;
export type VersionOrigin = (typeof VERSION_ORIGINS)[number];

/** Thai letters and marks. */
const THAI = /[\u0E00-\u0E7F]/u;
/** Hiragana, katakana (with the half-width forms) and CJK ideographs. */
const JAPANESE = /[\u3040-\u30FF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF66-\uFF9F]/u;

/**
 * The language a text is most likely written in, by its script: the script with more letters in
 * it wins (an English text may name a Japanese product, a Japanese one an English standard); Latin
 * only is English. What an offer's language is taken to be when its writer does not say.
 */
export function detectLanguage(...texts: (string | null | undefined)[]): Language {
  let thai = 0;
  let japanese = 0;
  let latin = 0;
  for (const char of texts.join(' ')) {
    if (THAI.test(char)) thai++;
    else if (JAPANESE.test(char)) japanese++;
    else if (/[a-z]/iu.test(char)) latin++;
  }
  // Japanese and Thai words are written without spaces and say more per letter than English.
  if (thai === 0 && japanese === 0) return 'en';
  if (thai >= japanese) return thai * 3 >= latin ? 'th' : 'en';
  return japanese * 3 >= latin ? 'ja' : 'en';
}

/** What a version needs to be chosen for a reader. */
export interface VersionChoice {
  language: Language;
  origin: VersionOrigin;
}

/**
 * The version a reader reads first: none when the original is in their language; else their
 * language's version by a person (the bank's correction before the author's own), else the
 * machine's; none when there is none (the original is then shown).
 */
export function versionFor<V extends VersionChoice>(original: Language, versions: readonly V[], reader: Language): V | undefined {
  if (original === reader) return undefined;
  const mine = versions.filter((v) => v.language === reader);
  return mine.find((v) => v.origin === 'bank') ?? mine.find((v) => v.origin === 'author') ?? mine.find((v) => v.origin === 'machine');
}

/** The languages other than the original: the ones versions may be written in. */
export const otherLanguages = (original: Language): Language[] => LANGUAGES.filter((language) => language !== original);

/**
 * The state of machine translation for one text and one reader, as the server answers it:
 * `done` (a machine version is in the answer), `not_needed` (the original or a person's version is
 * in the reader's language), `off` (no provider is configured), `forbidden` (the writer's bank keeps
 * its customers' texts from the cloud provider) or `failed` (the provider did not answer in time;
 * the original is shown).
 */
export const MACHINE_STATES = ['done', 'not_needed', 'off', 'forbidden', 'failed'] as const;
export type MachineState = (typeof MACHINE_STATES)[number];
