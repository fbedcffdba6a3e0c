import type { JobContext } from '../../jobs.ts';

/** Issue 12: queues each user's daily digest when it is due (being built). */
export async function queueDailyDigests(_ctx: JobContext): Promise<void> {}

/** Issue 12: sends due outbox rows through SMTP_URL (being built). */
export async function sendOutbox(_ctx: JobContext): Promise<void> {}
