import '@mantine/core/styles/Pagination.layer.css';
import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PaginationText } from '../../../components/paged-list.tsx';

export interface PageOf<Item> {
  items: Item[];
  total: number;
  page: number;
  per_page: number;
}

/** "21–40 of 93" and the page links under a table (the page links only when there is more than one page). */
export function ListPages({ data, onPageChange }: { data: PageOf<unknown>; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const total = Math.max(1, Math.ceil(data.total / data.per_page), data.page);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <PaginationText data={data} />
      {total > 1 && (
        <Pagination
          total={total}
          value={data.page}
          onChange={onPageChange}
          getControlProps={(control) => ({ 'aria-label': t(`offer.list.page_${control}`) })}
          getItemProps={(page) => ({ 'aria-label': t('offer.list.page_n', { page }) })}
          aria-label={t('offer.list.pagination')}
        />
      )}
    </Group>
  );
}
