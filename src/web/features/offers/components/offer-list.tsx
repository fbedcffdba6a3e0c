import { Anchor, Badge, Card, Group, Image, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../../shared/enums.ts';
import type { OfferList, OfferListItem } from '../../../../shared/schemas/offer-views.ts';
import { PagedList, pagedListClasses } from '../../../components/paged-list.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { localizedName, localizedOptionalName } from '../../../lib/localized-name.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatPeriod, formatPriceRange, industryName } from '../lib/format-offer.ts';
import classes from './offer-list.module.css';
import { OfferStatusBadge, ReviewLabelBadge } from './offer-status-badge.tsx';
import { ApproximatePrice } from '../../../components/approximate-price.tsx';
import { OriginalTitle, readableTitle } from '../../../components/readable-title.tsx';
import { SortableTh, type SortValue } from '../../../components/sortable-th.tsx';

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

/** The offer's bank and branch, as the reader can read them ("Minato Bank, Shinagawa Branch"). */
const bankLine = (item: OfferListItem, language: Language) =>
  [localizedName({ name: item.bank_name, name_en: item.bank_name_en }, language), localizedOptionalName(item.branch_name, item.branch_name_en, language)]
    .filter(Boolean)
    .join(language === 'en' ? ', ' : ' ');

/** The title as a link to the offer in the reader's language, with the original under it and the language a keyword was found in (decision 050). */
function OfferTitleLink({ item, href, size }: { item: OfferListItem; href: string; size?: 'sm' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { title, language: shownLanguage } = readableTitle(item, language);
  return (
    <>
      <Anchor component={Link} to={href} fw={700} size={size} className={pagedListClasses.title} lang={shownLanguage}>
        {title || t('offer.status.draft')}
      </Anchor>
      <OriginalTitle offer={item} />
      {item.matched_language && item.matched_language !== shownLanguage && (
        <Text size="xs" c="dimmed" data-testid="matched-language">
          {t('offer.versions.matched_in', { language: t(`offer.versions.language.${item.matched_language}`) })}
        </Text>
      )}
    </>
  );
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

/** An offer as one row of the compact table (the bank's and the operator's lists): the facts of its card, a column each, the testids the same. */
function OfferTableRow({ item, href, actions }: { item: OfferListItem; href: string; actions: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const period = formatPeriod(item, language, t);
  const date = (iso: string) => formatDate(iso, language, { dateStyle: 'medium' });
  const counts = [
    item.views_count !== undefined ? `${t('offer.fields.views_count')}: ${formatNumber(item.views_count, language)}` : null,
    item.favorites_count !== undefined ? `${t('offer.fields.favorites_count')}: ${formatNumber(item.favorites_count, language)}` : null,
  ].filter(Boolean);
  return (
    <Table.Tr data-testid="offer-row" data-offer-id={item.offer_id}>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="offer-reference">
          {item.public_ref}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="filled" size="sm" color={item.type === 'sell' ? 'indigo' : 'grape'} mr={6}>
          {t(`offer.type.${item.type}`)}
        </Badge>
        <OfferTitleLink item={item} href={href} size="sm" />
      </Table.Td>
      <Table.Td>
        {item.company_name && <Text size="sm">{localizedName({ name: item.company_name, name_en: item.company_name_en }, language)}</Text>}
        <Text size="xs" c="dimmed">
          {bankLine(item, language)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          <OfferStatusBadge status={item.status} />
          {item.review_label && <ReviewLabelBadge label={item.review_label} />}
          {!item.is_public && (
            <Badge variant="outline" color="gray">
              {t('offer.visibility.private')}
            </Badge>
          )}
        </Group>
        {item.remand_reason && (
          <Text size="xs" fw={600} data-testid="remand-reason">
            {t('offer.fields.remand_reason')}: {item.remand_reason}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {formatPriceRange(item, language, t)}
          <ApproximatePrice offer={item} />
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{period}</Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{date(item.created_at)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {date(item.updated_at)}
        </Text>
        {counts.length > 0 && (
          <Text size="xs" c="dimmed">
            {counts.join(' · ')}
          </Text>
        )}
        {actions}
      </Table.Td>
    </Table.Tr>
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
      table={
        table && {
          head: (
            <Table.Tr>
              <Table.Th>{t('offer.fields.public_ref')}</Table.Th>
              <Table.Th miw={200}>{t('offer.fields.title')}</Table.Th>
              <Table.Th miw={160}>{t('offer.fields.company_name')}</Table.Th>
              <Table.Th miw={110}>{t('offer.status.label')}</Table.Th>
              <Table.Th miw={150}>{t('offer.fields.price_range')}</Table.Th>
              <Table.Th miw={110}>{t('offer.fields.period')}</Table.Th>
              <SortableTh label={t('offer.fields.created_at')} field="created" sort={table.sort} onSort={table.onSort} />
              <SortableTh label={t('offer.fields.updated_at')} field="updated" sort={table.sort} onSort={table.onSort} />
            </Table.Tr>
          ),
          renderRow: (item) => <OfferTableRow key={item.offer_id} item={item} href={hrefFor(item)} actions={renderActions?.(item)} />,
          minWidth: 1000,
        }
      }
    />
  );
}
