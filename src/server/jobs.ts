import type { Job, JobContext } from './job-context.ts';
import type { Metrics } from './plugins/metrics.ts';
import { publishDueAnnouncements } from './modules/announcements/announcements.job.ts';
import { sendDueReminders } from './modules/deadlines/reminders.job.ts';
import { queueDailyDigests, sendOutbox } from './modules/email/email.job.ts';
import { announceDueOffers, sendSearchDigests } from './modules/saved-filters/search-alerts.job.ts';
import { refreshSuggestions } from './modules/suggestions/suggestions.job.ts';

/**
 * Scheduled work: announcements whose time came, deadline reminders, offers due to be matched
 * against saved searches and the searches' daily notices, match suggestions left to write, daily digests and the e-mail outbox
 * (the searches' notices before the digest, which then carries them). Every job is safe to run on several servers at once: each claims its rows
 * (`UPDATE … WHERE … IS NULL RETURNING`, a unique key, or `FOR UPDATE SKIP LOCKED`), so nothing is
 * done twice.
 */
export const JOBS: Record<string, Job> = {
  publishDueAnnouncements,
  sendDueReminders,
  announceDueOffers,
  refreshSuggestions,
  sendSearchDigests,
  queueDailyDigests,
  sendOutbox,
};

/**
 * Runs every job now and then every `JOB_INTERVAL_SECONDS`, one round at a time; answers the stop
 * function. `metrics`: each run's duration and outcome, per job (the app's).
 */
export function startJobs(ctx: JobContext, metrics?: Metrics): () => Promise<void> {
  let running: Promise<void> | null = null;
  const round = async () => {
    for (const [name, job] of Object.entries(JOBS)) {
      const end = metrics?.jobDuration.startTimer({ job: name });
      let outcome = 'ok';
      try {
        await job(ctx);
      } catch (err) {
        outcome = 'failed';
        ctx.log.warn({ err, job: name }, 'scheduled job failed');
      }
      end?.();
      metrics?.jobRuns.inc({ job: name, outcome });
    }
  };
  const tick = () => {
    if (!running) running = round().finally(() => (running = null));
  };
  const timer = setInterval(tick, ctx.env.JOB_INTERVAL_SECONDS * 1000);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
