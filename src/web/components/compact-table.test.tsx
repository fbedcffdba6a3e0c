// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table } from '@mantine/core';
import { en } from '../../shared/i18n/en.ts';
import { renderWithApp } from '../testing/render.tsx';
import { PagedList } from './paged-list.tsx';
import { SortableTh } from './sortable-th.tsx';
import { CompactTable } from './compact-table.tsx';

const page = { items: [{ id: 'a' }, { id: 'b' }], page: 1, per_page: 20, total: 2 };
const query = { data: page, isPending: false, isError: false, isPlaceholderData: false };

/** The screen as wide or narrow as the test says (Mantine's useMediaQuery reads matchMedia). */
function screenIsWide(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media: string) =>
      ({ matches: wide && media.includes('min-width'), media, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList,
  );
}
afterEach(() => vi.restoreAllMocks());

function List({ sort, onSort }: { sort: string; onSort: (sort: string) => void }) {
  return (
    <PagedList
      query={query}
      onPageChange={() => undefined}
      label="Things"
      failedText="failed"
      emptyText="empty"
      emptyTestId="empty"
      renderItem={(item) => <li key={item.id}>card {item.id}</li>}
      table={(items) => (
        <CompactTable
          label="Things"
          minWidth={600}
          head={
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <SortableTh label="Updated" field="updated" sort={sort} onSort={onSort} />
              <SortableTh label="Applied" field="applied" sort={sort} onSort={onSort} />
            </Table.Tr>
          }
          rows={items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>row {item.id}</Table.Td>
              <Table.Td />
              <Table.Td />
            </Table.Tr>
          ))}
        />
      )}
    />
  );
}

describe('a paged list as a compact table', () => {
  it('is a table named like the list on a wide screen, its sortable headers saying how it sorts and what a press does', async () => {
    screenIsWide(true);
    const onSort = vi.fn();
    await renderWithApp(<List sort="updated_desc" onSort={onSort} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('list')).toBeNull();
    const updated = screen.getByTestId('sort-updated');
    expect(updated.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByTestId('sort-applied').getAttribute('aria-sort')).toBe('none');
    const press = within(updated).getByRole('button');
    expect(press.getAttribute('aria-label')).toBe(en.app.sort_ascending.replace('{{column}}', 'Updated'));
    fireEvent.click(press);
    expect(onSort).toHaveBeenLastCalledWith('updated_asc');
    fireEvent.click(within(screen.getByTestId('sort-applied')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('applied_desc');
  });

  it('keeps the cards on a phone', async () => {
    screenIsWide(false);
    await renderWithApp(<List sort="updated_desc" onSort={() => undefined} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem')).toHaveLength(2);
  });
});
