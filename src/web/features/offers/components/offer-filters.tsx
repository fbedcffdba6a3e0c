import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, type OfferStatus } from '../../../../shared/enums.ts';
import { OFFER_TYPES } from '../../../../shared/schemas/offer.ts';
import { OFFER_SORTS } from '../../../../shared/schemas/offer-views.ts';
import { FilterPanel } from '../../../components/filter-panel.tsx';
import { SearchIcon } from '../../../components/icons.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useIndustries } from '../api/get-industries.ts';
import { industryName } from '../lib/format-offer.ts';
import { ReaderCurrency } from '../../../components/reader-currency.tsx';
import { AmountInput } from './offer-form/amount-input.tsx';
import type { OfferListFilterKey, OfferListParams } from '../lib/offer-list-params.ts';
import { useFilterDraft } from '../../../lib/use-filter-draft.ts';

export interface OfferFiltersProps {
  params: OfferListParams;
  onApply: (changes: Partial<OfferListParams>) => void;
  onReset: () => void;
  /**
   * Extra conditions: the statuses to choose from (own, bank and operator lists; a bank and the
   * operator never see drafts) and the bank (operator).
   */
  statuses?: readonly OfferStatus[];
  bankOptions?: { value: string; label: string }[];
  /** Another company's search: its keyword matches no branch, company or offer number (docs/decisions/012). */
  partner?: boolean;
}

type Draft = Partial<Record<OfferListFilterKey, string>>;

/** The conditions applied now, the sort not counted ("Filters (n)"). */
const activeCount = (params: OfferListParams) =>
  [params.keyword, params.type, params.country, params.industry_major, params.industry_middle, params.status, params.bank_code, params.price_min, params.price_max].filter(
    (v) => v !== undefined && v !== null && v !== '',
  ).length;

const fromParams = (params: OfferListParams): Draft => ({
  keyword: params.keyword ?? '',
  type: params.type ?? '',
  country: params.country ?? '',
  industry_major: params.industry_major ?? '',
  industry_middle: params.industry_middle ?? '',
  sort: params.sort ?? 'created_desc',
  status: params.status ?? '',
  bank_code: params.bank_code ?? '',
  price_min: params.price_min === undefined ? '' : String(params.price_min),
  price_max: params.price_max === undefined ? '' : String(params.price_max),
  price_currency: params.price_currency ?? '',
});

/**
 * The search conditions of docs/product/offers.md#offer-search: desired negotiation type, target country, industry (major and
 * middle), keyword, and sort. Applied on submit; the list reads them from the address.
 */
export function OfferFilters({ params, onApply, onReset, statuses, bankOptions, partner = false }: OfferFiltersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const industries = useIndustries();
  // The address is the truth, but for the address the form's own Apply leads to (use-filter-draft.ts).
  const [draft, setDraft, sent] = useFilterDraft<Draft>(fromParams(params));

  const set = (key: OfferListFilterKey) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((previous) => ({ ...previous, [key]: value, ...(key === 'industry_major' ? { industry_middle: '' } : {}) }));
  };

  // A price range is in the reader's currency (the server's default; an address may name another), and
  // offers in every currency are compared by the rates in force (docs/product/languages.md#prices).
  const currency = draft.price_currency ? draft.price_currency : <ReaderCurrency />;
  const setAmount = (key: 'price_min' | 'price_max') => (value: number | string) => setDraft((previous) => ({ ...previous, [key]: String(value) }));

  const submit = (applied: () => void) => (event: FormEvent) => {
    event.preventDefault();
    sent(draft);
    onApply(draft as Partial<OfferListParams>);
    applied();
  };

  const major = industries.data?.find((industry) => industry.code === draft.industry_major);
  const all = (label: string) => ({ value: '', label });

  return (
    <FilterPanel titleId="offer-filters-title" title={t('offer.filters.title')} active={activeCount(params)}>
      {(applied) => (
        <form onSubmit={submit(applied)} role="search" aria-labelledby="offer-filters-title">
          <TextInput
            label={t('offer.filters.keyword')}
            description={partner ? t('offer.filters.keyword_help_partner') : t('offer.filters.keyword_help')}
            name="keyword"
            value={draft.keyword ?? ''}
            onChange={set('keyword')}
            maxLength={200}
            mb="sm"
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <NativeSelect
              label={t('offer.type.label')}
              name="type"
              value={draft.type ?? ''}
              onChange={set('type')}
              data={[all(t('offer.type.all')), ...OFFER_TYPES.map((type) => ({ value: type, label: t(`offer.type.${type}`) }))]}
            />
            <NativeSelect
              label={t('offer.fields.target_country')}
              name="country"
              value={draft.country ?? ''}
              onChange={set('country')}
              data={[all(t('offer.all_countries')), ...COUNTRIES.map((country) => ({ value: country, label: t(`country.${country}`) }))]}
            />
            <NativeSelect
              label={t('offer.sort.label')}
              name="sort"
              value={draft.sort ?? 'created_desc'}
              onChange={set('sort')}
              data={OFFER_SORTS.map((sort) => ({ value: sort, label: t(`offer.sort.${sort}`) }))}
            />
            <NativeSelect
              label={t('offer.fields.industry_major')}
              name="industry_major"
              value={draft.industry_major ?? ''}
              onChange={set('industry_major')}
              data={[
                all(t('offer.all_industries')),
                ...(industries.data ?? []).map((industry) => ({ value: industry.code, label: industryName(industry, language) ?? industry.code })),
              ]}
            />
            <NativeSelect
              label={t('offer.fields.industry_middle')}
              name="industry_middle"
              value={draft.industry_middle ?? ''}
              onChange={set('industry_middle')}
              disabled={!major}
              data={[
                all(t('offer.all_industries')),
                ...(major?.children ?? []).map((industry) => ({ value: industry.code, label: industryName(industry, language) ?? industry.code })),
              ]}
            />
            {(['price_min', 'price_max'] as const).map((end) => (
              <AmountInput
                key={end}
                label={t(`offer.filters.${end}`)}
                name={end}
                value={draft[end] ?? ''}
                onChange={setAmount(end)}
                rightSection={currency}
                rightSectionWidth={52}
              />
            ))}
            {statuses && (
              <NativeSelect
                label={t('offer.status.label')}
                name="status"
                value={draft.status ?? ''}
                onChange={set('status')}
                data={[all(t('offer.status.all')), ...statuses.map((status) => ({ value: status, label: t(`offer.status.${status}`) }))]}
              />
            )}
            {bankOptions && (
              <NativeSelect
                label={t('offer.fields.bank_name')}
                name="bank_code"
                value={draft.bank_code ?? ''}
                onChange={set('bank_code')}
                data={[all(t('offer.filters.all_banks')), ...bankOptions]}
              />
            )}
          </SimpleGrid>
          <Group mt="md" gap="sm">
            <Button type="submit" leftSection={<SearchIcon size={16} />}>
              {t('offer.filters.search')}
            </Button>
            <Button type="button" variant="default" onClick={onReset}>
              {t('offer.filters.reset')}
            </Button>
          </Group>
        </form>
      )}
    </FilterPanel>
  );
}
