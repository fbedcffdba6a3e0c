import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Group, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useAddressParams } from '../../../lib/use-address-params.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAnnouncementReaders } from '../api/get-announcement-readers.ts';
import { pageFrom } from '../lib/page-param.ts';
import { ListPages } from './list-pages.tsx';

const PAGE_SIZE = 20;
const HEADING_ID = 'announcement-readers-heading';
type ReadFilter = 'all' | 'true' | 'false';

const readFrom = (search: URLSearchParams): ReadFilter => {
  const value = search.get('read');
  return value === 'true' || value === 'false' ? value : 'all';
};

/** Everyone the announcement was delivered to, readers first, with when they read it; filter and pages in the address. */
export function ReadersTable({ announcementId, published }: { announcementId: string; published: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { params, update } = useAddressParams((search) => ({ page: pageFrom(search), read: readFrom(search) }));
  const query = useAnnouncementReaders(
    announcementId,
    { page: params.page, per_page: PAGE_SIZE, ...(params.read === 'all' ? {} : { read: params.read }) },
    published,
  );
  const { data, isError, isPlaceholderData } = query;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3" id={HEADING_ID}>
          {t('announce.readers.title')}
        </Title>
        {published && (
          <SegmentedControl
            aria-label={t('announce.readers.filter')}
            value={params.read}
            onChange={(value) => update({ read: value === 'all' ? undefined : (value as ReadFilter) })}
            data={[
              { value: 'all', label: t('announce.readers.all') },
              { value: 'true', label: t('announce.readers.read') },
              { value: 'false', label: t('announce.readers.unread') },
            ]}
            data-testid="readers-filter"
          />
        )}
      </Group>
      {!published ? (
        <Text c="dimmed">{t('announce.readers.not_published')}</Text>
      ) : isError && !data ? (
        <Alert color="red" role="alert">
          {t('announce.readers.failed')}
        </Alert>
      ) : !data ? (
        <Group justify="center" p="md">
          <Loader aria-label={t('app.loading')} />
        </Group>
      ) : data.items.length === 0 && params.page === 1 ? (
        <Text data-testid="readers-empty">{t('announce.readers.empty')}</Text>
      ) : (
        <Stack gap="sm" aria-busy={isPlaceholderData}>
          <Table.ScrollContainer minWidth={620} type="native" tabIndex={0} role="region" aria-labelledby={HEADING_ID}>
            <Table striped verticalSpacing="xs" aria-labelledby={HEADING_ID} data-testid="readers-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('announce.readers.name')}</Table.Th>
                  <Table.Th scope="col">{t('announce.readers.organisation')}</Table.Th>
                  <Table.Th scope="col">{t('announce.readers.role')}</Table.Th>
                  <Table.Th scope="col">{t('announce.readers.read_at')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((reader) => (
                  <Table.Tr key={reader.user_id} data-testid="reader-row" data-read={reader.read_at ? 'true' : 'false'}>
                    <Table.Td>{reader.name}</Table.Td>
                    <Table.Td>{reader.organisation_name}</Table.Td>
                    <Table.Td>{t(`role.${reader.role}`)}</Table.Td>
                    <Table.Td>
                      {reader.read_at ? (
                        formatDateTime(reader.read_at, language)
                      ) : (
                        <Text span size="sm" c="dimmed">
                          {t('announce.readers.not_read')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPages data={{ ...data, page: params.page, per_page: PAGE_SIZE }} onPageChange={(page) => update({ page })} />
        </Stack>
      )}
    </Stack>
  );
}
