import { DEMO_OFFERS } from '../../../src/server/seed/seed-data/demo-offers.ts';
import { DEMO_ORGANISATIONS } from '../../../src/server/seed/seed-data/demo-world.ts';
import type { Language } from '../../../src/shared/enums.ts';
import { localizedName, ownName, personName } from '../../../src/shared/localized-name.ts';

/** A demo organisation by its key (`tanaka`, `siam`, `chaophraya`, …), as the seed writes it. */
function demoOrganisation(key: string) {
  const organisation = DEMO_ORGANISATIONS.find((candidate) => candidate.key === key);
  if (!organisation) throw new Error(`No demo organisation ${key}`);
  return organisation;
}

function demoUser(username: string) {
  for (const organisation of DEMO_ORGANISATIONS) for (const user of organisation.users) if (user.username === username) return user;
  throw new Error(`No demo user named ${username}`);
}

/** A demo organisation's name as a reader of `language` is shown it (src/shared/localized-name.ts). */
export const organisationName = (key: string, language: Language): string => {
  const { profile } = demoOrganisation(key);
  return localizedName({ name: profile.name, name_en: profile.nameEn }, language);
};

/** A demo user's name as a reader of `language` is shown it. */
export const userName = (username: string, language: Language): string => {
  const user = demoUser(username);
  return personName({ name: user.name, display_name: user.displayName, username_en: user.usernameEn }, language);
};

/** A demo user's name in their own script (what a chat notice stores as its sender). */
export const userOwnName = (username: string): string => {
  const user = demoUser(username);
  return ownName({ name: user.name, display_name: user.displayName });
};

/**
 * A demo offer's title as a reader of `language` reads it on the offer pages: the author's version in
 * their language (docs/decisions/050-text-versions.md), else the original. Negotiation pages name the
 * offer by its original title.
 */
export const offerTitleFor = (title: string, language: Language): string => {
  const offer = DEMO_OFFERS.find((candidate) => candidate.title === title);
  if (!offer || offer.language === language) return title;
  return offer.translations?.[language]?.title || title;
};
