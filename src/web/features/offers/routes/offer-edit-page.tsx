import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { storedOfferStatus } from '../../../../shared/offer-lifecycle.ts';
import type { ManagedOffer } from '../../../../shared/schemas/offer-views.ts';
import { paths } from '../../../../shared/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useManagedOffer } from '../api/get-managed-offer.ts';
import { OfferLoadState } from '../components/offer-load-state.tsx';
import { OfferFormScreen } from '../components/offer-form/offer-form-screen.tsx';
import { readOfferForm, type StoredOfferForm, storedFormFor } from '../lib/offer-form-storage.ts';
import { fromManagedOffer } from '../lib/offer-form-values.ts';

/**
 * Why the server's abilities say the offer cannot be edited: under review or denied (docs/product/offers.md#offer-lifecycle),
 * or the user is not one of the company's offer writers. The decision itself is the server's.
 */
function lockedText(offer: ManagedOffer): 'locked_waiting_for_approval' | 'locked_rejection' | 'locked_not_writer' {
  if (offer.status === 'waiting_for_approval' || offer.status === 'rejection') return `locked_${offer.status}`;
  return 'locked_not_writer';
}

function Problem({ title, text, backHref, backLabel }: { title: string; text: string; backHref: string; backLabel: string }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Card padding="lg">
        <Stack gap="md" align="flex-start">
          <Text>{text}</Text>
          <Button component={Link} to={backHref} variant="light">
            {backLabel}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}

function EditForm({ offer }: { offer: ManagedOffer }) {
  const { t } = useTranslation();
  // Edits in progress in this tab (back from confirmation, or a reload) keep the version they started from.
  const [initial] = useState<StoredOfferForm>(
    () =>
      storedFormFor(readOfferForm(), { offerId: offer.offer_id }) ?? {
        mode: 'edit',
        values: fromManagedOffer(offer),
        base: fromManagedOffer(offer),
        offerId: offer.offer_id,
        version: offer.version,
        status: offer.status,
      },
  );
  const notice =
    offer.status === 'remand' && offer.remand_reason ? (
      <Alert color="orange" title={t('offer_register.edit.remand_reason')} data-testid="remand-reason">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {offer.remand_reason}
        </Text>
      </Alert>
    ) : storedOfferStatus(offer.status) === 'published' ? (
      <Alert color="blue" variant="light">
        {t('offer_register.confirm.published_notice')}
      </Alert>
    ) : undefined;
  return (
    <OfferFormScreen
      title={t('offer_register.form.title_edit')}
      subtitle={`${t('offer.fields.public_ref')} ${offer.public_ref} · ${offer.title || t('offer.status.draft')}`}
      notice={notice}
      initial={initial}
    />
  );
}

/** `/company/offer-register/edit/{offer_id}`: the offer form, filled in, carrying the version the editor saw. */
export function OfferEditPage() {
  const { t } = useTranslation();
  const { offerId = '' } = useParams();
  const offer = useManagedOffer(offerId);
  useDocumentTitle(t('offer_register.form.title_edit'));
  // A form opened afresh starts from the server's current version, never from a cached copy: an
  // old version would only meet the optimistic lock at the first save. Edits already in progress
  // in this tab (stored with the version they started from) open at once.
  const [openedAt] = useState(() => Date.now());
  const [resuming] = useState(() => storedFormFor(readOfferForm(), { offerId }) !== null);
  const current = resuming || offer.dataUpdatedAt >= openedAt;

  const back = { href: paths.company.offerInHouse.getHref(), label: t('offer_register.complete.list') };
  return (
    <OfferLoadState query={offer} back={back} title={t('offer_register.form.title_edit')} ready={current}>
      {(data) =>
        !data.abilities.edit ? (
          <Problem
            title={t('offer_register.edit.locked_title')}
            text={t(`offer_register.edit.${lockedText(data)}`)}
            backHref={paths.company.offerInHouseDetail.getHref(data.offer_id)}
            backLabel={t('offer_register.edit.back_to_offer')}
          />
        ) : (
          <EditForm key={data.offer_id} offer={data} />
        )
      }
    </OfferLoadState>
  );
}
