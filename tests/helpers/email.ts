import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client.ts';
import { emailSettings, events } from '../../src/server/db/schema/index.ts';
import type { Env } from '../../src/server/env.ts';
import type { JobContext } from '../../src/server/job-context.ts';
import { emailConfigFrom } from '../../src/server/modules/email/email-config.ts';
import { queueImmediateEmails } from '../../src/server/modules/email/email-queue.ts';
import { NotificationRepository, type StoredNotification } from '../../src/server/modules/notifications/notifications.repository.ts';
import type { EmailSettings, NotificationGroup, NotificationParams } from '../../src/shared/schemas/notifications.ts';
import { appOn } from './app.ts';

export interface TestNotice {
  group: NotificationGroup;
  kind: string;
  params?: NotificationParams;
  link?: string | null;
  subjectType?: string;
  subjectId?: string;
  createdAt?: Date;
}

/**
 * One event told to `userIds` exactly as the projector does it (src/server/modules/notifications/projector.ts):
 * in one transaction the event, one notification per user, then `queueImmediateEmails` with the rows written.
 */
export async function notifyUsers(db: Database, userIds: string[], notice: TestNotice): Promise<StoredNotification[]> {
  const subjectType = notice.subjectType ?? 'offer';
  const subjectId = notice.subjectId ?? randomUUID();
  const createdAt = notice.createdAt ?? new Date();
  return db.transaction(async (tx) => {
    const [event] = await tx
      .insert(events)
      .values({ subjectType, subjectId, action: notice.kind, occurredAt: createdAt })
      .returning();
    const rows = await new NotificationRepository(tx).insertMany(
      userIds.map((userId) => ({
        userId,
        eventId: event!.id,
        group: notice.group,
        kind: notice.kind,
        subjectType,
        subjectId,
        params: notice.params ?? {},
        link: notice.link ?? null,
        createdAt,
      })),
    );
    await queueImmediateEmails(tx, rows, emailConfigFrom(appOn(db).env));
    return rows;
  });
}

export async function setEmailSettings(db: Database, userId: string, value: Partial<EmailSettings>): Promise<void> {
  const row = { offer: 'off', negotiation: 'off', announcement: 'off', ...value } as const;
  await db.insert(emailSettings).values({ userId, ...row }).onConflictDoUpdate({ target: emailSettings.userId, set: row });
}

/** A job's context on the test app's database, with its own clock and env overrides. */
export function jobContext(app: FastifyInstance, now: () => Date, env: Partial<Env> = {}): JobContext {
  return { db: app.db, env: { ...app.env, ...env }, now, log: app.log, events: app.events };
}
