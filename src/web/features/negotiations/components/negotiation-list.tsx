import { Alert, Anchor, Badge, Card, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { counterpartOf, type NegotiationCompany, type NegotiationList, type NegotiationSummary } from '../../../../shared/schemas/negotiations.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { companyName, hiddenCompanyLine, stepLine } from '../lib/format-negotiation.ts';
import { NegotiationStatusBadge, PendingRequestBadge } from './negotiation-badges.tsx';
import classes from './negotiation-list.module.css';

export interface NegotiationListProps {
  /** The list's query (`useNegotiationList`): while other conditions load, the previous rows stay, marked busy. */
  query: Pick<UseQueryResult<NegotiationList>, 'data' | 'isPending' | 'isError' | 'isPlaceholderData'>;
  /** The address of a negotiation's detail page. */
  hrefFor: (item: NegotiationSummary) => string;
  onPageChange: (page: number) => void;
  /** Accessible name of the list. */
  label: string;
}

/** "21–40 of 134" (SPEC §2 pagination text): start, end and total. */
function RangeText({ data }: { data: NegotiationList }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const start = (data.page - 1) * data.per_page + 1;
  const end = start + data.items.length - 1;
  return (
    <Text size="sm" c="dimmed" data-testid="pagination-text">
      {t('offer.list.range', { start: formatNumber(start, language), end: formatNumber(end, language), total: formatNumber(data.total, language) })}
    </Text>
  );
}

function Pages({ data, onPageChange }: { data: NegotiationList; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const total = Math.max(1, Math.ceil(data.total / data.per_page), data.page);
  if (total <= 1) return null;
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

/** A company as this viewer may know it: its name once disclosed, else country, industry and size band. */
function CompanyValue({ company }: { company: NegotiationCompany }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = companyName(company, language);
  if (name) return <span data-testid="company-name">{name}</span>;
  return (
    <span data-testid="company-hidden">
      {hiddenCompanyLine(company, language, t)}
    </span>
  );
}

function NegotiationRow({ item, href }: { item: NegotiationSummary; href: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const counterpart = counterpartOf(item);
  return (
    <Card component="li" className={classes.row} data-testid="negotiation-row" data-trading-id={item.trading_id} data-stage={item.stage}>
      <Stack gap={6}>
        <Group gap="xs">
          <NegotiationStatusBadge status={item.status} />
          {item.pending_request && <PendingRequestBadge request={item.pending_request} />}
          {item.my_side && (
            <Badge variant="outline" color="indigo" c="dark.8" data-testid="my-side">
              {item.my_side === 'offer_company' ? t('negotiation.side.you_offer') : t('negotiation.side.you_applied')}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {t('negotiation.fields.public_ref')}: {item.public_ref}
          </Text>
        </Group>
        <Anchor component={Link} to={href} fw={700} className={classes.title}>
          <Badge component="span" variant="filled" color={item.offer.type === 'sell' ? 'indigo' : 'grape'} mr="xs">
            {t(`offer.type.${item.offer.type}`)}
          </Badge>
          {item.offer.title}
        </Anchor>
        <dl className={classes.companies}>
          {counterpart ? (
            <div>
              <dt>{t('negotiation.list.counterpart')}</dt>
              <dd>
                <CompanyValue company={counterpart} />
              </dd>
            </div>
          ) : (
            <>
              <div>
                <dt>{t('negotiation.side.offer_company')}</dt>
                <dd>
                  <CompanyValue company={item.offer_company} />
                </dd>
              </div>
              <div>
                <dt>{t('negotiation.side.applicant')}</dt>
                <dd>
                  <CompanyValue company={item.applicant_company} />
                </dd>
              </div>
            </>
          )}
          <div>
            <dt>{t('negotiation.step.label')}</dt>
            <dd data-testid="negotiation-step">{stepLine(item, t)}</dd>
          </div>
          <div>
            <dt>{t('negotiation.waiting_on.label')}</dt>
            <dd data-testid="waiting-on">{item.waiting_on ? t(`negotiation.waiting_on.${item.waiting_on}`) : t('negotiation.waiting_on.nobody')}</dd>
          </div>
        </dl>
        <Text size="xs" c="dimmed">
          {t('negotiation.fields.applied_at')}: {formatDate(item.applied_at, language, { dateStyle: 'medium' })} · {t('negotiation.fields.updated_at')}:{' '}
          {formatDate(item.updated_at, language, { dateStyle: 'medium' })}
        </Text>
      </Stack>
    </Card>
  );
}

/** One list of negotiations with its pagination text and pages: every negotiation list of every role uses it. */
export function NegotiationListView({ query, hrefFor, onPageChange, label }: NegotiationListProps) {
  const { t } = useTranslation();
  const { data, isPending, isError, isPlaceholderData: refreshing } = query;
  if (isError && !data) {
    return (
      <Alert color="red" role="alert" data-testid="negotiation-list-failed">
        {t('negotiation.list.failed')}
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
    return (
      <Stack gap="sm">
        <Card>
          <Text data-testid="negotiation-list-empty">{t('negotiation.list.empty')}</Text>
        </Card>
        {data.page > 1 && <Pages data={data} onPageChange={onPageChange} />}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" aria-busy={refreshing} data-refreshing={refreshing || undefined}>
      <Group gap="xs">
        <RangeText data={data} />
        {refreshing && <Loader size="xs" aria-label={t('app.loading')} />}
      </Group>
      <ul className={classes.list} aria-label={label}>
        {data.items.map((item) => (
          <NegotiationRow key={item.trading_id} item={item} href={hrefFor(item)} />
        ))}
      </ul>
      <Group justify="space-between" wrap="wrap">
        <RangeText data={data} />
        <Pages data={data} onPageChange={onPageChange} />
      </Group>
    </Stack>
  );
}
