import type { Language } from './enums.ts';

/**
 * Names every reader can read (docs/product/languages.md#names). A name is shown as it is registered
 * when the reader's language is written in the name's script; otherwise as its English name with
 * the registered one beside it ("Minato Bank, Ltd. (株式会社みなと銀行)" for an English or Thai
 * reader), so that a reader can both read it and match it to what the other side writes. A name
 * without an English one is shown as it is. One rule for organisations (banks, branches,
 * companies, coordinators) and people, on the server (CSV, e-mails, chat lines) and in the browser.
 */

/** Letters of the scripts a reader of each language is taken to read besides the Latin alphabet. */
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const THAI = /\p{Script=Thai}/u;

/** Whether a reader of `language` reads every letter of `text` (Latin is read by all three). */
export function readableIn(text: string, language: Language): boolean {
  switch (language) {
    case 'ja':
      return !THAI.test(text);
    case 'th':
      return !JAPANESE.test(text);
    case 'en':
      return !THAI.test(text) && !JAPANESE.test(text);
  }
}

/** A name as a reader sees it: the text to show, and the registered name to show beside it (null when the text is the registered name). */
export interface ReadableName {
  text: string;
  original: string | null;
}

/** The rule above, in parts: for a page that sets the registered name apart (smaller, dimmed). */
export function readableName(native: string, english: string | null | undefined, language: Language): ReadableName {
  const nativeName = native.trim();
  const englishName = english?.trim();
  if (!englishName || readableIn(nativeName, language) || englishName === nativeName) return { text: nativeName, original: null };
  return { text: englishName, original: nativeName };
}

/** The rule above as one line of text: "English (registered)", with full-width brackets in Japanese. */
export function readableNameText(native: string, english: string | null | undefined, language: Language): string {
  const { text, original } = readableName(native, english, language);
  if (!original) return text;
  return language === 'ja' ? `${text}（${original}）` : `${text} (${original})`;
}

export interface NamedOrganisation {
  /** The registered (native) name. */
  name: string;
  name_en?: string | null;
}

/** An organisation's name as a reader should see it (banks, branches, companies, coordinators). */
export function localizedName(organisation: NamedOrganisation, language: Language): string {
  return readableNameText(organisation.name, organisation.name_en, language);
}

/** The same for a name that may be missing (an offer's branch); null stays null. */
export function localizedOptionalName(name: string | null | undefined, nameEn: string | null | undefined, language: Language): string | null {
  return name ? readableNameText(name, nameEn, language) : null;
}

export interface NamedPerson {
  /** The registered name. */
  name: string;
  /** The name the person chose to be shown by, when set (in their own script). */
  display_name?: string | null;
  /** The person's name in English. */
  username_en?: string | null;
}

/** The name a person is shown by in their own script: the display name when set, else the registered name. */
export const ownName = (person: NamedPerson): string => person.display_name?.trim() || person.name;

/** A person's name as a reader should see it (chat lines, read receipts, representatives, members, e-mails). */
export function personName(person: NamedPerson, language: Language): string {
  return readableNameText(ownName(person), person.username_en, language);
}
