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
  chatParamsSchema,
  type ChatServerFrame,
} from '../../../shared/schemas/chat.ts';
import { AppError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/language.ts';
import { requireViewer, SESSION_COOKIE } from '../session/session.plugin.ts';
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

/**
 * Before an upgrade, once the viewer may hold the socket: a user who already holds SOCKETS_PER_USER
 * sockets on this server is refused (429 too_many_sockets), and the refusal counted.
 */
export function admitSocket(app: FastifyInstance, request: FastifyRequest): void {
  try {
    app.sessionSockets.admit(requireViewer(request));
  } catch (err) {
    app.metrics.socketUpgradesRefused.inc({ route: request.routeOptions.url ?? 'unmatched' });
    throw err;
  }
}

export type RefusedFrame = 'too_large' | 'malformed';

/** A frame the server refused: one warn line without a stack (the client's doing, not the server's), and counted. */
export function refusedFrame(app: FastifyInstance, request: FastifyRequest, reason: RefusedFrame, detail: string): void {
  const route = request.routeOptions.url ?? 'unmatched';
  app.metrics.socketFramesRefused.inc({ route, reason });
  request.log.warn({ route, reason, detail }, 'websocket frame refused');
}

/** Errors ws reports on a connection the peer dropped: nothing to act on. */
const DROPPED = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED']);

/**
 * @fastify/websocket's errorHandler, for both sockets: a frame ws refuses (over maxPayload, or not
 * a valid WebSocket frame; ws closes the connection itself with 1009 or 1002) is a refused frame;
 * a dropped connection is an info line; anything else (a handler that threw) is an error.
 */
export function socketErrorHandler(app: FastifyInstance) {
  return (error: Error & { code?: unknown }, socket: WebSocket, request: FastifyRequest): void => {
    const code = typeof error.code === 'string' ? error.code : '';
    if (code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') return refusedFrame(app, request, 'too_large', error.message);
    if (code.startsWith('WS_ERR_')) return refusedFrame(app, request, 'malformed', `${code}: ${error.message}`);
    if (DROPPED.has(code)) {
      request.log.info({ code }, 'websocket connection dropped');
      return;
    }
    request.log.error({ err: error }, 'websocket handler failed');
    socket.terminate();
  };
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
      // A malformed id answers 400 like every route's (docs/decisions/045-routes-alike.md): the checks run after validation.
      schema: { params: chatParamsSchema },
      preHandler: async (request: FastifyRequest<{ Params: { trading_id: string } }>, reply: FastifyReply) => {
        requireUpgrade(request, reply);
        requireSocketOrigin(request, origin);
        admitted.set(request, await service.access(requireViewer(request), request.params.trading_id));
        admitSocket(app, request);
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

      /**
       * The session still holds; otherwise the socket closes for good (4401). Only a send (the
       * user's own doing) extends the session; the periodic check only looks.
       */
      const sessionHolds = async (extend: boolean): Promise<boolean> => {
        const now = await app.sessions.resolve(token, { extend });
        if (!now) {
          socket.close(CHAT_CLOSE_UNAUTHENTICATED, 'session ended');
          return false;
        }
        viewer = now;
        return true;
      };

      /** The session and membership still hold; otherwise the socket closes for good (4401 / 4404). */
      const recheck = async (): Promise<boolean> => {
        if (!(await sessionHolds(false))) return false;
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
      const checkNow = () => void recheck().catch((err: unknown) => request.log.warn({ err }, 'chat: session check failed'));
      const sessionCheck = setInterval(checkNow, SESSION_CHECK_MS);
      // Ended at once when its session ends on any server (logout), checked again when its user changes.
      const unregister = app.sessionSockets.add(viewer, {
        close: (code, reason) => socket.close(code, reason),
        recheck: checkNow,
      });
      socket.on('pong', () => {
        alive = true;
      });
      socket.on('close', () => {
        sockets.delete(socket);
        clearInterval(ping);
        clearInterval(sessionCheck);
        unregister();
        hub.unsubscribe(subscriber);
      });

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
        if (!parsed.success) {
          // Not JSON, or no frame of the protocol; a send whose fields break their rules (a too long text) is the user's, not malformed.
          if (clientId === undefined) refusedFrame(app, request, 'malformed', json === undefined ? 'not a JSON text frame' : 'not a frame of the chat protocol');
          return failed(clientId === undefined ? 'bad_request' : 'validation_failed');
        }
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
                if (!(await sessionHolds(true))) return;
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
