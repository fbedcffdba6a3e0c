import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, NEGOTIATION_STEPS } from '../../../../shared/enums.ts';
import { WAITING_ON } from '../../../../shared/negotiation-lifecycle.ts';
import { NEGOTIATION_SCOPES, NEGOTIATION_SORTS, negotiationStatusOutSchema } from '../../../../shared/schemas/negotiations.ts';
import { FilterPanel } from '../../../components/filter-panel.tsx';
import { SearchIcon } from '../../../components/icons.tsx';
import type { NegotiationListFilterKey, NegotiationListParams } from '../lib/negotiation-list-params.ts';
import { useFilterDraft } from '../../../lib/use-filter-draft.ts';

export interface NegotiationFiltersProps {
  params: NegotiationListParams;
  onApply: (changes: Partial<NegotiationListParams>) => void;
  onReset: () => void;
  /** A company chooses between both sides, its applications and those on its offers. */
  scopes?: boolean;
  /** The operator filters by either company's bank. */
  bankOptions?: { value: string; label: string }[];
}

type Draft = Partial<Record<NegotiationListFilterKey, string>>;

/** The conditions applied now, the sort not counted ("Filters (n)"). */
const activeCount = (params: NegotiationListParams) =>
  [params.q, params.scope === 'all' ? undefined : params.scope, params.status, params.step, params.waiting_on, params.country, params.bank_code].filter((v) => v !== undefined && v !== null && v !== '')
    .length;

const fromParams = (params: NegotiationListParams): Draft => ({
  q: params.q ?? '',
  scope: params.scope ?? 'all',
  status: params.status ?? '',
  step: params.step ?? '',
  waiting_on: params.waiting_on ?? '',
  country: params.country ?? '',
  bank_code: params.bank_code ?? '',
  sort: params.sort ?? 'updated_desc',
});

/** The conditions of a negotiation list (a keyword, status, step, whom it waits on, country, bank, sort); applied on submit, kept in the address. */
export function NegotiationFilters({ params, onApply, onReset, scopes = false, bankOptions }: NegotiationFiltersProps) {
  const { t } = useTranslation();
  // The address is the truth, but for the address the form's own Apply leads to (use-filter-draft.ts).
  const [draft, setDraft, sent] = useFilterDraft<Draft>(fromParams(params));

  const set = (key: NegotiationListFilterKey) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((previous) => ({ ...previous, [key]: value }));
  };

  const submit = (applied: () => void) => (event: FormEvent) => {
    event.preventDefault();
    sent(draft);
    onApply(draft as Partial<NegotiationListParams>);
    applied();
  };

  const all = (label: string) => ({ value: '', label });

  return (
    <FilterPanel titleId="negotiation-filters-title" title={t('negotiation.filters.title')} active={activeCount(params)}>
      {(applied) => (
        <form onSubmit={submit(applied)} role="search" aria-labelledby="negotiation-filters-title" data-testid="negotiation-filters">
          <TextInput
            label={t('negotiation.filters.keyword')}
            description={t('negotiation.filters.keyword_description')}
            name="q"
            type="search"
            value={draft.q ?? ''}
            onChange={set('q')}
            maxLength={100}
            mb="sm"
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {scopes && (
              <NativeSelect
                label={t('negotiation.side.label')}
                name="scope"
                value={draft.scope ?? 'all'}
                onChange={set('scope')}
                data={NEGOTIATION_SCOPES.map((scope) => ({ value: scope, label: t(`negotiation.scope.${scope}`) }))}
              />
            )}
            <NativeSelect
              label={t('negotiation.status.label')}
              name="status"
              value={draft.status ?? ''}
              onChange={set('status')}
              data={[all(t('negotiation.status.all')), ...negotiationStatusOutSchema.options.map((status) => ({ value: status, label: t(`negotiation.status.${status}`) }))]}
            />
            <NativeSelect
              label={t('negotiation.step.label')}
              name="step"
              value={draft.step ?? ''}
              onChange={set('step')}
              data={[all(t('negotiation.step.all')), ...NEGOTIATION_STEPS.map((step) => ({ value: step, label: t(`negotiation.step.${step}`) }))]}
            />
            <NativeSelect
              label={t('negotiation.waiting_on.label')}
              name="waiting_on"
              value={draft.waiting_on ?? ''}
              onChange={set('waiting_on')}
              data={[
                all(t('negotiation.waiting_on.all')),
                { value: 'me', label: t('negotiation.waiting_on.me') },
                ...WAITING_ON.map((who) => ({ value: who, label: t(`negotiation.waiting_on.${who}`) })),
              ]}
            />
            <NativeSelect
              label={t('negotiation.filters.country')}
              name="country"
              value={draft.country ?? ''}
              onChange={set('country')}
              data={[all(t('negotiation.filters.all_countries')), ...COUNTRIES.map((country) => ({ value: country, label: t(`country.${country}`) }))]}
            />
            {bankOptions && (
              <NativeSelect
                label={t('negotiation.filters.bank')}
                name="bank_code"
                value={draft.bank_code ?? ''}
                onChange={set('bank_code')}
                data={[all(t('negotiation.filters.all_banks')), ...bankOptions]}
              />
            )}
            <NativeSelect
              label={t('negotiation.sort.label')}
              name="sort"
              value={draft.sort ?? 'updated_desc'}
              onChange={set('sort')}
              data={NEGOTIATION_SORTS.map((sort) => ({ value: sort, label: t(`negotiation.sort.${sort}`) }))}
            />
          </SimpleGrid>
          <Group mt="md" gap="sm">
            <Button type="submit" leftSection={<SearchIcon size={16} />}>
              {t('negotiation.filters.search')}
            </Button>
            <Button type="button" variant="default" onClick={onReset}>
              {t('negotiation.filters.reset')}
            </Button>
          </Group>
        </form>
      )}
    </FilterPanel>
  );
}
