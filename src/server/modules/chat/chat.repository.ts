import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chatAttachments, chatMessages, chatReads, negotiationChatRooms, negotiationRepresentatives, negotiations, organisations, users } from '../../db/schema/index.ts';

/** A message as stored, with what its presentation needs: the sender's names and the attachment. */
const messageColumns = {
  id: chatMessages.id,
  seq: chatMessages.seq,
  clientId: chatMessages.clientId,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
  senderUserId: chatMessages.senderUserId,
  senderOrganisationId: chatMessages.senderOrganisationId,
  senderName: users.name,
  senderDisplayName: users.displayName,
  senderNameEn: users.usernameEn,
  organisationRole: organisations.role,
  organisationName: organisations.name,
  organisationNameEn: organisations.nameEn,
  organisationCountry: organisations.country,
  /** The sender's company's bank: whose setting decides whether the text may go to a cloud translator (decision 049). */
  organisationBankId: organisations.bankId,
  attachmentId: chatAttachments.id,
  attachmentFileName: chatAttachments.fileName,
  attachmentContentType: chatAttachments.contentType,
  attachmentSize: chatAttachments.size,
};
export type ChatMessageRow = Awaited<ReturnType<ChatRepository['range']>>[number];

const readColumns = {
  userId: chatReads.userId,
  lastReadSeq: chatReads.lastReadSeq,
  userName: users.name,
  userDisplayName: users.displayName,
  userNameEn: users.usernameEn,
  organisationId: users.organisationId,
  organisationRole: organisations.role,
  organisationName: organisations.name,
  organisationNameEn: organisations.nameEn,
  organisationCountry: organisations.country,
};
export type ChatReadRow = Awaited<ReturnType<ChatRepository['reads']>>[number];

export type ChatAttachmentRow = typeof chatAttachments.$inferSelect;

/** The chat's tables: rooms' numbering, messages, attachments, reads. The only SQL of the chat. */
export class ChatRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async room(negotiationId: string) {
    const [row] = await this.db.select().from(negotiationChatRooms).where(eq(negotiationChatRooms.negotiationId, negotiationId)).limit(1);
    return row;
  }

  /**
   * What the chat policy needs to decide a viewer's standing in a room, in one read: the
   * negotiation's stored row, its room (none before the disclosure) and whether the user is one of
   * the applicant's representatives in it.
   */
  async standing(negotiationId: string, userId: string) {
    const [row] = await this.db
      .select({
        negotiation: getTableColumns(negotiations),
        room: { openedAt: negotiationChatRooms.openedAt, closedAt: negotiationChatRooms.closedAt, lastSeq: negotiationChatRooms.lastSeq },
        isRepresentative: sql<boolean>`exists (select 1 from ${negotiationRepresentatives} where ${negotiationRepresentatives.negotiationId} = ${negotiations.id} and ${negotiationRepresentatives.userId} = ${userId})`,
      })
      .from(negotiations)
      .leftJoin(negotiationChatRooms, eq(negotiationChatRooms.negotiationId, negotiations.id))
      .where(eq(negotiations.id, negotiationId))
      .limit(1);
    return row;
  }

  /**
   * A send as one statement (decision 052): takes the room's next `seq` (locking its row until the
   * transaction ends, so writers to one room take turns and commit in `seq` order), stores the
   * message, gives it its attachment, and runs what the caller composes from it: its event
   * (`event`, over the stored message) and its notice (`notice`, over its seq). Answers the message
   * as read back by `range`, with the event's id and time; undefined when nothing was stored: the
   * room is closed, or this sender already sent this client id (the caller tells which). Two copies
   * of one client id racing: the second fails on the unique index and its statement changes nothing.
   */
  async storeMessage(
    m: { id: string; negotiationId: string; clientId: string; senderUserId: string; senderOrganisationId: string; body: string; attachmentId: string | null; createdAt: Date },
    compose: { event: (message: SQL) => SQL; notice: (seq: SQL) => SQL },
  ): Promise<{ row: ChatMessageRow; eventId: number; occurredAt: Date } | undefined> {
    type Stored = Pick<ChatMessageRow, 'id' | 'seq' | 'senderName' | 'senderDisplayName' | 'senderNameEn' | 'organisationRole' | 'organisationName' | 'organisationNameEn' | 'organisationCountry' | 'organisationBankId' | 'attachmentId' | 'attachmentFileName' | 'attachmentContentType' | 'attachmentSize'> & {
      eventId: string | number;
      occurredAt: string | Date;
    };
    const result = (await this.db.execute(sql`
      with room as (
        update ${negotiationChatRooms} set last_seq = last_seq + 1
        where negotiation_id = ${m.negotiationId}::uuid and closed_at is null
          and not exists (select 1 from ${chatMessages} where negotiation_id = ${m.negotiationId}::uuid and sender_user_id = ${m.senderUserId}::uuid and client_id = ${m.clientId}::uuid)
        returning last_seq
      ), msg as (
        insert into ${chatMessages} (id, negotiation_id, seq, client_id, sender_user_id, sender_organisation_id, body, attachment_id, created_at)
        select ${m.id}::uuid, ${m.negotiationId}::uuid, room.last_seq, ${m.clientId}::uuid, ${m.senderUserId}::uuid, ${m.senderOrganisationId}::uuid, ${m.body}::text, ${m.attachmentId}::uuid, ${m.createdAt.toISOString()}::timestamptz from room
        returning id, seq, attachment_id
      ), attached as (
        update ${chatAttachments} set message_id = msg.id from msg where ${chatAttachments}.id = msg.attachment_id
        returning ${chatAttachments}.id
      ), event as (${compose.event(sql`msg`)}),
      notice as (select ${compose.notice(sql`msg.seq`)} from msg)
      select msg.id, msg.seq,
        u.name as "senderName", u.display_name as "senderDisplayName", u.username_en as "senderNameEn",
        o.role as "organisationRole", o.name as "organisationName", o.name_en as "organisationNameEn", o.country as "organisationCountry", o.bank_id as "organisationBankId",
        a.id as "attachmentId", a.file_name as "attachmentFileName", a.content_type as "attachmentContentType", a.size as "attachmentSize",
        event.id as "eventId", event.occurred_at as "occurredAt",
        -- A select in a WITH runs only when it is read: this is what sends the notice.
        (select count(*) from notice) as notices
      from msg
      cross join event
      join ${users} u on u.id = ${m.senderUserId}
      join ${organisations} o on o.id = ${m.senderOrganisationId}
      left join ${chatAttachments} a on a.id = msg.attachment_id`)) as unknown as { rows: Stored[] };
    const stored = result.rows[0];
    if (!stored) return undefined;
    const { eventId, occurredAt, ...read } = stored;
    delete (read as { notices?: unknown }).notices;
    const row: ChatMessageRow = { ...read, clientId: m.clientId, body: m.body, createdAt: m.createdAt, senderUserId: m.senderUserId, senderOrganisationId: m.senderOrganisationId };
    return { row, eventId: Number(eventId), occurredAt: new Date(occurredAt) };
  }

  private selectMessages(where: SQL, order: SQL, limit: number) {
    return this.db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.senderUserId))
      .innerJoin(organisations, eq(organisations.id, chatMessages.senderOrganisationId))
      .leftJoin(chatAttachments, eq(chatAttachments.id, chatMessages.attachmentId))
      .where(where)
      .orderBy(order)
      .limit(limit);
  }

  async byClientId(negotiationId: string, senderUserId: string, clientId: string) {
    const [row] = await this.selectMessages(
      and(eq(chatMessages.negotiationId, negotiationId), eq(chatMessages.senderUserId, senderUserId), eq(chatMessages.clientId, clientId))!,
      asc(chatMessages.seq),
      1,
    );
    return row;
  }

  /** Messages with `after` < seq ≤ `upTo`, oldest first, at most `limit`. */
  /** The room's messages of these numbers (at most 50), ascending. */
  bySeqs(negotiationId: string, seqs: number[]) {
    return this.selectMessages(and(eq(chatMessages.negotiationId, negotiationId), inArray(chatMessages.seq, seqs))!, asc(chatMessages.seq), 50);
  }

  range(negotiationId: string, after: number, upTo: number, limit: number) {
    return this.selectMessages(
      and(eq(chatMessages.negotiationId, negotiationId), gt(chatMessages.seq, after), lte(chatMessages.seq, upTo))!,
      asc(chatMessages.seq),
      limit,
    );
  }

  /** The `limit` newest messages older than `before` (all when undefined), newest first. */
  newestBefore(negotiationId: string, before: number | undefined, limit: number) {
    const where = before === undefined ? eq(chatMessages.negotiationId, negotiationId) : and(eq(chatMessages.negotiationId, negotiationId), lt(chatMessages.seq, before))!;
    return this.selectMessages(where, desc(chatMessages.seq), limit);
  }

  /** The upload, locked until the transaction ends so that two messages cannot take it. */
  async lockAttachment(id: string): Promise<ChatAttachmentRow | undefined> {
    const [row] = await this.db.select().from(chatAttachments).where(eq(chatAttachments.id, id)).limit(1).for('update');
    return row;
  }

  async attachment(negotiationId: string, id: string): Promise<ChatAttachmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(chatAttachments)
      .where(and(eq(chatAttachments.negotiationId, negotiationId), eq(chatAttachments.id, id)))
      .limit(1);
    return row;
  }

  async insertAttachment(values: typeof chatAttachments.$inferInsert): Promise<void> {
    await this.db.insert(chatAttachments).values(values);
  }

  async countUnsent(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatAttachments)
      .where(and(eq(chatAttachments.uploadedBy, userId), isNull(chatAttachments.messageId)));
    return row?.n ?? 0;
  }

  /** Removes uploads no message took before `before`; answers their storage keys. */
  async deleteUnsentBefore(before: Date): Promise<string[]> {
    const rows = await this.db
      .delete(chatAttachments)
      .where(and(isNull(chatAttachments.messageId), lt(chatAttachments.createdAt, before)))
      .returning({ storageKey: chatAttachments.storageKey });
    return rows.map((r) => r.storageKey);
  }

  /** Records that the user read up to `seq`, never backwards; answers whether that moved their mark. */
  async markRead(negotiationId: string, userId: string, seq: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .insert(chatReads)
      .values({ negotiationId, userId, lastReadSeq: seq, readAt: at })
      .onConflictDoUpdate({
        target: [chatReads.negotiationId, chatReads.userId],
        set: { lastReadSeq: sql`excluded.last_read_seq`, readAt: sql`excluded.read_at` },
        setWhere: sql`${chatReads.lastReadSeq} < excluded.last_read_seq`,
      })
      .returning({ lastReadSeq: chatReads.lastReadSeq });
    return rows.length === 1;
  }

  /** Every member's read position (one user's with `userId`), with their names. */
  reads(negotiationId: string, userId?: string) {
    return this.db
      .select(readColumns)
      .from(chatReads)
      .innerJoin(users, eq(users.id, chatReads.userId))
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(userId ? and(eq(chatReads.negotiationId, negotiationId), eq(chatReads.userId, userId)) : eq(chatReads.negotiationId, negotiationId))
      .orderBy(asc(users.name));
  }
}
