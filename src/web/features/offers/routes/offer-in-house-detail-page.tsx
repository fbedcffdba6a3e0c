import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Alert, Anchor, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error-text.ts';
import type { ManagedOffer } from '../../../../shared/schemas/offer-views.ts';
import { paths } from '../../../../shared/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { localizedName } from '../../../lib/localized-name.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useManagedOffer } from '../api/get-managed-offer.ts';
import { useDeleteOffer } from '../api/delete-offer.ts';
import { OfferLoadFailure, OfferLoading, offerPageTitleKey } from '../components/offer-load-state.tsx';
import { OfferFields, OfferHeading, OfferHistory, OfferImages } from '../components/offer-detail.tsx';
import { OfferVersionsCard, useReadableOffer } from '../components/offer-text-versions.tsx';
import type { InHouseListState } from './offer-in-house-page.tsx';

/** The offer's match suggestions (docs/decisions/066-match-suggestions.md): code and text load after the page, for a published offer only. */
const OfferSuggestions = lazy(async () => ({ default: await (await import('../components/offer-suggestions.tsx')).loadOfferSuggestions() }));

function CountCard({ label, value, help, testId }: { label: string; value: number; help: string; testId: string }) {
  const language = useLanguage();
  return (
    <Card>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={testId}>
        {formatNumber(value, language)}
      </Text>
      <Text size="xs" c="dimmed">
        {help}
      </Text>
    </Card>
  );
}

/** The financial institution's words on this offer, shown before everything else. */
function ReviewNotes({ offer }: { offer: ManagedOffer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      {offer.status === 'remand' && offer.remand_reason && (
        <Alert color="orange" title={t('offer_pages.in_house_detail.remand_title')} data-testid="remand-reason">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{offer.remand_reason}</Text>
          <Text size="sm" mt="xs">
            {t('offer_pages.in_house_detail.remand_help')}
          </Text>
        </Alert>
      )}
      {offer.status === 'rejection' && offer.denial_reason && (
        <Alert color="red" title={t('offer_pages.in_house_detail.denial_title')} data-testid="denial-reason">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{offer.denial_reason}</Text>
        </Alert>
      )}
      {offer.status === 'scheduled' && offer.period_start && (
        <Alert
          color="blue"
          variant="light"
          title={t('offer_pages.in_house_detail.scheduled_title', { date: formatDate(offer.period_start, language) })}
          data-testid="scheduled-note"
        >
          {t('offer_pages.in_house_detail.scheduled_note', { date: formatDate(offer.period_start, language) })}
        </Alert>
      )}
      {offer.bank_remarks && (
        <Alert color="blue" title={t('offer_pages.in_house_detail.bank_remarks_title')} data-testid="bank-remarks">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{offer.bank_remarks}</Text>
        </Alert>
      )}
      {offer.status === 'waiting_for_approval' && (
        <Alert color="yellow" variant="light">
          {t('offer_pages.in_house_detail.waiting_note')}
        </Alert>
      )}
    </>
  );
}

function DeleteOfferModal({ offer, opened, onClose }: { offer: ManagedOffer; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const remove = useDeleteOffer();
  const conflict = isApiError(remove.error) && remove.error.status === 409;
  const forbidden = isApiError(remove.error) && remove.error.status === 403;

  const confirm = () =>
    remove.mutate(
      { offerId: offer.offer_id, version: offer.version },
      {
        onSuccess: () => {
          const state: InHouseListState = { deletedTitle: offer.title };
          void navigate(paths.company.offerInHouse.getHref(), { state });
        },
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      title={t('offer_pages.delete.title')}
      closeButtonProps={{ 'aria-label': t('offer_pages.delete.cancel') }}
      centered
    >
      <Stack gap="md">
        <Text>{t('offer_pages.delete.body', { title: offer.title })}</Text>
        {remove.isError && (
          <Alert color="red" role="alert" data-testid="delete-error">
            {conflict ? errorMessage('version_conflict', language) : forbidden ? t('offer_pages.delete.forbidden') : t('offer_pages.delete.failed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('offer_pages.delete.cancel')}
          </Button>
          <Button color="red.9" onClick={confirm} loading={remove.isPending} disabled={conflict}>
            {t('offer_pages.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * `/company/offer-detail/in-house/{offer_id}` (docs/product/screens-and-routes.md): the company's own offer in full — status,
 * the bank's remand or denial reason and remarks, views and favourites counts, images, fields,
 * status history — with Edit and Delete where the status and the user allow them; once published,
 * the counter-offers suggested for it.
 */
export function OfferInHouseDetailPage() {
  const { t } = useTranslation();
  const { offerId = '' } = useParams();
  const offer = useManagedOffer(offerId);
  const [deleteOpened, deleteModal] = useDisclosure(false);
  useDocumentTitle(offer.data?.title || t(offerPageTitleKey(offer.error)));

  if (offer.isPending) return <OfferLoading />;
  if (offer.isError) {
    const back = { href: paths.company.offerInHouse.getHref(), label: t('offer_pages.in_house_detail.not_found_back') };
    return <OfferLoadFailure error={offer.error} back={back} onRetry={() => void offer.refetch()} />;
  }

  return <InHouseOffer answer={offer.data} deleteOpened={deleteOpened} deleteModal={deleteModal} />;
}

function InHouseOffer({ answer, deleteOpened, deleteModal }: { answer: ManagedOffer; deleteOpened: boolean; deleteModal: { open: () => void; close: () => void } }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The reader's language where a version exists (decision 050); every version in the card below.
  const [data, versionNote] = useReadableOffer(answer);
  // What this user may do is the server's answer (the offer policy), never re-derived here.
  const actions = data.abilities;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.company.offerInHouse.getHref()} size="sm">
        ← {t('offer_pages.in_house_detail.back')}
      </Anchor>
      <OfferHeading offer={data} />
      {versionNote}
      {(actions.edit || actions.delete) && (
        <Group gap="sm">
          {actions.edit && (
            <Button component={Link} to={paths.company.offerEdit.getHref(data.offer_id)} data-testid="edit-offer">
              {t('offer_pages.in_house_detail.edit')}
            </Button>
          )}
          {actions.delete && (
            <Button color="red.9" variant="outline" onClick={deleteModal.open} data-testid="delete-offer">
              {t('offer_pages.in_house_detail.delete')}
            </Button>
          )}
        </Group>
      )}
      <ReviewNotes offer={data} />
      <section aria-labelledby="offer-counts-title">
        <Title id="offer-counts-title" order={2} size="h4" mb="sm">
          {t('offer_pages.in_house_detail.counts_title')}
        </Title>
        <SimpleGrid cols={2} spacing="md" maw={640}>
          <CountCard
            label={t('offer.fields.views_count')}
            value={data.views_count}
            help={t('offer_pages.in_house_detail.views_help')}
            testId="views-count"
          />
          <CountCard
            label={t('offer.fields.favorites_count')}
            value={data.favorites_count}
            help={t('offer_pages.in_house_detail.favorites_help')}
            testId="favorites-count"
          />
        </SimpleGrid>
      </section>
      <OfferImages offer={data} />
      <OfferFields offer={data} extra={[
          {
            key: 'company',
            label: t('offer.fields.company_name'),
            value: localizedName({ name: data.company_name, name_en: data.company_name_en }, language),
          },
        ]} />
      {/* Only an offer open to partners has counter-offers suggested (the list follows its status). */}
      {data.status === 'published' && (
        <Suspense fallback={null}>
          <OfferSuggestions offerId={data.offer_id} audience="company" />
        </Suspense>
      )}
      <OfferVersionsCard offer={answer} />
      <OfferHistory history={data.history} />
      {actions.delete && <DeleteOfferModal offer={data} opened={deleteOpened} onClose={deleteModal.close} />}
    </Stack>
  );
}
