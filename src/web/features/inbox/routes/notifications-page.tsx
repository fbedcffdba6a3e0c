import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { Alert, Button, Card, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_GROUPS, type Notification } from '../../../../shared/schemas/notifications.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useAddressParams } from '../../../lib/use-address-params.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useUnreadCounts } from '../api/get-unread-counts.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { NotificationItem } from '../components/notification-item.tsx';
import { INBOX_PER_PAGE, parseNotificationParams } from '../lib/inbox-list-params.ts';

const FILTER_LABEL_ID = 'notifications-filter-label';

/**
 * `/{area}/notifications`: the viewer's notifications, newest first, by group
 * (offer management, negotiation management, announcements) and unread only, paged; each opens its
 * page and is marked read then; "mark read" one by one or all of the group shown. The conditions
 * live in the address (decision 010).
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('inbox.notifications.title'));
  const { params, update } = useAddressParams(parseNotificationParams);
  const query = useNotifications({ page: params.page, per_page: INBOX_PER_PAGE, group: params.group, unread: params.unread });
  const counts = useUnreadCounts().data ?? query.data?.unread;
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const narrow = useMediaQuery('(max-width: 48em)');

  const groupLabel = (group: 'all' | Notification['group']) => {
    const label = t(`inbox.notifications.groups.${group}`);
    const count = counts ? (group === 'all' ? counts.total : counts[group]) : 0;
    return count > 0 ? `${label} (${formatNumber(count, language)})` : label;
  };
  const unreadHere = counts ? (params.group ? counts[params.group] : counts.total) : 0;
  const markAllLabel = params.group
    ? t('inbox.notifications.mark_all_read_group', { group: t(`inbox.notifications.groups.${params.group}`) })
    : t('inbox.notifications.mark_all_read');

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('inbox.notifications.title')}
        lead={t('inbox.notifications.lead')}
        actions={
          <Button variant="default" onClick={() => markAll.mutate(params.group)} disabled={unreadHere === 0} loading={markAll.isPending} data-testid="mark-all-read">
            {markAllLabel}
          </Button>
        }
      />
      <Card>
        <Stack gap="sm">
          <div role="group" aria-labelledby={FILTER_LABEL_ID}>
            <Text id={FILTER_LABEL_ID} size="sm" fw={600} mb={6}>
              {t('inbox.notifications.filter_label')}
            </Text>
            <SegmentedControl
              fullWidth
              orientation={narrow ? 'vertical' : 'horizontal'}
              value={params.group ?? 'all'}
              onChange={(value) => update({ group: value === 'all' ? undefined : (value as Notification['group']) })}
              data={(['all', ...NOTIFICATION_GROUPS] as const).map((group) => ({ value: group, label: groupLabel(group) }))}
              data-testid="notification-group-filter"
            />
          </div>
          <Switch
            label={t('inbox.notifications.unread_only')}
            checked={params.unread}
            onChange={(event) => update({ unread: event.currentTarget.checked || undefined })}
            data-testid="notification-unread-only"
          />
        </Stack>
      </Card>
      <div role="status" aria-live="polite">
        {(markRead.isError || markAll.isError) && (
          <Alert color="red" variant="light">
            {t('inbox.notifications.mark_failed')}
          </Alert>
        )}
      </div>
      <PagedList
        query={{
          data: query.data ? { ...query.data, page: params.page, per_page: INBOX_PER_PAGE } : undefined,
          isPending: query.isPending,
          isError: query.isError,
          isPlaceholderData: query.isPlaceholderData,
        }}
        onPageChange={(page) => update({ page })}
        label={t('inbox.notifications.list_label')}
        renderItem={(notification) => <NotificationItem key={notification.id} notification={notification} onMarkRead={(id) => markRead.mutate(id)} />}
        failedText={t('inbox.notifications.failed')}
        failedTestId="notifications-failed"
        emptyText={params.unread ? t('inbox.notifications.empty_unread') : t('inbox.notifications.empty')}
        emptyTestId="notifications-empty"
        hideSinglePage
      />
    </Stack>
  );
}
