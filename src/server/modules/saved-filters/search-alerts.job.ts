import type { JobContext } from '../../job-context.ts';
import { digestTime } from '../email/email.job.ts';
import { SearchAlertService } from './search-alerts.service.ts';

/**
 * Matches the queued offers that are due (docs/decisions/064-saved-search-alerts.md): offers whose
 * period began today, and any the approving server did not match in time. Each is claimed with
 * `FOR UPDATE SKIP LOCKED`, so several servers match each once.
 */
export async function announceDueOffers(ctx: JobContext): Promise<void> {
  const offers = await new SearchAlertService(ctx.db, ctx.events, ctx.now).announceDue();
  if (offers > 0) ctx.log.info({ offers }, 'offers matched against saved searches');
}

/** The daily notices of saved searches, once the day's digest time (DIGEST_HOUR_UTC) has come. */
export async function sendSearchDigests(ctx: JobContext): Promise<void> {
  const sent = await new SearchAlertService(ctx.db, ctx.events, ctx.now).sendDigests(digestTime(ctx.now(), ctx.env.DIGEST_HOUR_UTC));
  if (sent > 0) ctx.log.info({ sent }, 'saved search digests told');
}
