import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorMessage } from '../../../shared/i18n/error-messages.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { CHAT_CLOSE_NOT_FOUND, CHAT_ROUTES, chatClientFrameSchema, chatParamsSchema, type ChatClientFrame, type ChatServerFrame } from '../../../shared/schemas/chat.ts';
import { AppError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/language.ts';
import { requireViewer } from '../session/session.plugin.ts';
import { socketRoute, type GatewaySocket } from '../session/socket-gateway.ts';
import { ChatSubscriber, type ChatHub } from './chat.hub.ts';
import type { ChatAccess, ChatService } from './chat.service.ts';

/** Frames a connection may send in a burst, and per second after it. */
const RATE_LIMIT = { burst: 60, perSecond: 20 };
/** A client this far behind in reading is dropped; it replays from the database when it reconnects. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

const errorCodeOf = (err: unknown): ErrorCode => (err instanceof AppError ? err.code : 'internal_error');

type ChatRequest = FastifyRequest<{ Params: { trading_id: string } }>;

/** The client id of a `send` frame, whether or not the frame passed its schema. */
const sendClientId = (json: unknown): unknown =>
  (json as { type?: unknown; client_id?: unknown } | undefined)?.type === 'send' ? (json as { client_id?: unknown }).client_id : undefined;

/**
 * The chat socket (GET /api/negotiations/:trading_id/chat/socket, src/shared/schemas/chat.ts for
 * the protocol), a client of the socket gateway (session/socket-gateway.ts: upgrade, Origin,
 * session, heartbeat, frame parsing, rate, back-pressure, shutdown; decision 041). The viewer must
 * read the room before the upgrade (404) and still read it at every check (4404).
 */
export async function chatSocketRoutes(app: FastifyInstance, { service, hub }: { service: ChatService; hub: ChatHub }): Promise<void> {
  socketRoute<ChatClientFrame, ChatServerFrame, ChatAccess, ChatRequest>(app, {
    name: 'chat',
    protocol: 'chat',
    path: CHAT_ROUTES.socket,
    // A malformed id answers 400 like every route's (docs/decisions/045-routes-alike.md): the checks run after validation.
    schema: { params: chatParamsSchema },
    clientFrames: chatClientFrameSchema,
    maxBufferedBytes: MAX_BUFFERED_BYTES,
    rateLimit: RATE_LIMIT,
    admit: (request) => service.access(requireViewer(request), request.params.trading_id),
    /** The session held; membership still holds too, otherwise the socket closes for good (4404). */
    async stillAdmitted(socket) {
      try {
        await service.access(socket.viewer, (socket.request as ChatRequest).params.trading_id);
      } catch (err) {
        if (errorCodeOf(err) !== 'negotiation_not_found') throw err;
        socket.close(CHAT_CLOSE_NOT_FOUND, 'not a member');
        return false;
      }
      return true;
    },
    // A send whose fields break their rules (a too long text) is the user's, not malformed.
    isUserError: (json) => sendClientId(json) !== undefined,
    open: (socket, access) => chatHandlers(service, hub, socket, access),
  });
}

function chatHandlers(service: ChatService, hub: ChatHub, socket: GatewaySocket<ChatServerFrame>, access: ChatAccess | undefined) {
  const request = socket.request as ChatRequest;
  const tradingId = request.params.trading_id;
  const language = requestLanguage(request);
  const send = (frame: ChatServerFrame) => socket.send(frame);
  const dropped = (reason: string) => request.log.info({ tradingId, reason }, 'chat socket dropped');
  if (!access) {
    socket.close(CHAT_CLOSE_NOT_FOUND);
    return { frame: () => undefined, dropped };
  }
  const subscriber = new ChatSubscriber(tradingId, access.parties, language, socket);
  let sends: Promise<void> = Promise.resolve();

  const failed = (json: unknown, code: ErrorCode) => {
    const clientId = sendClientId(json);
    // A refused send is answered for its client id, so the client stops retrying it.
    return typeof clientId === 'string' && z.uuid().safeParse(clientId).success
      ? send({ type: 'nack', client_id: clientId, code, message: errorMessage(code, language) })
      : send({ type: 'error', code, message: errorMessage(code, language) });
  };

  return {
    dropped,
    closed: () => hub.unsubscribe(subscriber),
    rateLimited: (json: unknown) => failed(json, 'rate_limited'),
    invalid: (json: unknown) => failed(json, sendClientId(json) === undefined ? 'bad_request' : 'validation_failed'),
    frame(frame: ChatClientFrame) {
      const viewer = () => socket.viewer;
      switch (frame.type) {
        case 'hello':
          if (subscriber.lastSent !== null) return failed(frame, 'bad_request');
          // Subscribed first, then the replay: a message committed meanwhile is either in the
          // replay or announced after it, and the queue sends it once either way.
          subscriber.lastSent = frame.after;
          hub.subscribe(subscriber);
          void subscriber.enqueue(async () => {
            const room = await service.roomState(viewer(), tradingId, language);
            await hub.fillTo(subscriber, room.last_seq);
            if (room.closed_at) subscriber.closedSent = true;
            send({ type: 'ready', room });
          });
          return;
        case 'send': {
          const message = { client_id: frame.client_id, body: frame.body, attachment_id: frame.attachment_id };
          // One send at a time per connection; each one re-checks the session first (the send
          // itself checks that the viewer still writes in the room).
          sends = sends.then(async () => {
            try {
              if (!(await socket.sessionHolds(true))) return;
              const stored = await service.send(viewer(), tradingId, message, language);
              void subscriber.enqueue(async () => {
                // The ack follows the message itself on this socket, so the client never sees its number early.
                await hub.fillTo(subscriber, stored.seq);
                send({ type: 'ack', client_id: frame.client_id, message: stored });
              });
            } catch (err) {
              if (!(err instanceof AppError)) request.log.error({ err }, 'chat send failed');
              const code = errorCodeOf(err);
              send({ type: 'nack', client_id: frame.client_id, code, message: errorMessage(code, language) });
            }
          });
          return;
        }
        case 'read':
          service.markRead(viewer(), tradingId, frame.seq).catch((err: unknown) => {
            if (!(err instanceof AppError)) request.log.error({ err }, 'chat read failed');
            failed(frame, errorCodeOf(err));
          });
          return;
        case 'ping':
          send({ type: 'pong' });
          return;
      }
    },
  };
}
