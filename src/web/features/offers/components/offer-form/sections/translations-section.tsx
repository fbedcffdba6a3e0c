import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../../../../shared/enum-values.ts';
import { LIMITS } from '../../../../../../shared/limits.ts';
import { otherLanguages } from '../../../../../../shared/text-versions.ts';
import { FormSection, TextCounter } from '../../../../../components/form-section.tsx';
import { IdentifyingTextWarning } from '../../../../../components/identifying-text-warning.tsx';
import { useSuggestTranslation } from '../../../api/suggest-translation.ts';
import { emptyTranslation, type FormTranslation } from '../../../lib/offer-form-values.ts';
import type { OfferSectionProps } from '../use-offer-form.ts';
import { GrowingTextarea } from '../../../../../components/growing-textarea.tsx';

const TEXTS = [
  { name: 'title', max: LIMITS.offerTitle, rows: 0 },
  { name: 'description', max: LIMITS.offerDescription, rows: 3 },
  { name: 'features', max: LIMITS.offerFeatures, rows: 2 },
  { name: 'requests', max: LIMITS.offerRequests, rows: 2 },
] as const;

/**
 * The language of the offer's texts and the author's own versions in the other languages (decision
 * 050), each optional and field by field; "suggest" fills a version from machine translation for the
 * author to check. A stored version the original has moved on from says so, with a box to confirm it.
 */
export function TranslationsSection({ values, change, message }: OfferSectionProps) {
  const { t } = useTranslation();
  const set = (language: Language, patch: Partial<FormTranslation>) =>
    change('translations', { ...values.translations, [language]: { ...(values.translations[language] ?? emptyTranslation()), ...patch } });
  return (
    <FormSection id="offer-form-languages" title={t('offer.versions.form_title')}>
      <Text size="sm" c="dimmed">
        {t('offer.versions.form_help')}
      </Text>
      <NativeSelect
        label={t('offer.versions.form_language')}
        value={values.language}
        onChange={(event) => change('language', event.currentTarget.value as Language)}
        data={LANGUAGES.map((language) => ({ value: language, label: t(`offer.versions.language.${language}`) }))}
        data-testid="offer-language"
        maw={320}
      />
      {message('translations') && (
        <Alert color="red" variant="light" role="alert">
          {message('translations')}
        </Alert>
      )}
      {otherLanguages(values.language).map((language) => (
        <VersionFields key={language} language={language} values={values} onChange={(patch) => set(language, patch)} />
      ))}
    </FormSection>
  );
}

function VersionFields({ language, values, onChange }: { language: Language; values: OfferSectionProps['values']; onChange: (patch: Partial<FormTranslation>) => void }) {
  const { t } = useTranslation();
  const suggest = useSuggestTranslation();
  const [note, setNote] = useState<string | null>(null);
  const version = values.translations[language] ?? emptyTranslation();
  const languageName = t(`offer.versions.language.${language}`);
  // Each language stays one line (its title, when written) until the author opens it: the form is long on a phone.
  const [opened, setOpened] = useState(false);
  const written = [version.title, version.description, version.features, version.requests].some(Boolean);

  const fill = async () => {
    setNote(null);
    try {
      const answer = await suggest.mutateAsync({ from: values.language, to: language, texts: [values.title, values.description, values.features, values.requests] });
      if (answer.state === 'done' && answer.texts) {
        const [title = '', description = '', features = '', requests = ''] = answer.texts;
        onChange({ title, description, features, requests });
        setNote(t('offer.versions.suggested'));
      } else {
        setNote(t(`offer.versions.suggest_${answer.state === 'off' || answer.state === 'forbidden' ? answer.state : 'failed'}`));
      }
    } catch {
      setNote(t('offer.versions.suggest_failed'));
    }
  };

  return (
    <Stack gap="xs" data-testid={`version-${language}`} lang={language}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h5">
          {t('offer.versions.form_version', { language: languageName })}
        </Title>
        <Group gap="xs">
          {!opened && (
            <Button size="compact-sm" variant="default" onClick={() => setOpened(true)} data-testid={`open-version-${language}`}>
              {written ? t('offer.versions.edit') : t('offer.versions.write', { language: languageName })}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              setOpened(true);
              void fill();
            }}
            loading={suggest.isPending}
            data-testid={`suggest-${language}`}
          >
            {t('offer.versions.suggest')}
          </Button>
        </Group>
      </Group>
      {!opened && written && (
        <Text size="sm" data-testid={`version-summary-${language}`} style={{ overflowWrap: 'anywhere' }}>
          {version.title || t('offer.versions.untitled')}
        </Text>
      )}
      {note && (
        <Text size="sm" c="dimmed" role="status">
          {note}
        </Text>
      )}
      {version.out_of_date && (
        <Checkbox
          label={t('offer.versions.confirm')}
          description={t('offer.versions.out_of_date')}
          checked={version.confirm}
          onChange={(event) => onChange({ confirm: event.currentTarget.checked })}
          data-testid={`confirm-${language}`}
        />
      )}
      {opened && TEXTS.map((field) => {
        const props = {
          key: field.name,
          // Named with its language: the original's fields above carry the bare names.
          label: t('offer.versions.field_in', { field: t(`offer.fields.${field.name}`), language: languageName }),
          value: version[field.name],
          name: `translations.${language}.${field.name}`,
          description: <TextCounter value={version[field.name]} max={field.max} />,
          onChange: (event: { currentTarget: { value: string } }) => onChange({ [field.name]: event.currentTarget.value }),
          autoComplete: 'off',
        };
        return field.rows ? <GrowingTextarea {...props} minRows={field.rows} maxRows={10} /> : <TextInput {...props} />;
      })}
      {/* Every language version is read by partners before any NDA, like the original. */}
      {/* (checked whether or not the fields are open: a stored version is sent either way) */}
      <IdentifyingTextWarning texts={[version.title, version.description, version.features, version.requests]} />
    </Stack>
  );
}
