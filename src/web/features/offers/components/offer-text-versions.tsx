import type { TFunction } from 'i18next';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/enum-values.ts';
import type { OfferTextVersion, PartnerOffer } from '../../../../shared/schemas/offer-views.ts';
import { otherLanguages, versionFor } from '../../../../shared/text-versions.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';

type OfferTexts = Pick<PartnerOffer, 'language' | 'title' | 'description' | 'features' | 'requests' | 'translations' | 'machine_translation'>;
const FIELDS = ['title', 'description', 'features', 'requests'] as const;

/** What a shown version is, in the reader's words: "Written in English by the company", "Machine-translated … by …". */
export function versionLabel(t: TFunction, version: OfferTextVersion, reader: Language): string {
  const language = t(`offer.versions.language.${version.language}`);
  if (version.origin === 'machine') {
    const provider = version.provider === 'amazon' || version.provider === 'libretranslate' ? t(`offer.versions.provider.${version.provider}`) : (version.provider ?? '');
    return t('offer.versions.machine', { language, provider, date: formatDateTime(version.made_at, reader) });
  }
  return t(`offer.versions.${version.origin}`, { language });
}

/**
 * The offer as its reader reads it (docs/product/languages.md#reading-the-other-side, decision 050):
 * the texts of the version in the reader's language (a field that version leaves blank stays the
 * original's), else the original; and a note that says what is shown, with a switch to the original
 * and back. The server chose which versions exist; this chooses among them.
 */
export function useReadableOffer<O extends OfferTexts>(offer: O): [O, ReactNode] {
  const { t } = useTranslation();
  const reader = useLanguage();
  const [original, setOriginal] = useState(false);
  const version = versionFor(offer.language, offer.translations, reader);
  const shown = version && !original ? { ...offer, ...Object.fromEntries(FIELDS.map((f) => [f, version[f] || offer[f]])) } : offer;
  const machineNote = offer.machine_translation === 'off' || offer.machine_translation === 'forbidden' || offer.machine_translation === 'failed';
  if (!version && !machineNote) return [offer, null];
  const originalLabel = t('offer.versions.original', { language: t(`offer.versions.language.${offer.language}`) });
  const note = (
    <Stack gap={4} data-testid="text-version-note">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="text-version-label">
          {version && !original ? versionLabel(t, version, reader) : originalLabel}
        </Text>
        {version && (
          <Button size="compact-sm" variant="light" onClick={() => setOriginal((o) => !o)} aria-pressed={original} data-testid="show-original">
            {original ? t('offer.versions.show_translation', { language: t(`offer.versions.language.${version.language}`) }) : t('offer.versions.show_original')}
          </Button>
        )}
      </Group>
      {version?.out_of_date && !original && (
        <Text size="sm" c="dark.7" fw={600} data-testid="text-version-out-of-date">
          {t('offer.versions.out_of_date')}
        </Text>
      )}
      {!version && machineNote && (
        <Alert color="gray" variant="light" p="xs" data-testid={`machine-${offer.machine_translation}`}>
          {t(`offer.versions.machine_${offer.machine_translation as 'off' | 'forbidden' | 'failed'}`)}
        </Alert>
      )}
    </Stack>
  );
  return [shown, note];
}

/**
 * Every language version of an offer, for those who manage it (its company, its bank, the operator):
 * what each is, whether it is out of date, and — where the bank may correct them — a button to
 * correct or add one (`onCorrect`).
 */
export function OfferVersionsCard({ offer, onCorrect }: { offer: OfferTexts; onCorrect?: (language: Language) => void }) {
  const { t } = useTranslation();
  const reader = useLanguage();
  const people = offer.translations.filter((v) => v.origin !== 'machine');
  return (
    <Card component="section" aria-labelledby="offer-versions-title" data-testid="offer-versions">
      <Title id="offer-versions-title" order={2} size="h4" mb="sm">
        {t('offer.versions.title')}
      </Title>
      <Stack gap="md">
        <Text size="sm" fw={600}>
          {t('offer.versions.original', { language: t(`offer.versions.language.${offer.language}`) })}
        </Text>
        {otherLanguages(offer.language).map((language) => {
          const version = people.find((v) => v.language === language);
          return (
            <Stack key={language} gap={4} data-testid={`offer-version-${language}`}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm" fw={600}>
                  {version ? versionLabel(t, version, reader) : t('offer.versions.missing', { language: t(`offer.versions.language.${language}`) })}
                </Text>
                {onCorrect && (
                  <Button size="compact-sm" variant="outline" onClick={() => onCorrect(language)} data-testid={`correct-version-${language}`}>
                    {version ? t('offer.versions.correct') : t('offer.versions.add')}
                  </Button>
                )}
              </Group>
              {version && (
                <>
                  {version.out_of_date && (
                    <Text size="sm" c="dark.7" fw={600}>
                      {t('offer.versions.out_of_date')}
                    </Text>
                  )}
                  {/* In full: the bank reviews every language as it reviews the original. */}
                  {(['title', 'description', 'features', 'requests'] as const).map((field) =>
                    version[field] ? (
                      <div key={field}>
                        <Text size="xs" c="dimmed">
                          {t(`offer.fields.${field}`)}
                        </Text>
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lang={language}>
                          {version[field]}
                        </Text>
                      </div>
                    ) : null,
                  )}
                </>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
