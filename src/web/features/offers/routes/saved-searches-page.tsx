import { Alert, Button, Card, Group, Loader, NativeSelect, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Industry } from '../../../../shared/schemas/offer-views.ts';
import { SEARCH_ALERTS, type SavedFilter, type SearchAlert } from '../../../../shared/schemas/saved-filters.ts';
import { paths } from '../../../../shared/paths.ts';
import { SearchIcon } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageTextGate } from '../../../components/page-text-gate.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useChangeSavedFilters, useSavedFilters } from '../../../lib/saved-filters.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useIndustries } from '../api/get-industries.ts';
import { industryName } from '../lib/format-offer.ts';

/**
 * `/company/saved-searches` (docs/decisions/064-saved-search-alerts.md): the user's saved searches
 * of partner offers, each with its conditions, how its new matches are told (at once, once a day,
 * never: changed in place), what it has announced so far, a link that opens it on the search page,
 * and its removal. Saving happens on the search page.
 */
export function SavedSearchesPage() {
  return (
    <PageTextGate section="saved_searches">
      <SavedSearches />
    </PageTextGate>
  );
}

function SavedSearches() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('saved_searches');
  useDocumentTitle(ts('title'));
  const searches = useSavedFilters('offer_search');
  const { setAlert, remove } = useChangeSavedFilters('offer_search');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const items = searches.data?.items ?? [];

  const changeAlert = async (search: SavedFilter, alert: SearchAlert) => {
    setNotice(null);
    try {
      await setAlert.mutateAsync({ id: search.id, alert });
      setNotice({ ok: true, text: ts('alert_changed', { name: search.name, alert: ts(`alerts.${alert}`) }) });
    } catch {
      setNotice({ ok: false, text: ts('failed') });
    }
  };
  const removeSearch = async (search: SavedFilter) => {
    setNotice(null);
    try {
      await remove.mutateAsync(search.id);
      setNotice({ ok: true, text: ts('removed', { name: search.name }) });
    } catch {
      setNotice({ ok: false, text: ts('failed') });
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader title={ts('title')} lead={ts('lead')} />
      <div role="status" aria-live="polite">
        {notice && (
          <Alert color={notice.ok ? 'teal' : 'red'} data-testid="saved-searches-notice">
            {notice.text}
          </Alert>
        )}
      </div>
      {searches.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : searches.isError ? (
        <Alert color="red">{ts('failed')}</Alert>
      ) : items.length === 0 ? (
        <Card data-testid="saved-searches-empty">
          <Text>{ts('empty')}</Text>
          <Button component={Link} to={paths.company.offerSearch.getHref()} variant="default" mt="md" leftSection={<SearchIcon size={16} />}>
            {ts('to_search')}
          </Button>
        </Card>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={ts('title')}>
          {items.map((search) => (
            <Card component="li" key={search.id} withBorder data-testid="saved-search">
              <SavedSearchCard search={search} busy={setAlert.isPending || remove.isPending} onAlert={(alert) => void changeAlert(search, alert)} onRemove={() => void removeSearch(search)} />
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function SavedSearchCard({ search, busy, onAlert, onRemove }: { search: SavedFilter; busy: boolean; onAlert: (alert: SearchAlert) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('saved_searches');
  const language = useLanguage();
  const industries = useIndustries();
  const alerts = search.alerts;
  const told = [
    ts('announced', { count: alerts?.total ?? 0 }),
    ...(alerts?.last_at ? [ts('last', { date: formatDate(alerts.last_at, language, { dateStyle: 'medium' }) })] : []),
    ...(alerts?.waiting ? [ts('waiting', { count: alerts.waiting })] : []),
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {search.name}
      </Title>
      <Text size="sm" data-testid="saved-search-conditions">
        <Text span fw={600}>
          {ts('conditions')}:{' '}
        </Text>
        {conditionsText(search.query, industries.data ?? [], language, t, ts)}
      </Text>
      <Text size="sm" c="dimmed" data-testid="saved-search-told">
        {told.join(' · ')}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={ts('alert_for', { name: search.name })}
          value={search.alert}
          onChange={(event) => onAlert(event.currentTarget.value as SearchAlert)}
          data={SEARCH_ALERTS.map((value) => ({ value, label: ts(`alerts.${value}`) }))}
          disabled={busy}
          data-testid="saved-search-alert-select"
          w={{ base: '100%', xs: 240 }}
        />
        <Button component={Link} to={`${paths.company.offerSearch.getHref()}?${search.query}`} variant="light" leftSection={<SearchIcon size={16} />}>
          {ts('open')}
        </Button>
        <Button variant="outline" color="red.9" onClick={onRemove} disabled={busy}>
          {ts('remove')}
          <VisuallyHidden>: {search.name}</VisuallyHidden>
        </Button>
      </Group>
    </Stack>
  );
}

/** A saved search's conditions as one line in the reader's language ("Keyword: 減速機 · Sell · Thailand · …"). */
function conditionsText(query: string, industries: readonly Industry[], language: ReturnType<typeof useLanguage>, t: TFunction, ts: TFunction<'saved_searches'>): string {
  const params = new URLSearchParams(query);
  const parts: string[] = [];
  const keyword = params.get('keyword');
  if (keyword) parts.push(ts('keyword', { value: keyword }));
  const type = params.get('type');
  if (type === 'sell' || type === 'buy') parts.push(t(`offer.type.${type}`));
  const country = params.get('country');
  if (country === 'JP' || country === 'TH') parts.push(t(`country.${country}`));
  const major = industries.find((industry) => industry.code === params.get('industry_major'));
  if (major) parts.push(industryName(major, language) ?? major.code);
  const middle = major?.children.find((industry) => industry.code === params.get('industry_middle'));
  if (middle) parts.push(industryName(middle, language) ?? middle.code);
  const currency = params.get('price_currency');
  const min = params.get('price_min');
  const max = params.get('price_max');
  if (currency && (min || max)) {
    const range: string = t('offer.price.range', {
      min: min ? formatMoney(Number(min), currency, language) : t('offer.price.no_lower_limit'),
      max: max ? formatMoney(Number(max), currency, language) : t('offer.price.no_upper_limit'),
    });
    parts.push(ts('price', { value: range }));
  }
  return parts.length ? parts.join(' · ') : ts('no_conditions');
}
