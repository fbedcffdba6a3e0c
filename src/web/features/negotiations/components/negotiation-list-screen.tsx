import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NegotiationSort, NegotiationSummary } from '../../../../shared/schemas/negotiations.ts';
import { DocumentIcon } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { negotiationCsvHref } from '../api/export-negotiations-csv.ts';
import { useNegotiationList } from '../api/get-negotiation-list.ts';
import { useNegotiationListParams } from '../lib/negotiation-list-params.ts';
import { NegotiationFilters } from './negotiation-filters.tsx';
import { NegotiationListView } from './negotiation-list.tsx';
import { SavedFiltersBar } from '../../../components/saved-filters-bar.tsx';

export interface NegotiationListScreenProps {
  title: string;
  lead: string;
  hrefFor: (item: NegotiationSummary) => string;
  /** A company chooses the side (both, its applications, those on its offers). */
  scopes?: boolean;
  /** The operator filters by bank. */
  bankOptions?: { value: string; label: string }[];
  /** Banks and the operator download what the filter shows as CSV, and read the list as a compact table with sortable columns. */
  csv?: boolean;
}

/** A negotiation list page of any role: heading, conditions (in the address), the list, and the CSV download where allowed. */
export function NegotiationListScreen({ title, lead, hrefFor, scopes, bankOptions, csv = false }: NegotiationListScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const { params, update, reset } = useNegotiationListParams();
  const list = useNegotiationList(params);

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        lead={lead}
        actions={
          csv ? (
            // A plain link: the browser downloads the file with the session cookie.
            <Button component="a" href={negotiationCsvHref(params)} download variant="default" leftSection={<DocumentIcon size={16} />} data-testid="csv-download">
              {t('negotiation.csv.download')}
            </Button>
          ) : undefined
        }
      />
      <SavedFiltersBar list="negotiations" />
      <NegotiationFilters params={params} onApply={update} onReset={reset} scopes={scopes} bankOptions={bankOptions} />
      <NegotiationListView
        query={list}
        hrefFor={hrefFor}
        onPageChange={(page) => update({ page })}
        label={title}
        table={csv ? { sort: params.sort ?? 'updated_desc', onSort: (sort) => update({ sort: sort as NegotiationSort }) } : undefined}
      />
    </Stack>
  );
}
