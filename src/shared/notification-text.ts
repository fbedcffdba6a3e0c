import type { Language } from './enum-values.ts';
import type { Translation } from './i18n/en.ts';
import { readableNameText } from './localized-name.ts';
import type { NotificationParams } from './schemas/notifications.ts';

/** The `notify` section of one language (src/shared/i18n/sections/notify.*.ts). */
export type NotifySection = Translation['notify'];

/** The key of a kind's text in `notify.kinds`: the kind with `_` for `.` (`offer.approve` → `offer_approve`). */
export const notificationTextKey = (kind: string): string => kind.replaceAll('.', '_');

/**
 * The text key for a notice: its kind's, and for a chat room's notice (one per room while unread,
 * docs/decisions/035-chat-notifications-and-touch-composer.md) the variant by whether it names the
 * latest sender (with the excerpt) and whether it stands for more than one message.
 */
export function notificationTextKeyFor(kind: string, params: NotificationParams): string {
  const key = notificationTextKey(kind);
  if (key !== 'chat_message') return key;
  return `${key}${params.sender ? '_from' : ''}${(params.count ?? 1) > 1 ? '_many' : ''}`;
}

/** Replaces every `{{name}}` by the value (an unknown name or a missing value by nothing). */
export function interpolate(template: string, values: Readonly<Record<string, string | undefined>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => (Object.hasOwn(values, key) ? (values[key] ?? '') : ''));
}

/**
 * A notification's sentence in one language: the kind's text of `notify.kinds` with the
 * notice's params, `due_at` shown by `formatDate` (the reader's date format). A kind this version
 * does not know reads `notify.unknown`. The browser passes its language's section, the e-mail
 * renderer the reader's; both get the same sentence. With the reader's language, a chat sender's
 * name is shown as that reader can read it.
 */
export function renderNotification(
  section: NotifySection,
  kind: string,
  params: NotificationParams,
  formatDate: (iso: string) => string = (iso) => iso.slice(0, 10),
  language?: Language,
): string {
  const kinds: Readonly<Record<string, string>> = section.kinds;
  const key = notificationTextKeyFor(kind, params);
  const template = Object.hasOwn(kinds, key) ? kinds[key]! : section.unknown;
  const { due_at, count, sender, sender_en, ...rest } = params;
  // A sender's name as the reader can read it (shared/localized-name.ts): the English one beside a name in another script.
  const senderText = sender && language ? readableNameText(sender, sender_en, language) : sender;
  return interpolate(template, {
    ...rest,
    ...(senderText === undefined ? {} : { sender: senderText }),
    ...(count === undefined ? {} : { count: String(count) }),
    ...(due_at ? { due_at: formatDate(due_at) } : {}),
  });
}

/** `renderNotification` for a notice object as the API sends it. */
export const notificationText = (
  section: NotifySection,
  n: { kind: string; params: NotificationParams },
  formatDate?: (iso: string) => string,
  language?: Language,
): string => renderNotification(section, n.kind, n.params, formatDate, language);
