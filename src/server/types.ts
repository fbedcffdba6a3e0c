import type { Database, DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import type { EventLog } from './modules/events/events.service.ts';
import type { Role } from '../shared/enums.ts';
import type { Viewer } from './modules/session/session.service.ts';
import type { TranslationService } from './modules/translation/translation.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Database;
    database: DatabaseHandle;
    /** The clock of date rules (AppOptions.now); the real time outside tests. */
    now: () => Date;
    /** `draining`: the server is shutting down; /api/ready answers 503 so balancers stop sending it requests. */
    lifecycle: { draining: boolean };
    /** The event log with this app's subscribers (src/server/event-subscribers.ts): services record changes through it. */
    events: EventLog;
    /** Machine translation with its store (decision 049); off (`enabled` false) when no provider is configured. */
    translation: TranslationService;
    /** What follows an offer's approval once its machine translations are in: matching it against the saved searches (decision 064) and writing its match suggestions (decision 066). */
    afterApproval: (offerId: string) => Promise<unknown>;
  }
  interface FastifyRequest {
    /** The signed-in user and organisation, when the request carries a valid session. */
    viewer: Viewer | null;
  }
  interface FastifyContextConfig {
    /** Route is reachable without a session. */
    public?: boolean;
    /** Route skips the CSRF check (only for GET-like or login-flow routes). */
    skipCsrf?: boolean;
    /**
     * Only organisations of these roles may call the route (403 before validation); services check
     * again. `'any'`: every signed-in role. Every /api route declares this or `public` (decision 007).
     */
    roles?: readonly Role[] | 'any';
    /** A non-API route (login flow, logout) that reads the session. */
    withSession?: boolean;
  }
}
