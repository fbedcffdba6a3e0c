import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/enum-values.ts';
import type { DashboardPageText } from '../../shared/i18n/sections/dashboard-page.en.ts';
import type { GlossaryText } from '../../shared/i18n/sections/glossary.en.ts';
import type { RatesText } from '../../shared/i18n/sections/rates.en.ts';
import type { SavedSearchesText } from '../../shared/i18n/sections/saved-searches.en.ts';
import type { SuggestionsText } from '../../shared/i18n/sections/suggestions.en.ts';
import { beforeLanguageSwitch, currentLanguage, i18n } from './i18n.ts';
import { toSupportedLanguage } from './language.ts';

/**
 * Page sections: the text of a page few users open (the operator's exchange rates, the dashboards), in a namespace
 * of its own that the page loads with its code (`loadPageText` in its route), so that it does not
 * weigh on every signed-in page's first load. A language switch loads the sections loaded so far
 * in the new language first.
 */
export interface PageSectionTexts {
  rates: RatesText;
  glossary: GlossaryText;
  dashboards: DashboardPageText;
  saved_searches: SavedSearchesText;
  suggestions: SuggestionsText;
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
  saved_searches: {
    en: async () => (await import('../../shared/i18n/sections/saved-searches.en.ts')).savedSearchesEn,
    ja: async () => (await import('../../shared/i18n/sections/saved-searches.ja.ts')).savedSearchesJa,
    th: async () => (await import('../../shared/i18n/sections/saved-searches.th.ts')).savedSearchesTh,
  },
  suggestions: {
    en: async () => (await import('../../shared/i18n/sections/suggestions.en.ts')).suggestionsEn,
    ja: async () => (await import('../../shared/i18n/sections/suggestions.ja.ts')).suggestionsJa,
    th: async () => (await import('../../shared/i18n/sections/suggestions.th.ts')).suggestionsTh,
  },
  dashboards: {
    en: async () => (await import('../../shared/i18n/sections/dashboard-page.en.ts')).dashboardPageEn,
    ja: async () => (await import('../../shared/i18n/sections/dashboard-page.ja.ts')).dashboardPageJa,
    th: async () => (await import('../../shared/i18n/sections/dashboard-page.th.ts')).dashboardPageTh,
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

/**
 * Whether a page section is loaded in the language shown now, loading it when it is not. A page's
 * route loads its section as the page's code arrives, which on a page opened from its address can
 * be before the user's own language is applied (its switch then finds no section to load yet): the
 * page waits for its text in that language instead of showing keys.
 */
export function usePageText(section: PageSection): boolean {
  const { i18n: instance } = useTranslation();
  const language = toSupportedLanguage(instance.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const ready = instance.hasResourceBundle(language, section);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadPageText(section).then(() => {
      if (current) setLoaded((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [ready, section, language]);
  return ready;
}
