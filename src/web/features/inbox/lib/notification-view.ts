import type { Language } from '../../../../shared/enums.ts';
import { notificationText } from '../../../../shared/notification-text.ts';
import type { Notification } from '../../../../shared/schemas/notifications.ts';
import { formatDate } from '../../../lib/format.ts';
import { loadedTranslation } from '../../../lib/i18n.ts';

/**
 * What a notification shows: its sentence in the reader's language (the same rendering as the
 * e-mails, src/shared/notification-text.ts; the reader's language is the one loaded), and for an announcement its title and body.
 */
export function notificationView(notification: Notification, language: Language): { text: string; body: string | null } {
  const text = notificationText(loadedTranslation(language).notify, notification, (iso) => formatDate(iso, language, { dateStyle: 'medium' }), language);
  const body = notification.group === 'announcement' ? (notification.params.body ?? null) : null;
  return { text, body };
}
