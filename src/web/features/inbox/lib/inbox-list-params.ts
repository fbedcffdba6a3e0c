import { NOTIFICATION_GROUPS, type NotificationGroup } from '../../../../shared/schemas/notifications.ts';

export const INBOX_PER_PAGE = 20;

const positive = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
};

/** The notification list's conditions as the address holds them (`?group=offer&unread=true&page=2`); anything else reads as the default. */
export function parseNotificationParams(search: URLSearchParams): { page: number; group: NotificationGroup | undefined; unread: boolean } {
  const group = search.get('group');
  return {
    page: positive(search.get('page')),
    group: (NOTIFICATION_GROUPS as readonly string[]).includes(group ?? '') ? (group as NotificationGroup) : undefined,
    unread: search.get('unread') === 'true',
  };
}

/** A plain list's page (`?page=2`). */
export const parsePageParams = (search: URLSearchParams): { page: number } => ({ page: positive(search.get('page')) });
