import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Language, Role, UserType } from '../../../shared/enums.ts';
import type { Database } from '../../db/client.ts';
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
}

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

  constructor(db: Database, policy: SessionPolicy, now: () => Date = () => new Date()) {
    this.repo = new SessionRepository(db);
    this.policy = policy;
    this.now = now;
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

  /** The viewer for a cookie token, or null when it is unknown, expired, idle too long or disabled. */
  async resolve(token: string | undefined): Promise<Viewer | null> {
    if (!token || token.length > 200) return null;
    const id = hashToken(token);
    const row = await this.repo.findWithViewer(id);
    if (!row) return null;
    const now = this.now();
    if (this.expired(row, now) || row.userDisabledAt) {
      await this.repo.delete(id);
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await this.repo.touch(id, now);
    return toViewer(row);
  }

  async close(sessionId: string): Promise<void> {
    await this.repo.delete(sessionId);
  }

  async sweep(): Promise<void> {
    const now = this.now();
    await this.repo.deleteExpired(now, new Date(now.getTime() - this.policy.idleMs));
  }

  private expired(row: SessionRow, now: Date): boolean {
    return (
      row.expiresAt.getTime() <= now.getTime() ||
      now.getTime() - row.lastSeenAt.getTime() > this.policy.idleMs
    );
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
  };
}
