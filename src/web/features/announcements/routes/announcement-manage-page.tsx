import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Announcement } from '../../../../shared/schemas/notifications.ts';
import { paths } from '../../../../shared/paths.ts';
import { PlusIcon } from '../../../components/icons.tsx';
import { lazyDialog } from '../../../components/lazy-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useAddressParams } from '../../../lib/use-address-params.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAnnouncementList } from '../api/get-announcement-list.ts';
import { AnnouncementStateBadge, audienceSummary } from '../components/announcement-badges.tsx';
import type { AnnouncementFormModalProps } from '../components/announcement-form-modal.tsx';
import { ListPages } from '../components/list-pages.tsx';
import { announcementSavedMessage, localizedTitle } from '../lib/announcement-text.ts';
import { pageFrom } from '../lib/page-param.ts';

const PAGE_SIZE = 20;
// The form opens on a click: its code (Modal, the form and its inputs) loads after the page shows.
const AnnouncementFormModal = lazyDialog<AnnouncementFormModalProps>(
  async () => (await import('../components/announcement-form-modal.tsx')).AnnouncementFormModalDialog,
);
const TABLE_CAPTION_ID = 'announcement-list-caption';

/** When it was or will be published, or withdrawn. */
function StateTime({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (announcement.state === 'withdrawn' && announcement.withdrawn_at)
    return <>{t('announce.manage.withdrawn_at', { at: formatDateTime(announcement.withdrawn_at, language) })}</>;
  if (announcement.state === 'published')
    return <>{t('announce.manage.published_at', { at: formatDateTime(announcement.published_at ?? announcement.publish_at, language) })}</>;
  return <>{t('announce.manage.publishes_at', { at: formatDateTime(announcement.publish_at, language) })}</>;
}

/** `/kokopelli/notification-manage` (docs/product/screens-and-routes.md): the operator's announcements and a form for a new one. */
export function AnnouncementManagePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('announce.manage.title'));
  const { params, update } = useAddressParams((search) => ({ page: pageFrom(search) }));
  const query = useAnnouncementList({ page: params.page, per_page: PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  const [saved, setSaved] = useState<Announcement | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const { data, isPending, isError, isPlaceholderData } = query;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('announce.manage.title')}
        lead={t('announce.manage.lead')}
        actions={
          <Button leftSection={<PlusIcon size={16} />} onClick={() => setCreating(true)} data-testid="announcement-new">
            {t('announce.manage.new')}
          </Button>
        }
      />
      {saved && (
        <Alert color="teal" role="status" withCloseButton closeButtonLabel={t('app.dismiss')} onClose={() => setSaved(null)} data-testid="announcement-saved">
          <Text size="sm">
            {announcementSavedMessage(t, saved, language)}{' '}
            <Anchor component={Link} to={paths.kokopelli.notificationDetail.getHref(saved.notification_group_id)}>
              {localizedTitle(saved, language)}
            </Anchor>
          </Text>
        </Alert>
      )}

      {isError && !data ? (
        <Alert color="red" role="alert" data-testid="announcement-list-failed">
          {t('announce.manage.failed')}
        </Alert>
      ) : isPending || !data ? (
        <Group justify="center" p="xl">
          <Loader aria-label={t('app.loading')} />
        </Group>
      ) : data.items.length === 0 && params.page === 1 ? (
        <Text data-testid="announcement-list-empty">{t('announce.manage.empty')}</Text>
      ) : (
        <Stack gap="sm" aria-busy={isPlaceholderData}>
          <Text id={TABLE_CAPTION_ID} fw={600} size="lg" component="h2">
            {t('announce.manage.list_label')}
          </Text>
          <Table.ScrollContainer minWidth={760} type="native" tabIndex={0} role="region" aria-labelledby={TABLE_CAPTION_ID}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={TABLE_CAPTION_ID} data-testid="announcement-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('announce.form.texts_legend')}</Table.Th>
                  <Table.Th scope="col">{t('announce.detail.state')}</Table.Th>
                  <Table.Th scope="col">{t('announce.detail.publish_at')}</Table.Th>
                  <Table.Th scope="col">{t('announce.audience.title')}</Table.Th>
                  <Table.Th scope="col">{t('announce.detail.read')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((item) => (
                  <Table.Tr key={item.notification_group_id} data-testid="announcement-row" data-id={item.notification_group_id}>
                    <Table.Td maw={320}>
                      <Anchor component={Link} to={paths.kokopelli.notificationDetail.getHref(item.notification_group_id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {localizedTitle(item, language)}
                      </Anchor>
                    </Table.Td>
                    {/* The state's word whole: the cell never narrows below its badge. */}
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <AnnouncementStateBadge state={item.state} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        <StateTime announcement={item} />
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{audienceSummary(item.audience, t)}</Text>
                    </Table.Td>
                    <Table.Td data-testid="announcement-read-count">
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {item.state === 'scheduled'
                          ? '—'
                          : t('announce.manage.read_count', { read: formatNumber(item.read_count, language), total: formatNumber(item.audience_count, language) })}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPages data={{ ...data, page: params.page, per_page: PAGE_SIZE }} onPageChange={(page) => update({ page })} />
        </Stack>
      )}

      <AnnouncementFormModal
        opened={creating}
        title={t('announce.form.create_title')}
        fullScreen={phone}
        onClose={() => setCreating(false)}
        onDone={(announcement) => {
          setCreating(false);
          setSaved(announcement);
          update({ page: 1 });
        }}
      />
    </Stack>
  );
}
