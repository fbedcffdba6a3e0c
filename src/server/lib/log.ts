import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LevelWithSilent } from 'pino';

/**
 * A request's address as logged: the path and the names of its query parameters, never their
 * values. Values can be secrets (the login callback's `code` and `state`) or what a user searched
 * for (a company name they were told in confidence); the path holds only ids and bank codes.
 */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = [...new URLSearchParams(url.slice(at + 1)).keys()];
  return `${url.slice(0, at)}?${[...new Set(names)].map((n) => `${encodeURIComponent(n)}=`).join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
}

/**
 * The server's log (pino, one JSON object per line): each request's lines carry its id (`reqId`,
 * from a balancer's X-Request-Id when it sends one); its completion line and its error lines also
 * the signed-in user's and organisation's ids (`whoOf`). Cookies, CSRF tokens, authorization
 * headers and query values are never written; bodies are not logged at all.
 */
export function loggerOptions(level: LevelWithSilent): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: loggedUrl(req.url),
        remoteAddress: req.ip,
        userAgent: req.headers['user-agent'],
      }),
    },
  };
}

/** The ids of who made a request, for its log lines (ids only: never a name). */
export function whoOf(request: FastifyRequest): { userId?: string; organisationId?: string } {
  const viewer = request.viewer;
  return viewer ? { userId: viewer.user.id, organisationId: viewer.organisation.id } : {};
}

/**
 * Fastify's two lines per request ("incoming request", "request completed"), written here so that
 * the completion line names the user: a child logger per request with the user's ids cost a third
 * of a signed-in request's throughput (bench/throughput.ts), a field on one line costs nothing.
 */
export function addRequestLogging(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    request.log.info({ req: request }, 'incoming request');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ res: reply, responseTime: reply.elapsedTime, ...whoOf(request) }, 'request completed');
  });
}
