import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../db/client.ts';

/** The channel that tells every server whose unread counts changed (like chat-bus.ts's, for the inbox). */
export const INBOX_CHANNEL = 'bizmatch_inbox';

/** A notice: the users whose notifications changed. */
export const inboxNoticeSchema = z.object({ u: z.array(z.uuid()).max(1000) });
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

export interface InboxBus {
  /** Starts delivering notices; `onResync` after the connection to the database was lost and is back (notices may have been missed). */
  listen(handler: (notice: InboxNotice) => void, onResync: () => void): Promise<void>;
  close(): Promise<void>;
}

/** The listening side (PostgreSQL LISTEN on a connection of its own, or PGlite's in-process LISTEN), as chat-bus.ts. */
export function inboxBusFor(database: Pick<DatabaseHandle, 'listen'>, onBadNotice: (payload: string) => void = () => undefined): InboxBus {
  let stop: (() => Promise<void>) | null = null;
  return {
    async listen(handler, onResync) {
      stop = await database.listen(
        INBOX_CHANNEL,
        (payload) => {
          let parsed: ReturnType<typeof inboxNoticeSchema.safeParse>;
          try {
            parsed = inboxNoticeSchema.safeParse(JSON.parse(payload));
          } catch {
            return onBadNotice(payload);
          }
          if (parsed.success) handler(parsed.data);
          else onBadNotice(payload);
        },
        onResync,
      );
    },
    async close() {
      const s = stop;
      stop = null;
      await s?.();
    },
  };
}
