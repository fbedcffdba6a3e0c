import type { JobContext } from '../../job-context.ts';
import type { NegotiationStage } from '../../../shared/negotiation-lifecycle.ts';
import type { StoredOfferStatus } from '../../../shared/offer-lifecycle.ts';
import { DeadlineRepository } from './deadlines.repository.ts';
import { negotiationDeadlineStep, offerDeadlineStep } from './deadlines.ts';

/** How many overdue subjects of each kind one run handles; the next run takes the rest. */
const BATCH = 200;

/**
 * Deadline reminders (docs/decisions/021): for every offer waiting for its bank's review
 * and every negotiation whose due time has passed, one reminder per step and due time. The
 * `deadline_reminders` row is claimed and the `<subject>.reminder` event recorded in one
 * transaction, so the reminder (and its notifications, written by the projector) exists exactly
 * once however many servers run this, and however often.
 */
export async function sendDueReminders(ctx: JobContext): Promise<void> {
  const now = ctx.now();
  const sent = await ctx.db.transaction(async (tx) => {
    const repo = new DeadlineRepository(tx);
    const due = await repo.overdue(now, BATCH);
    const candidates = due.flatMap((d) => {
      const step = d.subjectType === 'offer' ? offerDeadlineStep(d.state as StoredOfferStatus) : negotiationDeadlineStep(d.state as NegotiationStage);
      return step ? [{ subjectType: d.subjectType, subjectId: d.subjectId, step, dueAt: d.dueAt }] : [];
    });
    const claimed = await repo.claim(candidates);
    for (const r of claimed) {
      await ctx.events.record(tx, null, { type: r.subjectType as 'offer' | 'negotiation', id: r.subjectId }, 'reminder', {
        payload: { step: r.step, due_at: r.dueAt.toISOString() },
      });
    }
    return claimed.length;
  });
  if (sent > 0) ctx.log.info({ reminders: sent }, 'deadline reminders sent');
}
