import type { Language } from '../../../shared/enums.ts';
import { platformToday } from '../../../shared/offer-lifecycle.ts';
import type { NewsList } from '../../../shared/schemas/notifications.ts';
import type { Database } from '../../db/client.ts';
import type { Viewer } from '../session/session.service.ts';
import { presentNewsItem } from './news.presenter.ts';
import { NewsRepository } from './news.repository.ts';

/** The viewer's news, newest first (src/shared/schemas/notifications.ts; what each role sees: news.repository.ts). */
export async function newsFor(db: Database, viewer: Viewer, language: Language, now: Date, page: number, perPage: number): Promise<NewsList> {
  const { rows, total } = await new NewsRepository(db).page(viewer, language, platformToday(now), page, perPage);
  return { items: rows.map((r) => presentNewsItem(r, viewer.organisation.role)), total };
}

