import type { Language } from '../../../shared/enums.ts';
import { platformToday } from '../../../shared/offer-lifecycle.ts';
import type { NewsList } from '../../../shared/schemas/notifications.ts';
import type { Database } from '../../db/client.ts';
import type { Viewer } from '../session/session.service.ts';
import { enforce } from '../../lib/policy.ts';
import { decide, newsLinksFor, newsSourcesFor } from './news.policy.ts';
import { presentNewsItem } from './news.presenter.ts';
import { NewsRepository } from './news.repository.ts';

/** The viewer's news, newest first (src/shared/schemas/notifications.ts; what each role sees: news.policy.ts). */
export async function newsFor(db: Database, viewer: Viewer, language: Language, now: Date, page: number, perPage: number): Promise<NewsList> {
  enforce(decide(viewer, 'read'));
  const { rows, total } = await new NewsRepository(db).page(newsSourcesFor(viewer, platformToday(now)), language, page, perPage);
  const links = newsLinksFor(viewer);
  return { items: rows.map((r) => presentNewsItem(r, links)), total };
}

