import { Alert, Anchor, Badge, Card, Group, Image, Loader, Pagination, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfferList, OfferListItem } from '../../../../shared/schemas/offer-views.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { localizedName, localizedOptionalName } from '../../../lib/localized-name.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatPeriod, formatPriceRange, industryName } from '../lib/format-offer.ts';
import classes from './offer-list.module.css';
import { OfferStatusBadge, ReviewLabelBadge } from './offer-status-badge.tsx';

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
}

/** "21–40 of 1,234" (SPEC §2 pagination text): start, end and total. */
export function PaginationText({ data }: { data: OfferList }) {
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

export function pageCount(data: OfferList): number {
  const counted = Math.max(1, Math.ceil(data.total / data.per_page));
  // Past a capped total there may be more pages: offer the next one while pages come back full,
  // down to the depth a search can be paged (LIMITS.searchMaxDepth).
  const deepest = Math.floor(LIMITS.searchMaxDepth / data.per_page);
  if (data.total_capped && data.page >= counted && data.items.length === data.per_page) return Math.min(data.page + 1, deepest);
  return Math.max(counted, data.page);
}

function Pages({ data, onPageChange }: { data: OfferList; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <Pagination
      total={pageCount(data)}
      value={data.page}
      onChange={onPageChange}
      getControlProps={(control) => ({ 'aria-label': t(`offer.list.page_${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('offer.list.page_n', { page }) })}
      aria-label={t('offer.list.pagination')}
    />
  );
}

function OfferListRow({ item, href, showStatus, actions }: { item: OfferListItem; href: string; showStatus: boolean; actions: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const period = formatPeriod(item, language, t);
  const industry = [industryName(item.industry_major, language), industryName(item.industry_middle, language)].filter(Boolean).join(' / ');
  return (
    <Card component="li" className={classes.row} data-testid="offer-row" data-offer-id={item.offer_id}>
      <div className={classes.layout}>
        {item.thumbnail_url ? (
          <Image src={item.thumbnail_url} alt={t('offer.list.thumbnail_alt', { title: item.title })} className={classes.thumb} radius="sm" />
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
            {/* Partners get a reference that counts nothing; the number is for those who manage the offer. */}
            <Text size="xs" c="dimmed" data-testid="offer-reference">
              {item.offer_no !== undefined
                ? `${t('offer.fields.offer_no')}: ${item.offer_no}`
                : `${t('offer.fields.public_ref')}: ${item.public_ref}`}
            </Text>
          </Group>
          <Anchor component={Link} to={href} fw={700} className={classes.title}>
            {item.title || t('offer.status.draft')}
          </Anchor>
          {item.company_name && (
            <Text size="sm">
              {t('offer.fields.company_name')}:{' '}
              {localizedName({ name: item.company_name, name_en: item.company_name_en, country: item.company_country ?? item.bank_country }, language)}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {[
              localizedName({ name: item.bank_name, name_en: item.bank_name_en, country: item.bank_country }, language),
              localizedOptionalName(item.branch_name, item.branch_name_en, item.bank_country, language),
            ]
              .filter(Boolean)
              .join(language === 'en' ? ', ' : ' ')}
            {item.target_country && ` · ${t('offer.fields.target_country')}: ${t(`country.${item.target_country}`)}`}
            {industry && ` · ${industry}`}
          </Text>
          <Text size="sm">
            {/* Labelled: a draft's "not registered" must say what is not registered. */}
            {t('offer.fields.price_range')}: {formatPriceRange(item, language, t)}
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
export function OfferListView({ query, hrefFor, onPageChange, showStatus = false, renderActions, label }: OfferListProps) {
  const { t } = useTranslation();
  const { data, isPending, isError, isPlaceholderData: refreshing } = query;
  if (isError && !data) {
    return (
      <Alert color="red" role="alert">
        {t('offer.list.failed')}
      </Alert>
    );
  }
  if (isPending || !data) {
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
          <Text data-testid="offer-list-empty">{t('offer.list.empty')}</Text>
        </Card>
        {data.page > 1 && <Pages data={data} onPageChange={onPageChange} />}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" aria-busy={refreshing} data-refreshing={refreshing || undefined}>
      <Group gap="xs">
        <PaginationText data={data} />
        {refreshing && <Loader size="xs" aria-label={t('app.loading')} />}
      </Group>
      <ul className={classes.list} aria-label={label}>
        {data.items.map((item) => (
          <OfferListRow
            key={item.offer_id}
            item={item}
            href={hrefFor(item)}
            showStatus={showStatus}
            actions={renderActions?.(item)}
          />
        ))}
      </ul>
      <Group justify="space-between" wrap="wrap">
        <PaginationText data={data} />
        <Pages data={data} onPageChange={onPageChange} />
      </Group>
    </Stack>
  );
}
