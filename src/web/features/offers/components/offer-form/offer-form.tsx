import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { COUNTRIES } from '../../../../../shared/enums.ts';
import { LIMITS } from '../../../../../shared/limits.ts';
import { maxPeriodEnd, platformToday } from '../../../../../shared/offer-lifecycle.ts';
import { CURRENCIES, latestPeriodEnd, latestPeriodStart, normalizeText } from '../../../../../shared/schemas/offer.ts';
import { translateValidation } from '../../../../../shared/i18n/validation.ts';
import { paths } from '../../../../app/paths.ts';
import { readBankCode } from '../../../../lib/browser-storage.ts';
import { loginUrl } from '../../../../lib/external-urls.ts';
import { formatDate, formatDateTime } from '../../../../lib/format.ts';
import { useRuntimeConfig } from '../../../../lib/runtime-config.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { useCreateOffer } from '../../api/create-offer.ts';
import { useIndustries } from '../../api/get-industries.ts';
import { useUpdateOffer } from '../../api/update-offer.ts';
import { industryName } from '../../lib/format-offer.ts';
import { type FormFieldGroup, groupValues, type UnsavedChanges } from '../../lib/offer-form-changes.ts';
import { classifyWriteError, type OfferWriteFailure } from '../../lib/offer-form-errors.ts';
import { loadLatestKeepingChanges } from '../../lib/offer-form-latest.ts';
import { offerFormResolver } from '../../lib/offer-form-resolver.ts';
import { clearOfferForm, type StoredOfferForm, writeOfferForm } from '../../lib/offer-form-storage.ts';
import { fromManagedOffer, type OfferFormIntent, type OfferFormValues, toOfferInput } from '../../lib/offer-form-values.ts';
import { ImageUploader } from './image-uploader.tsx';
import { UnsavedChangesPanel } from './unsaved-changes-panel.tsx';
import classes from './offer-form.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} padding="lg">
      <Title id={id} order={2} size="h4" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

function Counter({ value, max }: { value: string; max: number }) {
  const { t } = useTranslation();
  // Counted as the schema counts it: trimmed, and nothing when nothing in it is visible.
  const count = normalizeText(value).length;
  return (
    <Text span size="xs" c={count > max ? 'red.9' : 'dimmed'}>
      {t('offer_register.form.counter', { count, max })}
    </Text>
  );
}

export interface OfferFormProps {
  /** The form as it starts: new, restored from the session, or an offer opened for editing. */
  initial: StoredOfferForm;
}

/** The offer form (SPEC §3 fields, §5 rules), with "Save draft" and "Go to confirmation". */
export function OfferForm({ initial }: OfferFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const industries = useIndustries();
  const createOffer = useCreateOffer();
  const updateOffer = useUpdateOffer();

  const intentRef = useRef<OfferFormIntent>('register');
  const [resolver] = useState(() => offerFormResolver(() => intentRef.current));
  const form = useForm<OfferFormValues>({ defaultValues: initial.values, resolver, shouldFocusError: true });
  const { register, control, handleSubmit, formState, setError, getValues, setValue, reset } = form;
  const errors = formState.errors;

  // Server-side facts about the offer (id, version) change with each save; they never re-render the form.
  const stateRef = useRef<StoredOfferForm>({ ...initial, serverErrors: undefined });
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [failure, setFailure] = useState<OfferWriteFailure | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadsPending, setUploadsPending] = useState(false);
  const [unsaved, setUnsavedState] = useState<UnsavedChanges | null>(initial.unsaved ?? null);
  const [latestLoads, setLatestLoads] = useState(0);
  const saving = createOffer.isPending || updateOffer.isPending;
  const busyRef = useRef(false);

  const persist = useCallback(() => {
    writeOfferForm({ ...stateRef.current, values: getValues() });
  }, [getValues]);

  // Keep the form in the session on every change: the confirmation step and a reload read it.
  useEffect(() => {
    persist();
    const subscription = form.watch(() => persist());
    return () => subscription.unsubscribe();
  }, [form, persist]);

  // Errors the server answered at registration: show them where they belong.
  useEffect(() => {
    const serverErrors = initial.serverErrors;
    if (!serverErrors) return;
    let first = true;
    for (const [name, message] of Object.entries(serverErrors)) {
      setError(name as keyof OfferFormValues, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
    setFailure(null);
    setInvalid(true);
  }, [initial.serverErrors, setError]);

  const message = (name: keyof OfferFormValues) => {
    const error = errors[name];
    const text = error && 'message' in error ? (error.message as string | undefined) : undefined;
    return text ? translateValidation(text, language) : undefined;
  };

  const values = useWatch({ control });
  const today = platformToday();
  const periodStart = values.period_start ?? '';
  const latestEnd = /^\d{4}-\d{2}-\d{2}$/.test(periodStart) ? maxPeriodEnd(periodStart, LIMITS.periodMonths) : null;
  const majors = industries.data ?? [];
  const middles = majors.find((major) => major.code === values.industry_major)?.children ?? [];
  const status = initial.status;
  const mayDraft = status === null || status === 'draft' || status === 'remand';

  const saveDraft = async (formValues: OfferFormValues) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setFailure(null);
    setSavedAt(null);
    const offer = toOfferInput(formValues, 'save_draft');
    const { offerId, version } = stateRef.current;
    try {
      const saved =
        offerId && version !== null
          ? await updateOffer.mutateAsync({ offerId, body: { intent: 'save_draft', version, offer } })
          : await createOffer.mutateAsync({ intent: 'save_draft', offer });
      stateRef.current = { ...stateRef.current, offerId: saved.offer_id, version: saved.version, status: saved.status, base: fromManagedOffer(saved) };
      persist();
      setSavedAt(formatDateTime(saved.updated_at, language));
    } catch (error) {
      showFailure(classifyWriteError(error));
    } finally {
      busyRef.current = false;
    }
  };

  const showFailure = (result: OfferWriteFailure) => {
    if (result.kind === 'fields') {
      let first = true;
      for (const [name, text] of Object.entries(result.fields)) {
        setError(name as keyof OfferFormValues, { type: 'server', message: text }, { shouldFocus: first });
        first = false;
      }
      setInvalid(true);
      return;
    }
    setFailure(result);
  };

  const goToConfirm = () => {
    persist();
    void navigate(paths.company.offerRegisterConfirm.getHref());
  };

  const onInvalid = () => {
    setInvalid(true);
    setSavedAt(null);
  };

  const submit = (intent: OfferFormIntent) => {
    intentRef.current = intent;
    setInvalid(false);
    if (uploading) {
      setUploadsPending(true);
      return;
    }
    setUploadsPending(false);
    void (intent === 'register' ? handleSubmit(goToConfirm, onInvalid) : handleSubmit(saveDraft, onInvalid))();
  };

  // After a conflict: the server's version in the form, the tab's own edits beside it to reapply.
  const reloadLatest = async () => {
    const offerId = stateRef.current.offerId;
    if (!offerId) return;
    let latest: StoredOfferForm;
    try {
      latest = await loadLatestKeepingChanges(queryClient, { ...stateRef.current, offerId, values: getValues() });
    } catch (error) {
      setFailure(classifyWriteError(error));
      return;
    }
    stateRef.current = latest;
    reset(latest.values);
    setUnsavedState(latest.unsaved ?? null);
    setLatestLoads((count) => count + 1);
    setFailure(null);
    setInvalid(false);
    setSavedAt(null);
    persist();
    void navigate(paths.company.offerEdit.getHref(offerId), { replace: true });
  };

  const keepUnsaved = (next: UnsavedChanges | null) => {
    stateRef.current = { ...stateRef.current, unsaved: next ?? undefined };
    setUnsavedState(next);
    persist();
  };

  const reapply = (groups: FormFieldGroup[]) => {
    if (!unsaved) return;
    for (const group of groups) {
      const patch = groupValues(group, unsaved.values);
      for (const name of Object.keys(patch) as (keyof OfferFormValues)[]) {
        setValue(name, patch[name] as OfferFormValues[keyof OfferFormValues], { shouldDirty: true, shouldValidate: formState.isSubmitted });
      }
    }
    const remaining = unsaved.groups.filter((group) => !groups.includes(group));
    keepUnsaved(remaining.length > 0 ? { ...unsaved, groups: remaining } : null);
  };

  const cancelHref = initial.offerId ? paths.company.offerInHouseDetail.getHref(initial.offerId) : paths.company.offerInHouse.getHref();

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-describedby="offer-form-lead" className={classes.form}>
      <Stack gap="lg">
        <Text id="offer-form-lead">{t('offer_register.form.lead')}</Text>

        {unsaved && (
          <UnsavedChangesPanel
            unsaved={unsaved}
            industries={majors}
            focusSignal={latestLoads}
            onReapply={(group) => reapply([group])}
            onReapplyAll={() => reapply(unsaved.groups)}
            onDiscard={() => keepUnsaved(null)}
          />
        )}

        <Section id="offer-form-content" title={t('offer_register.form.sections.content')}>
          <TextInput
            {...register('title')}
            label={t('offer.fields.title')}
            withAsterisk
            description={<Counter value={values.title ?? ''} max={LIMITS.offerTitle} />}
            error={message('title')}
            autoComplete="off"
          />
          <Textarea
            {...register('description')}
            label={t('offer.fields.description')}
            withAsterisk
            autosize
            minRows={4}
            maxRows={14}
            description={<Counter value={values.description ?? ''} max={LIMITS.offerDescription} />}
            error={message('description')}
          />
          <Textarea
            {...register('features')}
            label={t('offer.fields.features')}
            withAsterisk
            autosize
            minRows={3}
            maxRows={14}
            description={<Counter value={values.features ?? ''} max={LIMITS.offerFeatures} />}
            error={message('features')}
          />
          <Textarea
            {...register('requests')}
            label={t('offer.fields.requests')}
            autosize
            minRows={3}
            maxRows={14}
            description={<Counter value={values.requests ?? ''} max={LIMITS.offerRequests} />}
            error={message('requests')}
          />
        </Section>

        <Section id="offer-form-price" title={t('offer_register.form.sections.price')}>
          <Text size="sm" c="dimmed">
            {t('offer_register.form.price_help')}
          </Text>
          <NativeSelect {...register('currency')} label={t('offer.currency.label')} withAsterisk maw={320} error={message('currency')}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {t(`offer.currency.${currency}`)}
              </option>
            ))}
          </NativeSelect>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {(['min', 'max'] as const).map((end) => {
              const amountName = `price_${end}` as const;
              const noLimitName = `price_${end}_no_limit` as const;
              const noLimit = values[noLimitName] ?? false;
              return (
                <Stack key={end} gap="xs">
                  <Controller
                    control={control}
                    name={amountName}
                    rules={{ deps: end === 'min' ? ['price_max'] : [] }}
                    render={({ field }) => (
                      <NumberInput
                        ref={field.ref}
                        name={field.name}
                        value={noLimit ? '' : field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        label={t(`offer.fields.price_${end}`)}
                        withAsterisk
                        disabled={noLimit}
                        allowNegative={false}
                        allowDecimal={false}
                        thousandSeparator=","
                        hideControls
                        inputMode="numeric"
                        rightSection={
                          <Text size="xs" c="dimmed" pr="xs">
                            {values.currency}
                          </Text>
                        }
                        rightSectionWidth={52}
                        error={message(amountName)}
                      />
                    )}
                  />
                  <Checkbox
                    {...register(noLimitName, { deps: ['price_min', 'price_max'] })}
                    label={t(`offer_register.form.no_limit_${end}`)}
                  />
                </Stack>
              );
            })}
          </SimpleGrid>
        </Section>

        <Section id="offer-form-period" title={t('offer_register.form.sections.period')}>
          <Text size="sm" c="dimmed">
            {t('offer_register.form.period_help')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <TextInput
              {...register('period_start', { deps: ['period_end'] })}
              type="date"
              label={t('offer.fields.period_start')}
              withAsterisk
              min={today}
              max={latestPeriodStart(today)}
              error={message('period_start')}
            />
            <TextInput
              {...register('period_end')}
              type="date"
              label={t('offer.fields.period_end')}
              withAsterisk
              min={periodStart || today}
              max={latestEnd ?? latestPeriodEnd(today)}
              description={latestEnd ? t('offer_register.form.period_max_help', { date: formatDate(latestEnd, language) }) : undefined}
              error={message('period_end')}
            />
          </SimpleGrid>
        </Section>

        <Section id="offer-form-target" title={t('offer_register.form.sections.target')}>
          <NativeSelect {...register('target_country')} label={t('offer.fields.target_country')} withAsterisk maw={320} error={message('target_country')}>
            <option value="">{t('offer_register.form.choose')}</option>
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {t(`country.${country}`)}
              </option>
            ))}
          </NativeSelect>
          {industries.isError && (
            <Alert color="red" variant="light">
              {t('offer_register.form.industries_failed')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <NativeSelect
              {...register('industry_major', {
                onChange: () => setValue('industry_middle', '', { shouldDirty: true }),
              })}
              label={t('offer.fields.industry_major')}
              withAsterisk
              error={message('industry_major')}
            >
              <option value="">{t('offer_register.form.choose')}</option>
              {majors.map((major) => (
                <option key={major.code} value={major.code}>
                  {industryName(major, language)}
                </option>
              ))}
            </NativeSelect>
            <NativeSelect
              {...register('industry_middle')}
              label={t('offer.fields.industry_middle')}
              withAsterisk
              disabled={middles.length === 0}
              error={message('industry_middle')}
            >
              <option value="">{middles.length === 0 ? t('offer_register.form.choose_major_first') : t('offer_register.form.choose')}</option>
              {middles.map((middle) => (
                <option key={middle.code} value={middle.code}>
                  {industryName(middle, language)}
                </option>
              ))}
            </NativeSelect>
          </SimpleGrid>
        </Section>

        <Section id="offer-form-visibility" title={t('offer_register.form.sections.visibility')}>
          <Controller
            control={control}
            name="visibility"
            render={({ field }) => (
              <Radio.Group
                name={field.name}
                value={field.value}
                onChange={(next) => field.onChange(next)}
                label={t('offer.visibility.label')}
                withAsterisk
                error={message('visibility')}
              >
                <Stack gap="sm" mt="xs">
                  <Radio ref={field.ref} value="public" label={t('offer.visibility.public')} description={t('offer.visibility.public_help')} />
                  <Radio value="private" label={t('offer.visibility.private')} description={t('offer.visibility.private_help')} />
                </Stack>
              </Radio.Group>
            )}
          />
        </Section>

        <Section id="offer-form-images" title={t('offer_register.form.sections.images')}>
          <Controller
            control={control}
            name="images"
            render={({ field }) => (
              <ImageUploader
                id="offer-images"
                value={field.value}
                onChange={field.onChange}
                error={message('images')}
                onBusyChange={setUploading}
                disabled={saving}
              />
            )}
          />
        </Section>

        <div role="status" aria-live="polite">
          {savedAt && (
            <Alert color="teal" variant="light" data-testid="draft-saved">
              {t('offer_register.form.draft_saved', { time: savedAt })}
            </Alert>
          )}
          {invalid && Object.keys(errors).length > 0 && (
            <Alert color="red" variant="light" data-testid="form-invalid">
              {initial.serverErrors ? t('offer_register.form.server_errors') : t('offer_register.form.invalid_summary')}
            </Alert>
          )}
          {uploadsPending && uploading && (
            <Alert color="yellow" variant="light">
              {t('offer_register.form.uploads_pending')}
            </Alert>
          )}
        </div>
        {failure && <WriteFailureAlert failure={failure} fallback={t('offer_register.form.draft_failed')} onReload={stateRef.current.offerId ? reloadLatest : undefined} />}

        <Group justify="space-between" gap="sm" wrap="wrap-reverse">
          <Button component={Link} to={cancelHref} variant="subtle" onClick={() => clearOfferForm()}>
            {t('offer_register.form.cancel')}
          </Button>
          <Group gap="sm">
            {mayDraft && (
              <Button variant="default" onClick={() => submit('save_draft')} loading={saving} disabled={saving}>
                {t('offer_register.form.save_draft')}
              </Button>
            )}
            <Button onClick={() => submit('register')} disabled={saving}>
              {t('offer_register.form.to_confirm')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** A failed save or registration: the optimistic-lock message with a reload, the server's reason, or the page's own text. */
export function WriteFailureAlert({ failure, fallback, onReload }: { failure: OfferWriteFailure; fallback: string; onReload?: (() => void) | undefined }) {
  const { t } = useTranslation();
  if (failure.kind === 'session') return <SessionEndedAlert redirecting={failure.redirecting} />;
  if (failure.kind === 'conflict') {
    return (
      <Alert color="orange" role="alert" data-testid="optimistic-lock">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('offer.errors.optimistic_lock')}</Text>
          {onReload && (
            <Button size="xs" variant="default" onClick={onReload}>
              {t('offer_register.form.reload_latest')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  const text = failure.kind === 'message' ? `${fallback} ${failure.message}` : fallback;
  return (
    <Alert color="red" role="alert" data-testid="write-failed">
      {text}
    </Alert>
  );
}

/**
 * The session ended while the form was open (SPEC §4). The browser is normally on its way to
 * sign-in already; with a local API base URL it is not, so the way there is offered. Either way the
 * form stays in the tab and comes back filled in after signing in.
 */
function SessionEndedAlert({ redirecting }: { redirecting: boolean }) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  if (redirecting) {
    return (
      <Alert color="blue" variant="light" role="status" data-testid="session-ended">
        {t('app.redirecting_to_login')}
      </Alert>
    );
  }
  const { pathname, search } = window.location;
  return (
    <Alert color="orange" role="alert" data-testid="session-ended">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('offer_register.form.session_ended')}</Text>
        <Button component="a" href={loginUrl(config, readBankCode(), `${pathname}${search}`)} size="xs" variant="default">
          {t('offer_register.form.sign_in_again')}
        </Button>
      </Stack>
    </Alert>
  );
}
