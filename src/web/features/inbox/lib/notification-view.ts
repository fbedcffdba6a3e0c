import type { Language } from '../../../../shared/enums.ts';
import { translations } from '../../../../shared/i18n/index.ts';
import { notificationText } from '../../../../shared/notification-text.ts';
import type { Notification } from '../../../../shared/schemas/notifications.ts';
import { formatDate } from '../../../lib/format.ts';

/**
 * What a notification shows: its sentence in the reader's language (the same rendering as the
 * e-mails, src/shared/notification-text.ts), and for an announcement its title and body.
 */
export function notificationView(notification: Notification, language: Language): { text: string; body: string | null } {
  const text = notificationText(translations[language].notify, notification, (iso) => formatDate(iso, language, { dateStyle: 'medium' }));
  const body = notification.group === 'announcement' ? (notification.params.body ?? null) : null;
  return { text, body };
}
