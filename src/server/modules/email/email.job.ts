import type { JobContext } from '../../job-context.ts';
import { emailConfigFrom, newMessageId } from './email-config.ts';
import { EmailRepository, type NotificationRow } from './email.repository.ts';
import { digestMail } from './email-text.ts';
import { transportFor } from './email-transport.ts';

/** The e-mail jobs record no event: they need no event log (a separate sender process runs `sendOutbox` without an app). */
export type MailJobContext = Omit<JobContext, 'events'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back a digest reaches: a user who turns the digest on is not sent months of old notices. */
const DIGEST_REACH_MS = 7 * DAY_MS;
export const SEND_BATCH = 20;
export const CLAIM_MS = 2 * 60 * 1000;
export const MAX_ATTEMPTS = 8;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** The latest digest time at or before `now`: today at DIGEST_HOUR_UTC, or yesterday's if that is still ahead. */
export function digestTime(now: Date, hourUtc: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc);
  return new Date(today <= now.getTime() ? today : today - DAY_MS);
}

/** The wait before attempt `attempts + 1`: 1 min after the first failure, doubling, at most 1 h. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * The daily digest (decision 021): once the day's DIGEST_HOUR_UTC has come, each user with a group
 * set to `daily` gets one e-mail listing that group's notifications not e-mailed yet and created
 * before that time. The row (`digest:{user}:{day}`) and the notifications' `emailed_at` are written
 * in one transaction; on several servers the unique key lets only the first write it.
 */
export async function queueDailyDigests(ctx: MailJobContext): Promise<void> {
  const now = ctx.now();
  const cutoff = digestTime(now, ctx.env.DIGEST_HOUR_UTC);
  const day = cutoff.toISOString().slice(0, 10);
  const pending = await new EmailRepository(ctx.db).digestable(new Date(cutoff.getTime() - DIGEST_REACH_MS), cutoff);
  if (pending.length === 0) return;
  const byUser = new Map<string, NotificationRow[]>();
  for (const n of pending) byUser.set(n.userId, [...(byUser.get(n.userId) ?? []), n]);
  const config = emailConfigFrom(ctx.env);
  const repo = new EmailRepository(ctx.db);
  const recipients = await repo.recipients([...byUser.keys()]);
  const announcements = await repo.announcements([
    ...new Set(pending.filter((n) => n.subjectType === 'notification_group').map((n) => n.subjectId)),
  ]);
  for (const reader of recipients) {
    const items = byUser.get(reader.userId)!.filter((n) => reader.settings[n.group] === 'daily');
    if (!reader.email || items.length === 0) continue;
    const mail = digestMail(
      config.publicUrl,
      reader,
      day,
      items.map((n) => ({ n, announcement: n.subjectType === 'notification_group' ? (announcements.get(n.subjectId) ?? null) : null })),
    );
    await ctx.db.transaction(async (tx) => {
      const txRepo = new EmailRepository(tx);
      const [row] = await txRepo.queue([
        {
          userId: reader.userId,
          toAddress: reader.email!,
          language: reader.language,
          subject: mail.subject,
          body: mail.body,
          dedupeKey: `digest:${reader.userId}:${day}`,
          messageId: newMessageId(`d${day.replaceAll('-', '')}.${items[0]!.id}`, config.messageIdHost),
          status: config.sending ? 'pending' : 'kept',
          createdAt: now,
          nextAttemptAt: now,
        },
      ]);
      if (row) await txRepo.markEmailed(items.map((n) => n.id), now);
    });
  }
}

export interface SendOptions {
  /**
   * Stops the sender as a crash would: after the message in flight it marks nothing more (that
   * message and the rest of its batch stay claimed until the claim runs out; then any sender
   * takes them again).
   */
  signal?: AbortSignal;
}

/**
 * Sends due outbox rows through SMTP_URL (decision 021). Without it, rows waiting to be sent are
 * `kept` for the operator to read. With it: claim a batch (FOR UPDATE SKIP LOCKED, so servers take
 * different rows; `sending` for two minutes, one more attempt), commit, send each with its fixed
 * Message-ID, mark it `sent`; a failure waits (1 min doubling to 1 h) and after MAX_ATTEMPTS is
 * `failed`. A message abandoned mid-send (a crash) goes again once its claim has run out: only
 * one the SMTP server had not confirmed, except in the instant between its confirmation and
 * the row's update.
 */
export async function sendOutbox(ctx: MailJobContext, options: SendOptions = {}): Promise<void> {
  const repo = new EmailRepository(ctx.db);
  if (!ctx.env.SMTP_URL) {
    await repo.keepUnsent(ctx.now());
    return;
  }
  const transport = transportFor(ctx.env.SMTP_URL);
  await repo.failAbandoned(ctx.now(), MAX_ATTEMPTS);
  for (;;) {
    if (options.signal?.aborted) return;
    const now = ctx.now();
    const claimed = await ctx.db.transaction((tx) =>
      new EmailRepository(tx).claimDue(now, new Date(now.getTime() + CLAIM_MS), MAX_ATTEMPTS, SEND_BATCH),
    );
    if (claimed.length === 0) return;
    for (const row of claimed) {
      if (options.signal?.aborted) return;
      let error: unknown = null;
      try {
        await transport.sendMail({
          from: ctx.env.MAIL_FROM,
          to: row.toAddress,
          subject: row.subject,
          text: row.body,
          messageId: row.messageId,
          date: row.createdAt,
        });
      } catch (err) {
        error = err;
      }
      if (options.signal?.aborted) return;
      if (!error) {
        await repo.markSent(row.id, ctx.now());
        continue;
      }
      const retryAt = row.attempts >= MAX_ATTEMPTS ? null : new Date(ctx.now().getTime() + backoffMs(row.attempts));
      await repo.markAttemptFailed(row.id, describe(error), retryAt);
      ctx.log.warn({ outboxId: row.id, attempts: row.attempts, error: describe(error) }, 'e-mail: sending failed');
    }
    if (claimed.length < SEND_BATCH) return;
  }
}

/** The SMTP answer or error code, never the connection URL (it may hold a password). */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return 'unknown error';
  const e = err as Error & { code?: string; responseCode?: number; response?: string };
  const text = e.response ?? e.message;
  return [e.code, e.responseCode, text].filter(Boolean).join(' ').replace(/\w+:\/\/[^\s@]*@/g, '***@').slice(0, 500);
}
