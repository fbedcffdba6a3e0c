import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../../shared/enums.ts';
import type { OfferListItem } from '../../../../shared/schemas/offer-views.ts';
import { pagedListClasses } from '../../../components/paged-list.tsx';
import { OriginalTitle, readableTitle } from '../../../components/readable-title.tsx';
import { localizedName, localizedOptionalName } from '../../../lib/localized-name.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The offer's bank and branch, as the reader can read them ("Minato Bank, Shinagawa Branch"). */
export const bankLine = (item: OfferListItem, language: Language) =>
  [localizedName({ name: item.bank_name, name_en: item.bank_name_en }, language), localizedOptionalName(item.branch_name, item.branch_name_en, language)]
    .filter(Boolean)
    .join(language === 'en' ? ', ' : ' ');

/** The title as a link to the offer in the reader's language, with the original under it and the language a keyword was found in (decision 050). */
export function OfferTitleLink({ item, href, size }: { item: OfferListItem; href: string; size?: 'sm' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { title, language: shownLanguage } = readableTitle(item, language);
  return (
    <>
      <Anchor component={Link} to={href} fw={700} size={size} className={pagedListClasses.title} lang={shownLanguage}>
        {title || t('offer.status.draft')}
      </Anchor>
      <OriginalTitle offer={item} />
      {item.matched_language && item.matched_language !== shownLanguage && (
        <Text size="xs" c="dimmed" data-testid="matched-language">
          {t('offer.versions.matched_in', { language: t(`offer.versions.language.${item.matched_language}`) })}
        </Text>
      )}
    </>
  );
}

