import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../../shared/i18n/validation.ts';
import type { Announcement, AnnouncementAudience } from '../../../../shared/schemas/notifications.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCreateAnnouncement } from '../api/create-announcement.ts';
import { useAnnouncementAudience } from '../api/get-announcement-audience.ts';
import { useUpdateAnnouncement } from '../api/update-announcement.ts';
import { announcementFormResolver, type AnnouncementFormContext, PUBLISH_AT_INVALID } from '../lib/announcement-form-resolver.ts';
import {
  type AnnouncementFormField,
  type AnnouncementFormValues,
  announcementToForm,
  emptyAnnouncementForm,
  formFieldOf,
  languageOfField,
  TEXT_LANGUAGES,
  toAnnouncementBody,
} from '../lib/announcement-form-values.ts';
import { AnnouncementPreview } from './announcement-form/announcement-preview.tsx';
import { AudienceFieldset } from './announcement-form/audience-fieldset.tsx';
import { TextsFieldset } from './announcement-form/texts-fieldset.tsx';
import { TimingFieldset } from './announcement-form/timing-fieldset.tsx';

type Failure = { kind: 'conflict' } | { kind: 'fields' } | { kind: 'message'; message: string } | { kind: 'failed' };

export interface AnnouncementFormProps {
  /** The scheduled announcement being edited; none for a new one. */
  announcement?: Announcement;
  onDone: (announcement: Announcement) => void;
  onCancel: () => void;
}

/**
 * A new announcement or the edit of a scheduled one: title and text per language, the audience and
 * when to publish. The languages the audience reads are required (the server's count and languages
 * for the audience as chosen, `useAnnouncementAudience`; the server checks the same when saving).
 * The shared schema checks the rest as the server will. A valid form first shows a preview: the
 * texts as readers see them, how many it reaches and when; only "Publish" (or "Schedule", "Save
 * changes") there saves. The server's own field errors bring the form back with them under their
 * fields, and a 409 (someone changed or published it meanwhile) says so without overwriting anything.
 */
export function AnnouncementForm({ announcement, onDone, onCancel }: AnnouncementFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useRuntimeConfig();
  const [tab, setTab] = useState<string | null>('en');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [preview, setPreview] = useState<AnnouncementFormValues | null>(null);
  const [context, setContext] = useState<AnnouncementFormContext>({ languages: null });
  const form = useForm<AnnouncementFormValues, AnnouncementFormContext>({
    defaultValues: announcement ? announcementToForm(announcement) : emptyAnnouncementForm(),
    resolver: announcementFormResolver,
    context,
    shouldFocusError: false,
  });
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const busy = create.isPending || update.isPending;
  const { errors } = form.formState;
  const timing = form.watch('timing');
  const [roles, countries, bankCodes] = form.watch(['roles', 'countries', 'bank_codes']);
  const audience: AnnouncementAudience = { roles, countries, bank_codes: bankCodes };
  const summary = useAnnouncementAudience(audience);
  const languages = summary.data?.languages ?? null;
  if (languages !== context.languages && (languages === null || context.languages === null || languages.join() !== context.languages.join())) {
    setContext({ languages });
  }
  const required = (lang: string) => (languages && languages.length > 0 ? (languages as readonly string[]).includes(lang) : lang === 'en');

  const message = (field: AnnouncementFormField) => {
    const text = errors[field]?.message;
    if (!text) return undefined;
    // Schema messages are `validation.*` keys; the server's are already in the reader's language.
    return text === PUBLISH_AT_INVALID ? t('announce.form.publish_at_invalid') : translateValidation(text, language);
  };
  const languageHasErrors = (lang: string) => Object.keys(errors).some((field) => languageOfField(field) === lang);

  const onInvalid = () => {
    // The first language with an error comes to the front, so the message is seen.
    const first = TEXT_LANGUAGES.find((lang) => languageHasErrors(lang));
    if (first) setTab(first);
  };

  const save = async (values: AnnouncementFormValues) => {
    setFailure(null);
    const body = toAnnouncementBody(values);
    try {
      const saved = announcement
        ? await update.mutateAsync({ id: announcement.notification_group_id, body: { ...body, version: announcement.version } })
        : await create.mutateAsync(body);
      onDone(saved);
    } catch (error) {
      // Back to the form, where the failure is told.
      setPreview(null);
      if (!isApiError(error)) return setFailure({ kind: 'failed' });
      if (error.status === 409) return setFailure({ kind: 'conflict' });
      const fields = setServerErrors(form, error, { fieldOf: formFieldOf, statuses: [400] });
      if (fields.length > 0) {
        const first = TEXT_LANGUAGES.find((lang) => fields.some((field) => languageOfField(field) === lang));
        if (first) setTab(first);
        return setFailure({ kind: 'fields' });
      }
      if (error.body?.message && [400, 403, 404].includes(error.status)) return setFailure({ kind: 'message', message: error.body.message });
      setFailure({ kind: 'failed' });
    }
  };

  // A valid form is shown as its readers will see it before anything is saved.
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    setPreview(values);
  }, onInvalid);

  const fieldsetProps = { form, message };
  const submitLabel = announcement ? t('announce.form.submit_edit') : timing === 'now' ? t('announce.form.submit_now') : t('announce.form.submit_later');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="announcement-form">
      {preview && (
        <AnnouncementPreview
          preview={preview}
          recipients={summary.data?.recipients}
          busy={busy}
          submitLabel={submitLabel}
          onBack={() => setPreview(null)}
          onConfirm={() => void save(preview)}
        />
      )}
      <Stack gap="lg" display={preview ? 'none' : undefined}>
        {failure && (
          <Alert color={failure.kind === 'conflict' ? 'orange' : 'red'} role="alert" data-testid="announcement-form-failure" data-kind={failure.kind}>
            {failure.kind === 'conflict'
              ? t('announce.form.conflict')
              : failure.kind === 'fields'
                ? t('announce.form.fields_failed')
                : failure.kind === 'message'
                  ? failure.message
                  : t('announce.form.failed')}
          </Alert>
        )}

        <TextsFieldset {...fieldsetProps} tab={tab} onTab={setTab} required={required} languageHasErrors={languageHasErrors} />
        <AudienceFieldset {...fieldsetProps} summary={summary} banks={config.banks} />
        <TimingFieldset {...fieldsetProps} timing={timing} />

        <Group justify="flex-end" gap="sm">
          <Button type="button" variant="default" onClick={onCancel} disabled={busy}>
            {t('announce.form.cancel')}
          </Button>
          <Button type="submit" data-testid="announcement-submit">
            {t('announce.form.preview')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
