import { Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A sort's field and direction as the lists' `sort` values spell them (`updated_desc`). */
export type SortValue = `${string}_${'asc' | 'desc'}`;

export interface SortableThProps {
  label: string;
  /** The field this column sorts by (`updated` of `updated_desc`). */
  field: string;
  /** The list's sort now. */
  sort: string;
  onSort: (sort: SortValue) => void;
}

/**
 * A column header that sorts the list by its field (compact tables of the bank and operator lists,
 * docs/product/negotiations.md#negotiation-pages): newest first on the first press, then the other
 * way; `aria-sort` says which way it sorts now, and the button's name says what a press does.
 */
export function SortableTh({ label, field, sort, onSort }: SortableThProps) {
  const { t } = useTranslation();
  const direction = sort === `${field}_desc` ? 'descending' : sort === `${field}_asc` ? 'ascending' : undefined;
  const next: SortValue = direction === 'descending' ? `${field}_asc` : `${field}_desc`;
  return (
    <Table.Th aria-sort={direction ?? 'none'} data-testid={`sort-${field}`}>
      <UnstyledButton
        onClick={() => onSort(next)}
        fw={700}
        fz="sm"
        aria-label={t(next.endsWith('_asc') ? 'app.sort_ascending' : 'app.sort_descending', { column: label })}
      >
        {label}
        <span aria-hidden="true">{direction === 'descending' ? ' ▼' : direction === 'ascending' ? ' ▲' : ' ↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
