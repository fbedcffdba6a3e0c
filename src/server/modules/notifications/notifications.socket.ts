import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { inboxApi, notificationClientFrameSchema, type NotificationServerFrame } from '../../../shared/schemas/notifications.ts';
import { requireViewer, SESSION_COOKIE } from '../session/session.plugin.ts';
import { admitSocket, refusedFrame, requireSocketOrigin, requireUpgrade, socketOrigin } from '../chat/chat.socket.ts';
import { can, type NegotiationPolicyViewer } from '../negotiations/negotiation.policy.ts';
import { NegotiationRepository } from '../negotiations/negotiations.repository.ts';
import { inboxBusFor } from './inbox-bus.ts';
import { unreadCountsOf } from './notifications.service.ts';

/** WebSocket-level ping; a socket that has not answered the previous one by the next is dropped. */
const PING_MS = 20_000;
/** How often the session behind a socket is looked up again (and on every client ping). */
const SESSION_CHECK_MS = 60_000;
/** Closed for good: the session ended (the client signs in again rather than reconnecting); as the chat's 4401. */
export const NOTIFICATION_CLOSE_UNAUTHENTICATED = 4401;
const CLOSE_GOING_AWAY = 1001;
/** A client this far behind in reading is dropped; it asks for the counts again when it reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * The notification socket (GET /api/notifications/socket; frames: src/shared/schemas/notifications.ts):
 * same session cookie and Origin rule as the chat socket. It sends the viewer's unread counts on
 * open and whenever a notice on the inbox channel (inbox-bus.ts, from any server process) names the
 * viewer's user, and `negotiation` whenever a negotiation the viewer may see changed (decision 034);
 * it answers `ping` with `pong`, and closes with 4401 once the session has ended.
 */
export async function notificationSocketRoutes(app: FastifyInstance): Promise<void> {
  const origin = socketOrigin(app);
  /** This process's sockets per user. */
  const byUser = new Map<string, Set<WebSocket>>();
  /** Who each socket's viewer is, for the negotiation policy's `view`. */
  const viewerOf = new Map<WebSocket, NegotiationPolicyViewer>();

  const send = (socket: WebSocket, frame: NotificationServerFrame) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return socket.terminate();
    socket.send(JSON.stringify(frame));
  };

  /** Sends fresh counts to every socket of these users in this process. */
  const push = async (userIds: Iterable<string>) => {
    for (const userId of userIds) {
      const sockets = byUser.get(userId);
      if (!sockets?.size) continue;
      try {
        const unread = await unreadCountsOf(app.db, userId);
        for (const socket of sockets) send(socket, { type: 'unread', unread });
      } catch (err) {
        app.log.warn({ err, userId }, 'notifications: could not push the unread counts');
      }
    }
  };

  /**
   * A negotiation changed: every socket of this process whose viewer may see it (the negotiation
   * policy's `view`, read once per notice) is told, so its open pages of it fetch it again.
   */
  const pushNegotiation = async (negotiationId: string) => {
    if (viewerOf.size === 0) return;
    try {
      const row = await new NegotiationRepository(app.db).findState(negotiationId);
      if (!row) return;
      for (const [socket, viewer] of viewerOf) {
        if (can(viewer, 'view', row)) send(socket, { type: 'negotiation', trading_id: negotiationId });
      }
    } catch (err) {
      app.log.warn({ err, negotiationId }, 'notifications: could not push a negotiation change');
    }
  };

  const bus = inboxBusFor(app.database, (payload) => app.log.warn({ payload }, 'notifications: ignored a malformed notice'));
  await bus.listen(
    (notice) => void ('n' in notice ? pushNegotiation(notice.n) : push(notice.u)),
    () => {
      app.log.info('notifications: listening again; pushing every connected user\'s counts');
      void push([...byUser.keys()]);
    },
  );
  app.addHook('preClose', async () => {
    for (const sockets of byUser.values()) for (const socket of sockets) socket.close(CLOSE_GOING_AWAY, 'server shutting down');
  });
  app.addHook('onClose', async () => bus.close());

  app.get(
    inboxApi.socket,
    {
      websocket: true,
      config: { roles: 'any' },
      preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
        requireUpgrade(request, reply);
        requireSocketOrigin(request, origin);
        requireViewer(request);
        admitSocket(app, request);
      },
    },
    (socket: WebSocket, request: FastifyRequest) => {
      const viewer = requireViewer(request);
      const userId = viewer.user.id;
      const token = request.cookies[SESSION_COOKIE];
      let sockets = byUser.get(userId);
      if (!sockets) byUser.set(userId, (sockets = new Set()));
      sockets.add(socket);
      viewerOf.set(socket, viewer);
      let alive = true;

      const ping = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, PING_MS);
      /** The session still holds (looked up without extending it: a bell is no user's request); otherwise the socket closes for good (4401). */
      const sessionHolds = async (): Promise<boolean> => {
        if (await app.sessions.resolve(token, { extend: false })) return true;
        socket.close(NOTIFICATION_CLOSE_UNAUTHENTICATED, 'session ended');
        return false;
      };
      const checkSession = () => sessionHolds().catch((err: unknown) => (request.log.warn({ err }, 'notifications: session check failed'), true));
      const sessionCheck = setInterval(() => void checkSession(), SESSION_CHECK_MS);
      // Ended at once when its session ends on any server (logout), checked again when its user changes.
      const unregister = app.sessionSockets.add(viewer, {
        close: (code, reason) => socket.close(code, reason),
        recheck: () => void checkSession(),
      });

      socket.on('pong', () => {
        alive = true;
      });
      socket.on('close', () => {
        clearInterval(ping);
        clearInterval(sessionCheck);
        unregister();
        viewerOf.delete(socket);
        const mine = byUser.get(userId);
        mine?.delete(socket);
        if (mine?.size === 0) byUser.delete(userId);
      });
      socket.on('message', (data, isBinary) => {
        alive = true;
        let json: unknown;
        try {
          json = isBinary ? undefined : JSON.parse(data.toString());
        } catch {
          json = undefined;
        }
        const parsed = notificationClientFrameSchema.safeParse(json);
        if (!parsed.success) refusedFrame(app, request, 'malformed', json === undefined ? 'not a JSON text frame' : 'not a frame of the notification protocol');
        // A client's ping is answered once the session is found to hold (a signed-out tab learns it then, not a minute later).
        if (parsed.success && parsed.data.type === 'ping') {
          void checkSession().then((holds) => {
            if (holds) send(socket, { type: 'pong' });
          });
        }
      });

      // The counts on open (after the socket is registered: a change meanwhile is pushed again).
      unreadCountsOf(app.db, userId)
        .then((unread) => send(socket, { type: 'unread', unread }))
        .catch((err: unknown) => request.log.warn({ err }, 'notifications: could not send the unread counts'));
    },
  );
}
