import { sql } from 'drizzle-orm';
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
 * Tells every server process, at commit, that these users' notifications changed, so each pushes
 * the new unread counts to those users' sockets (notifications.socket.ts). PostgreSQL limits a
 * payload to 8,000 bytes: a long list goes out in several notices.
 */
export async function notifyInbox(tx: Database, userIds: readonly string[]): Promise<void> {
  const perNotice = 150; // 150 UUIDs ≈ 5.9 kB of JSON
  for (let i = 0; i < userIds.length; i += perNotice) {
    await tx.execute(sql`select pg_notify(${INBOX_CHANNEL}, ${JSON.stringify({ u: userIds.slice(i, i + perNotice) })})`);
  }
}

/** Tells every server process, at commit, that a negotiation changed (any of its events). */
export async function notifyNegotiationChanged(tx: Database, negotiationId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${INBOX_CHANNEL}, ${JSON.stringify({ n: negotiationId })})`);
}

export type InboxBus = NoticeBus<InboxNotice>;

export function inboxBusFor(database: Pick<DatabaseHandle, 'listen'>, onBadNotice?: (payload: string) => void): InboxBus {
  return noticeBusFor(database, INBOX_CHANNEL, inboxNoticeSchema, onBadNotice);
}
