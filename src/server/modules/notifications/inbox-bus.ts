import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { noticeBusFor, type NoticeBus } from '../../lib/notice-bus.ts';

/** The channel that tells every server whose unread counts changed (like chat-bus.ts's, for the inbox). */
export const INBOX_CHANNEL = 'bizmatch_inbox';

/**
 * A notice: the users whose notifications changed (`u`), or a negotiation that changed (`n`: every
 * socket whose viewer may see it is told, so its open detail pages fetch it again; decision 034).
 */
export const inboxNoticeSchema = z.union([z.object({ u: z.array(z.uuid()).max(1000) }).strict(), z.object({ n: z.uuid() }).strict()]);
export type InboxNotice = z.infer<typeof inboxNoticeSchema>;

/**
 * The notices that tell every server process, at commit, that these users' notifications changed,
 * so each pushes the new unread counts to those users' sockets (notifications.socket.ts), as
 * `pg_notify` calls. PostgreSQL limits a payload to 8,000 bytes: a long list makes several. A
 * statement that writes notifications may carry the first as a column it returns (the projector's,
 * decision 052: one statement fewer a chat message); PostgreSQL sends one notice however many rows
 * return it, as identical notices of a transaction are delivered once.
 */
export function inboxNotices(userIds: readonly string[]): SQL[] {
  const perNotice = 150; // 150 UUIDs ≈ 5.9 kB of JSON
  const notices: SQL[] = [];
  for (let i = 0; i < userIds.length; i += perNotice) {
    notices.push(sql`pg_notify(${INBOX_CHANNEL}, ${JSON.stringify({ u: userIds.slice(i, i + perNotice) })})`);
  }
  return notices;
}

/** Sends `inboxNotices(userIds)` (one statement each). */
export async function notifyInbox(tx: Database, userIds: readonly string[]): Promise<void> {
  for (const notice of inboxNotices(userIds)) await tx.execute(sql`select ${notice}`);
}

/** Tells every server process, at commit, that a negotiation changed (any of its events). */
export async function notifyNegotiationChanged(tx: Database, negotiationId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${INBOX_CHANNEL}, ${JSON.stringify({ n: negotiationId })})`);
}

export type InboxBus = NoticeBus<InboxNotice>;

export function inboxBusFor(database: Pick<DatabaseHandle, 'listen'>, onBadNotice?: (payload: string) => void): InboxBus {
  return noticeBusFor(database, INBOX_CHANNEL, inboxNoticeSchema, onBadNotice);
}
