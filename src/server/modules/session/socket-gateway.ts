import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { SOCKET_CLOSE_GOING_AWAY, SOCKET_CLOSE_UNAUTHENTICATED } from '../../../shared/schemas/socket.ts';
import { AppError } from '../../lib/errors.ts';
import { requireViewer, SESSION_COOKIE } from './session.plugin.ts';

/** The signed-in viewer as the session plugin gives it. */
type Viewer = ReturnType<typeof requireViewer>;

/**
 * The one socket gateway (docs/decisions/041-one-socket-gateway.md): everything the API's sockets
 * share — the upgrade, the Origin check, the session and its rechecks (session-sockets.ts), the
 * heartbeat, frame parsing against the protocol's zod schema, a frame rate, back-pressure and
 * shutdown (1001). The chat (modules/chat/chat.socket.ts) and the inbox
 * (modules/notifications/notifications.socket.ts) are its clients: each registers its path, its
 * frame schema and its handlers with `socketRoute`.
 */

/** The largest frame a client may send; ws closes the connection with 1009 over it. */
const MAX_FRAME_BYTES = 64 * 1024;
/** WebSocket-level ping; a socket that has not answered the previous one by the next is dropped. */
const PING_MS = 20_000;
/** How often the session behind a socket is looked up again (and whenever its protocol asks). */
const SESSION_CHECK_MS = 60_000;

/** A token bucket: `take` answers whether one more frame fits. */
function rateLimiter({ burst, perSecond }: SocketRateLimit, now: () => number = () => performance.now()) {
  let tokens = burst;
  let at = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - at) / 1000) * perSecond);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/** The server's public origin: the one Origin a socket upgrade is accepted from. */
const socketOrigin = (app: FastifyInstance): string => new URL(app.env.PUBLIC_URL ?? `http://localhost:${app.env.PORT}`).origin;

/** A socket upgrade from another origin is refused (403): a page elsewhere cannot ride the viewer's cookie. */
function requireSocketOrigin(request: FastifyRequest, origin: string): void {
  if (request.headers.origin !== origin) throw new AppError(403, 'forbidden', 'The Origin header must be the server\'s own origin.');
}

/**
 * A plain request to a socket route (no upgrade) is refused in the error shape: 426 Upgrade
 * Required, instead of @fastify/websocket's empty 404. Called first, before anything is looked up.
 */
function requireUpgrade(request: FastifyRequest, reply: FastifyReply): void {
  if (request.ws) return;
  reply.header('Upgrade', 'websocket');
  throw new AppError(426, 'bad_request', 'This route takes only a WebSocket upgrade.');
}

/**
 * Before an upgrade, once the viewer may hold the socket: a user who already holds SOCKETS_PER_USER
 * sockets on this server is refused (429 too_many_sockets), and the refusal counted.
 */
function admitSocket(app: FastifyInstance, request: FastifyRequest): void {
  try {
    app.sessionSockets.admit(requireViewer(request));
  } catch (err) {
    app.metrics.socketUpgradesRefused.inc({ route: request.routeOptions.url ?? 'unmatched' });
    throw err;
  }
}

type RefusedFrame = 'too_large' | 'malformed';

/** A frame the server refused: one warn line without a stack (the client's doing, not the server's), and counted. */
function refusedFrame(app: FastifyInstance, request: FastifyRequest, reason: RefusedFrame, detail: string): void {
  const route = request.routeOptions.url ?? 'unmatched';
  app.metrics.socketFramesRefused.inc({ route, reason });
  request.log.warn({ route, reason, detail }, 'websocket frame refused');
}

/** Errors ws reports on a connection the peer dropped: nothing to act on. */
const DROPPED = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED']);

/**
 * @fastify/websocket's errorHandler, for every socket: a frame ws refuses (over maxPayload, or not
 * a valid WebSocket frame; ws closes the connection itself with 1009 or 1002) is a refused frame;
 * a dropped connection is an info line; anything else (a handler that threw) is an error.
 */
function socketErrorHandler(app: FastifyInstance) {
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

/**
 * Registers @fastify/websocket once for the whole server: upgrades go through the routes and hooks
 * like any request; a refused frame (too large, not a WebSocket frame) is a warn line and a count,
 * not an error with a stack (decision 033).
 */
export const socketGateway = fp(async (app: FastifyInstance) => {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES }, errorHandler: socketErrorHandler(app) });
});

export interface SocketRateLimit {
  /** Frames a connection may send in a burst, and per second after it. */
  burst: number;
  perSecond: number;
}

/** One open socket as its protocol sees it: the gateway keeps the WebSocket, the session and the timers. */
export interface GatewaySocket<S> {
  readonly request: FastifyRequest;
  /** The viewer as the last session lookup found it. */
  readonly viewer: Viewer;
  /** Whether frames can still be sent. */
  readonly open: boolean;
  /** Sends a frame, unless the socket is closed; a client too far behind in reading is dropped instead. */
  send(frame: S): void;
  /** Drops the connection (the client reconnects and resumes). */
  drop(reason: string): void;
  /** Closes the socket with a code (a 4xxx code ends the client for good). */
  close(code: number, reason?: string): void;
  /**
   * Looks the session up again (`extend`: only for the user's own act, decision 033); if it ended
   * the socket closes for good (4401) and the answer is false.
   */
  sessionHolds(extend: boolean): Promise<boolean>;
  /**
   * The periodic check, run now: the session without extending it, then the protocol's own
   * `stillAdmitted`. A failure to look is a warn line and counts as holding.
   */
  check(): Promise<boolean>;
}

/** What a protocol does with one socket. */
export interface SocketHandlers<C> {
  /** A frame of the protocol, parsed by its schema. */
  frame(frame: C): void;
  /** Answers a frame that was not JSON (`json` undefined) or no frame of the protocol (already logged if malformed). */
  invalid?(json: unknown): void;
  /** Answers a frame over the rate limit (unparsed). */
  rateLimited?(json: unknown): void;
  /** The socket is registered (timers, session registry): what to send first. */
  ready?(): void;
  /** The socket was dropped by the gateway (no pong, too slow), before it is terminated. */
  dropped?(reason: string): void;
  closed?(): void;
}

/** A socket route: its path, its frames, who may open it, and its handlers. */
export interface SocketChannel<C, S, A, R extends FastifyRequest = FastifyRequest> {
  /** For log lines: `<name>: session check failed`. */
  name: string;
  /** For the refused-frame line: `not a frame of the <protocol> protocol`. */
  protocol: string;
  path: string;
  /** Route schema (params) as for any route. */
  schema?: { params?: z.ZodType };
  /** The client's frames. */
  clientFrames: z.ZodType<C>;
  /** A client this far behind in reading is dropped; it resumes when it reconnects. */
  maxBufferedBytes: number;
  rateLimit?: SocketRateLimit;
  /**
   * Before the upgrade, after the Origin and before the user's socket count: whether the viewer may
   * hold this socket (throws the route's refusal, e.g. 404). Its answer is passed to `open`.
   */
  admit?(request: R): Promise<A>;
  /** On every check after the session held: whether the viewer still may hold it (else the protocol closes it and answers false). */
  stillAdmitted?(socket: GatewaySocket<S>, access: A): Promise<boolean>;
  /** A frame that fails the schema but is the user's (a send whose fields break their rules), not a malformed one. */
  isUserError?(json: unknown): boolean;
  /** The socket is open: the protocol's handlers for it. Must attach nothing asynchronously (the first frame may come at once). */
  open(socket: GatewaySocket<S>, access: A | undefined): SocketHandlers<C>;
}

/**
 * Registers a socket route on `app` (its prefix applies). The upgrade is an ordinary API request
 * until the handler runs: the session plugin authenticates it by cookie (`roles: 'any'`), then the
 * Origin must be the server's public origin (403), the channel may refuse the viewer, and a user
 * over SOCKETS_PER_USER is refused (429), so nobody else ever holds a socket. Shutdown closes its
 * sockets with 1001: clients reconnect (to another server) and resume.
 */
export function socketRoute<C, S, A, R extends FastifyRequest = FastifyRequest>(app: FastifyInstance, channel: SocketChannel<C, S, A, R>): void {
  const origin = socketOrigin(app);
  const sockets = new Set<WebSocket>();
  // What the upgrade's check found, for the handler: it must attach its listeners without waiting,
  // or the client's first frame (sent as soon as the socket opens) would be lost.
  const admitted = new WeakMap<FastifyRequest, A>();

  app.addHook('preClose', async () => {
    for (const socket of sockets) socket.close(SOCKET_CLOSE_GOING_AWAY, 'server shutting down');
  });

  app.get(
    channel.path,
    {
      websocket: true,
      config: { roles: 'any' },
      ...(channel.schema ? { schema: channel.schema } : {}),
      // After validation: a malformed id answers 400 like every route's (docs/decisions/045-routes-alike.md).
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        requireUpgrade(request, reply);
        requireSocketOrigin(request, origin);
        requireViewer(request);
        if (channel.admit) admitted.set(request, await channel.admit(request as R));
        admitSocket(app, request);
      },
    },
    (socket: WebSocket, request: FastifyRequest) => {
      sockets.add(socket);
      const token = request.cookies[SESSION_COOKIE];
      const access = admitted.get(request);
      let viewer: Viewer = requireViewer(request);
      const limiter = channel.rateLimit ? rateLimiter(channel.rateLimit) : null;
      let alive = true;
      // Set once the protocol's handlers exist (right below); a drop before that only terminates.
      const handlers: { current?: SocketHandlers<C> } = {};

      const gatewaySocket: GatewaySocket<S> = {
        request,
        get viewer() {
          return viewer;
        },
        get open() {
          return socket.readyState === socket.OPEN;
        },
        send(frame: S) {
          if (socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount > channel.maxBufferedBytes) return gatewaySocket.drop('client too slow');
          socket.send(JSON.stringify(frame));
        },
        drop(reason: string) {
          handlers.current?.dropped?.(reason);
          socket.terminate();
        },
        close(code: number, reason?: string) {
          socket.close(code, reason);
        },
        async sessionHolds(extend: boolean) {
          const now = await app.sessions.resolve(token, { extend });
          if (!now) {
            socket.close(SOCKET_CLOSE_UNAUTHENTICATED, 'session ended');
            return false;
          }
          viewer = now;
          return true;
        },
        check() {
          const recheck = async (): Promise<boolean> => {
            if (!(await gatewaySocket.sessionHolds(false))) return false;
            return channel.stillAdmitted ? channel.stillAdmitted(gatewaySocket, access as A) : true;
          };
          return recheck().catch((err: unknown) => {
            request.log.warn({ err }, `${channel.name}: session check failed`);
            return true;
          });
        },
      };
      const mine = channel.open(gatewaySocket, access);
      handlers.current = mine;

      const ping = setInterval(() => {
        if (!alive) return gatewaySocket.drop('no pong');
        alive = false;
        socket.ping();
      }, PING_MS);
      const checkNow = () => void gatewaySocket.check();
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
        mine.closed?.();
      });

      socket.on('message', (data, isBinary) => {
        alive = true;
        let json: unknown;
        try {
          json = isBinary ? undefined : JSON.parse(data.toString());
        } catch {
          json = undefined;
        }
        if (limiter && !limiter.take()) return mine.rateLimited?.(json);
        const parsed = channel.clientFrames.safeParse(json);
        if (!parsed.success) {
          // Not JSON, or no frame of the protocol; a frame whose fields break their rules (a too long text) is the user's, not malformed.
          if (!channel.isUserError?.(json)) {
            refusedFrame(app, request, 'malformed', json === undefined ? 'not a JSON text frame' : `not a frame of the ${channel.protocol} protocol`);
          }
          return mine.invalid?.(json);
        }
        mine.frame(parsed.data);
      });

      mine.ready?.();
    },
  );
}
