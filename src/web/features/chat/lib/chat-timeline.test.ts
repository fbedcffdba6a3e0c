import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatReceipt } from '../../../../shared/schemas/chat.ts';
import { buildTimeline, dayKey, fileSize, mergeMessages, refuseAttachment } from './chat-timeline.ts';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

const message = (seq: number, from: string, at: string): ChatMessage => ({
  seq,
  client_id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  sender: { user_id: from, name: from === ME ? 'Tanaka' : 'Somchai', organisation_name: 'Org', side: from === ME ? 'applicant' : 'offer_company' },
  body: `message ${seq}`,
  attachment: null,
  created_at: at,
});

const receipt = (lastRead: number): ChatReceipt => ({ user_id: OTHER, name: 'Somchai', organisation_name: 'Org', side: 'offer_company', last_read_seq: lastRead });

const kinds = (items: ReturnType<typeof buildTimeline>) => items.map((item) => (item.kind === 'message' ? item.message.seq : item.kind));

describe('mergeMessages', () => {
  it('keeps each seq once, in order, whichever list it came from', () => {
    const a = [message(1, ME, '2025-04-01T01:00:00Z'), message(2, OTHER, '2025-04-01T02:00:00Z')];
    const b = [message(2, OTHER, '2025-04-01T02:00:00Z'), message(3, ME, '2025-04-01T03:00:00Z')];
    expect(mergeMessages(b, a).map((m) => m.seq)).toEqual([1, 2, 3]);
  });
});

describe('dayKey', () => {
  it('cuts days in the given time zone: 23:30 UTC is the next day in Tokyo and Bangkok', () => {
    expect(dayKey('2025-04-01T23:30:00Z', 'UTC')).toBe('2025-04-01');
    expect(dayKey('2025-04-01T23:30:00Z', 'Asia/Tokyo')).toBe('2025-04-02');
    expect(dayKey('2025-04-01T16:30:00Z', 'Asia/Bangkok')).toBe('2025-04-01');
    expect(dayKey('2025-04-01T17:30:00Z', 'Asia/Bangkok')).toBe('2025-04-02');
  });
});

describe('buildTimeline', () => {
  const messages = [
    message(1, OTHER, '2025-04-01T10:00:00Z'),
    message(2, ME, '2025-04-01T16:00:00Z'),
    message(3, ME, '2025-04-02T01:00:00Z'),
    message(4, OTHER, '2025-04-02T02:00:00Z'),
    message(5, OTHER, '2025-04-02T03:00:00Z'),
  ];

  it('puts a day line before each new day of the time zone and marks the reader\'s own messages', () => {
    const items = buildTimeline(messages, { me: ME, unreadAfter: null, receipts: [], timeZone: 'UTC' });
    expect(kinds(items)).toEqual(['day', 1, 2, 'day', 3, 4, 5]);
    expect(items.filter((item) => item.kind === 'message' && item.own).map((item) => item.kind === 'message' && item.message.seq)).toEqual([2, 3]);
    // In Tokyo (UTC+9) the 16:00 UTC message is already the second day.
    expect(kinds(buildTimeline(messages, { me: ME, unreadAfter: null, receipts: [], timeZone: 'Asia/Tokyo' }))).toEqual(['day', 1, 'day', 2, 3, 4, 5]);
  });

  it('draws the new-messages line before the first later message of someone else, once', () => {
    expect(kinds(buildTimeline(messages, { me: ME, unreadAfter: 1, receipts: [], timeZone: 'UTC' }))).toEqual(['day', 1, 2, 'day', 3, 'unread', 4, 5]);
    expect(kinds(buildTimeline(messages, { me: ME, unreadAfter: 0, receipts: [], timeZone: 'UTC' }))).toEqual(['day', 'unread', 1, 2, 'day', 3, 4, 5]);
    expect(kinds(buildTimeline(messages, { me: ME, unreadAfter: 5, receipts: [], timeZone: 'UTC' }))).not.toContain('unread');
  });

  it('shows a receipt under the last loaded message it covers that its reader did not write, and nowhere when it covers none', () => {
    const readBy = (lastRead: number, loaded = messages) =>
      buildTimeline(loaded, { me: ME, unreadAfter: null, receipts: [receipt(lastRead)], timeZone: 'UTC' })
        .filter((item) => item.kind === 'message' && item.readBy.length > 0)
        .map((item) => item.kind === 'message' && item.message.seq);
    expect(readBy(3)).toEqual([3]);
    expect(readBy(2)).toEqual([2]);
    // 4 and 5 are the reader's own: the receipt stays under the last message of mine it covers.
    expect(readBy(9)).toEqual([3]);
    expect(readBy(1)).toEqual([]);
    expect(readBy(2, messages.slice(2))).toEqual([]);
  });
});

describe('attachments', () => {
  it('refuses a type the chat does not take, or a file over 10 MB; leaves an unknown type to the server', () => {
    expect(refuseAttachment({ type: 'application/pdf', size: 1000 })).toBeNull();
    expect(refuseAttachment({ type: '', size: 1000 })).toBeNull();
    expect(refuseAttachment({ type: 'application/zip', size: 1000 })).toBe('type');
    expect(refuseAttachment({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('size');
    expect(refuseAttachment({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
  });

  it('sizes files in KB below a megabyte and in MB with one decimal above', () => {
    expect(fileSize(200)).toEqual({ unit: 'kb', value: 1 });
    expect(fileSize(340 * 1024)).toEqual({ unit: 'kb', value: 340 });
    expect(fileSize(1.25 * 1024 * 1024)).toEqual({ unit: 'mb', value: 1.3 });
  });
});
