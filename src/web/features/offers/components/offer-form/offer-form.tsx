import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
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
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { COUNTRIES, OFFER_STATUSES } from '../../../../../shared/enums.ts';
import { LIMITS } from '../../../../../shared/limits.ts';
import { maxPeriodEnd, nextOfferStatus, platformToday, storedOfferStatus } from '../../../../../shared/offer-lifecycle.ts';
import { CURRENCIES, latestPeriodEnd, latestPeriodStart, normalizeText } from '../../../../../shared/schemas/offer.ts';
import { translateValidation } from '../../../../../shared/i18n/validation.ts';
import { paths } from '../../../../app/paths.ts';
import { formatDate, formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { useIndustries } from '../../api/get-industries.ts';
import { industryName } from '../../lib/format-offer.ts';
import { useOfferSave } from '../../hooks/use-offer-save.ts';
import type { FormFieldGroup } from '../../lib/offer-form-changes.ts';
import { offerFormResolver } from '../../lib/offer-form-resolver.ts';
import { clearOfferForm, type StoredOfferForm } from '../../lib/offer-form-storage.ts';
import type { OfferFormIntent, OfferFormValues } from '../../lib/offer-form-values.ts';
import { ImageUploader } from './image-uploader.tsx';
import { UnsavedChangesPanel } from './unsaved-changes-panel.tsx';
import { WriteFailureAlert } from './write-failure-alert.tsx';
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
  const industries = useIndustries();

  const intentRef = useRef<OfferFormIntent>('register');
  const [resolver] = useState(() => offerFormResolver(() => intentRef.current));
  const form = useForm<OfferFormValues>({ defaultValues: initial.values, resolver, shouldFocusError: true });
  const { register, control, handleSubmit, formState, setError, getValues, setValue, reset } = form;
  const errors = formState.errors;
  const offer = useOfferSave(initial, getValues);
  const { persist, saving, failure, unsaved } = offer;

  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadsPending, setUploadsPending] = useState(false);

  // Keep the form in the session on every change: the confirmation step and a reload read it.
  useEffect(() => {
    persist();
    const subscription = form.watch(() => persist());
    return () => subscription.unsubscribe();
  }, [form, persist]);

  const showFieldErrors = useCallback(
    (fields: Partial<Record<keyof OfferFormValues, string>>) => {
      let first = true;
      for (const [name, message] of Object.entries(fields)) {
        setError(name as keyof OfferFormValues, { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
      setInvalid(true);
    },
    [setError],
  );

  // Errors the server answered at registration: show them where they belong.
  useEffect(() => {
    if (initial.serverErrors) showFieldErrors(initial.serverErrors);
  }, [initial.serverErrors, showFieldErrors]);

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
  // Read from the offer transition table (a new offer is `from: null`), never written out here.
  const known = OFFER_STATUSES.find((candidate) => candidate === status);
  const mayDraft = status === null || (known !== undefined && nextOfferStatus(storedOfferStatus(known), 'save_draft') !== null);

  const saveDraft = async (formValues: OfferFormValues) => {
    setSavedAt(null);
    const result = await offer.save('save_draft', formValues);
    if (result && 'fields' in result) showFieldErrors(result.fields);
    if (result && 'saved' in result) setSavedAt(formatDateTime(result.saved.updated_at, language));
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
    const latest = await offer.reloadLatest();
    if (!latest?.offerId) return;
    reset(latest.values);
    setInvalid(false);
    setSavedAt(null);
    void navigate(paths.company.offerEdit.getHref(latest.offerId), { replace: true });
  };

  const reapply = (groups: FormFieldGroup[]) => {
    const patch = offer.takeUnsaved(groups);
    for (const name of Object.keys(patch) as (keyof OfferFormValues)[]) {
      setValue(name, patch[name] as OfferFormValues[keyof OfferFormValues], { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
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
            focusSignal={offer.latestLoads}
            onReapply={(group) => reapply([group])}
            onReapplyAll={() => reapply(unsaved.groups)}
            onDiscard={() => offer.keepUnsaved(null)}
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
        {failure && <WriteFailureAlert failure={failure} fallback={t('offer_register.form.draft_failed')} onReload={offer.stored().offerId ? reloadLatest : undefined} />}

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
