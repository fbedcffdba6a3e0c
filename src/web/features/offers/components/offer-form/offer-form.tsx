import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { OFFER_STATUSES } from '../../../../../shared/enums.ts';
import { nextOfferStatus, storedOfferStatus } from '../../../../../shared/offer-lifecycle.ts';
import { paths } from '../../../../../shared/paths.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { useIndustries } from '../../api/get-industries.ts';
import type { FormFieldGroup } from '../../lib/offer-form-changes.ts';
import { clearOfferForm, type StoredOfferForm } from '../../lib/offer-form-storage.ts';
import type { OfferFormIntent, OfferFormValues } from '../../lib/offer-form-values.ts';
import { ImageUploader } from './image-uploader.tsx';
import { UnsavedChangesPanel } from './unsaved-changes-panel.tsx';
import { WriteFailureAlert } from './write-failure-alert.tsx';
import classes from './offer-form.module.css';
import { FormSection } from '../../../../components/form-section.tsx';
import { type FieldName, useOfferForm } from './use-offer-form.ts';
import { ContentSection } from './sections/content-section.tsx';
import { TranslationsSection } from './sections/translations-section.tsx';
import { PriceSection } from './sections/price-section.tsx';
import { PeriodSection } from './sections/period-section.tsx';
import { TargetSection } from './sections/target-section.tsx';
import { VisibilitySection } from './sections/visibility-section.tsx';

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

  // The values, their checks and the tab's stored copy (docs/decisions/042-one-form-pattern.md); the sections are given them.
  const form = useOfferForm(initial);
  const { offer, values, errors, invalid, setInvalid } = form;
  const { persist, saving, failure, unsaved } = offer;
  const sectionProps = { values, bind: form.bind, fieldRef: form.fieldRef, change: form.change, update: form.update, message: form.message };

  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadsPending, setUploadsPending] = useState(false);

  const majors = industries.data ?? [];
  const status = initial.status;
  // Read from the offer transition table (a new offer is `from: null`), never written out here.
  const known = OFFER_STATUSES.find((candidate) => candidate === status);
  const mayDraft = status === null || (known !== undefined && nextOfferStatus(storedOfferStatus(known), 'save_draft') !== null);

  const saveDraft = async (formValues: OfferFormValues) => {
    setSavedAt(null);
    const result = await offer.save('save_draft', formValues);
    if (result && 'fields' in result) form.showFieldErrors(result.fields);
    if (result && 'saved' in result) setSavedAt(formatDateTime(result.saved.updated_at, language));
  };

  const goToConfirm = () => {
    persist();
    void navigate(paths.company.offerRegisterConfirm.getHref());
  };

  const submit = (intent: OfferFormIntent) => {
    form.intentRef.current = intent;
    setInvalid(false);
    if (uploading) {
      setUploadsPending(true);
      return;
    }
    setUploadsPending(false);
    const current = form.valuesRef.current;
    if (form.check()) {
      setInvalid(true);
      setSavedAt(null);
      return;
    }
    if (intent === 'register') goToConfirm();
    else void saveDraft(current);
  };

  // After a conflict: the server's version in the form, the tab's own edits beside it to reapply.
  const reloadLatest = async () => {
    const latest = await offer.reloadLatest();
    if (!latest?.offerId) return;
    form.replace(latest.values);
    setSavedAt(null);
    void navigate(paths.company.offerEdit.getHref(latest.offerId), { replace: true });
  };

  const reapply = (groups: FormFieldGroup[]) => {
    const patch = offer.takeUnsaved(groups);
    form.update(patch, Object.keys(patch) as FieldName[]);
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

        <ContentSection {...sectionProps} />
        <TranslationsSection {...sectionProps} />
        <PriceSection {...sectionProps} />
        <PeriodSection {...sectionProps} />
        <TargetSection {...sectionProps} majors={majors} industriesFailed={industries.isError} />
        <VisibilitySection {...sectionProps} />

        <FormSection id="offer-form-images" title={t('offer_register.form.sections.images')}>
          <ImageUploader
            id="offer-images"
            value={values.images}
            onChange={(images) => form.change('images', images)}
            error={form.message('images')}
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
