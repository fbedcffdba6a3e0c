import type { JobContext } from '../../jobs.ts';

/** Issue 12 scheduled work (being built). */
export async function sendDueReminders(_ctx: JobContext): Promise<void> {}
