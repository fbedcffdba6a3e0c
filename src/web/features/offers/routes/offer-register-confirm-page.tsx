import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { offerRegisterSchema } from '../../../../shared/schemas/offer.ts';
import { paths } from '../../../../shared/paths.ts';
import type { NamedOrganisation } from '../../../lib/localized-name.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { OfferConfirmView } from '../components/offer-form/offer-confirm-view.tsx';
import { RegisterSteps } from '../components/offer-form/register-steps.tsx';
import { WriteFailureAlert } from '../components/offer-form/write-failure-alert.tsx';
import { useOfferSave } from '../hooks/use-offer-save.ts';
import { clearOfferForm, readOfferForm, type StoredOfferForm, writeOfferForm } from '../lib/offer-form-storage.ts';
import { toOfferInput } from '../lib/offer-form-values.ts';

/** What the complete page shows about the offer just registered (the bank named in the reader's language there). */
export interface RegisteredOfferState {
  /** The offer's public reference (what the company quotes). */
  ref: string;
  title: string;
  bank: NamedOrganisation;
}

/** Where "Back to edit" goes: the new-offer form of the type, or the offer's edit page. */
export const formHrefFor = (stored: StoredOfferForm) =>
  stored.mode === 'edit' && stored.offerId
    ? paths.company.offerEdit.getHref(stored.offerId)
    : `${paths.company.offerRegisterForm.getHref()}?type=${stored.values.type}`;

function Confirm({ stored }: { stored: StoredOfferForm }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useOfferSave(stored);
  const pending = save.saving;
  const failure = save.failure;
  const backHref = formHrefFor(stored);

  const parsed = offerRegisterSchema.safeParse(toOfferInput(stored.values, 'register'));
  // Only a complete, valid offer reaches this step; anything else goes back to the form, which shows why.
  if (!parsed.success) return <Navigate to={backHref} replace />;
  const offer = parsed.data;

  const register = async () => {
    const result = await save.save('register');
    if (!result) return;
    if ('fields' in result) {
      writeOfferForm({ ...stored, serverErrors: result.fields });
      void navigate(backHref);
      return;
    }
    clearOfferForm();
    const { saved } = result;
    const state: RegisteredOfferState = {
      ref: saved.public_ref,
      title: saved.title,
      bank: { name: saved.bank_name, name_en: saved.bank_name_en },
    };
    void navigate(paths.company.offerRegisterComplete.getHref(), { replace: true, state });
  };

  // The server's version goes to the form, with this tab's values beside it to reapply; the tab's
  // stored copy (and its stale version) is replaced, so the next registration is not refused again.
  const reloadLatest = async () => {
    const latest = await save.reloadLatest();
    if (latest?.offerId) void navigate(paths.company.offerEdit.getHref(latest.offerId));
  };

  // Scheduled and outside the period are shown for a published row too.
  const wasPublished = stored.status === 'published' || stored.status === 'scheduled' || stored.status === 'outside_the_period';

  return (
    <Stack gap="lg">
      <RegisterSteps current="confirm" />
      <div>
        <Title order={1}>{t('offer_register.confirm.title')}</Title>
        <Text mt="xs">{t('offer_register.confirm.lead')}</Text>
      </div>
      {wasPublished && (
        <Alert color="blue" variant="light" data-testid="published-notice">
          {t('offer_register.confirm.published_notice')}
        </Alert>
      )}
      {stored.status === 'remand' && (
        <Alert color="orange" variant="light">
          {t('offer_register.confirm.remand_notice')}
        </Alert>
      )}
      <OfferConfirmView offer={offer} images={stored.values.images} />
      {failure && <WriteFailureAlert failure={failure} fallback={t('offer.errors.register_failed')} onReload={stored.offerId ? () => void reloadLatest() : undefined} />}
      <Group justify="space-between" gap="sm" wrap="wrap-reverse">
        <Button component={Link} to={backHref} variant="default" disabled={pending}>
          {t('offer_register.confirm.back')}
        </Button>
        <Button onClick={() => void register()} loading={pending} disabled={pending} size="md">
          {t('offer_register.confirm.register')}
        </Button>
      </Group>
    </Stack>
  );
}

/** `/company/offer-register/confirm`: every value read-only, then "Register" sends the offer to the bank for review. */
export function OfferRegisterConfirmPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('offer_register.confirm.title'));
  const [stored] = useState(() => readOfferForm());
  if (!stored) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('offer_register.confirm.title')}</Title>
        <Alert color="yellow" variant="light">
          {t('offer_register.confirm.missing')}
        </Alert>
        <Group>
          <Button component={Link} to={paths.company.offerRegisterSelect.getHref()}>
            {t('offer_register.confirm.start')}
          </Button>
          <Button component={Link} to={paths.company.offerInHouse.getHref()} variant="default">
            {t('offer_register.complete.list')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <Confirm stored={stored} />;
}
