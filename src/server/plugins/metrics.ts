import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an operations team watches, in Prometheus's text format: requests by route and
 * status, their latency, the database pool, open sockets, chat delivery lag and scheduled work.
 * One registry per app (tests build several apps in one process); served by `serveMetrics` on a
 * port of its own (METRICS_PORT), never on the public one.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'bizmatch_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  readonly requestDuration = new Histogram({
    name: 'bizmatch_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly errors = new Counter({
    name: 'bizmatch_http_errors_total',
    help: 'Answers of status 500 and above, by route pattern',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });

  readonly chatDeliveryLag = new Histogram({
    name: 'bizmatch_chat_delivery_lag_seconds',
    help: "Time from a chat message's commit to its sending on a reader's live socket (this server's readers)",
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly socketFramesRefused = new Counter({
    name: 'bizmatch_websocket_frames_refused_total',
    help: 'WebSocket frames refused, by socket route and reason (too_large: over the size limit; malformed: not a frame of the protocol)',
    labelNames: ['route', 'reason'] as const,
    registers: [this.registry],
  });

  readonly socketUpgradesRefused = new Counter({
    name: 'bizmatch_websocket_upgrades_refused_total',
    help: 'WebSocket upgrades refused because the user already held SOCKETS_PER_USER sockets on this server, by socket route',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'bizmatch_job_runs_total',
    help: 'Scheduled job rounds, by job and outcome (ok or failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'bizmatch_job_duration_seconds',
    help: 'How long one run of a scheduled job took',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'bizmatch_' });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  /** How many e-mails wait in the outbox (the e-mail module's count, given by `buildApp`); it may throw when the database is unreachable. */
  outboxPending: () => Promise<number>;
}

/** Counts every answer by route pattern (never by raw address: ids would make a series per offer). */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const metrics = new Metrics();
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    metrics.requests.inc({ method, route, status_code: String(reply.statusCode) });
    metrics.requestDuration.observe({ method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.errors.inc({ route });
  });

  new Gauge({
    name: 'bizmatch_websocket_connections',
    help: 'Open WebSocket connections on this server (chat and notifications)',
    registers: [metrics.registry],
    collect() {
      this.set(app.websocketServer?.clients.size ?? 0);
    },
  });

  const pool = app.database.pool;
  if (pool) {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [metrics.registry],
        collect() {
          this.set(read());
        },
      });
    gauge('bizmatch_db_pool_connections', 'PostgreSQL connections the pool holds', () => pool.totalCount);
    gauge('bizmatch_db_pool_idle', 'Idle PostgreSQL connections in the pool', () => pool.idleCount);
    gauge('bizmatch_db_pool_waiting', 'Queries waiting for a PostgreSQL connection', () => pool.waitingCount);
  }

  new Gauge({
    name: 'bizmatch_email_outbox_pending',
    help: 'E-mails queued and not yet sent (the outbox job works them off)',
    registers: [metrics.registry],
    async collect() {
      try {
        this.set(await options.outboxPending());
      } catch {
        // The database is unreachable: /api/ready says so; the scrape still answers.
      }
    },
  });
});

/** Serves `/metrics` of the app on its own port (METRICS_PORT); answers the server to close. */
export async function serveMetrics(app: FastifyInstance, host: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    app.metrics.registry
      .metrics()
      .then((body) => res.writeHead(200, { 'content-type': app.metrics.registry.contentType }).end(body))
      .catch((err: unknown) => {
        app.log.warn({ err }, 'metrics: collecting failed');
        res.writeHead(500).end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
