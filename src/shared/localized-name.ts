import type { Country, Language } from './enums.ts';

/** The language an organisation's native name is written in, by its country. */
const NATIVE_LANGUAGE: Record<Country, Language> = { JP: 'ja', TH: 'th' };

export interface NamedOrganisation {
  /** The registered (native) name. */
  name: string;
  name_en?: string | null;
  /** The organisation's country: its native name is in that country's language. */
  country: Country;
}

/**
 * An organisation's name as a reader should see it (banks, branches, companies): the native name
 * for a reader of its language (株式会社みなと銀行 in Japanese), otherwise the English name when it
 * has one (Minato Bank, Ltd. in English and Thai), otherwise the native name. The browser shows
 * names with it, and the server where it names an organisation in a text it sends (a chat
 * message's sender).
 */
export function localizedName(organisation: NamedOrganisation, language: Language): string {
  if (NATIVE_LANGUAGE[organisation.country] === language) return organisation.name;
  return organisation.name_en?.trim() || organisation.name;
}

/** The same for a name that may be missing (an offer's branch); null stays null. */
export function localizedOptionalName(
  name: string | null | undefined,
  nameEn: string | null | undefined,
  country: Country,
  language: Language,
): string | null {
  return name ? localizedName({ name, name_en: nameEn, country }, language) : null;
}
