import helmet from '@fastify/helmet';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SharedRateLimitStore } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** On PostgreSQL: the rate limits' counts shared by every server (tests flush it). */
    rateLimitStore?: SharedRateLimitStore;
  }
}

/** Security headers and rate limits for every response. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const https = (app.env.PUBLIC_URL ?? '').startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time; no inline script is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // Several servers on PostgreSQL share their counts (decision 030); PGlite serves one process.
  const shared = app.database.kind === 'postgres' ? new SharedRateLimitStore(app.db, app.log) : null;
  if (shared) {
    app.decorate('rateLimitStore', shared);
    app.addHook('onClose', async () => shared.close());
  }
  await app.register(rateLimit, {
    max: app.env.RATE_LIMIT_PER_MINUTE,
    // The plugin constructs its store with `new`; a constructor answering an object gives that object.
    ...(shared ? { store: function SharedStore() { return shared; } as unknown as FastifyRateLimitStoreCtor } : {}),
    timeWindow: '1 minute',
    // Counted after the session is read (preHandler), per signed-in user: a bank's staff share their
    // office's address behind its proxy, and one user's burst must not throttle their colleagues.
    // Requests without a session count per client address (X-Forwarded-For behind a proxy, with
    // TRUST_PROXY); a private route refuses them (401) before parsing their body.
    hook: 'preHandler',
    keyGenerator: (request) => (request.viewer ? `user:${request.viewer.user.id}` : `ip:${request.ip}`),
  });
});
