import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/common.ts';
import { LIMITS } from '../../../shared/limits.ts';
import {
  CHAT_ROUTES,
  chatAttachmentParamsSchema,
  chatAttachmentSchema,
  chatHistoryQuerySchema,
  chatMessagePageSchema,
  chatMessageSchema,
  chatParamsSchema,
  chatReadBodySchema,
  chatRoomStateSchema,
  chatSendBodySchema,
  chatTranslateBodySchema,
  chatTranslationsSchema,
} from '../../../shared/schemas/chat.ts';
import { requestLanguage } from '../../lib/language.ts';
import { MULTIPART_ENVELOPE, readUploadedFile } from '../../lib/uploaded-file.ts';
import { refuseBodyOver } from '../../plugins/errors.ts';
import { requireViewer } from '../session/session.plugin.ts';
import type { ImageStore } from '../images/image-store.ts';
import { chatBusFor } from './chat-bus.ts';
import { ChatHub } from './chat.hub.ts';
import { ChatService } from './chat.service.ts';
import { chatSocketRoutes } from './chat.socket.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
};

/** A malformed id answers 400 like every route's (docs/decisions/045-routes-alike.md); a room the viewer may not read is 404. */
const params = chatParamsSchema;
const attachmentParams = chatAttachmentParamsSchema;

/** An RFC 5987 / 6266 Content-Disposition: an ASCII fallback and the UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The negotiation chat (routes and frames: src/shared/schemas/chat.ts): the HTTP calls,
 * the socket, and this process's hub fed by the chat bus (PostgreSQL LISTEN/NOTIFY, or PGlite's).
 */
export const chatRoutes: FastifyPluginAsyncZod<{ store: ImageStore }> = async (app, options) => {
  const service = new ChatService(app.db, app.events, options.store, app.now, app.translation);
  const hub = new ChatHub(service, app.log, (seconds) => app.metrics.chatDeliveryLag.observe(seconds));
  const bus = chatBusFor(app.database, (payload) => app.log.warn({ payload }, 'chat: ignored a malformed notice'));
  await bus.listen(
    (notice) => hub.onNotice(notice),
    () => {
      app.log.info('chat: listening again; re-reading every room');
      hub.resync();
    },
  );
  app.addHook('onClose', async () => bus.close());
  await app.register(chatSocketRoutes, { service, hub });

  await app.register(multipart, {
    limits: { fileSize: LIMITS.chatAttachmentBytes, files: 1, fields: 0, parts: 1 },
    throwFileSizeLimit: true,
  });
  const tags = ['chat'];

  app.get(
    CHAT_ROUTES.room,
    {
      config: { roles: 'any' },
      schema: { tags, summary: 'The chat room: its numbering, whether the viewer may write, read receipts', params, response: { 200: chatRoomStateSchema, ...errors } },
    },
    async (request) => service.roomState(requireViewer(request), request.params.trading_id, requestLanguage(request)),
  );
  app.get(
    CHAT_ROUTES.messages,
    {
      config: { roles: 'any' },
      schema: {
        tags,
        summary: 'A page of the chat history, ascending: the newest, those before `before`, or those after `after`',
        params,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatMessagePageSchema, ...errors },
      },
    },
    async (request) => service.history(requireViewer(request), request.params.trading_id, request.query, requestLanguage(request)),
  );
  app.post(
    CHAT_ROUTES.messages,
    {
      config: { roles: ['enterprise', 'coordinator'] },
      schema: {
        tags,
        summary: 'Send a message (a retry with the same client_id answers the stored one)',
        params,
        body: chatSendBodySchema,
        response: { 200: chatMessageSchema, ...errors },
      },
    },
    async (request) => service.send(requireViewer(request), request.params.trading_id, request.body, requestLanguage(request)),
  );
  app.post(
    CHAT_ROUTES.translations,
    {
      config: { roles: 'any' },
      schema: {
        tags,
        summary: "Messages machine-translated into the reader's language (decision 050)",
        params,
        body: chatTranslateBodySchema,
        response: { 200: chatTranslationsSchema, ...errors },
      },
    },
    async (request) => service.translate(requireViewer(request), request.params.trading_id, request.body),
  );
  app.put(
    CHAT_ROUTES.read,
    {
      config: { roles: 'any' },
      schema: { tags, summary: 'Record how far the viewer has read', params, body: chatReadBodySchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await service.markRead(requireViewer(request), request.params.trading_id, request.body.seq);
      return reply.status(204).send(null);
    },
  );
  app.post(
    CHAT_ROUTES.attachments,
    {
      config: { roles: ['enterprise', 'coordinator'] },
      bodyLimit: LIMITS.chatAttachmentBytes + MULTIPART_ENVELOPE,
      onRequest: refuseBodyOver(LIMITS.chatAttachmentBytes + MULTIPART_ENVELOPE),
      schema: {
        tags,
        summary:
          'Upload a file for a message (multipart field "file"; PDF, JPEG/PNG/GIF/WebP, Word/Excel/PowerPoint; at most 10 MB). ' +
          'Send it with a message\'s attachment_id; uploads no message took are removed after a day, and a user may have at most 10 (429).',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: chatAttachmentSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      // Refused before the body is read.
      await service.mayUpload(viewer, request.params.trading_id);
      const file = await readUploadedFile(request);
      return service.upload(viewer, request.params.trading_id, file);
    },
  );
  app.get(
    CHAT_ROUTES.attachment,
    {
      config: { roles: 'any' },
      schema: {
        tags,
        summary: 'A file sent in the chat, as a download (readers of the room only)',
        params: attachmentParams,
        response: { 200: z.any().describe('the file'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await service.download(requireViewer(request), request.params.trading_id, request.params.attachment_id);
      return reply
        .type(file.contentType)
        .header('Content-Disposition', contentDisposition(file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        // The bytes behind an id never change; only this browser may keep them.
        .header('Cache-Control', 'private, max-age=3600')
        .send(file.bytes);
    },
  );
};
