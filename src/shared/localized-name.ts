import type { Country, Language } from './enums.ts';

/** The language an organisation's native name is written in, by its country. */
const NATIVE_LANGUAGE: Record<Country, Language> = { JP: 'ja', TH: 'th' };

/**
 * An organisation's name as a reader should see it: the native name for a reader of its language,
 * otherwise the English name when it has one, otherwise the native name. The server uses it where
 * it names an organisation in a text it sends (a chat message's sender); src/web/lib/localized-name.ts
 * is the browser's copy of the same rule.
 */
export function localizedOrganisationName(organisation: { name: string; name_en?: string | null; country: Country }, language: Language): string {
  if (NATIVE_LANGUAGE[organisation.country] === language) return organisation.name;
  return organisation.name_en?.trim() || organisation.name;
}
