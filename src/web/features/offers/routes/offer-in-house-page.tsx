import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OFFER_STATUSES } from '../../../../shared/enums.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import { PlusIcon } from '../../../components/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOfferList } from '../api/get-offer-list.ts';
import { OfferFilters } from '../components/offer-filters.tsx';
import { OfferListView } from '../components/offer-list.tsx';
import { useOfferListParams } from '../lib/offer-list-params.ts';

/** What the in-house detail page hands over after deleting an offer. */
export interface InHouseListState {
  deletedTitle?: string;
}

/**
 * `/company/offers/in-house` (docs/product/screens-and-routes.md): every offer of the company in every status, with the
 * remand reason where there is one; a status filter; the way to add a new offer.
 */
export function OfferInHousePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('offer_pages.in_house.title'));
  const { params, update, reset } = useOfferListParams();
  const list = useOfferList('inHouse', params);
  const state = useLocation().state as InHouseListState | null;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('offer_pages.in_house.title')}
        lead={t('offer_pages.in_house.lead')}
        actions={
          <Button component={Link} to={paths.company.offerRegisterSelect.getHref()} leftSection={<PlusIcon size={16} />}>
            {t('offer_pages.in_house.register_new')}
          </Button>
        }
      />
      <div role="status">
        {state?.deletedTitle && (
          <Alert color="teal" variant="light" data-testid="offer-deleted">
            {t('offer_pages.in_house.deleted', { title: state.deletedTitle })}
          </Alert>
        )}
      </div>
      <OfferFilters params={params} onApply={update} onReset={reset} statuses={OFFER_STATUSES} />
      <OfferListView
        query={list}
        hrefFor={(item) => paths.company.offerInHouseDetail.getHref(item.offer_id)}
        onPageChange={(page) => update({ page })}
        showStatus
        label={t('offer_pages.in_house.list_label')}
      />
    </Stack>
  );
}
