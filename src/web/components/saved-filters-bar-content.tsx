import { Anchor, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { translateValidation } from '../../shared/i18n/validation.ts';
import { paths } from '../../shared/paths.ts';
import {
  canonicalFilterQuery,
  SAVED_FILTER_NAME_MAX,
  savedFilterBodySchema,
  SEARCH_ALERTS,
  type SavedFilterList,
  type SearchAlert,
} from '../../shared/schemas/saved-filters.ts';
import { useLanguage } from '../lib/use-language.ts';
import { READABLE_ERROR } from './form-styles.ts';
import { PageTextGate } from './page-text-gate.tsx';
import { serverFieldErrors } from '../lib/form-errors.ts';
import { useChangeSavedFilters, useSavedFilters } from '../lib/saved-filters.ts';

type TextKey = 'label' | 'none' | 'choose' | 'save' | 'name' | 'confirm' | 'cancel' | 'remove' | 'saved' | 'removed' | 'failed';
/** The bar's texts: the negotiation lists' saved filters (the whole text), the offer search's saved searches (a page section). */
type Texts = (key: TextKey | 'manage' | 'alert_label' | `alerts.${SearchAlert}`, values?: { name?: string }) => string;

function NegotiationBar() {
  const { t } = useTranslation();
  return <Bar list="negotiations" text={(key, values = {}) => t(`negotiation.saved_filters.${key}` as 'negotiation.saved_filters.saved', values)} />;
}

function SavedSearchBar() {
  const { t } = useTranslation('saved_searches');
  return <Bar list="offer_search" text={(key, values = {}) => t(key as 'saved', values)} />;
}

/**
 * The user's named saved filters of a list (docs/decisions/063-saved-filters.md): choosing one puts
 * its conditions in the address; the conditions shown now can be saved under a name, and the one
 * they are can be removed. On the offer search they are saved searches, saved with the alert the
 * user chooses (at once by default) and managed on their own page (decision 064).
 */
export default function SavedFiltersBarContent({ list }: { list: SavedFilterList }) {
  // The offer search's texts are a page section (saved searches), loaded with the bar.
  // Its place is kept (saved-filters-bar.module.css): nothing shows in it until the text is there
  // (a loader there moved the results twice).
  return list === 'offer_search' ? (
    <PageTextGate section="saved_searches" fallback={null}>
      <SavedSearchBar />
    </PageTextGate>
  ) : (
    <NegotiationBar />
  );
}

function Bar({ list, text: t }: { list: SavedFilterList; text: Texts }) {
  const alerts = list === 'offer_search';
  const [alert, setAlert] = useState<SearchAlert>('immediate');
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const filters = useSavedFilters(list);
  const { save, remove } = useChangeSavedFilters(list);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const current = canonicalFilterQuery(list, search.toString()) ?? '';
  const items = filters.data?.items ?? [];
  const selected = items.find((filter) => filter.query === current) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // The server's own schema first: what it would refuse is said at once, without a call.
    const body = { name: name.trim(), query: current, ...(alerts ? { alert } : {}) };
    const checked = savedFilterBodySchema.safeParse({ list, ...body });
    if (!checked.success) {
      setError(translateValidation(checked.error.issues[0]!.message, language));
      return;
    }
    try {
      await save.mutateAsync(body);
      setNotice(t('saved', { name: name.trim() }));
      setNaming(false);
      setName('');
    } catch (err) {
      const fields = serverFieldErrors<'name' | 'query'>(err);
      setError(fields?.name ?? fields?.query ?? t('failed'));
    }
  };

  const removeSelected = async () => {
    if (!selected) return;
    setNotice(null);
    try {
      await remove.mutateAsync(selected.id);
      setNotice(t('removed', { name: selected.name }));
    } catch {
      setNotice(t('failed'));
    }
  };

  return (
    <Stack gap="xs" data-testid="saved-filters">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('label')}
          value={selected?.id ?? ''}
          onChange={(event) => {
            const chosen = items.find((filter) => filter.id === event.currentTarget.value);
            setNotice(null);
            if (chosen) setSearch(new URLSearchParams(chosen.query));
          }}
          data={[
            { value: '', label: items.length === 0 ? t('none') : t('choose') },
            ...items.map((filter) => ({ value: filter.id, label: filter.name })),
          ]}
          disabled={items.length === 0}
          w={{ base: '100%', xs: 280 }}
        />
        {!naming && (
          <Button variant="default" onClick={() => { setNaming(true); setNotice(null); }} disabled={selected !== null}>
            {t('save')}
          </Button>
        )}
        {selected && (
          <Button variant="outline" color="red.9" onClick={() => void removeSelected()} loading={remove.isPending}>
            {t('remove')}
          </Button>
        )}
        {alerts && (
          // A line of its own on a phone in every language, so that the bar's height is known before it draws (saved-filters-bar.module.css).
          <Anchor component={Link} to={paths.company.savedSearches.getHref()} size="sm" mb={8} w={{ base: '100%', xs: 'auto' }} data-testid="saved-searches-link">
            {t('manage')}
          </Anchor>
        )}
      </Group>
      {naming && (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('save')}>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              label={t('name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error}
              styles={READABLE_ERROR}
              maxLength={SAVED_FILTER_NAME_MAX}
              required
              data-autofocus
              w={{ base: '100%', xs: 280 }}
            />
            {alerts && (
              <NativeSelect
                label={t('alert_label')}
                value={alert}
                onChange={(event) => setAlert(event.currentTarget.value as SearchAlert)}
                data={SEARCH_ALERTS.map((value) => ({ value, label: t(`alerts.${value}`) }))}
                data-testid="saved-search-alert"
                w={{ base: '100%', xs: 220 }}
              />
            )}
            <Group gap="sm" mt={{ base: 0, xs: 25 }}>
              <Button type="submit" loading={save.isPending}>
                {t('confirm')}
              </Button>
              <Button variant="default" onClick={() => { setNaming(false); setError(null); }}>
                {t('cancel')}
              </Button>
            </Group>
          </Group>
        </form>
      )}
      <div role="status" aria-live="polite">
        {notice && (
          <Text size="sm" data-testid="saved-filters-notice">
            {notice}
          </Text>
        )}
      </div>
    </Stack>
  );
}
