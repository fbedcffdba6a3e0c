import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { translateValidation } from '../../../../shared/i18n/validation.ts';
import { canonicalFilterQuery, SAVED_FILTER_NAME_MAX, savedFilterBodySchema, type SavedFilterList } from '../../../../shared/schemas/saved-filters.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { READABLE_ERROR } from '../../../components/form-styles.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { useChangeSavedFilters, useSavedFilters } from '../api/saved-filters.ts';

/**
 * The user's named saved filters of a list (docs/decisions/063-saved-filters.md): choosing one puts
 * its conditions in the address; the conditions shown now can be saved under a name, and the one
 * they are can be removed.
 */
export function SavedFiltersBar({ list }: { list: SavedFilterList }) {
  const { t } = useTranslation();
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
    const checked = savedFilterBodySchema.safeParse({ list, name: name.trim(), query: current });
    if (!checked.success) {
      setError(translateValidation(checked.error.issues[0]!.message, language));
      return;
    }
    try {
      await save.mutateAsync({ name: name.trim(), query: current });
      setNotice(t('negotiation.saved_filters.saved', { name: name.trim() }));
      setNaming(false);
      setName('');
    } catch (err) {
      const fields = serverFieldErrors<'name' | 'query'>(err);
      setError(fields?.name ?? fields?.query ?? t('negotiation.saved_filters.failed'));
    }
  };

  const removeSelected = async () => {
    if (!selected) return;
    setNotice(null);
    try {
      await remove.mutateAsync(selected.id);
      setNotice(t('negotiation.saved_filters.removed', { name: selected.name }));
    } catch {
      setNotice(t('negotiation.saved_filters.failed'));
    }
  };

  return (
    <Stack gap="xs" data-testid="saved-filters">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('negotiation.saved_filters.label')}
          value={selected?.id ?? ''}
          onChange={(event) => {
            const chosen = items.find((filter) => filter.id === event.currentTarget.value);
            setNotice(null);
            if (chosen) setSearch(new URLSearchParams(chosen.query));
          }}
          data={[
            { value: '', label: items.length === 0 ? t('negotiation.saved_filters.none') : t('negotiation.saved_filters.choose') },
            ...items.map((filter) => ({ value: filter.id, label: filter.name })),
          ]}
          disabled={items.length === 0}
          w={{ base: '100%', xs: 280 }}
        />
        {!naming && (
          <Button variant="default" onClick={() => { setNaming(true); setNotice(null); }} disabled={selected !== null}>
            {t('negotiation.saved_filters.save')}
          </Button>
        )}
        {selected && (
          <Button variant="outline" color="red.9" onClick={() => void removeSelected()} loading={remove.isPending}>
            {t('negotiation.saved_filters.remove')}
          </Button>
        )}
      </Group>
      {naming && (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('negotiation.saved_filters.save')}>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              label={t('negotiation.saved_filters.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error}
              styles={READABLE_ERROR}
              maxLength={SAVED_FILTER_NAME_MAX}
              required
              data-autofocus
              w={{ base: '100%', xs: 280 }}
            />
            <Group gap="sm" mt={{ base: 0, xs: 25 }}>
              <Button type="submit" loading={save.isPending}>
                {t('negotiation.saved_filters.confirm')}
              </Button>
              <Button variant="default" onClick={() => { setNaming(false); setError(null); }}>
                {t('negotiation.saved_filters.cancel')}
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
