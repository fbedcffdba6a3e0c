import type { Server } from 'node:http';
import pino from 'pino';
import { buildApp } from './app.ts';
import { DataDirLockedError, openDatabase, type DatabaseHandle } from './db/client.ts';
import { demoSignInBanner, seedOnFirstStart } from './seed/seed.ts';
import { imageStoreFor } from './modules/images/image-store.ts';
import { sweepUnattachedImages } from './modules/images/images.service.ts';
import { sweepUnsentAttachments } from './modules/chat/chat.service.ts';
import { startJobs } from './jobs.ts';
import { assertProductionReady, EnvError, parseEnv, type Env } from './env.ts';
import { loadAuthConfig } from './modules/auth/auth-config.ts';
import { loggerOptions } from './lib/log.ts';
import { serveMetrics } from './plugins/metrics.ts';

function fail(message: string): never {
  console.error(`bizmatch: ${message}`);
  process.exit(1);
}

let env: Env;
try {
  env = parseEnv();
  // Production without its database, identity provider or https address: fail before anything opens.
  assertProductionReady(env);
  loadAuthConfig(env); // OIDC_PROVIDERS: fail before anything opens
} catch (err) {
  if (err instanceof EnvError) fail(err.message);
  throw err;
}

const startedAt = performance.now();
let database: DatabaseHandle;
try {
  database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onLockCompromised: (err) => fail(`lost the lock on ${env.DATA_DIR}: ${err.message}`),
    onIdleClientError: (err) => console.warn(`bizmatch: an idle database connection failed and was replaced: ${err.message}`),
  });
} catch (err) {
  if (err instanceof DataDirLockedError) fail(err.message);
  throw err;
}

const imageStore = imageStoreFor(env);
// Servers started together on one PostgreSQL database migrate and seed one after the other; the
// server listens (and /api/ready can answer) only once its database is migrated.
const seeded = await database.exclusive(async () => {
  await database.migrate();
  return seedOnFirstStart(database.db, { demo: env.SEED_DEMO ?? env.NODE_ENV !== 'production', imageStore });
});

const app = await buildApp({
  env,
  database,
  imageStore,
  logger: loggerOptions(env.LOG_LEVEL),
});
if (seeded) app.log.info('seeded the demo world (password "demo" for every demo account)');

const sweep = setInterval(() => {
  app.sessions.sweep().catch((err: unknown) => app.log.warn({ err }, 'session sweep failed'));
}, 10 * 60_000);
sweep.unref();
// Images no offer holds, and chat uploads no message took, are removed a day after upload (rows and stored bytes).
const sweepImages = () => {
  sweepUnattachedImages(database.db, imageStore)
    .then((removed) => {
      if (removed > 0) app.log.info({ removed }, 'removed images no offer holds');
    })
    .catch((err: unknown) => app.log.warn({ err }, 'image sweep failed'));
  sweepUnsentAttachments(database.db, imageStore)
    .then((removed) => {
      if (removed > 0) app.log.info({ removed }, 'removed chat uploads no message took');
    })
    .catch((err: unknown) => app.log.warn({ err }, 'chat upload sweep failed'));
};
const imageSweep = setInterval(sweepImages, 60 * 60_000);
imageSweep.unref();
// Announcements whose time came, deadline reminders, digests and the e-mail outbox.
const stopJobs = startJobs({ db: database.db, env, now: () => new Date(), log: app.log, events: app.events }, app.metrics);

let metricsServer: Server | null = null;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // First out of the balancer: /api/ready answers 503 while requests are still served, so that
  // none is sent to a server that has stopped listening.
  app.lifecycle.draining = true;
  if (env.SHUTDOWN_DRAIN_MS > 0) {
    app.log.info({ signal, ms: env.SHUTDOWN_DRAIN_MS }, 'draining: /api/ready answers 503, requests are still served');
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
  }
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  clearInterval(sweep);
  clearInterval(imageSweep);
  await stopJobs();
  metricsServer?.close();
  const force = setTimeout(() => {
    app.log.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

let banner: string | null = null;
if (app.embeddedIdp) {
  banner = await demoSignInBanner(database.db, env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).catch((err: unknown) => {
    app.log.warn({ err }, 'could not look for the demo accounts');
    return null;
  });
}
try {
  await app.listen({ host: env.HOST, port: env.PORT });
} catch (err) {
  app.log.error({ err }, 'could not listen');
  await database.close();
  process.exit(1);
}
// Prometheus scrapes a port of its own, which the balancer does not forward.
if (env.METRICS_PORT) metricsServer = await serveMetrics(app, env.METRICS_HOST, env.METRICS_PORT);
app.log.info(
  { database: database.kind, ms: Math.round(performance.now() - startedAt) },
  `bizmatch ready on http://localhost:${env.PORT}`,
);
// `./bizmatch start` and a trial: where to go and how to sign in, when the demo world is there to
// sign in to; written after the log lines of the start (the logger writes asynchronously).
if (banner) {
  // Through the logger's own stream, which writes asynchronously: after its lines, not among them.
  const stream = (app.log as unknown as Record<symbol, { write?: (text: string) => void } | undefined>)[pino.symbols.streamSym];
  if (stream?.write) stream.write(banner);
  else process.stdout.write(banner);
}
// Once at start as well: a server restarted more often than hourly still sweeps.
sweepImages();
// A bucket that is missing or refuses the keys is told at start, not at the first upload; the server
// serves all else meanwhile (image calls answer 503 storage_unavailable), so /api/ready does not wait on it.
imageStore.check?.().catch((err: unknown) => app.log.warn({ err }, 'the image store does not answer: image uploads and reads fail until it does'));
