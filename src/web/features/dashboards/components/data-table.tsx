import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Table, VisuallyHidden } from '@mantine/core';
import type { DashboardTable } from '../lib/dashboard-tables.ts';

interface DataTableProps {
  id: string;
  caption: string;
  table: DashboardTable;
  /** Shown only to screen readers (under a chart): not a stop for the keyboard. */
  hiddenVisually?: boolean;
  testId?: string;
}

/**
 * The figures of a chart as a real table (docs/product/dashboards.md#charts): its caption, a
 * header per column and per row, numbers aligned right; on a narrow screen it scrolls sideways
 * inside its own box, which the keyboard can reach.
 */
export function DataTable({ id, caption, table, hiddenVisually = false, testId }: DataTableProps) {
  const captionId = `${id}-caption`;
  const minWidth = 140 + (table.columns.length - 1) * 90;
  const content = (
    <Table id={id} verticalSpacing="xs" striped data-testid={testId} aria-labelledby={captionId}>
      <VisuallyHidden component="caption" id={captionId}>
        {caption}
      </VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          {table.columns.map((column) => (
            <Table.Th key={column.label} scope="col" ta={column.numeric ? 'right' : undefined} miw={column.numeric ? 88 : undefined}>
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row, index) => (
          <Table.Tr key={index}>
            {row.map((cell, column) =>
              column === 0 ? (
                <Table.Th key={column} scope="row" fw={500} miw={140}>
                  {cell.text}
                </Table.Th>
              ) : (
                <Table.Td
                  key={column}
                  ta={table.columns[column]?.numeric ? 'right' : undefined}
                  miw={table.columns[column]?.numeric ? undefined : 140}
                  style={table.columns[column]?.numeric ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {cell.text}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (hiddenVisually) return <VisuallyHidden>{content}</VisuallyHidden>;
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-labelledby={captionId}>
      {content}
    </Table.ScrollContainer>
  );
}
