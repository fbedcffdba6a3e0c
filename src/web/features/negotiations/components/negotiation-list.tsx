import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { counterpartOf, type NegotiationCompany, type NegotiationList, type NegotiationSummary } from '../../../../shared/schemas/negotiations.ts';
import { PagedList, pagedListClasses } from '../../../components/paged-list.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { companyName, hiddenCompanyLine, stepLine, waitingOnText } from '../lib/format-negotiation.ts';
import { NegotiationStatusBadge, PendingRequestBadge } from './negotiation-badges.tsx';
import classes from './negotiation-list.module.css';
import { OriginalTitle, ReadableTitle } from '../../../components/readable-title.tsx';
import { SortableTh, type SortValue } from '../../../components/sortable-th.tsx';

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

/**
 * A negotiation as one row of the compact table (the bank's and the operator's lists): the same
 * facts as its card, one column each, the testids the same.
 */
function NegotiationTableRow({ item, href }: { item: NegotiationSummary; href: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const counterpart = counterpartOf(item);
  const date = (iso: string) => formatDate(iso, language, { dateStyle: 'medium' });
  return (
    <Table.Tr data-testid="negotiation-row" data-trading-id={item.trading_id} data-stage={item.stage} data-overdue={item.overdue || undefined}>
      <Table.Td style={item.overdue ? { borderLeft: '4px solid var(--mantine-color-red-8)' } : undefined}>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {item.public_ref}
        </Text>
        {item.overdue && (
          <Badge color="red.9" variant="filled" size="sm" data-testid="negotiation-overdue">
            {t('negotiation.due.overdue')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={href} fw={700} size="sm" className={pagedListClasses.title}>
          <Badge component="span" variant="filled" size="sm" color={item.offer.type === 'sell' ? 'indigo' : 'grape'} mr={6}>
            {t(`offer.type.${item.offer.type}`)}
          </Badge>
          <ReadableTitle offer={item.offer} />
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {counterpart ? (
            <Text size="sm">
              <CompanyValue company={counterpart} />
            </Text>
          ) : (
            (['offer_company', 'applicant'] as const).map((side) => (
              <Text size="sm" key={side}>
                <Text span size="xs" c="dimmed">
                  {t(`negotiation.side.${side}`)}:{' '}
                </Text>
                <CompanyValue company={side === 'offer_company' ? item.offer_company : item.applicant_company} />
              </Text>
            ))
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Text size="sm" data-testid="negotiation-step">
            {stepLine(item, t)}
          </Text>
          <Group gap={4}>
            <NegotiationStatusBadge status={item.status} />
            {item.pending_request && <PendingRequestBadge request={item.pending_request} />}
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm" data-testid="waiting-on">
          {waitingOnText(item, language, t)}
        </Text>
        {item.due_at && (
          <Text size="xs" data-testid="negotiation-due" fw={item.overdue ? 700 : undefined} c={item.overdue ? 'red.9' : 'dimmed'}>
            {t('negotiation.due.label')}: {formatDateTime(item.due_at, language)}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{date(item.applied_at)}</Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{date(item.updated_at)}</Text>
      </Table.Td>
    </Table.Tr>
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
      table={
        table && {
          head: (
            <Table.Tr>
              <Table.Th>{t('negotiation.fields.public_ref')}</Table.Th>
              <Table.Th miw={200}>{t('negotiation.fields.offer')}</Table.Th>
              <Table.Th miw={180}>{t('negotiation.list.companies')}</Table.Th>
              <Table.Th miw={150}>{t('negotiation.step.label')}</Table.Th>
              <Table.Th miw={130}>{t('negotiation.waiting_on.label')}</Table.Th>
              <SortableTh label={t('negotiation.fields.applied_at')} field="applied" sort={table.sort} onSort={table.onSort} />
              <SortableTh label={t('negotiation.fields.updated_at')} field="updated" sort={table.sort} onSort={table.onSort} />
            </Table.Tr>
          ),
          renderRow: (item) => <NegotiationTableRow key={item.trading_id} item={item} href={hrefFor(item)} />,
          minWidth: 960,
        }
      }
    />
  );
}
