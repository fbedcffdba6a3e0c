import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/enum-values.ts';
import type { ManagedOffer } from '../../../../shared/schemas/offer-views.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error-text.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCorrectTranslation } from '../api/review-offer.ts';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';

const FIELDS = [
  { name: 'title', multiline: false },
  { name: 'description', multiline: true },
  { name: 'features', multiline: true },
  { name: 'requests', multiline: true },
] as const;
type Field = (typeof FIELDS)[number]['name'];

/**
 * The bank corrects or adds one language version of its customer's offer (decision 050): the four
 * texts, started from the version there is (the author's, or the machine's the page shows), sent
 * with the offer's version the bank saw. The server checks the texts for what identifies the company
 * and records the correction in the history.
 */
export function OfferTranslationModal({ offer, language, onClose }: { offer: ManagedOffer; language: Language | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={language !== null}
      onClose={onClose}
      size="lg"
      title={language ? t('offer.versions.correct_title', { language: t(`offer.versions.language.${language}`) }) : ''}
      closeButtonProps={{ 'aria-label': t('app.dismiss') }}
    >
      {language && <CorrectionForm key={language} offer={offer} language={language} onClose={onClose} />}
    </Modal>
  );
}

function CorrectionForm({ offer, language, onClose }: { offer: ManagedOffer; language: Language; onClose: () => void }) {
  const { t } = useTranslation();
  const reader = useLanguage();
  const correct = useCorrectTranslation();
  const start = offer.translations.find((v) => v.language === language && v.origin !== 'machine') ?? offer.translations.find((v) => v.language === language);
  const [values, setValues] = useState<Record<Field, string>>({
    title: start?.title ?? '',
    description: start?.description ?? '',
    features: start?.features ?? '',
    requests: start?.requests ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const languageName = t(`offer.versions.language.${language}`);

  const submit = async () => {
    // The server checks the lengths and the identifying terms and answers each field's message in the reader's language.
    setFailure(null);
    setErrors({});
    try {
      await correct.mutateAsync({ offerId: offer.offer_id, body: { version: offer.version, language, ...values } });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors<Field>(error, { fieldOf: (path) => (FIELDS.some((f) => f.name === path) ? (path as Field) : null) });
      if (fields && Object.keys(fields).length) setErrors(fields);
      else setFailure(isApiError(error) && error.body ? errorMessage(error.body.code, reader) : t('offer_review.errors.fix_fields'));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="translation-form"
      lang={language}
    >
      <Stack gap="sm">
        <Text size="sm" lang={reader}>
          {t('offer.versions.correct_help', { language: languageName })}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {FIELDS.map((field) => {
          const props = {
            key: field.name,
            label: <span lang={reader}>{t('offer.versions.field_in', { field: t(`offer.fields.${field.name}`), language: languageName })}</span>,
            value: values[field.name],
            error: errors[field.name],
            name: field.name,
            onChange: (event: { currentTarget: { value: string } }) => {
              const value = event.currentTarget.value;
              setValues((v) => ({ ...v, [field.name]: value }));
            },
          };
          return field.multiline ? <GrowingTextarea {...props} minRows={2} maxRows={8} /> : <TextInput {...props} />;
        })}
        <Group justify="flex-end" lang={reader}>
          <Button variant="default" onClick={onClose}>
            {t('offer_review.cancel')}
          </Button>
          <Button type="submit" loading={correct.isPending} data-testid="save-translation">
            {t('offer.versions.correct_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
