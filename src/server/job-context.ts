import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { EventLog } from './modules/events/events.service.ts';

/** What a scheduled job works with (src/server/jobs.ts runs them); tests call each job with their own clock. */
export interface JobContext {
  db: Database;
  env: Env;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The app's event log: a job that records an event records it through the app's subscribers. */
  events: EventLog;
}

export type Job = (ctx: JobContext) => Promise<void>;
