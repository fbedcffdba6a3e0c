import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { counterpartOf, type NegotiationSummary } from '../../../../shared/schemas/negotiations.ts';
import { CompactTable } from '../../../components/compact-table.tsx';
import { pagedListClasses } from '../../../components/paged-list.tsx';
import { ReadableTitle } from '../../../components/readable-title.tsx';
import { SortableTh, type SortValue } from '../../../components/sortable-th.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { stepLine, waitingOnText } from '../lib/format-negotiation.ts';
import { CompanyValue } from './company-value.tsx';
import { NegotiationStatusBadge, PendingRequestBadge } from './negotiation-badges.tsx';

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

export interface NegotiationTableProps {
  items: NegotiationSummary[];
  hrefFor: (item: NegotiationSummary) => string;
  label: string;
  sort: string;
  onSort: (sort: SortValue) => void;
}

/** The bank's and the operator's negotiations as a compact table, applied and updated sortable (decision 065). */
export default function NegotiationTable({ items, hrefFor, label, sort, onSort }: NegotiationTableProps) {
  const { t } = useTranslation();
  return (
    <CompactTable
      label={label}
      // Fits the content column of a 1280 px screen beside the menu (about 900 px).
      minWidth={880}
      head={
        <Table.Tr>
          <Table.Th>{t('negotiation.fields.public_ref')}</Table.Th>
          <Table.Th miw={180}>{t('negotiation.fields.offer')}</Table.Th>
          <Table.Th miw={160}>{t('negotiation.list.companies')}</Table.Th>
          <Table.Th miw={140}>{t('negotiation.step.label')}</Table.Th>
          <Table.Th miw={120}>{t('negotiation.waiting_on.label')}</Table.Th>
          <SortableTh label={t('negotiation.fields.applied_at')} field="applied" sort={sort} onSort={onSort} />
          <SortableTh label={t('negotiation.fields.updated_at')} field="updated" sort={sort} onSort={onSort} />
        </Table.Tr>
      }
      rows={items.map((item) => (
        <NegotiationTableRow key={item.trading_id} item={item} href={hrefFor(item)} />
      ))}
    />
  );
}
