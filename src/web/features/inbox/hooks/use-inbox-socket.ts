import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createInboxSocket, inboxSocketUrl } from '../api/inbox-socket.ts';
import { newsKeys } from '../api/get-news.ts';
import { notificationListKeys } from '../api/get-notifications.ts';
import { todoKeys } from '../api/get-todo.ts';
import { unreadCountsKey } from '../api/get-unread-counts.ts';
import { negotiationChanges } from '../../../lib/live-changes.ts';
import { InboxConnection } from '../../../../shared/inbox-connection.ts';

/**
 * The inbox's live side, mounted once by each role's layout: the socket's `unread`
 * frames become the bell's counts, and the notification, to-do and news lists are asked again,
 * since whatever changed the counts may have changed them; a negotiation's change notice goes to
 * its open pages (lib/live-changes.ts). Offline and online events drop the
 * socket and retry at once. When the server ends it for good (4401, session over), the counts are
 * asked over HTTP, so the api client's one session rule sends the browser to sign-in.
 */
export function useInboxSocket(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refreshLists = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationListKeys.all }),
        queryClient.invalidateQueries({ queryKey: todoKeys.all }),
        queryClient.invalidateQueries({ queryKey: newsKeys.all }),
      ]);
    const connection = new InboxConnection({
      url: inboxSocketUrl(),
      createSocket: createInboxSocket,
      onUnread: (unread) => {
        queryClient.setQueryData(unreadCountsKey, unread);
        void refreshLists();
      },
      onNegotiation: (tradingId) => negotiationChanges.publish(tradingId),
      onReconnected: () => {
        void refreshLists();
        negotiationChanges.publish(null);
      },
      onEnded: (reason) => {
        if (reason === 'unauthenticated') void queryClient.invalidateQueries({ queryKey: unreadCountsKey });
      },
    });
    const goOffline = () => connection.drop();
    const goOnline = () => connection.retryNow();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    connection.start();
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      connection.stop();
    };
  }, [queryClient]);
}
