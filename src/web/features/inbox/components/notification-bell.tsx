import { ActionIcon, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Role } from '../../../../shared/enums.ts';
import { paths } from '../../../../shared/paths.ts';
import { BellIcon } from '../../../components/icons.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useUnreadCounts } from '../api/get-unread-counts.ts';
import { useInboxSocket } from '../hooks/use-inbox-socket.ts';

/**
 * The header's bell: a link to the notification list whose accessible name carries the
 * unread count ("Notifications, 3 unread"); the visible count badge is decoration for that name.
 */
export function NotificationBell({ role }: { role: Role }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const unread = useUnreadCounts();
  const total = unread.data?.total ?? 0;
  const label = total > 0 ? t('inbox.bell.label_unread', { count: total }) : t('inbox.bell.label');
  return (
    // The count sits beside the link, not in it: the link's name already says it, in words.
    <Box pos="relative" style={{ display: 'inline-flex' }}>
      <ActionIcon
        component={Link}
        to={paths.area.notifications.getHref(role)}
        variant="subtle"
        size="lg"
        radius="xl"
        aria-label={label}
        title={label}
        data-testid="notification-bell"
        data-unread={total}
      >
        <BellIcon size={22} />
      </ActionIcon>
      {total > 0 && (
        <Box
          component="span"
          aria-hidden="true"
          data-testid="notification-bell-count"
          pos="absolute"
          top={-4}
          right={-6}
          miw={18}
          h={18}
          px={4}
          bg="red.9"
          c="white"
          fz={11}
          fw={700}
          lh="18px"
          ta="center"
          style={{ borderRadius: 9, pointerEvents: 'none' }}
        >
          {total > 99 ? '99+' : formatNumber(total, language)}
        </Box>
      )}
    </Box>
  );
}

/** Opens the inbox socket for the page's life; rendered once by each role's layout. */
export function InboxLive() {
  useInboxSocket();
  return null;
}
