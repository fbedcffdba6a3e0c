import '@mantine/core/styles/Pagination.layer.css';
import { Alert, Card, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../shared/limits.ts';
import { formatNumber } from '../lib/format.ts';
import { useLanguage } from '../lib/use-language.ts';
import classes from './paged-list.module.css';

/** Class names for a paged list's item cards (`row`) and their title links (`title`). */
export { classes as pagedListClasses };

/** One page of a list as the server answers it (offers, negotiations). */
export interface ListPage<Item> {
  items: Item[];
  page: number;
  per_page: number;
  total: number;
  /** The total stopped counting (offer search): there may be more. */
  total_capped?: boolean;
}

/** "21–40 of 1,234" (the pagination text of docs/product/offers.md#offer-search): start, end and total. */
export function PaginationText({ data }: { data: ListPage<unknown> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (data.items.length === 0) return null;
  const start = (data.page - 1) * data.per_page + 1;
  const end = start + data.items.length - 1;
  const values = { start: formatNumber(start, language), end: formatNumber(end, language), total: formatNumber(data.total, language) };
  return (
    <Text size="sm" c="dimmed" data-testid="pagination-text" aria-live="polite">
      {data.total_capped ? t('offer.list.range_capped', values) : t('offer.list.range', values)}
    </Text>
  );
}

export function pageCount(data: ListPage<unknown>): number {
  const counted = Math.max(1, Math.ceil(data.total / data.per_page));
  // Past a capped total there may be more pages: offer the next one while pages come back full,
  // down to the depth a search can be paged (LIMITS.searchMaxDepth).
  const deepest = Math.floor(LIMITS.searchMaxDepth / data.per_page);
  if (data.total_capped && data.page >= counted && data.items.length === data.per_page) return Math.min(data.page + 1, deepest);
  return Math.max(counted, data.page);
}

function Pages({ data, onPageChange, hideSinglePage }: { data: ListPage<unknown>; onPageChange: (page: number) => void; hideSinglePage: boolean }) {
  const { t } = useTranslation();
  const total = pageCount(data);
  if (hideSinglePage && total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={data.page}
      onChange={onPageChange}
      getControlProps={(control) => ({ 'aria-label': t(`offer.list.page_${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('offer.list.page_n', { page }) })}
      aria-label={t('offer.list.pagination')}
    />
  );
}

export interface PagedListProps<Item> {
  /** The list's query: while other conditions load, the previous rows stay, marked busy. */
  query: Pick<UseQueryResult<ListPage<Item>>, 'data' | 'isPending' | 'isError' | 'isPlaceholderData'>;
  onPageChange: (page: number) => void;
  /** Accessible name of the list. */
  label: string;
  /** One item, as an `<li>` (a `Card component="li"`) with its key; `index` is its place on the page. */
  renderItem: (item: Item, index: number) => ReactNode;
  /** Shown when the list could not load; `failedTestId` marks it. */
  failedText: string;
  failedTestId?: string;
  /** Shown when the page has no items; `emptyTestId` marks it. */
  emptyText: string;
  emptyTestId: string;
  /** No page links while everything fits on one page. */
  hideSinglePage?: boolean;
  /**
   * A compact table instead of cards on a wide screen (the bank's and the operator's lists): the
   * page's items as a table (a lazily loaded one, `CompactTable`, so that no other list carries the
   * table's code). A phone keeps the cards.
   */
  table?: (items: Item[]) => ReactNode;
}

/** Where a list becomes a compact table: the area layout's navigation is beside the content from here. */
const WIDE = '(min-width: 62em)';

/** A list with its loading and failed states, its pagination text above and below, and its pages: every list of offers and negotiations. */
export function PagedList<Item>({ query, onPageChange, label, renderItem, failedText, failedTestId, emptyText, emptyTestId, hideSinglePage = false, table }: PagedListProps<Item>) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE, false, { getInitialValueInEffect: false });
  // The rows are the heaviest render of a list's page. An answer arrives as an update React must
  // render at once; rendering the rows from a deferred copy lets React do them in slices it can
  // interrupt (a phone stays responsive), showing what it showed before, marked busy, until they are ready.
  const data = useDeferredValue(query.data);
  const { isError } = query;
  const refreshing = query.isPlaceholderData || data !== query.data;
  if (isError && !data) {
    return (
      <Alert color="red" role="alert" data-testid={failedTestId}>
        {failedText}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  }
  if (data.items.length === 0) {
    // A page past the last (the last favourite removed, an edited address): a way back to the pages.
    return (
      <Stack gap="sm">
        <Card>
          <Text data-testid={emptyTestId}>{emptyText}</Text>
        </Card>
        {data.page > 1 && <Pages data={data} onPageChange={onPageChange} hideSinglePage={hideSinglePage} />}
      </Stack>
    );
  }
  const cards = (
    <ul className={classes.list} aria-label={label}>
      {data.items.map((item, index) => renderItem(item, index))}
    </ul>
  );
  return (
    <Stack gap="sm" aria-busy={refreshing} data-refreshing={refreshing || undefined}>
      <Group gap="xs">
        <PaginationText data={data} />
        {refreshing && <Loader size="xs" aria-label={t('app.loading')} />}
      </Group>
      {table && wide ? (
        // While the table's code loads (its first time), the cards show the same rows.
        <Suspense fallback={cards}>{table(data.items)}</Suspense>
      ) : (
        cards
      )}
      <Group justify="space-between" wrap="wrap">
        <PaginationText data={data} />
        <Pages data={data} onPageChange={onPageChange} hideSinglePage={hideSinglePage} />
      </Group>
    </Stack>
  );
}
