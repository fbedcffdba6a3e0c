import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { Language, Role, UserType } from '../../../shared/enums.ts';
import type { Database } from '../../db/client.ts';
import type { users } from '../../db/schema/index.ts';
import { notifySessions, type SessionCache, type SessionNotice } from './session-cache.ts';
import { SessionRepository, type SessionRow } from './session.repository.ts';

/** Who is making a request: resolved from the session cookie on every request. */
export interface Viewer {
  sessionId: string;
  csrfToken: string;
  bankCode: string;
  idToken: string | null;
  user: { id: string; language: Language | null; userType: UserType };
  organisation: {
    id: string;
    role: Role;
    bankCode: string;
    bankId: string | null;
  };
  /** The user's own record as the session read it (GET /api/user answers it); absent for viewers not made from a session. */
  profile?: ViewerProfile;
}

/**
 * The user's own record as the session reads it: the columns the users module presents
 * (users.repository.ts), named from the schema here, since session sits below users and every
 * other module (they read its Viewer).
 */
export type ViewerProfile = Pick<
  typeof users.$inferSelect,
  'id' | 'organisationId' | 'name' | 'displayName' | 'language' | 'usernameNative' | 'usernameEn' | 'phone' | 'email' | 'userType' | 'isContractSignatory'
>;

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Only lastSeenAt updates this often at most, so a busy page does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

export class SessionService {
  private readonly repo: SessionRepository;
  private readonly policy: SessionPolicy;
  private readonly now: () => Date;
  private readonly db: Database;
  private readonly cache: SessionCache | null;

  /**
   * `cache`: the sessions of recent requests (session-cache.ts), kept correct across servers by
   * the notices this service sends; without it every request reads the session from the database.
   */
  constructor(db: Database, policy: SessionPolicy, now: () => Date = () => new Date(), cache: SessionCache | null = null) {
    this.db = db;
    this.repo = new SessionRepository(db);
    this.policy = policy;
    this.now = now;
    this.cache = cache;
  }

  /** Opens a new session (a new id at every login) and answers the cookie token. */
  async open(input: { userId: string; bankCode: string; idToken: string | null }): Promise<string> {
    const token = newToken();
    const now = this.now();
    await this.repo.insert({
      id: hashToken(token),
      userId: input.userId,
      bankCode: input.bankCode,
      csrfToken: newToken(),
      idToken: input.idToken,
      expiresAt: new Date(now.getTime() + this.policy.absoluteMs),
    });
    return token;
  }

  /**
   * The viewer for a cookie token, or null when it is unknown, expired, idle too long or disabled.
   * `extend: false` only looks (a socket's periodic check or heartbeat): only the user's own
   * requests keep a session from going idle (docs/decisions/033-sessions-and-sockets.md).
   */
  async resolve(token: string | undefined, { extend = true }: { extend?: boolean } = {}): Promise<Viewer | null> {
    if (!token || token.length > 200) return null;
    const id = hashToken(token);
    const cached = this.cache?.get(id);
    // A kept row that looks expired is read again: another server may have seen it more recently.
    if (cached && !this.expired(cached, this.now()) && !cached.userDisabledAt) return toViewer(extend ? await this.touched(cached) : cached);
    const generation = this.cache?.mark() ?? 0;
    const row = await this.repo.findWithViewer(id);
    if (!row) return null;
    const now = this.now();
    if (this.expired(row, now) || row.userDisabledAt) {
      await this.close(id);
      return null;
    }
    const fresh = extend ? await this.touched(row) : row;
    this.cache?.set(id, fresh, generation);
    return toViewer(fresh);
  }

  /** Ends a session on every server: the row goes, and each server's cache forgets it. */
  async close(sessionId: string): Promise<void> {
    await this.repo.delete(sessionId);
    await this.announce({ s: sessionId });
  }

  /**
   * Back-channel logout: ends, on every server, the sessions a bank's provider says have ended —
   * the user's it knows as `sub`, narrowed to its session `sid` when the logout names one (matched
   * against the `sid` of the ID token each session was opened with). Answers how many ended.
   */
  async closeForProvider(bankCode: string, ended: { sub?: string | undefined; sid?: string | undefined }): Promise<number> {
    const rows = await this.repo.findForProvider(bankCode, ended.sub);
    const matching = ended.sid === undefined ? rows : rows.filter((row) => sidOf(row.idToken) === ended.sid);
    for (const row of matching) await this.close(row.id);
    return matching.length;
  }

  /**
   * Every server forgets the user's cached sessions and reads them again on the next request: call
   * it (in the changing transaction, as `tx`) whenever the user is disabled or anything a session
   * carries changes (language, organisation, profile). Disabling: the next request answers 401.
   */
  async userChanged(userId: string, tx: Database = this.db): Promise<void> {
    await this.announce({ u: userId }, tx);
  }

  /** As `userChanged`, for every user of an organisation (its role or bank changed). */
  async organisationChanged(organisationId: string, tx: Database = this.db): Promise<void> {
    await this.announce({ o: organisationId }, tx);
  }

  async sweep(): Promise<void> {
    const now = this.now();
    await this.repo.deleteExpired(now, new Date(now.getTime() - this.policy.idleMs));
  }

  /** Forgotten here at once; on every server (this one again included) when the notice arrives at commit. */
  private async announce(notice: SessionNotice, tx: Database = this.db): Promise<void> {
    this.cache?.forget(notice);
    await notifySessions(tx, notice);
  }

  /** lastSeenAt is written at most once a minute per server; the kept row follows. */
  private async touched(row: SessionRow): Promise<SessionRow> {
    const now = this.now();
    if (now.getTime() - row.lastSeenAt.getTime() <= TOUCH_EVERY_MS) return row;
    await this.repo.touch(row.id, now);
    this.cache?.update(row.id, (kept) => ({ ...kept, lastSeenAt: now }));
    return { ...row, lastSeenAt: now };
  }

  private expired(row: SessionRow, now: Date): boolean {
    return (
      row.expiresAt.getTime() <= now.getTime() ||
      now.getTime() - row.lastSeenAt.getTime() > this.policy.idleMs
    );
  }
}

/** The `sid` claim of a stored ID token (already verified at login), or null. */
export function sidOf(idToken: string | null): string | null {
  if (!idToken) return null;
  try {
    const { sid } = decodeJwt(idToken);
    return typeof sid === 'string' ? sid : null;
  } catch {
    return null;
  }
}

export function csrfMatches(viewer: Viewer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || header.length === 0) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(viewer.csrfToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

function toViewer(row: SessionRow): Viewer {
  return {
    sessionId: row.id,
    csrfToken: row.csrfToken,
    bankCode: row.bankCode,
    idToken: row.idToken,
    user: { id: row.userId, language: row.userLanguage, userType: row.userType },
    organisation: {
      id: row.organisationId,
      role: row.role,
      bankCode: row.organisationBankCode,
      bankId: row.organisationBankId,
    },
    profile: {
      id: row.userId,
      organisationId: row.organisationId,
      name: row.userName,
      displayName: row.userDisplayName,
      language: row.userLanguage,
      usernameNative: row.userUsernameNative,
      usernameEn: row.userUsernameEn,
      phone: row.userPhone,
      email: row.userEmail,
      userType: row.userType,
      isContractSignatory: row.userIsContractSignatory,
    },
  };
}
