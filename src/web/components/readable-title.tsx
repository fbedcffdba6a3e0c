import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/enum-values.ts';
import type { TitleVersion } from '../../shared/schemas/offer-views.ts';
import { versionFor } from '../../shared/text-versions.ts';
import { useLanguage } from '../lib/use-language.ts';

/** An offer's title as lists and negotiations carry it: the original, in its language, and its other languages' versions. */
export interface TitledOffer {
  title: string;
  language: Language;
  title_versions: readonly TitleVersion[];
}

/**
 * The title a reader reads first (docs/decisions/050-text-versions.md): their language's version
 * where one exists (a person's before the machine's), else the original; `language` is the one it
 * is written in and `translated` whether it is a version rather than the original.
 */
export function readableTitle(offer: TitledOffer, reader: Language): { title: string; language: Language; translated: boolean } {
  const version = versionFor(offer.language, offer.title_versions, reader);
  return version?.title ? { title: version.title, language: version.language, translated: true } : { title: offer.title, language: offer.language, translated: false };
}

/** The reader's title of an offer (see readableTitle), as text in its language. */
export function ReadableTitle({ offer }: { offer: TitledOffer }) {
  const { title, language } = readableTitle(offer, useLanguage());
  return <span lang={language}>{title}</span>;
}

/** Under a title shown in the reader's language: the original, naming its language; nothing when the original is shown. */
export function OriginalTitle({ offer }: { offer: TitledOffer }) {
  const { t } = useTranslation();
  const reader = useLanguage();
  if (!readableTitle(offer, reader).translated) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="original-title">
      {t('offer.versions.original', { language: t(`offer.versions.language.${offer.language}`) })}:{' '}
      <span lang={offer.language}>{offer.title}</span>
    </Text>
  );
}
