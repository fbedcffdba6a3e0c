import type { Language } from '../../../shared/enums.ts';
import type { User } from '../../../shared/schemas/session.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { EventLog } from '../events/events.service.ts';
import type { Viewer } from '../session/session.service.ts';
import { presentUser } from './user.presenter.ts';
import { UserRepository } from './users.repository.ts';

export class UserService {
  private readonly repo: UserRepository;

  private readonly db: Database;
  private readonly events: EventLog;

  constructor(db: Database, events: EventLog) {
    this.db = db;
    this.events = events;
    this.repo = new UserRepository(db);
  }

  async me(viewer: Viewer): Promise<User> {
    // The session read the user's record already (session.repository.ts); read it only for a viewer made otherwise.
    const row = viewer.profile ?? (await this.repo.findById(viewer.user.id));
    if (!row) throw notFound();
    return presentUser(row);
  }

  /** The users of the viewer's own organisation. */
  async colleagues(viewer: Viewer): Promise<{ items: User[]; total: number }> {
    const rows = await this.repo.listByOrganisation(viewer.organisation.id);
    return { items: rows.map(presentUser), total: rows.length };
  }

  /** A user changes their own language only. */
  async setLanguage(viewer: Viewer, userId: string, language: Language): Promise<void> {
    if (userId !== viewer.user.id) throw forbidden();
    await this.db.transaction(async (tx) => {
      const repo = new UserRepository(tx);
      const before = await repo.findById(userId);
      if (!before) throw notFound();
      if (before.language === language) return;
      await repo.setLanguage(userId, language);
      await this.events.record(tx, viewer, { type: 'user', id: userId }, 'language_changed', { from: before.language, to: language });
    });
  }
}
