import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { Alert, Box, Button, Card, Fieldset, Group, Loader, MultiSelect, Radio, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, ROLES } from '../../../../shared/enums.ts';
import { translateValidation } from '../../../../shared/i18n/validation.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import type { Announcement, AnnouncementAudience } from '../../../../shared/schemas/notifications.ts';
import { READABLE_ERROR } from '../../../components/form-styles.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { localizedName } from '../../../lib/localized-name.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCreateAnnouncement } from '../api/create-announcement.ts';
import { useAnnouncementAudience } from '../api/get-announcement-audience.ts';
import { useUpdateAnnouncement } from '../api/update-announcement.ts';
import { announcementFormResolver, type AnnouncementFormContext, PUBLISH_AT_INVALID } from '../lib/announcement-form-resolver.ts';
import { AnnouncementTexts } from './announcement-texts.tsx';
import {
  type AnnouncementFormField,
  type AnnouncementFormValues,
  announcementTextsOf,
  announcementToForm,
  emptyAnnouncementForm,
  formFieldOf,
  languageOfField,
  TEXT_LANGUAGES,
  toAnnouncementBody,
} from '../lib/announcement-form-values.ts';

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

  const roleOptions = ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }));
  const countryOptions = COUNTRIES.map((country) => ({ value: country, label: t(`country.${country}`) }));
  const bankOptions = config.banks
    .filter((bank) => bank.role === 'bank')
    .map((bank) => ({ value: bank.bank_code, label: `${localizedName(bank, language)} (${bank.bank_code})` }));
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const submitLabel = announcement ? t('announce.form.submit_edit') : timing === 'now' ? t('announce.form.submit_now') : t('announce.form.submit_later');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="announcement-form">
      {preview && (
        <Stack gap="lg" data-testid="announcement-preview">
          <Title order={3} size="h4">
            {t('announce.form.preview_title')}
          </Title>
          <Alert color="blue" variant="light" data-testid="announcement-preview-reach">
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {summary.data
                  ? t('announce.form.preview_reach', { count: formatNumber(summary.data.recipients, language) })
                  : t('announce.form.recipients_counting')}
              </Text>
              <Text size="sm">
                {preview.timing === 'now' ? t('announce.form.preview_now') : t('announce.form.preview_later', { at: formatDateTime(toAnnouncementBody(preview).publish_at ?? '', language) })}
              </Text>
            </Stack>
          </Alert>
          <Card withBorder>
            <AnnouncementTexts texts={announcementTextsOf(preview)} />
          </Card>
          <Group justify="flex-end" gap="sm">
            <Button type="button" variant="default" onClick={() => setPreview(null)} disabled={busy} data-testid="announcement-preview-back">
              {t('announce.form.preview_back')}
            </Button>
            <Button type="button" loading={busy} disabled={!summary.data} onClick={() => void save(preview)} data-testid="announcement-confirm">
              {submitLabel}
            </Button>
          </Group>
        </Stack>
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
                      withAsterisk={required(lang)}
                      maxLength={LIMITS.announcementTitle}
                      lang={lang}
                      error={message(`title_${lang}`)}
                      styles={READABLE_ERROR}
                      {...form.register(`title_${lang}`)}
                    />
                    <Textarea
                      label={t('announce.form.body_label', { language: name })}
                      withAsterisk={required(lang)}
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
            <Box aria-live="polite" data-testid="announcement-recipients" data-count={summary.data?.recipients}>
              {summary.data ? (
                <Text size="sm" fw={600}>
                  {t('announce.form.recipients', {
                    count: formatNumber(summary.data.recipients, language),
                    languages: summary.data.languages.map((lang) => t(`announce.text_language.${lang}`)).join(t('announce.form.list_separator')),
                  })}
                </Text>
              ) : summary.isError ? (
                <Text size="sm" c="red.9">
                  {t('announce.form.recipients_failed')}
                </Text>
              ) : (
                <Group gap="xs">
                  <Loader size="xs" aria-hidden />
                  <Text size="sm">{t('announce.form.recipients_counting')}</Text>
                </Group>
              )}
            </Box>
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
          <Button type="submit" data-testid="announcement-submit">
            {t('announce.form.preview')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
