import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '../../../../shared/schemas/notifications.ts';
import { pagedListClasses } from '../../../components/paged-list.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { notificationView } from '../lib/notification-view.ts';
import { AnnouncementDisclosure } from './announcement-disclosure.tsx';

interface Props {
  notification: Notification;
  /** Marks it read (opening its link, or an announcement's text, does so too). */
  onMarkRead: (id: string) => void;
  /** A shorter card (the home's summary): the body on two lines, no "mark read" button. */
  compact?: boolean;
}

/** One notification: its text (a link to its page), when, unread or not, and "mark read". */
export function NotificationItem({ notification, onMarkRead, compact = false }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { text, body } = notificationView(notification, language);
  const unread = notification.read_at === null;
  const open = () => {
    if (unread) onMarkRead(notification.id);
  };
  return (
    <Card
      component="li"
      withBorder
      className={pagedListClasses.row}
      data-testid="notification-item"
      data-notification-id={notification.id}
      data-unread={unread}
      data-group={notification.group}
      style={unread ? { borderLeft: '4px solid var(--mantine-color-indigo-7)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            {unread && (
              <Badge size="sm" color="indigo" variant="filled" data-testid="notification-unread">
                {t('inbox.notifications.unread')}
              </Badge>
            )}
            <Badge size="sm" color="gray" variant="light">
              {t(`inbox.notifications.groups.${notification.group}`)}
            </Badge>
            <Text size="xs" c="dimmed" component="time" dateTime={notification.created_at}>
              {formatDateTime(notification.created_at, language)}
            </Text>
          </Group>
          {notification.group === 'announcement' ? (
            <AnnouncementDisclosure title={text} body={body ?? ''} unread={unread} onRead={open} compact={compact} />
          ) : notification.link ? (
            <Anchor component={Link} to={notification.link} onClick={open} fw={unread ? 700 : 500} className={pagedListClasses.title} data-testid="notification-text">
              {text}
            </Anchor>
          ) : (
            <Text fw={unread ? 700 : 500} className={pagedListClasses.title} data-testid="notification-text">
              {text}
            </Text>
          )}
        </Stack>
        {unread && !compact && (
          <Button size="compact-sm" variant="subtle" onClick={() => onMarkRead(notification.id)} aria-label={t('inbox.notifications.mark_read_of', { text })}>
            {t('inbox.notifications.mark_read')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
