import type { Language } from '../../shared/enum-values.ts';
import type { GlossaryText } from '../../shared/i18n/sections/glossary.en.ts';
import type { RatesText } from '../../shared/i18n/sections/rates.en.ts';
import { beforeLanguageSwitch, currentLanguage, i18n } from './i18n.ts';

/**
 * Page sections: the text of a page few users open (the operator's exchange rates), in a namespace
 * of its own that the page loads with its code (`loadPageText` in its route), so that it does not
 * weigh on every signed-in page's first load. A language switch loads the sections loaded so far
 * in the new language first.
 */
export interface PageSectionTexts {
  rates: RatesText;
  glossary: GlossaryText;
}
export type PageSection = keyof PageSectionTexts;
const pageSectionLoaders: { [S in PageSection]: Record<Language, () => Promise<PageSectionTexts[S]>> } = {
  rates: {
    en: async () => (await import('../../shared/i18n/sections/rates.en.ts')).ratesEn,
    ja: async () => (await import('../../shared/i18n/sections/rates.ja.ts')).ratesJa,
    th: async () => (await import('../../shared/i18n/sections/rates.th.ts')).ratesTh,
  },
  glossary: {
    en: async () => (await import('../../shared/i18n/sections/glossary.en.ts')).glossaryEn,
    ja: async () => (await import('../../shared/i18n/sections/glossary.ja.ts')).glossaryJa,
    th: async () => (await import('../../shared/i18n/sections/glossary.th.ts')).glossaryTh,
  },
};
const pageSections = new Set<PageSection>();

async function addPageSection(section: PageSection, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, section)) return;
  i18n.addResourceBundle(language, section, await pageSectionLoaders[section][language](), true, true);
}

/** Loads a page section in the current language (and in every language switched to later). */
export async function loadPageText(section: PageSection): Promise<void> {
  pageSections.add(section);
  await addPageSection(section, currentLanguage());
}

beforeLanguageSwitch.push(async (language) => {
  await Promise.all([...pageSections].map((section) => addPageSection(section, language)));
});
