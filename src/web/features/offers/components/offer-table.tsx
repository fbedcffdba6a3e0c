import { Badge, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferListItem } from '../../../../shared/schemas/offer-views.ts';
import { ApproximatePrice } from '../../../components/approximate-price.tsx';
import { CompactTable } from '../../../components/compact-table.tsx';
import { SortableTh, type SortValue } from '../../../components/sortable-th.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { localizedName } from '../../../lib/localized-name.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatPeriod, formatPriceRange } from '../lib/format-offer.ts';
import { OfferStatusBadge, ReviewLabelBadge } from './offer-status-badge.tsx';
import { bankLine, OfferTitleLink } from './offer-title-link.tsx';

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
        <Badge variant="filled" size="sm" color={item.type === 'sell' ? 'indigo' : 'grape'} mr={6}>
          {t(`offer.type.${item.type}`)}
        </Badge>
        <OfferTitleLink item={item} href={href} size="sm" />
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="offer-reference">
          {item.public_ref}
        </Text>
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

export interface OfferTableProps {
  items: OfferListItem[];
  hrefFor: (item: OfferListItem) => string;
  renderActions?: ((item: OfferListItem) => ReactNode) | undefined;
  label: string;
  sort: string;
  onSort: (sort: SortValue) => void;
}

/** The bank's and the operator's offers as a compact table, created and updated sortable (decision 065). */
export default function OfferTable({ items, hrefFor, renderActions, label, sort, onSort }: OfferTableProps) {
  const { t } = useTranslation();
  return (
    <CompactTable
      label={label}
      // Fits the content column of a 1280 px screen beside the menu (about 900 px): the reference
      // sits under the title, so no column is left to scroll to.
      minWidth={860}
      head={
        <Table.Tr>
          <Table.Th miw={200}>
            {t('offer.fields.title')} / {t('offer.fields.public_ref')}
          </Table.Th>
          <Table.Th miw={150}>{t('offer.fields.company_name')}</Table.Th>
          <Table.Th miw={120}>{t('offer.status.label')}</Table.Th>
          <Table.Th miw={130}>{t('offer.fields.price_range')}</Table.Th>
          <Table.Th miw={100}>{t('offer.fields.period')}</Table.Th>
          <SortableTh label={t('offer.fields.created_at')} field="created" sort={sort} onSort={onSort} />
          <SortableTh label={t('offer.fields.updated_at')} field="updated" sort={sort} onSort={onSort} />
        </Table.Tr>
      }
      rows={items.map((item) => (
        <OfferTableRow key={item.offer_id} item={item} href={hrefFor(item)} actions={renderActions?.(item)} />
      ))}
    />
  );
}
