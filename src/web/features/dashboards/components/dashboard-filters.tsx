import { Anchor, Card, Group, NativeSelect, SimpleGrid, Text, Title } from '@mantine/core';
import type { ComboboxData } from '@mantine/core';
import { Link } from 'react-router';
import { COUNTRY_PAIRS, type CountryPair, type Dashboard, DASHBOARD_MAX_MONTHS } from '../../../../shared/schemas/dashboards.ts';
import type { DashboardFilterKey, DashboardFilters } from '../lib/dashboard-filters.ts';
import { monthChoices, tokyoMonth } from '../lib/months.ts';
import type { DashboardText } from '../lib/use-dashboard-text.ts';

/** How many months back the period's selects go (the longest period, twice). */
const MONTHS_OFFERED = DASHBOARD_MAX_MONTHS * 2;

interface DashboardFiltersProps {
  filters: DashboardFilters;
  onChange: (changes: DashboardFilters) => void;
  /** The answer shown now (its period as applied, and what each filter can be set to); none before the first. */
  data: Dashboard | undefined;
  /** The operator filters by bank too. */
  withBank: boolean;
  text: DashboardText;
}

/**
 * The dashboard's filters (docs/product/dashboards.md#filters): each applies as soon as it is
 * chosen and is kept in the address; "Reset filters" goes back to the last twelve months of
 * everything the viewer may see.
 */
export function DashboardFilterBar({ filters, onChange, data, withBank, text }: DashboardFiltersProps) {
  const { t } = text;
  const set = (key: DashboardFilterKey) => (event: { currentTarget: { value: string } }) => onChange({ [key]: event.currentTarget.value });
  const all = (label: string) => ({ value: '', label });
  /** A value the address holds that no option names (the server says what is wrong with it). */
  const kept = (value: string | undefined, values: string[]) => (value && !values.includes(value) ? [{ value, label: value }] : []);

  const thisMonth = tokyoMonth();
  const from = filters.from ?? data?.period.from ?? '';
  const to = filters.to ?? data?.period.to ?? thisMonth;
  const months = monthChoices(thisMonth, MONTHS_OFFERED, [from, to]).map((month) => ({ value: month, label: text.month(month) }));
  const monthData = (value: string) => [...kept(value, months.map((month) => month.value)), ...months];

  const pairs = COUNTRY_PAIRS.map((pair: CountryPair) => ({ value: pair, label: text.countryPair(pair) }));
  const industries = (data?.options.industries ?? []).map((industry) => ({ value: industry.code, label: `${industry.code} ${text.industry(industry)}` }));
  const banks = (data?.options.banks ?? []).map((bank) => ({ value: bank.id, label: text.organisation(bank) }));
  const branchesOf = (data?.options.branches ?? []).filter((branch) => !withBank || !filters.bank || branch.bank_id === filters.bank);
  // The operator's branches under their banks' names; a bank's are its own.
  const branches: ComboboxData =
    withBank && !filters.bank && banks.length > 0
      ? (data?.options.banks ?? []).flatMap((bank) => {
          const items = branchesOf.filter((branch) => branch.bank_id === bank.id).map((branch) => ({ value: branch.id, label: text.organisation(branch) }));
          return items.length > 0 ? [{ group: text.organisation(bank), items }] : [];
        })
      : branchesOf.map((branch) => ({ value: branch.id, label: text.organisation(branch) }));
  const branchValues = branches.flatMap((item) => (typeof item === 'object' && 'items' in item ? item.items.map((option) => (typeof option === 'string' ? option : option.value)) : [typeof item === 'string' ? item : item.value]));

  return (
    <Card component="section" aria-labelledby="dashboard-filters-title" data-testid="dashboard-filters">
      <Group justify="space-between" align="baseline" mb="sm" wrap="wrap" gap="xs">
        <Title id="dashboard-filters-title" order={2} size="h5">
          {t('filters.title')}
        </Title>
        <Anchor component={Link} to={{ search: '' }} replace size="sm" data-testid="dashboard-reset">
          {t('filters.reset')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        <NativeSelect label={t('filters.from')} name="from" value={from} onChange={set('from')} data={monthData(from)} data-testid="dashboard-filter-from" />
        <NativeSelect label={t('filters.to')} name="to" value={to} onChange={set('to')} data={monthData(to)} data-testid="dashboard-filter-to" />
        <NativeSelect
          label={t('filters.country_pair')}
          description={t('filters.country_pair_hint')}
          name="country_pair"
          value={filters.country_pair ?? ''}
          onChange={set('country_pair')}
          data={[all(t('filters.all_country_pairs')), ...kept(filters.country_pair, COUNTRY_PAIRS), ...pairs]}
          data-testid="dashboard-filter-country-pair"
        />
        <NativeSelect
          label={t('filters.industry')}
          name="industry"
          value={filters.industry ?? ''}
          onChange={set('industry')}
          data={[all(t('filters.all_industries')), ...kept(filters.industry, industries.map((option) => option.value)), ...industries]}
          data-testid="dashboard-filter-industry"
        />
        {withBank && (
          <NativeSelect
            label={text.bankLabel}
            name="bank"
            value={filters.bank ?? ''}
            onChange={set('bank')}
            data={[all(t('filters.all_banks')), ...kept(filters.bank, banks.map((option) => option.value)), ...banks]}
            data-testid="dashboard-filter-bank"
          />
        )}
        <NativeSelect
          label={text.branchLabel}
          name="branch"
          value={filters.branch ?? ''}
          onChange={set('branch')}
          data={[all(t('filters.all_branches')), ...kept(filters.branch, branchValues), ...branches]}
          data-testid="dashboard-filter-branch"
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        {t('filters.period_hint')}
      </Text>
    </Card>
  );
}
