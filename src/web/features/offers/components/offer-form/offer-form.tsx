import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { COUNTRIES, OFFER_STATUSES } from '../../../../../shared/enums.ts';
import { LIMITS } from '../../../../../shared/limits.ts';
import { maxPeriodEnd, nextOfferStatus, platformToday, storedOfferStatus } from '../../../../../shared/offer-lifecycle.ts';
import { CURRENCIES, latestPeriodEnd, latestPeriodStart } from '../../../../../shared/schemas/offer.ts';
import { translateValidation } from '../../../../../shared/i18n/validation.ts';
import { paths } from '../../../../../shared/paths.ts';
import { formatDate, formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { useIndustries } from '../../api/get-industries.ts';
import { industryName } from '../../lib/format-offer.ts';
import { useOfferSave } from '../../hooks/use-offer-save.ts';
import type { FormFieldGroup } from '../../lib/offer-form-changes.ts';
import { clearOfferForm, type StoredOfferForm } from '../../lib/offer-form-storage.ts';
import type { OfferFormIntent, OfferFormValues } from '../../lib/offer-form-values.ts';
import { type OfferFormErrors, validateOfferForm } from '../../lib/offer-form-validation.ts';
import { AmountInput } from './amount-input.tsx';
import { ImageUploader } from './image-uploader.tsx';
import { UnsavedChangesPanel } from './unsaved-changes-panel.tsx';
import { WriteFailureAlert } from './write-failure-alert.tsx';
import classes from './offer-form.module.css';
import { IdentifyingTextWarning } from '../../../../components/identifying-text-warning.tsx';
import { FormSection, TextCounter } from '../../../../components/form-section.tsx';

type FieldName = keyof OfferFormValues;

/** The fields in page order: after a refused check, the first one with a message takes the focus. */
const FIELD_ORDER: readonly FieldName[] = [
  'title',
  'description',
  'features',
  'requests',
  'currency',
  'price_min',
  'price_min_no_limit',
  'price_max',
  'price_max_no_limit',
  'period_start',
  'period_end',
  'target_country',
  'industry_major',
  'industry_middle',
  'visibility',
  'images',
];

/** The fields a text input or a list edits. */
type TextFieldName = {
  [N in FieldName]: OfferFormValues[N] extends string ? N : never;
}[FieldName];

/** Fields whose rule reads another field too (min ≤ max, end after start): checked again when that one changes. */
const CHECKED_WITH: Partial<Record<FieldName, readonly FieldName[]>> = {
  price_min: ['price_max'],
  price_min_no_limit: ['price_min', 'price_max'],
  price_max_no_limit: ['price_min', 'price_max'],
  period_start: ['period_end'],
};


export interface OfferFormProps {
  /** The form as it starts: new, restored from the session, or an offer opened for editing. */
  initial: StoredOfferForm;
}

/** The offer form (fields: docs/product/data.md#offer; rules: docs/product/limits.md#offer-form), with "Save draft" and "Go to confirmation". */
export function OfferForm({ initial }: OfferFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const industries = useIndustries();

  // The form's state in React, checked by the shared schemas (lib/offer-form-validation.ts); the
  // page loads no form library. The ref holds the values of the latest change at once,
  // for the tab's stored copy and the checks of a click that follows.
  const [values, setValues] = useState<OfferFormValues>(initial.values);
  const valuesRef = useRef(values);
  const [errors, setErrors] = useState<OfferFormErrors>({});
  // The intent last tried: its rules check each change from then on ("register" until a button is used).
  const intentRef = useRef<OfferFormIntent>('register');
  // Once a button has been used, each change is checked at once (before that, only the buttons check).
  const submittedRef = useRef(false);
  const offer = useOfferSave(initial, () => valuesRef.current);
  const { persist, saving, failure, unsaved } = offer;

  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadsPending, setUploadsPending] = useState(false);

  // Each field's element, to focus the first one with a message.
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});
  const fieldRef = (name: FieldName) => (element: HTMLElement | null) => {
    fieldRefs.current[name] = element;
  };
  const focusField = useCallback((name: FieldName) => fieldRefs.current[name]?.focus(), []);

  // The tab's copy is written on every change (below) and once as the form opens: the confirmation step and a reload read it.
  useEffect(() => {
    persist();
  }, [persist]);

  /** New values (kept in the tab's copy at once); the named fields checked again once a button has been used. */
  const update = (patch: Partial<OfferFormValues>, check: readonly FieldName[]) => {
    const next = { ...valuesRef.current, ...patch };
    valuesRef.current = next;
    setValues(next);
    persist();
    if (!submittedRef.current || check.length === 0) return;
    const found = validateOfferForm(next, intentRef.current);
    setErrors((current) => {
      const updated = { ...current };
      for (const name of check) {
        if (found[name]) updated[name] = found[name];
        else delete updated[name];
      }
      return updated;
    });
  };

  const change = <N extends FieldName>(name: N, value: OfferFormValues[N]) => {
    update({ [name]: value }, [name, ...(CHECKED_WITH[name] ?? [])]);
  };

  const showFieldErrors = useCallback(
    (fields: OfferFormErrors) => {
      setErrors((current) => ({ ...current, ...fields }));
      const first = Object.keys(fields)[0] as FieldName | undefined;
      if (first) focusField(first);
      setInvalid(true);
    },
    [focusField],
  );

  // Errors the server answered at registration: show them where they belong.
  useEffect(() => {
    if (initial.serverErrors) showFieldErrors(initial.serverErrors);
  }, [initial.serverErrors, showFieldErrors]);

  /** A text field's or a list's props: its name, element, value and change. */
  const bind = <N extends TextFieldName>(name: N) => ({
    name,
    ref: fieldRef(name),
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      change(name, event.currentTarget.value as OfferFormValues[N]),
  });

  const message = (name: FieldName) => {
    const text = errors[name];
    return text ? translateValidation(text, language) : undefined;
  };

  const today = platformToday();
  const periodStart = values.period_start;
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

  const submit = (intent: OfferFormIntent) => {
    intentRef.current = intent;
    setInvalid(false);
    if (uploading) {
      setUploadsPending(true);
      return;
    }
    setUploadsPending(false);
    const current = valuesRef.current;
    const found = validateOfferForm(current, intent);
    submittedRef.current = true;
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      setInvalid(true);
      setSavedAt(null);
      focusField(first);
      return;
    }
    if (intent === 'register') goToConfirm();
    else void saveDraft(current);
  };

  // After a conflict: the server's version in the form, the tab's own edits beside it to reapply.
  const reloadLatest = async () => {
    const latest = await offer.reloadLatest();
    if (!latest?.offerId) return;
    valuesRef.current = latest.values;
    setValues(latest.values);
    persist();
    setErrors({});
    submittedRef.current = false;
    setInvalid(false);
    setSavedAt(null);
    void navigate(paths.company.offerEdit.getHref(latest.offerId), { replace: true });
  };

  const reapply = (groups: FormFieldGroup[]) => {
    const patch = offer.takeUnsaved(groups);
    update(patch, Object.keys(patch) as FieldName[]);
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

        <FormSection id="offer-form-content" title={t('offer_register.form.sections.content')}>
          <TextInput
            {...bind('title')}
            label={t('offer.fields.title')}
            withAsterisk
            description={<TextCounter value={values.title} max={LIMITS.offerTitle} />}
            error={message('title')}
            autoComplete="off"
          />
          <Textarea
            {...bind('description')}
            label={t('offer.fields.description')}
            withAsterisk
            autosize
            minRows={4}
            maxRows={14}
            description={<TextCounter value={values.description} max={LIMITS.offerDescription} />}
            error={message('description')}
          />
          <Textarea
            {...bind('features')}
            label={t('offer.fields.features')}
            withAsterisk
            autosize
            minRows={3}
            maxRows={14}
            description={<TextCounter value={values.features} max={LIMITS.offerFeatures} />}
            error={message('features')}
          />
          <Textarea
            {...bind('requests')}
            label={t('offer.fields.requests')}
            autosize
            minRows={3}
            maxRows={14}
            description={<TextCounter value={values.requests} max={LIMITS.offerRequests} />}
            error={message('requests')}
          />
          {/* Partners read these texts before any NDA: registering refuses what names the company. */}
          <IdentifyingTextWarning texts={[values.title, values.description, values.features, values.requests]} />
        </FormSection>

        <FormSection id="offer-form-price" title={t('offer_register.form.sections.price')}>
          <Text size="sm" c="dimmed">
            {t('offer_register.form.price_help')}
          </Text>
          <NativeSelect {...bind('currency')} label={t('offer.currency.label')} withAsterisk maw={320} error={message('currency')}>
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
              const noLimit = values[noLimitName];
              return (
                <Stack key={end} gap="xs">
                  <AmountInput
                    ref={fieldRef(amountName)}
                    name={amountName}
                    value={noLimit ? '' : values[amountName]}
                    onChange={(amount) => change(amountName, amount)}
                    label={t(`offer.fields.price_${end}`)}
                    withAsterisk
                    disabled={noLimit}
                    rightSection={
                      <Text size="xs" c="dimmed" pr="xs">
                        {values.currency}
                      </Text>
                    }
                    rightSectionWidth={52}
                    error={message(amountName)}
                  />
                  <Checkbox
                    ref={fieldRef(noLimitName)}
                    name={noLimitName}
                    checked={noLimit}
                    onChange={(event) => change(noLimitName, event.currentTarget.checked)}
                    label={t(`offer_register.form.no_limit_${end}`)}
                  />
                </Stack>
              );
            })}
          </SimpleGrid>
        </FormSection>

        <FormSection id="offer-form-period" title={t('offer_register.form.sections.period')}>
          <Text size="sm" c="dimmed">
            {t('offer_register.form.period_help')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <TextInput
              {...bind('period_start')}
              type="date"
              label={t('offer.fields.period_start')}
              withAsterisk
              min={today}
              max={latestPeriodStart(today)}
              error={message('period_start')}
            />
            <TextInput
              {...bind('period_end')}
              type="date"
              label={t('offer.fields.period_end')}
              withAsterisk
              min={periodStart || today}
              max={latestEnd ?? latestPeriodEnd(today)}
              description={latestEnd ? t('offer_register.form.period_max_help', { date: formatDate(latestEnd, language) }) : undefined}
              error={message('period_end')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection id="offer-form-target" title={t('offer_register.form.sections.target')}>
          <NativeSelect {...bind('target_country')} label={t('offer.fields.target_country')} withAsterisk maw={320} error={message('target_country')}>
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
              name="industry_major"
              ref={fieldRef('industry_major')}
              value={values.industry_major}
              // Another major category takes the middle one with it.
              onChange={(event) => update({ industry_major: event.currentTarget.value, industry_middle: '' }, ['industry_major'])}
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
              {...bind('industry_middle')}
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
        </FormSection>

        <FormSection id="offer-form-visibility" title={t('offer_register.form.sections.visibility')}>
          <Radio.Group
            name="visibility"
            value={values.visibility}
            onChange={(next) => change('visibility', next === 'private' ? 'private' : 'public')}
            label={t('offer.visibility.label')}
            withAsterisk
            error={message('visibility')}
          >
            <Stack gap="sm" mt="xs">
              <Radio ref={fieldRef('visibility')} value="public" label={t('offer.visibility.public')} description={t('offer.visibility.public_help')} />
              <Radio value="private" label={t('offer.visibility.private')} description={t('offer.visibility.private_help')} />
            </Stack>
          </Radio.Group>
        </FormSection>

        <FormSection id="offer-form-images" title={t('offer_register.form.sections.images')}>
          <ImageUploader
            id="offer-images"
            value={values.images}
            onChange={(images) => change('images', images)}
            error={message('images')}
            onBusyChange={setUploading}
            disabled={saving}
          />
        </FormSection>

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
        {failure && <WriteFailureAlert failure={failure} fallback={t('offer_register.form.draft_failed')} onReload={offer.stored().offerId ? () => void reloadLatest() : undefined} />}

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
