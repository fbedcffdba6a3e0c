import { CHAT_ATTACHMENT_TYPES, type ChatMessage, type ChatReceipt } from '../../../../shared/schemas/chat.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { dateTimeFormat } from '../../../lib/format.ts';

/**
 * The messages of a room as the page shows them: history pages and live messages merged once, in
 * `seq` order, cut into days of the reader's time zone, with the unread marker and the read
 * receipts placed. Pure, so it is tested without a browser.
 */

/** Every message once, in `seq` order: history pages and the socket's messages overlap at their seams. */
export function mergeMessages(...lists: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const bySeq = new Map<number, ChatMessage>();
  for (const list of lists) for (const message of list) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The calendar day of an instant in a time zone (the reader's when none is given), as "2025-04-01". */
export function dayKey(at: string, timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD; only the parts are used, never shown.
  const parts = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export type TimelineItem =
  | { kind: 'day'; key: string; at: string }
  | { kind: 'unread'; key: string }
  | { kind: 'message'; key: string; message: ChatMessage; own: boolean; readBy: ChatReceipt[] };

export interface TimelineOptions {
  /** The reader's user id: their messages are their own. */
  me: string;
  /** How far the reader had read when the page opened: the "new messages" line goes before the first later message of someone else. */
  unreadAfter: number | null;
  /** The other side's read receipts, each shown under the last loaded message it covers that its reader did not write. */
  receipts: readonly ChatReceipt[];
  timeZone?: string;
}

export function buildTimeline(messages: readonly ChatMessage[], { me, unreadAfter, receipts, timeZone }: TimelineOptions): TimelineItem[] {
  const readBy = new Map<number, ChatReceipt[]>();
  for (const receipt of receipts) {
    // Under the last loaded message it covers that someone else wrote (a reader's own messages say
    // nothing about what they have read); nowhere when it covers only unloaded, older ones.
    const seq = lastCovered(messages, receipt);
    if (seq > 0) readBy.set(seq, [...(readBy.get(seq) ?? []), receipt]);
  }
  const items: TimelineItem[] = [];
  let day = '';
  let unreadPlaced = unreadAfter === null;
  for (const message of messages) {
    const own = message.sender.user_id === me;
    const key = dayKey(message.created_at, timeZone);
    if (key !== day) {
      day = key;
      items.push({ kind: 'day', key: `day-${key}`, at: message.created_at });
    }
    if (!unreadPlaced && !own && unreadAfter !== null && message.seq > unreadAfter) {
      unreadPlaced = true;
      items.push({ kind: 'unread', key: 'unread' });
    }
    items.push({ kind: 'message', key: `m-${message.seq}`, message, own, readBy: readBy.get(message.seq) ?? [] });
  }
  return items;
}

/** The highest loaded seq the receipt covers of a message its reader did not write, or 0. */
function lastCovered(messages: readonly ChatMessage[], receipt: ChatReceipt): number {
  let last = 0;
  for (const message of messages)
    if (message.seq <= receipt.last_read_seq && message.seq > last && message.sender.user_id !== receipt.user_id) last = message.seq;
  return last;
}

export type AttachmentRefusal = 'type' | 'size';

/**
 * Why the browser refuses a file before uploading it. The server decides by the content; a file
 * whose type the browser does not know (an empty `type`) is left to it.
 */
export function refuseAttachment(file: { type: string; size: number }): AttachmentRefusal | null {
  if (file.type !== '' && !(CHAT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > LIMITS.chatAttachmentBytes) return 'size';
  return null;
}

/** A file's size in KB (under a megabyte) or MB, one decimal at most. */
export function fileSize(bytes: number): { unit: 'kb' | 'mb'; value: number } {
  if (bytes < 1024 * 1024) return { unit: 'kb', value: Math.max(1, Math.round(bytes / 1024)) };
  return { unit: 'mb', value: Math.round((bytes / (1024 * 1024)) * 10) / 10 };
}
