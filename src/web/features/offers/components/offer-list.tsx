import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferList, OfferListItem } from '../../../../shared/schemas/offer-views.ts';
import { PagedList, pagedListClasses } from '../../../components/paged-list.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { localizedName } from '../../../lib/localized-name.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatPeriod, formatPriceRange, industryName } from '../lib/format-offer.ts';
import classes from './offer-list.module.css';
import { OfferStatusBadge, ReviewLabelBadge } from './offer-status-badge.tsx';
import { ApproximatePrice } from '../../../components/approximate-price.tsx';
import { readableTitle } from '../../../components/readable-title.tsx';
import type { SortValue } from '../../../components/sortable-th.tsx';
import { bankLine, OfferTitleLink } from './offer-title-link.tsx';

/** The compact table, loaded only where a list shows one (decision 065). */
const OfferTable = lazy(() => import('./offer-table.tsx'));

export interface OfferListProps {
  /** The list's query (`useOfferList`): while other conditions load, the previous rows stay, marked busy. */
  query: Pick<UseQueryResult<OfferList>, 'data' | 'isPending' | 'isError' | 'isPlaceholderData'>;
  /** The address of an item's detail page. */
  hrefFor: (item: OfferListItem) => string;
  onPageChange: (page: number) => void;
  /** Show the status badge (own, bank and operator lists; search only lists published offers). */
  showStatus?: boolean;
  /** Extra content at the end of an item (e.g. a favourite button). */
  renderActions?: (item: OfferListItem) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** A compact table with sortable columns on a wide screen (the bank's and the operator's lists): the list's sort and how to change it. */
  table?: { sort: string; onSort: (sort: SortValue) => void };
}

function OfferListRow({ item, href, showStatus, actions, first }: { item: OfferListItem; href: string; showStatus: boolean; actions: ReactNode; first: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const period = formatPeriod(item, language, t);
  const industry = [industryName(item.industry_major, language), industryName(item.industry_middle, language)].filter(Boolean).join(' / ');
  // The title in the reader's language where a version exists, with the original under it (decision 050).
  const { title } = readableTitle(item, language);
  return (
    <Card component="li" className={pagedListClasses.row} data-testid="offer-row" data-offer-id={item.offer_id}>
      <div className={classes.layout}>
        {item.thumbnail_url ? (
          <Image
            src={item.thumbnail_url}
            alt={t('offer.list.thumbnail_alt', { title })}
            className={classes.thumb}
            radius="sm"
            // The box is the thumbnail's size before it arrives (no layout shift); rows below the fold load when scrolled to.
            // The first row's is on screen at once, and on a phone the page's largest picture: asked for
            // first, not when layout finds it in view (bench/README.md, "a page's first data, rendered in slices").
            width={120}
            height={90}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <div className={classes.noImage}>
            <Text size="xs" c="dimmed">
              {t('offer.list.no_image')}
            </Text>
          </div>
        )}
        <Stack gap={4} className={classes.body}>
          <Group gap="xs">
            <Badge variant="filled" color={item.type === 'sell' ? 'indigo' : 'grape'}>
              {t(`offer.type.${item.type}`)}
            </Badge>
            {showStatus && <OfferStatusBadge status={item.status} />}
            {item.review_label && <ReviewLabelBadge label={item.review_label} />}
            {!item.is_public && (
              <Badge variant="outline" color="gray">
                {t('offer.visibility.private')}
              </Badge>
            )}
            {/* Every role knows an offer by its public reference, the one its company quotes (docs/decisions/036-csv-and-public-references.md). */}
            <Text size="xs" c="dimmed" data-testid="offer-reference">
              {`${t('offer.fields.public_ref')}: ${item.public_ref}`}
            </Text>
          </Group>
          <OfferTitleLink item={item} href={href} />
          {item.company_name && (
            <Text size="sm">
              {t('offer.fields.company_name')}:{' '}
              {localizedName({ name: item.company_name, name_en: item.company_name_en }, language)}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {bankLine(item, language)}
            {item.target_country && ` · ${t('offer.fields.target_country')}: ${t(`country.${item.target_country}`)}`}
            {industry && ` · ${industry}`}
          </Text>
          <Text size="sm">
            {/* Labelled: a draft's "not registered" must say what is not registered. */}
            {t('offer.fields.price_range')}: {formatPriceRange(item, language, t)}
            {/* The price in the reader's currency too, approximately (docs/product/languages.md#prices). */}
            <ApproximatePrice offer={item} />
            {period && ` · ${t('offer.fields.period')}: ${period}`}
          </Text>
          {item.remand_reason && (
            <Text size="sm" fw={600} data-testid="remand-reason">
              {t('offer.fields.remand_reason')}: {item.remand_reason}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('offer.fields.updated_at')}: {formatDate(item.updated_at, language, { dateStyle: 'medium' })}
            {item.views_count !== undefined && ` · ${t('offer.fields.views_count')}: ${formatNumber(item.views_count, language)}`}
            {item.favorites_count !== undefined &&
              ` · ${t('offer.fields.favorites_count')}: ${formatNumber(item.favorites_count, language)}`}
          </Text>
        </Stack>
        {actions && <div className={classes.actions}>{actions}</div>}
      </div>
    </Card>
  );
}

/** One list of offers with its pagination text and pages; every offer list of every role uses it. */
export function OfferListView({ query, hrefFor, onPageChange, showStatus = false, renderActions, label, table }: OfferListProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={query}
      onPageChange={onPageChange}
      label={label}
      failedText={t('offer.list.failed')}
      emptyText={t('offer.list.empty')}
      emptyTestId="offer-list-empty"
      renderItem={(item, index) => (
        <OfferListRow key={item.offer_id} item={item} href={hrefFor(item)} showStatus={showStatus} actions={renderActions?.(item)} first={index === 0} />
      )}
      table={table && ((items) => <OfferTable items={items} hrefFor={hrefFor} renderActions={renderActions} label={label} {...table} />)}
    />
  );
}
