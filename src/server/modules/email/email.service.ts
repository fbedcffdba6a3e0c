import type { EmailSettings, OutboxMessage } from '../../../shared/schemas/notifications.ts';
import type { Database } from '../../db/client.ts';
import type { EventLog } from '../events/events.service.ts';
import type { Viewer } from '../session/session.service.ts';
import { enforce } from '../../lib/policy.ts';
import { decide, outboxVisibleTo } from './email.policy.ts';
import { EmailRepository, type OutboxRow } from './email.repository.ts';

/** A user's e-mail choices, and the operator's view of the outbox (decision 021). */
export class EmailService {
  private readonly db: Database;
  private readonly now: () => Date;
  private readonly events: EventLog;

  constructor(db: Database, events: EventLog, now: () => Date) {
    this.db = db;
    this.events = events;
    this.now = now;
  }

  /** The viewer's own choices; every group off until they choose. */
  settings(viewer: Viewer): Promise<EmailSettings> {
    enforce(decide(viewer, 'view_settings', { userId: viewer.user.id }));
    return new EmailRepository(this.db).settings(viewer.user.id);
  }

  /** Saves the viewer's own choices (a change is an event of the user); answers them. */
  async saveSettings(viewer: Viewer, value: EmailSettings): Promise<EmailSettings> {
    enforce(decide(viewer, 'change_settings', { userId: viewer.user.id }));
    return this.db.transaction(async (tx) => {
      const repo = new EmailRepository(tx);
      const before = await repo.settings(viewer.user.id);
      if (before.offer === value.offer && before.negotiation === value.negotiation && before.announcement === value.announcement) {
        return before;
      }
      await repo.saveSettings(viewer.user.id, value, this.now());
      await this.events.record(tx, viewer, { type: 'user', id: viewer.user.id }, 'email_settings_changed', { payload: { before, after: value } });
      return repo.settings(viewer.user.id);
    });
  }

  /** Every e-mail the viewer may see (the operator: all), newest first. */
  async outbox(viewer: Viewer, page: number, perPage: number): Promise<{ items: OutboxMessage[]; total: number }> {
    enforce(decide(viewer, 'view_outbox'));
    const { rows, total } = await new EmailRepository(this.db).page(outboxVisibleTo(viewer), (page - 1) * perPage, perPage);
    return { items: rows.map(presentOutboxMessage), total };
  }
}

export function presentOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: String(row.id),
    to: row.toAddress,
    language: row.language,
    subject: row.subject,
    body: row.body,
    status: row.status,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    last_error: row.lastError,
  };
}
