import type { FastifyInstance } from 'fastify';
import {
  inboxApi,
  notificationClientFrameSchema,
  type NotificationClientFrame,
  type NotificationServerFrame,
} from '../../../shared/schemas/notifications.ts';
import { socketRoute, type GatewaySocket } from '../session/socket-gateway.ts';
import type { Viewer } from '../session/session.service.ts';
import { inboxBusFor } from './inbox-bus.ts';
import { unreadCountsOf } from './notifications.service.ts';

/** A client this far behind in reading is dropped; it asks for the counts again when it reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

type InboxSocket = GatewaySocket<NotificationServerFrame>;

/**
 * The notification socket (GET /api/notifications/socket; frames: src/shared/schemas/notifications.ts),
 * a client of the socket gateway (session/socket-gateway.ts: upgrade, Origin, session, heartbeat,
 * frame parsing, back-pressure, shutdown; decision 041). It sends the viewer's unread counts on
 * open and whenever a notice on the inbox channel (inbox-bus.ts, from any server process) names the
 * viewer's user, and `negotiation` whenever a negotiation the viewer may see changed (decision 034);
 * it answers `ping` with `pong` once the session is found to hold, and closes with 4401 once the
 * session has ended.
 */
/**
 * For a changed negotiation, which viewers may see it (null: no such negotiation); the negotiations
 * module answers it (`negotiations/negotiation-watchers.ts`), app.ts hands it in.
 */
export type NegotiationWatchers = (negotiationId: string) => Promise<((viewer: Viewer) => boolean) | null>;

export async function notificationSocketRoutes(app: FastifyInstance, { negotiationWatchers }: { negotiationWatchers: NegotiationWatchers }): Promise<void> {
  /** This process's sockets per user. */
  const byUser = new Map<string, Set<InboxSocket>>();
  /** Who each socket's viewer is, for the negotiation policy's `view`. */
  const viewerOf = new Map<InboxSocket, Viewer>();

  /** Sends fresh counts to every socket of these users in this process. */
  const push = async (userIds: Iterable<string>) => {
    for (const userId of userIds) {
      const sockets = byUser.get(userId);
      if (!sockets?.size) continue;
      try {
        const unread = await unreadCountsOf(app.db, userId);
        for (const socket of sockets) socket.send({ type: 'unread', unread });
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
      const maySee = await negotiationWatchers(negotiationId);
      if (!maySee) return;
      for (const [socket, viewer] of viewerOf) {
        if (maySee(viewer)) socket.send({ type: 'negotiation', trading_id: negotiationId });
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
  app.addHook('onClose', async () => bus.close());

  socketRoute<NotificationClientFrame, NotificationServerFrame, void>(app, {
    name: 'notifications',
    protocol: 'notification',
    path: inboxApi.socket,
    clientFrames: notificationClientFrameSchema,
    maxBufferedBytes: MAX_BUFFERED_BYTES,
    open(socket) {
      const viewer = socket.viewer;
      const userId = viewer.user.id;
      let sockets = byUser.get(userId);
      if (!sockets) byUser.set(userId, (sockets = new Set()));
      sockets.add(socket);
      viewerOf.set(socket, viewer);
      return {
        // A client's ping is answered once the session is found to hold (a signed-out tab learns it then, not a minute later).
        frame(frame) {
          if (frame.type !== 'ping') return;
          void socket.check().then((holds) => {
            if (holds) socket.send({ type: 'pong' });
          });
        },
        // The counts on open (after the socket is registered: a change meanwhile is pushed again).
        ready() {
          unreadCountsOf(app.db, userId)
            .then((unread) => socket.send({ type: 'unread', unread }))
            .catch((err: unknown) => socket.request.log.warn({ err }, 'notifications: could not send the unread counts'));
        },
        closed() {
          viewerOf.delete(socket);
          const mine = byUser.get(userId);
          mine?.delete(socket);
          if (mine?.size === 0) byUser.delete(userId);
        },
      };
    },
  });
}
