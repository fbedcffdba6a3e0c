import '@mantine/core/styles/Table.layer.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface CompactTableProps {
  /** Accessible name: the list's. */
  label: string;
  /** The header row (`<Table.Tr>` of `<Table.Th>` and `SortableTh`). */
  head: ReactNode;
  /** One `<Table.Tr>` an item. */
  rows: ReactNode;
  /** Below this width the table scrolls inside its container. */
  minWidth: number;
}

/**
 * A list as a compact table (the bank's and the operator's lists on a wide screen, decision 065):
 * loaded with the table's own code and style, only by the pages that show one (`PagedList`'s
 * `table`), so no other page carries them.
 */
export function CompactTable({ label, head, rows, minWidth }: CompactTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table aria-label={label} verticalSpacing="xs" horizontalSpacing="sm" striped highlightOnHover withTableBorder data-testid="compact-table">
        <Table.Thead>{head}</Table.Thead>
        <Table.Tbody>{rows}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
