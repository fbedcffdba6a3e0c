import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REGISTERED_OFFER_STATUSES } from '../../../../shared/offer-lifecycle.ts';
import { OFFER_LIST_SECTIONS, type OfferListSection } from '../../../../shared/schemas/offer-views.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import type { OfferSort } from '../../../../shared/schemas/offer-views.ts';
import { paths } from '../../../../shared/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOfferList } from '../api/get-offer-list.ts';
import { OfferFilters } from '../components/offer-filters.tsx';
import { OfferListView } from '../components/offer-list.tsx';
import { type OfferListParams, useOfferListParams } from '../lib/offer-list-params.ts';

/** Every condition but the section: "clear conditions" keeps the section the banker is in. */
const CLEARED: Partial<OfferListParams> = {
  keyword: undefined,
  type: undefined,
  country: undefined,
  industry_major: undefined,
  industry_middle: undefined,
  sort: undefined,
  status: undefined,
};

/**
 * `/financial-institution/offer-manage`: the offers of the bank's customers, in the sections
 * Unapproved (waiting for this bank), Approved (published) and All, with the search conditions.
 */
export function BankOfferManagePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('offer_review.bank_manage.title'));
  const { params, update } = useOfferListParams({ section: 'unapproved' });
  const section: OfferListSection = params.section ?? 'unapproved';
  const list = useOfferList('bank', params);

  return (
    <Stack gap="lg">
      <PageHeader title={t('offer_review.bank_manage.title')} lead={t('offer_review.bank_manage.lead')} />
      <SegmentedControl
        value={section}
        onChange={(value) => update({ section: value as OfferListSection, status: undefined })}
        data={OFFER_LIST_SECTIONS.map((value) => ({ value, label: t(`offer_review.bank_manage.section.${value}`) }))}
        aria-label={t('offer_review.bank_manage.sections_label')}
        data-testid="review-sections"
        fullWidth
        maw={520}
      />
      <OfferFilters params={params} onApply={update} onReset={() => update(CLEARED)} statuses={section === 'all' ? REGISTERED_OFFER_STATUSES : undefined} />
      <OfferListView
        query={list}
        hrefFor={(item) => paths.bank.offerDetail.getHref(item.offer_id)}
        onPageChange={(page) => update({ page })}
        showStatus
        label={`${t('offer_review.bank_manage.list_label')} (${t(`offer_review.bank_manage.section.${section}`)})`}
        table={{ sort: params.sort ?? 'created_desc', onSort: (sort) => update({ sort: sort as OfferSort }) }}
      />
    </Stack>
  );
}
