import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { languageSchema } from '../enums.ts';
import { MACHINE_STATES } from '../text-versions.ts';
import { validationKey } from '../i18n/validation.ts';
import { errorCodeSchema } from '../error-codes.ts';
import { idParams, queryIntSchema } from './common.ts';
import { SOCKET_CLOSE_NOT_FOUND, SOCKET_CLOSE_TOO_MANY, SOCKET_CLOSE_UNAUTHENTICATED } from './socket.ts';

/**
 * The negotiation chat's contract (docs/product/architecture.md#chat, docs/decisions/020-negotiation-chat.md),
 * shared by the server, the browser and the Node clients of the fault test and the benchmark.
 *
 * A negotiation's room opens with the disclosure (the second NDA "agree") and closes for good at
 * completion or an approved cancel (decision 019). Who may read it is the negotiation policy's
 * `mayReadChat`; who may write, `mayWriteChat` (the applicant's selected representatives, any user
 * of the offer company, the assigned coordinator's users; never a bank or the operator).
 *
 * HTTP (under `/api`; the browser's api client takes the paths of `chatApi`):
 *
 * | method | path                                                  | roles | body / query              | answer            |
 * |--------|-------------------------------------------------------|-------|---------------------------|-------------------|
 * | GET    | /negotiations/:trading_id/chat                        | any   | —                         | ChatRoomState     |
 * | GET    | /negotiations/:trading_id/chat/messages               | any   | chatHistoryQuerySchema    | ChatMessagePage   |
 * | POST   | /negotiations/:trading_id/chat/messages               | enterprise, coordinator | chatSendBodySchema | ChatMessage |
 * | PUT    | /negotiations/:trading_id/chat/read                   | any   | chatReadBodySchema        | 204               |
 * | POST   | /negotiations/:trading_id/chat/attachments            | enterprise, coordinator | multipart "file" | ChatAttachment |
 * | GET    | /negotiations/:trading_id/chat/attachments/:attachment_id | any | —                     | the file (attachment) |
 * | GET    | /negotiations/:trading_id/chat/socket                 | any   | WebSocket upgrade         | the socket protocol below |
 *
 * - Anyone `mayReadChat` refuses (another company, another bank, a coordinator not assigned, a party
 *   before disclosure, or a negotiation with no room) gets 404 `negotiation_not_found`, over HTTP and
 *   on the socket's upgrade, exactly as for a negotiation that does not exist. A malformed id answers
 *   400 `validation_failed`, as on every route (docs/decisions/045-routes-alike.md).
 * - A reader who may not write gets 403 `forbidden` for a send or an upload; a send to a closed room
 *   409 `chat_closed`.
 * - The socket is authenticated by the session cookie (no token in the URL) and its upgrade request
 *   must carry an `Origin` equal to the server's public origin (else 403).
 *
 * Socket protocol (JSON text frames; `chatClientFrameSchema` / `chatServerFrameSchema`):
 *
 * 1. The client's first frame is `hello` with `after`: the highest `seq` it holds (0 for none).
 *    The server answers every message with a greater `seq` from the database, in order, then
 *    `ready` (the room's state), then live `message` frames, in `seq` order, never a gap or a
 *    duplicate: a client that holds `seq` n is only ever sent n+1 next.
 * 2. `send` carries a client-made `client_id` (a UUID). The server stores the message (its `seq`
 *    assigned in the same transaction) and answers `ack` with the stored message; a retry of the
 *    same `client_id` by the same sender stores nothing new and answers `ack` with the original.
 *    A refused send answers `nack` with the error code (`chat_closed`, `forbidden`,
 *    `validation_failed`, `unsupported_media_type`…); the client drops it from its queue then.
 *    Every member's socket (the sender's too) also receives the stored message as `message`.
 * 3. `read` records that the user has read up to `seq`; each socket of the room gets `receipt`.
 * 4. `ping` → `pong` (the client's heartbeat; the server also pings at the WebSocket level and
 *    drops a connection that does not answer).
 * 5. When the room closes, every socket gets `closed` (then no send is accepted).
 * 6. A frame that is not JSON or not one of the client frames answers `error` `bad_request`
 *    (the connection stays); a session that ended closes the socket with code 4401.
 */

export const CHAT_ROUTES = {
  room: '/negotiations/:trading_id/chat',
  messages: '/negotiations/:trading_id/chat/messages',
  read: '/negotiations/:trading_id/chat/read',
  attachments: '/negotiations/:trading_id/chat/attachments',
  attachment: '/negotiations/:trading_id/chat/attachments/:attachment_id',
  socket: '/negotiations/:trading_id/chat/socket',
  translations: '/negotiations/:trading_id/chat/translations',
} as const;

const room = (tradingId: string) => `negotiations/${encodeURIComponent(tradingId)}/chat`;
/** The same paths, concrete, relative to the API base URL (the browser's api client). */
export const chatApi = {
  room,
  messages: (tradingId: string) => `${room(tradingId)}/messages`,
  read: (tradingId: string) => `${room(tradingId)}/read`,
  attachments: (tradingId: string) => `${room(tradingId)}/attachments`,
  attachment: (tradingId: string, attachmentId: string) => `${room(tradingId)}/attachments/${encodeURIComponent(attachmentId)}`,
  socket: (tradingId: string) => `${room(tradingId)}/socket`,
  translations: (tradingId: string) => `${room(tradingId)}/translations`,
} as const;

/** The WebSocket close code the server uses when the session behind a socket has ended (every socket's: schemas/socket.ts). */
export const CHAT_CLOSE_UNAUTHENTICATED = SOCKET_CLOSE_UNAUTHENTICATED;
/** The close code for a socket the server refuses after upgrade (membership lost). */
export const CHAT_CLOSE_NOT_FOUND = SOCKET_CLOSE_NOT_FOUND;
export { SOCKET_CLOSE_TOO_MANY };

/** What a file sent in the chat may be, by its content (not its name): PDF, images, office documents. */
export const CHAT_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
] as const;
export const chatAttachmentTypeSchema = z.enum(CHAT_ATTACHMENT_TYPES);

export const chatParamsSchema = idParams('trading_id');
export const chatAttachmentParamsSchema = idParams('trading_id', 'attachment_id');

/** Whose voice a message is: one of the two companies or the coordinator. */
export const CHAT_SENDER_SIDES = ['offer_company', 'applicant', 'coordinator'] as const;

export const chatAttachmentSchema = z
  .object({
    id: z.uuid(),
    file_name: z.string(),
    content_type: chatAttachmentTypeSchema,
    size: z.number().int().nonnegative(),
  })
  .meta({ id: 'ChatAttachment' });
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatSenderSchema = z.object({
  user_id: z.uuid(),
  /** The user's display name. */
  name: z.string(),
  /** The sender's organisation, in the reader's language where it has one. */
  organisation_name: z.string(),
  side: z.enum(CHAT_SENDER_SIDES),
});

export const chatMessageSchema = z
  .object({
    /** The room's sequence number: 1, 2, 3… with no gap. */
    seq: z.number().int().positive(),
    /** The client-made id the sender sent it with (shown to everyone; it identifies nothing). */
    client_id: z.uuid(),
    sender: chatSenderSchema,
    body: z.string(),
    attachment: chatAttachmentSchema.nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** How far a member has read: the highest `seq` they have seen. */
export const chatReceiptSchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  organisation_name: z.string(),
  side: z.enum(CHAT_SENDER_SIDES),
  last_read_seq: z.number().int().nonnegative(),
});
export type ChatReceipt = z.infer<typeof chatReceiptSchema>;

export const chatRoomStateSchema = z
  .object({
    trading_id: z.uuid(),
    opened_at: z.iso.datetime({ offset: true }),
    closed_at: z.iso.datetime({ offset: true }).nullable(),
    /** The highest `seq` in the room (0 when it has no message). */
    last_seq: z.number().int().nonnegative(),
    /** Whether this viewer may send (a writer, and the room open). */
    may_write: z.boolean(),
    /** How far this viewer has read. */
    my_last_read_seq: z.number().int().nonnegative(),
    /** Every other member who has read something: the read receipts. */
    receipts: z.array(chatReceiptSchema),
  })
  .meta({ id: 'ChatRoomState' });
export type ChatRoomState = z.infer<typeof chatRoomStateSchema>;

export const chatHistoryQuerySchema = z.object({
  /** Messages with a smaller `seq` than this (omit for the newest page). */
  before: queryIntSchema(1, 2_147_483_647).optional(),
  /** Messages with a greater `seq` than this (for a catch-up without the socket). */
  after: queryIntSchema(0, 2_147_483_647).optional(),
  limit: queryIntSchema(1, LIMITS.chatPage).default(LIMITS.chatPage),
});

export const chatMessagePageSchema = z
  .object({
    /** In ascending `seq` order. */
    items: z.array(chatMessageSchema),
    /** Whether older messages than the first item exist (with `before`) or newer ones (with `after`). */
    has_more: z.boolean(),
  })
  .meta({ id: 'ChatMessagePage' });
export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;

export const chatBodySchema = z
  .string()
  .max(LIMITS.chatMessage, { error: validationKey('max', { max: LIMITS.chatMessage }) });

/** A message: text up to 5,000 characters and/or one uploaded attachment; not both empty. */
export const chatSendBodySchema = z
  .object({
    client_id: z.uuid(),
    body: chatBodySchema,
    attachment_id: z.uuid().nullable().default(null),
  })
  .refine((m) => m.body.trim() !== '' || m.attachment_id !== null, { error: 'validation.required', path: ['body'] });
export type ChatSendBody = z.input<typeof chatSendBodySchema>;

export const chatReadBodySchema = z.object({ seq: z.number().int().nonnegative() });

// ---- the socket's frames --------------------------------------------------------------------

export const chatClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), after: z.number().int().nonnegative() }),
  z.object({
    type: z.literal('send'),
    client_id: z.uuid(),
    body: chatBodySchema,
    attachment_id: z.uuid().nullable().default(null),
  }),
  z.object({ type: z.literal('read'), seq: z.number().int().nonnegative() }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatClientFrame = z.input<typeof chatClientFrameSchema>;

export const chatServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('ready'), room: chatRoomStateSchema }),
  z.object({ type: z.literal('ack'), client_id: z.uuid(), message: chatMessageSchema }),
  z.object({ type: z.literal('nack'), client_id: z.uuid(), code: errorCodeSchema, message: z.string() }),
  z.object({ type: z.literal('receipt'), receipt: chatReceiptSchema }),
  z.object({ type: z.literal('closed'), closed_at: z.iso.datetime({ offset: true }) }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), code: errorCodeSchema, message: z.string() }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;

/**
 * Messages machine-translated for a reader (decision 050): the room's messages of these numbers
 * into `to`. Each answer says the message's language (by its script), the state (`done`,
 * `not_needed` when already in `to`, `off`, `forbidden` by the sender's bank, `failed`) and, when
 * done, the text and the provider. Any reader of the room may ask; nothing is stored but the
 * translation, kept by content for every later reader.
 */
export const chatTranslateBodySchema = z
  .object({ seqs: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(50), to: languageSchema })
  .meta({ id: 'ChatTranslate' });
export type ChatTranslateBody = z.infer<typeof chatTranslateBodySchema>;

export const chatTranslationSchema = z.object({
  seq: z.number().int().positive(),
  language: languageSchema,
  state: z.enum(MACHINE_STATES),
  text: z.string().nullable(),
  provider: z.string().nullable(),
  made_at: z.string().nullable(),
});
export type ChatTranslation = z.infer<typeof chatTranslationSchema>;
export const chatTranslationsSchema = z.object({ items: z.array(chatTranslationSchema) }).meta({ id: 'ChatTranslations' });
export type ChatTranslations = z.infer<typeof chatTranslationsSchema>;
