import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { lazy } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { counterpartOf, type NegotiationList, type NegotiationSummary } from '../../../../shared/schemas/negotiations.ts';
import { PagedList, pagedListClasses } from '../../../components/paged-list.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { stepLine, waitingOnText } from '../lib/format-negotiation.ts';
import { NegotiationStatusBadge, PendingRequestBadge } from './negotiation-badges.tsx';
import classes from './negotiation-list.module.css';
import { OriginalTitle, ReadableTitle } from '../../../components/readable-title.tsx';
import type { SortValue } from '../../../components/sortable-th.tsx';
import { CompanyValue } from './company-value.tsx';

/** The compact table, loaded only where a list shows one (decision 065). */
const NegotiationTable = lazy(() => import('./negotiation-table.tsx'));

export interface NegotiationListProps {
  /** The list's query (`useNegotiationList`): while other conditions load, the previous rows stay, marked busy. */
  query: Pick<UseQueryResult<NegotiationList>, 'data' | 'isPending' | 'isError' | 'isPlaceholderData'>;
  /** The address of a negotiation's detail page. */
  hrefFor: (item: NegotiationSummary) => string;
  onPageChange: (page: number) => void;
  /** Accessible name of the list. */
  label: string;
  /** A compact table with sortable columns on a wide screen (the bank's and the operator's lists): the list's sort and how to change it. */
  table?: { sort: string; onSort: (sort: SortValue) => void };
}

function NegotiationRow({ item, href }: { item: NegotiationSummary; href: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const counterpart = counterpartOf(item);
  return (
    <Card
      component="li"
      className={pagedListClasses.row}
      data-testid="negotiation-row"
      data-trading-id={item.trading_id}
      data-stage={item.stage}
      data-overdue={item.overdue || undefined}
      style={item.overdue ? { borderLeft: '4px solid var(--mantine-color-red-8)' } : undefined}
    >
      <Stack gap={6}>
        <Group gap="xs">
          {item.overdue && (
            <Badge color="red.9" variant="filled" data-testid="negotiation-overdue">
              {t('negotiation.due.overdue')}
            </Badge>
          )}
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
        <Anchor component={Link} to={href} fw={700} className={pagedListClasses.title}>
          <Badge component="span" variant="filled" color={item.offer.type === 'sell' ? 'indigo' : 'grape'} mr="xs">
            {t(`offer.type.${item.offer.type}`)}
          </Badge>
          <ReadableTitle offer={item.offer} />
        </Anchor>
        <OriginalTitle offer={item.offer} />
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
            <dd data-testid="waiting-on">{waitingOnText(item, language, t)}</dd>
          </div>
          {item.due_at && (
            <div>
              <dt>{t('negotiation.due.label')}</dt>
              <dd data-testid="negotiation-due">
                <Text span inherit fw={item.overdue ? 700 : undefined} c={item.overdue ? 'red.9' : undefined}>
                  {formatDateTime(item.due_at, language)}
                </Text>
              </dd>
            </div>
          )}
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
export function NegotiationListView({ query, hrefFor, onPageChange, label, table }: NegotiationListProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={query}
      onPageChange={onPageChange}
      label={label}
      failedText={t('negotiation.list.failed')}
      failedTestId="negotiation-list-failed"
      emptyText={t('negotiation.list.empty')}
      emptyTestId="negotiation-list-empty"
      hideSinglePage
      renderItem={(item) => <NegotiationRow key={item.trading_id} item={item} href={hrefFor(item)} />}
      table={table && ((items) => <NegotiationTable items={items} hrefFor={hrefFor} label={label} {...table} />)}
    />
  );
}
