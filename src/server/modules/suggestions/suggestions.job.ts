import type { JobContext } from '../../job-context.ts';
import { SuggestionService } from './suggestions.service.ts';

/**
 * Writes the suggestions of queued offers the approving server did not take in time (it stopped on
 * the way), and of offers whose texts in another language changed (docs/decisions/066). Each is
 * claimed with `FOR UPDATE SKIP LOCKED`, so several servers compute each once.
 */
export async function refreshSuggestions(ctx: JobContext): Promise<void> {
  const offers = await new SuggestionService(ctx.db, ctx.events, ctx.now).refreshDue();
  if (offers > 0) ctx.log.info({ offers }, 'match suggestions written');
}
