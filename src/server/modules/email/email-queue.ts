import type { Database } from '../../db/client.ts';
import type { StoredNotification } from '../notifications/notifications.repository.ts';
import type { NoticesWritten } from '../notifications/projector.ts';
import { newMessageId, type EmailConfig } from './email-config.ts';
import { EmailRepository, type NewOutboxRow } from './email.repository.ts';
import { immediateMail } from './email-text.ts';

/**
 * Queues one e-mail for each new notification whose user chose "immediately" for its group and has
 * an e-mail address, in the transaction that wrote the notification (subscribed to the projector by `buildApp`: `immediateEmails`):
 * subject and body in the user's language, the link made absolute, a footer pointing to the
 * settings. `notification:{id}` makes it one row however often this runs; the notification is
 * marked e-mailed so no digest repeats it.
 */
export async function queueImmediateEmails(tx: Database, rows: StoredNotification[], config: EmailConfig): Promise<void> {
  if (rows.length === 0) return;
  const repo = new EmailRepository(tx);
  const recipients = new Map((await repo.recipients([...new Set(rows.map((r) => r.userId))])).map((r) => [r.userId, r]));
  const due = rows.filter((n) => {
    const r = recipients.get(n.userId);
    return r?.email && r.settings[n.group] === 'immediate';
  });
  if (due.length === 0) return;
  const announcements = await repo.announcements([
    ...new Set(due.filter((n) => n.subjectType === 'notification_group').map((n) => n.subjectId)),
  ]);
  const outbox: NewOutboxRow[] = due.map((n) => {
    const reader = recipients.get(n.userId)!;
    const announcement = n.subjectType === 'notification_group' ? (announcements.get(n.subjectId) ?? null) : null;
    const mail = immediateMail(config.publicUrl, reader, n, announcement);
    return {
      userId: n.userId,
      toAddress: reader.email!,
      language: reader.language,
      subject: mail.subject,
      body: mail.body,
      dedupeKey: `notification:${n.id}`,
      messageId: newMessageId(`n${n.id}`, config.messageIdHost),
      status: config.sending ? 'pending' : 'kept',
      createdAt: n.createdAt,
      nextAttemptAt: n.createdAt,
    };
  });
  await repo.queue(outbox);
  await repo.markEmailed(
    due.map((n) => n.id),
    due[0]!.createdAt,
  );
}

/** `queueImmediateEmails` with the app's configuration, for the projector to call with the notifications it wrote. */
export function immediateEmails(config: EmailConfig): NoticesWritten {
  return (tx, rows) => queueImmediateEmails(tx, rows, config);
}
