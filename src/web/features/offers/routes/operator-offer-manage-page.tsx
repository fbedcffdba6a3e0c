import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REGISTERED_OFFER_STATUSES } from '../../../../shared/offer-lifecycle.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import type { OfferSort } from '../../../../shared/schemas/offer-views.ts';
import { paths } from '../../../../shared/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useOfferList } from '../api/get-offer-list.ts';
import { OfferFilters } from '../components/offer-filters.tsx';
import { OfferListView } from '../components/offer-list.tsx';
import { bankFilterOptions } from '../lib/offer-review.ts';
import { useOfferListParams } from '../lib/offer-list-params.ts';

/**
 * `/kokopelli/offer-manage`: every registered offer of every bank (drafts are their company's alone,
 * docs/product/visibility.md), for the administration office; filters by status, bank and country besides the usual conditions.
 */
export function OperatorOfferManagePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useRuntimeConfig();
  useDocumentTitle(t('offer_review.operator_manage.title'));
  const { params, update, reset } = useOfferListParams({ section: 'all' });
  const list = useOfferList('operator', params);

  return (
    <Stack gap="lg">
      <PageHeader title={t('offer_review.operator_manage.title')} lead={t('offer_review.operator_manage.lead')} />
      <OfferFilters params={params} onApply={update} onReset={reset} statuses={REGISTERED_OFFER_STATUSES} bankOptions={bankFilterOptions(config.banks, language)} />
      <OfferListView
        query={list}
        hrefFor={(item) => paths.kokopelli.offerDetail.getHref(item.offer_id)}
        onPageChange={(page) => update({ page })}
        showStatus
        label={t('offer_review.operator_manage.list_label')}
        table={{ sort: params.sort ?? 'created_desc', onSort: (sort) => update({ sort: sort as OfferSort }) }}
      />
    </Stack>
  );
}
