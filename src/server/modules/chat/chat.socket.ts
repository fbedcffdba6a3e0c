import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { errorMessage } from '../../../shared/i18n/error-messages.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import {
  CHAT_CLOSE_NOT_FOUND,
  CHAT_CLOSE_UNAUTHENTICATED,
  CHAT_ROUTES,
  chatClientFrameSchema,
  type ChatServerFrame,
} from '../../../shared/schemas/chat.ts';
import { AppError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/language.ts';
import { requireViewer, SESSION_COOKIE } from '../../plugins/session.ts';
import type { Viewer } from '../session/session.service.ts';
import { ChatSubscriber, type ChatHub, type HubSocket } from './chat.hub.ts';
import type { ChatAccess, ChatService } from './chat.service.ts';

/** WebSocket-level ping; a socket that has not answered the previous one by the next is dropped. */
const PING_MS = 20_000;
/** How often the session behind a socket is looked up again (and on every send). */
const SESSION_CHECK_MS = 60_000;
/** Frames a connection may send in a burst, and per second after it. */
const RATE_BURST = 60;
const RATE_PER_SECOND = 20;
/** A client this far behind in reading is dropped; it replays from the database when it reconnects. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
const CLOSE_GOING_AWAY = 1001;

/** A token bucket: `take` answers whether one more frame fits. */
function rateLimiter(now: () => number = () => performance.now()) {
  let tokens = RATE_BURST;
  let at = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(RATE_BURST, tokens + ((t - at) / 1000) * RATE_PER_SECOND);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/** The server's public origin: the one Origin a socket upgrade is accepted from (the chat's and the notifications' sockets). */
export const socketOrigin = (app: FastifyInstance): string => new URL(app.env.PUBLIC_URL ?? `http://localhost:${app.env.PORT}`).origin;

/** A socket upgrade from another origin is refused (403): a page elsewhere cannot ride the viewer's cookie. */
export function requireSocketOrigin(request: FastifyRequest, origin: string): void {
  if (request.headers.origin !== origin) throw new AppError(403, 'forbidden', 'The Origin header must be the server\'s own origin.');
}

/**
 * A plain request to a socket route (no upgrade) is refused in the error shape: 426 Upgrade
 * Required, instead of @fastify/websocket's empty 404. Called first, before anything is looked up.
 */
export function requireUpgrade(request: FastifyRequest, reply: FastifyReply): void {
  if (request.ws) return;
  reply.header('Upgrade', 'websocket');
  throw new AppError(426, 'bad_request', 'This route takes only a WebSocket upgrade.');
}

const errorCodeOf = (err: unknown): ErrorCode => (err instanceof AppError ? err.code : 'internal_error');

/**
 * The chat socket (GET /api/negotiations/:trading_id/chat/socket, src/shared/schemas/chat.ts for
 * the protocol). The upgrade is an ordinary API request until the handler runs: the session plugin
 * authenticates it by cookie, then the Origin must be the server's public origin (403) and the
 * viewer a reader of the room (404), so nobody else ever holds a socket.
 */
export async function chatSocketRoutes(app: FastifyInstance, { service, hub }: { service: ChatService; hub: ChatHub }): Promise<void> {
  const origin = socketOrigin(app);
  const sockets = new Set<WebSocket>();
  // What the upgrade's check found, for the handler: it must attach its listeners without waiting,
  // or the client's first frame (sent as soon as the socket opens) would be lost.
  const admitted = new WeakMap<FastifyRequest, ChatAccess>();

  // Going away: clients reconnect (to another server) and replay what they miss.
  app.addHook('preClose', async () => {
    for (const socket of sockets) socket.close(CLOSE_GOING_AWAY, 'server shutting down');
  });

  app.get(
    CHAT_ROUTES.socket,
    {
      websocket: true,
      config: { roles: 'any' },
      schema: { params: z.object({ trading_id: z.string() }) },
      preValidation: async (request: FastifyRequest<{ Params: { trading_id: string } }>, reply: FastifyReply) => {
        requireUpgrade(request, reply);
        requireSocketOrigin(request, origin);
        admitted.set(request, await service.access(requireViewer(request), request.params.trading_id));
      },
    },
    (socket: WebSocket, request: FastifyRequest<{ Params: { trading_id: string } }>) => {
      sockets.add(socket);
      const tradingId = request.params.trading_id;
      const token = request.cookies[SESSION_COOKIE];
      const language = requestLanguage(request);
      let viewer: Viewer = requireViewer(request);
      const limiter = rateLimiter();
      let alive = true;
      let sends: Promise<void> = Promise.resolve();

      const hubSocket: HubSocket = {
        get open() {
          return socket.readyState === socket.OPEN;
        },
        send(frame: ChatServerFrame) {
          if (socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return hubSocket.drop('client too slow');
          socket.send(JSON.stringify(frame));
        },
        drop(reason: string) {
          request.log.info({ tradingId, reason }, 'chat socket dropped');
          socket.terminate();
        },
      };
      const send = hubSocket.send;
      const access = admitted.get(request);
      if (!access) return socket.close(CHAT_CLOSE_NOT_FOUND);
      const subscriber = new ChatSubscriber(tradingId, access.parties, language, hubSocket);

      /** The session still holds; otherwise the socket closes for good (4401). */
      const sessionHolds = async (): Promise<boolean> => {
        const now = await app.sessions.resolve(token);
        if (!now) {
          socket.close(CHAT_CLOSE_UNAUTHENTICATED, 'session ended');
          return false;
        }
        viewer = now;
        return true;
      };

      /** The session and membership still hold; otherwise the socket closes for good (4401 / 4404). */
      const recheck = async (): Promise<boolean> => {
        if (!(await sessionHolds())) return false;
        try {
          await service.access(viewer, tradingId);
        } catch (err) {
          if (errorCodeOf(err) !== 'negotiation_not_found') throw err;
          socket.close(CHAT_CLOSE_NOT_FOUND, 'not a member');
          return false;
        }
        return true;
      };

      const ping = setInterval(() => {
        if (!alive) return hubSocket.drop('no pong');
        alive = false;
        socket.ping();
      }, PING_MS);
      const sessionCheck = setInterval(() => {
        recheck().catch((err: unknown) => request.log.warn({ err }, 'chat: session check failed'));
      }, SESSION_CHECK_MS);
      socket.on('pong', () => {
        alive = true;
      });
      socket.on('close', () => {
        sockets.delete(socket);
        clearInterval(ping);
        clearInterval(sessionCheck);
        hub.unsubscribe(subscriber);
      });
      socket.on('error', (err) => request.log.info({ err }, 'chat socket error'));

      socket.on('message', (data, isBinary) => {
        alive = true;
        let json: unknown;
        try {
          json = isBinary ? undefined : JSON.parse(data.toString());
        } catch {
          json = undefined;
        }
        const parsed = chatClientFrameSchema.safeParse(json);
        const clientId = (json as { type?: unknown; client_id?: unknown } | undefined)?.type === 'send' ? (json as { client_id?: unknown }).client_id : undefined;
        const failed = (code: ErrorCode) =>
          // A refused send is answered for its client id, so the client stops retrying it.
          typeof clientId === 'string' && z.uuid().safeParse(clientId).success
            ? send({ type: 'nack', client_id: clientId, code, message: errorMessage(code, language) })
            : send({ type: 'error', code, message: errorMessage(code, language) });
        if (!limiter.take()) return failed('rate_limited');
        if (!parsed.success) return failed(clientId === undefined ? 'bad_request' : 'validation_failed');
        const frame = parsed.data;
        switch (frame.type) {
          case 'hello':
            if (subscriber.lastSent !== null) return failed('bad_request');
            // Subscribed first, then the replay: a message committed meanwhile is either in the
            // replay or announced after it, and the queue sends it once either way.
            subscriber.lastSent = frame.after;
            hub.subscribe(subscriber);
            void subscriber.enqueue(async () => {
              const room = await service.roomState(viewer, tradingId, language);
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
                if (!(await sessionHolds())) return;
                const stored = await service.send(viewer, tradingId, message, language);
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
            service.markRead(viewer, tradingId, frame.seq).catch((err: unknown) => {
              if (!(err instanceof AppError)) request.log.error({ err }, 'chat read failed');
              failed(errorCodeOf(err));
            });
            return;
          case 'ping':
            send({ type: 'pong' });
            return;
        }
      });
    },
  );
}
