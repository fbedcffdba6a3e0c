import { SOCKET_CLOSE_TOO_MANY, SOCKET_CLOSE_UNAUTHENTICATED } from '../../../shared/schemas/socket.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionNotice } from './session-cache.ts';
import type { Viewer } from './session.service.ts';

/** One open socket (chat or notifications) of a session, as the registry sees it. */
export interface SessionSocket {
  /** Closes the socket for good with `code`. */
  close(code: number, reason: string): void;
  /**
   * Looks the session (and whatever else the socket depends on) up again without extending it,
   * and closes the socket if it no longer holds. Called when a notice names the socket's user or
   * organisation, and for every socket after notices may have been missed.
   */
  recheck(): void;
}

interface Entry {
  socket: SessionSocket;
  sessionId: string;
  userId: string;
  organisationId: string;
}

/**
 * This server's open sockets by session and user (docs/decisions/033-sessions-and-sockets.md):
 * it caps them per user (SOCKETS_PER_USER) and ends them when the session notice channel says
 * their session ended (a logout on any server closes them at once) or that their user or
 * organisation changed (each one checks its session again).
 */
export class SessionSockets {
  private readonly perUser: number;
  private readonly entries = new Set<Entry>();
  private readonly byUser = new Map<string, Set<Entry>>();

  constructor(perUser: number) {
    this.perUser = perUser;
  }

  /** Before an upgrade: refuses (429 too_many_sockets) a user who already holds the most sockets allowed. */
  admit(viewer: Viewer): void {
    if (this.countFor(viewer.user.id) >= this.perUser) {
      throw new AppError(429, 'too_many_sockets', `At most ${this.perUser} live connections per user on one server.`);
    }
  }

  countFor(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /**
   * Registers an open socket and answers the function that removes it (call it on close). Upgrades
   * admitted side by side may pass `admit` together: one over the cap is closed here at once (4429).
   */
  add(viewer: Viewer, socket: SessionSocket): () => void {
    if (this.countFor(viewer.user.id) >= this.perUser) {
      socket.close(SOCKET_CLOSE_TOO_MANY, 'too many sockets');
      return () => undefined;
    }
    const entry: Entry = { socket, sessionId: viewer.sessionId, userId: viewer.user.id, organisationId: viewer.organisation.id };
    this.entries.add(entry);
    let mine = this.byUser.get(entry.userId);
    if (!mine) this.byUser.set(entry.userId, (mine = new Set()));
    mine.add(entry);
    return () => {
      this.entries.delete(entry);
      mine.delete(entry);
      if (mine.size === 0 && this.byUser.get(entry.userId) === mine) this.byUser.delete(entry.userId);
    };
  }

  /** A notice of the session channel: an ended session's sockets close at once; a changed user's or organisation's check again. */
  notice(notice: SessionNotice): void {
    for (const entry of [...this.entries]) {
      if ('s' in notice) {
        if (entry.sessionId === notice.s) entry.socket.close(SOCKET_CLOSE_UNAUTHENTICATED, 'session ended');
      } else if ('u' in notice ? entry.userId === notice.u : entry.organisationId === notice.o) {
        entry.socket.recheck();
      }
    }
  }

  /** After notices may have been missed (the listening connection was lost): every socket checks again. */
  recheckAll(): void {
    for (const entry of [...this.entries]) entry.socket.recheck();
  }
}
