import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { noticeBusFor, type NoticeBus } from '../../lib/notice-bus.ts';
import type { EventSubscriber } from '../events/events.service.ts';
import { NegotiationRepository } from '../negotiations/negotiations.repository.ts';

/**
 * The chat's fan-out between server processes (decision 020): PostgreSQL LISTEN/NOTIFY on
 * one channel, or PGlite's in-process LISTEN/NOTIFY, behind one interface. A notice names the room
 * and the number only; every process reads the message itself from the database, so a notice is
 * small, and a process that missed some (its listening connection dropped) loses nothing: it
 * re-reads every room it serves (`onResync`).
 */
export const CHAT_CHANNEL = 'bizmatch_chat';

export const chatNoticeSchema = z.object({
  /** The room: its negotiation's trading id. */
  r: z.uuid(),
  /** A new message (`s` its seq), a read receipt (`u` the reader, `s` how far), or the room closed. */
  k: z.enum(['message', 'receipt', 'closed']),
  s: z.number().int().nonnegative().optional(),
  u: z.uuid().optional(),
});
export type ChatNotice = z.infer<typeof chatNoticeSchema>;

/**
 * Announces a change to every process, inside the transaction that makes it: the notice is
 * delivered exactly when the change commits, and never for one rolled back.
 */
export async function notifyChat(tx: Database, notice: ChatNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(notice)})`);
}

/**
 * `notifyChat` for a new message as an expression of a larger statement (the send's one statement,
 * chat.repository.ts `storeMessage`): the seq is SQL over that statement's rows.
 */
export function messageNoticeSql(room: string, seq: SQL): SQL {
  return sql`pg_notify(${CHAT_CHANNEL}, json_build_object('r', ${room}::text, 'k', 'message', 's', ${seq})::text)`;
}

export type ChatBus = NoticeBus<ChatNotice>;

export function chatBusFor(database: Pick<DatabaseHandle, 'listen'>, onBadNotice?: (payload: string) => void): ChatBus {
  return noticeBusFor(database, CHAT_CHANNEL, chatNoticeSchema, onBadNotice);
}

/**
 * A subscriber of the event log (docs/decisions/038-events-publish-modules-subscribe.md): a
 * negotiation that ends (completed or canceled) closes its chat room, and once the room has opened
 * (the disclosure) every server tells its sockets in the room, at commit, that it is closed
 * (docs/product/negotiations.md; the negotiation service closes the room's record).
 */
export const chatRoomClosedNotices: EventSubscriber = async (tx, event) => {
  if (event.subjectType !== 'negotiation' || (event.toState !== 'completed' && event.toState !== 'canceled')) return;
  const negotiation = await new NegotiationRepository(tx).findState(event.subjectId);
  if (negotiation?.disclosedAt) await notifyChat(tx, { r: event.subjectId, k: 'closed' });
};
