import type { JobContext } from '../../job-context.ts';
import { AnnouncementService } from './announcements.service.ts';

/**
 * Publishes the announcements whose time has come (decision 021): each in its own
 * transaction with its publish event, claimed by `UPDATE … WHERE published_at IS NULL`, so running
 * on several servers at once publishes each exactly once.
 */
export async function publishDueAnnouncements(ctx: JobContext): Promise<void> {
  const published = await new AnnouncementService(ctx.db, ctx.events, ctx.now).publishDue();
  if (published > 0) ctx.log.info({ published }, 'announcements published');
}
