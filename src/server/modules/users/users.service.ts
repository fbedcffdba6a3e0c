import type { Language } from '../../../shared/enums.ts';
import type { User } from '../../../shared/schemas/session.ts';
import type { Database } from '../../db/client.ts';
import { enforce } from '../../lib/policy.ts';
import type { EventLog } from '../events/events.service.ts';
import type { Viewer } from '../session/session.service.ts';
import { decide, userVisibleTo } from './users.policy.ts';
import { presentUser } from './users.presenter.ts';
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
    enforce(decide(viewer, 'view', row));
    return presentUser(row!);
  }

  /** The users the viewer may see: those of their own organisation (users.policy.ts). */
  async colleagues(viewer: Viewer): Promise<{ items: User[]; total: number }> {
    const rows = await this.repo.list(userVisibleTo(viewer));
    return { items: rows.map(presentUser), total: rows.length };
  }

  /** A user changes their own language only. */
  async setLanguage(viewer: Viewer, userId: string, language: Language): Promise<void> {
    enforce(decide(viewer, 'change_language', { id: userId }));
    await this.db.transaction(async (tx) => {
      const repo = new UserRepository(tx);
      const found = await repo.findById(userId);
      enforce(decide(viewer, 'view', found));
      const before = found!;
      if (before.language === language) return;
      await repo.setLanguage(userId, language);
      await this.events.record(tx, viewer, { type: 'user', id: userId }, 'language_changed', { from: before.language, to: language });
    });
  }

  /** The viewer's chat translation setting: translate other languages' messages as they arrive? */
  async chatTranslation(viewer: Viewer): Promise<{ auto: boolean }> {
    return { auto: await new UserRepository(this.db).chatAutoTranslate(viewer.user.id) };
  }

  async setChatTranslation(viewer: Viewer, auto: boolean): Promise<{ auto: boolean }> {
    enforce(decide(viewer, 'change_preferences', { id: viewer.user.id }));
    await this.db.transaction(async (tx) => {
      const repo = new UserRepository(tx);
      const before = await repo.chatAutoTranslate(viewer.user.id);
      if (before === auto) return;
      await repo.setChatAutoTranslate(viewer.user.id, auto);
      await this.events.record(tx, viewer, { type: 'user', id: viewer.user.id }, 'chat_translation_changed', { payload: { auto } });
    });
    return { auto };
  }
}
