import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { eventInsertFrom } from '../events/events.repository.ts';
import { eventRow, type EventLog } from '../events/events.service.ts';
import type { ImageStore } from '../images/image-store.ts';
import { IMAGE_MAX_PIXELS } from '../images/images.service.ts';
import { mayReadChat, mayWriteChat, sideOf as negotiationSideOf } from '../negotiations/negotiations.policy.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { NegotiationStateRow } from '../negotiations/negotiations.repository.ts';
import type { Viewer } from '../session/session.service.ts';
import type { Language } from '../../../shared/enums.ts';
import { LIMITS } from '../../../shared/limits.ts';
import {
  chatSendBodySchema,
  type ChatAttachment,
  type ChatMessage,
  type ChatMessagePage,
  type ChatReceipt,
  type ChatRoomState,
  type ChatSendBody,
  CHAT_ATTACHMENT_TYPES,
} from '../../../shared/schemas/chat.ts';
import { messageNoticeSql, notifyChat } from './chat-bus.ts';
import { presentAttachment, presentMessage, presentReceipt, type ChatParties } from './chat.presenter.ts';
import { ChatRepository, type ChatMessageRow } from './chat.repository.ts';
import { notifyInbox } from '../notifications/inbox-bus.ts';
import { bankAllowsCloud, type TranslationService } from '../translation/translation.service.ts';
import { detectLanguage } from '../../../shared/text-versions.ts';
import type { ChatTranslateBody, ChatTranslation, ChatTranslations } from '../../../shared/schemas/chat.ts';
import { NotificationRepository } from '../notifications/notifications.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFoundNegotiation = () => new AppError(404, 'negotiation_not_found');

/** How long an upload no message took is kept (a message being written overnight keeps it). */
export const UNSENT_ATTACHMENT_TTL_MS = 24 * 60 * 60 * 1000;

type AttachmentType = (typeof CHAT_ATTACHMENT_TYPES)[number];
/** The legacy Office formats share one container (CFB); its name's extension tells which of them it is. */
const LEGACY_OFFICE: Record<string, AttachmentType> = {
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
  '.ppt': 'application/vnd.ms-powerpoint',
};
const EXTENSION: Record<AttachmentType, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
  'application/msword': '.doc',
  'application/vnd.ms-excel': '.xls',
  'application/vnd.ms-powerpoint': '.ppt',
};

/** What a reader of a room is to it. */
export interface ChatAccess {
  negotiation: NegotiationStateRow;
  parties: ChatParties;
  room: { openedAt: Date; closedAt: Date | null; lastSeq: number };
  /** A writer (decision 020), whether or not the room is still open. */
  writer: boolean;
}

export interface ChatFile {
  bytes: Buffer;
  contentType: AttachmentType;
  fileName: string;
}

/**
 * The negotiation chat's use cases (decision 020). Who may read and write is the
 * negotiation policy's (`mayReadChat`, `mayWriteChat`); a non-reader is told the negotiation does
 * not exist (404). A message is numbered, stored, evented and announced to every server process
 * in one transaction: the room row's lock orders writers, so `seq` order is commit order, and the
 * announcement (NOTIFY) goes out exactly at commit.
 */
/**
 * Who takes the messages a service stores (the process's hub): `storing` inside the transaction,
 * as soon as the row is written, and `settled` when the transaction has ended, committed or not.
 */
export interface ChatHandOff {
  storing(tradingId: string, row: ChatMessageRow): void;
  settled(tradingId: string, seq: number, committed: boolean): void;
}

export class ChatService {
  private readonly db: Database;
  private readonly store: ImageStore;
  private readonly now: () => Date;
  private readonly events: EventLog;
  private readonly translation: TranslationService | null;
  /** This process's hub, handed each message this process stores (it need not read it back). */
  private hub: ChatHandOff | undefined;

  /** `translation`: machine translation for readers of another language (decision 050); null: off. */
  constructor(db: Database, events: EventLog, store: ImageStore, now: () => Date = () => new Date(), translation: TranslationService | null = null) {
    this.db = db;
    this.events = events;
    this.store = store;
    this.now = now;
    this.translation = translation;
  }

  /** `hub` is handed every message this service stores, as `range` would read it (decision 052). */
  handOff(hub: ChatHandOff): void {
    this.hub = hub;
  }

  /**
   * Messages of the room machine-translated into the reader's language (decision 050): any reader of
   * the room may ask. Each message's language is read from its script; its text goes to a cloud
   * provider only where the sender's bank (else the platform) allows. A provider that fails answers
   * `failed` for those messages; the reader keeps the original.
   */
  async translate(viewer: Viewer, tradingId: string, body: ChatTranslateBody): Promise<ChatTranslations> {
    await this.access(viewer, tradingId);
    const rows = await new ChatRepository(this.db).bySeqs(tradingId, [...new Set(body.seqs)]);
    // One call per source language and sender's bank: the texts of a group share their answer's rules.
    // With translation off, one per message: each answers from what is kept, or says off, on its own.
    const off = !this.translation?.enabled;
    const groups = new Map<string, { from: Language; bankId: string | null; rows: typeof rows }>();
    for (const row of rows) {
      const from = detectLanguage(row.body);
      const key = `${from}:${row.organisationBankId ?? ''}${off ? `:${row.seq}` : ''}`;
      const group = groups.get(key) ?? { from, bankId: row.organisationBankId, rows: [] };
      group.rows.push(row);
      groups.set(key, group);
    }
    const items: ChatTranslation[] = [];
    for (const { from, bankId, rows: group } of groups.values()) {
      const texts = group.map((row) => row.body);
      const result = this.translation
        ? await this.translation.translate(texts, from, body.to, { cloudAllowed: bankAllowsCloud(this.db, bankId) })
        : from === body.to
          ? ({ state: 'not_needed' } as const)
          : ({ state: 'off' } as const);
      group.forEach((row, i) =>
        items.push(
          result.state === 'done'
            ? { seq: row.seq, language: from, state: 'done', text: result.texts[i]!, provider: result.provider, made_at: result.madeAt.toISOString() }
            : { seq: row.seq, language: from, state: result.state, text: null, provider: null, made_at: null },
        ),
      );
    }
    return { items: items.sort((a, b) => a.seq - b.seq) };
  }

  /** The viewer's standing in a room (one read); 404 `negotiation_not_found` to anyone who may not read it (and for a malformed id). */
  async access(viewer: Viewer, tradingId: string): Promise<ChatAccess> {
    if (!UUID.test(tradingId)) throw notFoundNegotiation();
    const found = await new ChatRepository(this.db).standing(tradingId, viewer.user.id);
    if (!found || !mayReadChat(viewer, found.negotiation)) throw notFoundNegotiation();
    const { negotiation, room } = found;
    if (!room) throw notFoundNegotiation();
    const isRepresentative = negotiationSideOf(viewer, negotiation) === 'applicant' && found.isRepresentative;
    return {
      negotiation,
      parties: { applicantOrganisationId: negotiation.applicantOrganisationId, offerOrganisationId: negotiation.offerOrganisationId },
      room,
      writer: mayWriteChat(viewer, negotiation, { isRepresentative }),
    };
  }

  private async writerAccess(viewer: Viewer, tradingId: string): Promise<ChatAccess> {
    const access = await this.access(viewer, tradingId);
    if (!access.writer) throw forbidden('Banks and the operator read the chat; they do not write in it.');
    return access;
  }

  async roomState(viewer: Viewer, tradingId: string, language: Language): Promise<ChatRoomState> {
    const { room, writer, parties } = await this.access(viewer, tradingId);
    const reads = await new ChatRepository(this.db).reads(tradingId);
    const receipts: ChatReceipt[] = [];
    for (const r of reads) {
      const receipt = r.userId === viewer.user.id ? null : presentReceipt(r, parties, language);
      if (receipt) receipts.push(receipt);
    }
    return {
      trading_id: tradingId,
      opened_at: room.openedAt.toISOString(),
      closed_at: room.closedAt?.toISOString() ?? null,
      last_seq: room.lastSeq,
      may_write: writer && room.closedAt === null,
      my_last_read_seq: reads.find((r) => r.userId === viewer.user.id)?.lastReadSeq ?? 0,
      receipts,
    };
  }

  /** A page of history: the newest (or those before `before`), or those after `after`; ascending. */
  async history(viewer: Viewer, tradingId: string, query: { before?: number | undefined; after?: number | undefined; limit: number }, language: Language): Promise<ChatMessagePage> {
    const { parties } = await this.access(viewer, tradingId);
    const repo = new ChatRepository(this.db);
    let rows: ChatMessageRow[];
    if (query.after !== undefined) {
      rows = await repo.range(tradingId, query.after, 2_147_483_647, query.limit + 1);
      const has_more = rows.length > query.limit;
      return { items: rows.slice(0, query.limit).map((r) => presentMessage(r, parties, language)), has_more };
    }
    rows = await repo.newestBefore(tradingId, query.before, query.limit + 1);
    const has_more = rows.length > query.limit;
    return { items: rows.slice(0, query.limit).reverse().map((r) => presentMessage(r, parties, language)), has_more };
  }

  /**
   * Stores a message once per (sender, client id): a retry answers the stored one, also when two
   * copies race (the unique index lets one through; the other reads it back). 403 for a reader,
   * 409 `chat_closed` once the room is closed, 400 for an attachment that is not the sender's own
   * unsent upload to this room.
   */
  async send(viewer: Viewer, tradingId: string, input: ChatSendBody, language: Language): Promise<ChatMessage> {
    const parsed = chatSendBodySchema.safeParse(input);
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
      throw new AppError(400, 'validation_failed', undefined, fields);
    }
    const body = parsed.data;
    const { parties } = await this.writerAccess(viewer, tradingId);
    const repo = new ChatRepository(this.db);
    const id = randomUUID();
    let stored: Awaited<ReturnType<ChatRepository['storeMessage']>> = undefined;
    let handed: number | undefined;
    try {
      stored = await this.db.transaction(async (tx) => {
        const txRepo = new ChatRepository(tx);
        if (body.attachment_id) {
          const attachment = await txRepo.lockAttachment(body.attachment_id);
          if (!attachment || attachment.negotiationId !== tradingId || attachment.uploadedBy !== viewer.user.id || attachment.messageId) {
            throw new AppError(400, 'bad_request', 'attachment_id is not an unsent upload of yours to this room.');
          }
        }
        const subject = { type: 'chat', id: tradingId } as const;
        const done = await txRepo.storeMessage(
          {
            id,
            negotiationId: tradingId,
            clientId: body.client_id,
            senderUserId: viewer.user.id,
            senderOrganisationId: viewer.organisation.id,
            body: body.body,
            attachmentId: body.attachment_id ?? null,
            createdAt: this.now(),
          },
          {
            event: (msg) => eventInsertFrom(msg, eventRow(viewer, subject, 'message'), sql`jsonb_build_object('seq', msg.seq, 'message_id', msg.id)`),
            notice: (seq) => messageNoticeSql(tradingId, seq),
          },
        );
        // Nothing stored: the room closed, or this client id was sent before (answered below).
        if (!done) return undefined;
        handed = done.row.seq;
        this.hub?.storing(tradingId, done.row);
        // The notifications ("the other side has a new message") derive from this event.
        await this.events.published(tx, viewer, subject, 'message', { payload: { seq: done.row.seq, message_id: id } }, { id: done.eventId, occurredAt: done.occurredAt });
        return done;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // The same client id committed first by a concurrent retry: that one is the message.
      stored = undefined;
    } finally {
      if (handed !== undefined) this.hub?.settled(tradingId, handed, stored !== undefined);
    }
    if (stored) return presentMessage(stored.row, parties, language);
    // A retry of a message already stored answers it; otherwise the room has closed.
    const earlier = await repo.byClientId(tradingId, viewer.user.id, body.client_id);
    if (earlier) return presentMessage(earlier, parties, language);
    throw new AppError(409, 'chat_closed');
  }

  /**
   * Records how far the viewer has read (never backwards, at most the newest message) and tells the
   * room; the viewer's notice of the room is read once they have read its latest message.
   */
  async markRead(viewer: Viewer, tradingId: string, seq: number): Promise<void> {
    const { room } = await this.access(viewer, tradingId);
    const upTo = Math.min(seq, room.lastSeq);
    if (upTo <= 0) return;
    await this.db.transaction(async (tx) => {
      const at = this.now();
      const moved = await new ChatRepository(tx).markRead(tradingId, viewer.user.id, upTo, at);
      if (moved) await notifyChat(tx, { r: tradingId, k: 'receipt', s: upTo, u: viewer.user.id });
      if (await new NotificationRepository(tx).markChatRoomRead(viewer.user.id, tradingId, upTo, at)) await notifyInbox(tx, [viewer.user.id]);
    });
  }

  /** Messages `after` < seq ≤ `upTo` of a room, oldest first (the socket hub's reads; no viewer: it checked at connect). */
  rows(tradingId: string, after: number, upTo: number, limit: number): Promise<ChatMessageRow[]> {
    return new ChatRepository(this.db).range(tradingId, after, upTo, limit);
  }

  /** One member's receipt as `language` shows it (null for a reader of no side). */
  async receipt(tradingId: string, parties: ChatParties, userId: string, language: Language): Promise<ChatReceipt | null> {
    const [row] = await new ChatRepository(this.db).reads(tradingId, userId);
    return row ? presentReceipt(row, parties, language) : null;
  }

  /** The room's numbering and state, for the hub (after a notice or a resync). */
  room(tradingId: string) {
    return new ChatRepository(this.db).room(tradingId);
  }

  // ---- attachments ------------------------------------------------------------------------

  /** Whether the viewer may upload to the room now (checked before the body is read). */
  async mayUpload(viewer: Viewer, tradingId: string): Promise<void> {
    const { room } = await this.writerAccess(viewer, tradingId);
    if (room.closedAt) throw new AppError(409, 'chat_closed');
  }

  /**
   * Keeps an uploaded file for a message to take (decision 020): accepted by its content, never its
   * name (PDF, JPEG/PNG/GIF/WebP up to 24 megapixels, Office documents), stored as uploaded under a
   * random key; at most LIMITS.chatUnsentAttachments unsent ones per user (429).
   */
  async upload(viewer: Viewer, tradingId: string, file: { bytes: Buffer; fileName: string }): Promise<ChatAttachment> {
    await this.mayUpload(viewer, tradingId);
    if (file.bytes.length > LIMITS.chatAttachmentBytes) throw new AppError(413, 'payload_too_large');
    const contentType = await attachmentType(file.bytes, file.fileName);
    const id = randomUUID();
    const storageKey = `chat-${id}.bin`;
    const fileName = safeFileName(file.fileName, contentType);
    await this.store.put(storageKey, file.bytes);
    try {
      await this.db.transaction(async (tx) => {
        // One user's uploads take turns here, on every server, so two at once cannot both pass the count.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat-upload:${viewer.user.id}`}))`);
        const repo = new ChatRepository(tx);
        if ((await repo.countUnsent(viewer.user.id)) >= LIMITS.chatUnsentAttachments) throw new AppError(429, 'too_many_unsent_attachments');
        await repo.insertAttachment({ id, negotiationId: tradingId, uploadedBy: viewer.user.id, storageKey, fileName, contentType, size: file.bytes.length, createdAt: this.now() });
      });
    } catch (err) {
      // No row, no sweep: the bytes would stay forever.
      await this.store.delete(storageKey).catch(() => undefined);
      throw err;
    }
    return presentAttachment({ id, fileName, contentType, size: file.bytes.length });
  }

  /** A file of the room, to a reader of the room; an unsent upload only to its uploader. */
  async download(viewer: Viewer, tradingId: string, attachmentId: string): Promise<ChatFile> {
    await this.access(viewer, tradingId);
    const row = UUID.test(attachmentId) ? await new ChatRepository(this.db).attachment(tradingId, attachmentId) : undefined;
    if (!row || (row.messageId === null && row.uploadedBy !== viewer.user.id)) throw new AppError(404, 'not_found');
    const bytes = await this.store.get(row.storageKey);
    if (!bytes) throw new AppError(404, 'not_found', 'The stored file is missing.');
    return { bytes, contentType: row.contentType as AttachmentType, fileName: row.fileName };
  }
}

/** The accepted type a file is by its content; 415 `unsupported_attachment` for anything else. */
async function attachmentType(bytes: Buffer, fileName: string): Promise<AttachmentType> {
  const detected = await fileTypeFromBuffer(bytes);
  const unsupported = () => new AppError(415, 'unsupported_attachment');
  if (!detected) throw unsupported();
  let type: AttachmentType | undefined;
  if (detected.mime === 'application/x-cfb') type = LEGACY_OFFICE[path.extname(fileName).toLowerCase()];
  else type = (CHAT_ATTACHMENT_TYPES as readonly string[]).includes(detected.mime) ? (detected.mime as AttachmentType) : undefined;
  if (!type) throw unsupported();
  if (type.startsWith('image/')) {
    // As for offer images: the header alone tells the size, before any pixel is decoded.
    let meta: sharp.Metadata;
    try {
      meta = await sharp(bytes).metadata();
    } catch {
      throw unsupported();
    }
    if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * (meta.pages ?? 1) > IMAGE_MAX_PIXELS) throw new AppError(413, 'image_too_many_pixels');
  }
  return type;
}

/**
 * The name a file is offered under: the client's base name without control or path characters,
 * at most 150 characters, ending in the extension of the type its content is (so a PDF named
 * "x.exe" is saved as "x.exe.pdf").
 */
export function safeFileName(given: string, type: AttachmentType): string {
  const extension = EXTENSION[type];
  const base = (given.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"*:<>?|]/gu, '')
    .trim()
    .replace(/^\.+/, '');
  const lower = base.toLowerCase();
  const fits = lower.endsWith(extension) || (type === 'image/jpeg' && lower.endsWith('.jpeg'));
  const stem = fits ? base : base + extension;
  const name = stem.length > 150 ? stem.slice(0, 150 - extension.length) + extension : stem;
  return name === extension || name === '' ? `attachment${extension}` : name;
}

/** Removes uploads no message took within a day (rows first, then bytes); `now` so tests need not wait. */
export async function sweepUnsentAttachments(db: Database, store: ImageStore, now: Date = new Date()): Promise<number> {
  const keys = await new ChatRepository(db).deleteUnsentBefore(new Date(now.getTime() - UNSENT_ATTACHMENT_TTL_MS));
  for (const key of keys) await store.delete(key);
  return keys.length;
}
