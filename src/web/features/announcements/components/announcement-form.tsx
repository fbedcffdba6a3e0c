import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { Alert, Button, Fieldset, Group, MultiSelect, Radio, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, ROLES } from '../../../../shared/enums.ts';
import { translateValidation } from '../../../../shared/i18n/validation.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import type { Announcement } from '../../../../shared/schemas/notifications.ts';
import { READABLE_ERROR } from '../../../components/form-styles.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { localizedName } from '../../../lib/localized-name.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCreateAnnouncement } from '../api/create-announcement.ts';
import { useUpdateAnnouncement } from '../api/update-announcement.ts';
import { announcementFormResolver, PUBLISH_AT_INVALID } from '../lib/announcement-form-resolver.ts';
import {
  type AnnouncementFormField,
  type AnnouncementFormValues,
  announcementToForm,
  emptyAnnouncementForm,
  languageOfField,
  TEXT_LANGUAGES,
  toAnnouncementBody,
  toFormFieldErrors,
} from '../lib/announcement-form-values.ts';

type Failure = { kind: 'conflict' } | { kind: 'fields' } | { kind: 'message'; message: string } | { kind: 'failed' };

export interface AnnouncementFormProps {
  /** The scheduled announcement being edited; none for a new one. */
  announcement?: Announcement;
  onDone: (announcement: Announcement) => void;
  onCancel: () => void;
}

/**
 * A new announcement or the edit of a scheduled one: title and text per language (English
 * required), the audience and when to publish. The shared schema checks it as the server will;
 * the server's own field errors appear under their fields, and a 409 (someone changed or published
 * it meanwhile) says so without overwriting anything.
 */
export function AnnouncementForm({ announcement, onDone, onCancel }: AnnouncementFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useRuntimeConfig();
  const [tab, setTab] = useState<string | null>('en');
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<AnnouncementFormValues>({
    defaultValues: announcement ? announcementToForm(announcement) : emptyAnnouncementForm(),
    resolver: announcementFormResolver,
    shouldFocusError: false,
  });
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const busy = create.isPending || update.isPending;
  const { errors } = form.formState;
  const timing = form.watch('timing');

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

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = toAnnouncementBody(values);
    try {
      const saved = announcement
        ? await update.mutateAsync({ id: announcement.notification_group_id, body: { ...body, version: announcement.version } })
        : await create.mutateAsync(body);
      onDone(saved);
    } catch (error) {
      if (!isApiError(error)) return setFailure({ kind: 'failed' });
      if (error.status === 409) return setFailure({ kind: 'conflict' });
      const fields = error.status === 400 ? toFormFieldErrors(error.body?.fields) : {};
      const entries = Object.entries(fields) as [AnnouncementFormField, string][];
      if (entries.length > 0) {
        for (const [field, text] of entries) form.setError(field, { type: 'server', message: text });
        const first = TEXT_LANGUAGES.find((lang) => entries.some(([field]) => languageOfField(field) === lang));
        if (first) setTab(first);
        return setFailure({ kind: 'fields' });
      }
      if (error.body?.message && [400, 403, 404].includes(error.status)) return setFailure({ kind: 'message', message: error.body.message });
      setFailure({ kind: 'failed' });
    }
  }, onInvalid);

  const roleOptions = ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }));
  const countryOptions = COUNTRIES.map((country) => ({ value: country, label: t(`country.${country}`) }));
  const bankOptions = config.banks
    .filter((bank) => bank.role === 'bank')
    .map((bank) => ({ value: bank.bank_code, label: `${localizedName(bank, language)} (${bank.bank_code})` }));
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="announcement-form">
      <Stack gap="lg">
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

        <Fieldset legend={t('announce.form.texts_legend')} variant="unstyled">
          <Text size="sm" mb="sm">
            {t('announce.form.texts_note')}
          </Text>
          <Tabs value={tab} onChange={setTab} keepMounted>
            <Tabs.List>
              {TEXT_LANGUAGES.map((lang) => {
                const name = t(`announce.text_language.${lang}`);
                return (
                  <Tabs.Tab key={lang} value={lang} data-testid={`announcement-tab-${lang}`} c={languageHasErrors(lang) ? 'red.9' : undefined}>
                    {languageHasErrors(lang) ? t('announce.form.tab_error', { language: name }) : name}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            {TEXT_LANGUAGES.map((lang) => {
              const name = t(`announce.text_language.${lang}`);
              return (
                <Tabs.Panel key={lang} value={lang} pt="md">
                  <Stack gap="sm">
                    <TextInput
                      label={t('announce.form.title_label', { language: name })}
                      withAsterisk={lang === 'en'}
                      maxLength={LIMITS.announcementTitle}
                      lang={lang}
                      error={message(`title_${lang}`)}
                      styles={READABLE_ERROR}
                      {...form.register(`title_${lang}`)}
                    />
                    <Textarea
                      label={t('announce.form.body_label', { language: name })}
                      withAsterisk={lang === 'en'}
                      autosize
                      minRows={5}
                      maxRows={14}
                      maxLength={LIMITS.announcementBody}
                      lang={lang}
                      error={message(`body_${lang}`)}
                      styles={READABLE_ERROR}
                      {...form.register(`body_${lang}`)}
                    />
                  </Stack>
                </Tabs.Panel>
              );
            })}
          </Tabs>
        </Fieldset>

        <Fieldset legend={t('announce.form.audience_legend')} variant="unstyled">
          <Text size="sm" mb="sm">
            {t('announce.form.audience_note')}
          </Text>
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="roles"
              render={({ field }) => (
                <MultiSelect
                  label={t('announce.audience.roles')}
                  placeholder={field.value.length ? undefined : t('announce.form.roles_placeholder')}
                  data={roleOptions}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  error={message('roles')}
                  styles={READABLE_ERROR}
                  clearable
                  data-testid="announcement-roles"
                />
              )}
            />
            <Controller
              control={form.control}
              name="countries"
              render={({ field }) => (
                <MultiSelect
                  label={t('announce.audience.countries')}
                  placeholder={field.value.length ? undefined : t('announce.form.countries_placeholder')}
                  data={countryOptions}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  error={message('countries')}
                  styles={READABLE_ERROR}
                  clearable
                  data-testid="announcement-countries"
                />
              )}
            />
            <Controller
              control={form.control}
              name="bank_codes"
              render={({ field }) => (
                <MultiSelect
                  label={t('announce.audience.bank_codes')}
                  description={t('announce.form.banks_description')}
                  placeholder={field.value.length ? undefined : t('announce.form.banks_placeholder')}
                  data={bankOptions}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  error={message('bank_codes')}
                  styles={READABLE_ERROR}
                  searchable
                  clearable
                  data-testid="announcement-banks"
                />
              )}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('announce.form.timing_legend')} variant="unstyled">
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="timing"
              render={({ field }) => (
                <Radio.Group value={field.value} onChange={(value) => field.onChange(value)} name={field.name} aria-label={t('announce.form.timing_legend')}>
                  <Stack gap="xs">
                    <Radio value="now" label={t('announce.form.now')} data-testid="announcement-now" />
                    <Radio value="later" label={t('announce.form.later')} data-testid="announcement-later" />
                  </Stack>
                </Radio.Group>
              )}
            />
            {timing === 'later' && (
              <TextInput
                type="datetime-local"
                label={t('announce.form.publish_at_label')}
                description={t('announce.form.publish_at_description', { zone })}
                withAsterisk
                maw={320}
                error={message('publish_at')}
                styles={READABLE_ERROR}
                data-testid="announcement-publish-at"
                {...form.register('publish_at')}
              />
            )}
          </Stack>
        </Fieldset>

        <Group justify="flex-end" gap="sm">
          <Button type="button" variant="default" onClick={onCancel} disabled={busy}>
            {t('announce.form.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="announcement-submit">
            {announcement ? t('announce.form.submit_edit') : timing === 'now' ? t('announce.form.submit_now') : t('announce.form.submit_later')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
