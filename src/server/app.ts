import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { MachineTranslator } from './lib/machine-translation/machine-translation.ts';
import { machineTranslatorFromEnv } from './lib/machine-translation/machine-translation-from-env.ts';
import { TranslationService } from './modules/translation/translation.service.ts';
import { SearchAlertService } from './modules/saved-filters/search-alerts.service.ts';
import { SuggestionService } from './modules/suggestions/suggestions.service.ts';
import Fastify, { LogController, type FastifyContextConfig, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { eventLogFor } from './event-subscribers.ts';
import { idpPlugin } from './idp/idp.plugin.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { socketGateway } from './modules/session/socket-gateway.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { ConfigService } from './modules/config/config.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { imageStoreFor, type ImageStore } from './modules/images/image-store.ts';
import { imageRoutes } from './modules/images/images.routes.ts';
import { announcementRoutes } from './modules/announcements/announcements.routes.ts';
import { emailConfigFrom } from './modules/email/email-config.ts';
import { EmailRepository } from './modules/email/email.repository.ts';
import { emailRoutes } from './modules/email/email.routes.ts';
import { dashboardRoutes } from './modules/dashboards/dashboards.routes.ts';
import { exchangeRateRoutes } from './modules/exchange-rates/exchange-rates.routes.ts';
import { glossaryRoutes } from './modules/glossary/glossary.routes.ts';
import { savedFilterRoutes } from './modules/saved-filters/saved-filters.routes.ts';
import { suggestionRoutes } from './modules/suggestions/suggestions.routes.ts';
import { translationRoutes } from './modules/translation/translation.routes.ts';
import { negotiationRoutes } from './modules/negotiations/negotiations.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { todoRoutes } from './modules/todo/todo.routes.ts';
import { offerRoutes } from './modules/offers/offers.routes.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { organisationRoutes } from './modules/organisations/organisations.routes.ts';
import { profileThroughNegotiation } from './modules/negotiations/counterpart-profile.ts';
import { negotiationWatchers } from './modules/negotiations/negotiation-watchers.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { addRequestLogging } from './lib/log.ts';
import { addJsonBodyParser } from './plugins/json-body.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { assertRouteDeclaresAccess, SESSION_COOKIE, sessionPlugin } from './modules/session/session.plugin.ts';
import { webPlugin } from './plugins/web.ts';
import { zodValidatorCompiler } from './plugins/zod.ts';
import './types.ts';

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where offer images are kept; local disk under DATA_DIR by default. */
  imageStore?: ImageStore;
  /** The clock of date rules (an offer's period decides who sees it); tests move it. */
  now?: () => Date;
  /**
   * The machine-translation provider (decision 049); left out, the one the environment configures
   * (none: off). Tests give a local one.
   */
  translator?: MachineTranslator | null;
  /** Registers extra routes before the app is sealed (tests use it to exercise error paths). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  config: FastifyContextConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Builds the whole server: plugins first, then the route modules. Tests build it too. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // The request lines are written by requestLogHooks (lib/log.ts), with the signed-in user's ids.
    // (Through a LogController: Fastify 5 deprecates the top-level disableRequestLogging, FSTDEP023.)
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: env.TRUST_PROXY,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  // Every route, as registered: tests walk this list so that no new route escapes a rule.
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const config = route.config ?? {};
      assertRouteDeclaresAccess(method, route.url, config);
      routes.push({ method, url: route.url, config });
    }
  });

  // Every route below inherits it: size and nesting are capped before a JSON body is parsed.
  addJsonBodyParser(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('lifecycle', { draining: false });
  // The event log and its subscribers (notifications by each module's rules, their e-mails, the chat's room notices), wired once here (decision 038).
  app.decorate('events', eventLogFor({ email: emailConfigFrom(env) }));
  app.decorate('translation', new TranslationService(database.db, options.translator !== undefined ? options.translator : machineTranslatorFromEnv(env), app.log));
  // Both after the approval's answer, once the offer's machine translations are in (their words count for both).
  app.decorate('afterApproval', (offerId: string) =>
    Promise.all([
      new SearchAlertService(database.db, app.events, app.now).announce(offerId),
      new SuggestionService(database.db, app.events, app.now).refreshQueued(offerId),
    ]),
  );
  // While closing, answers in flight still go out, then their keep-alive connections end,
  // so shutdown never waits on an idle client.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.lifecycle.draining = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (closing) reply.header('Connection', 'close');
  });

  addRequestLogging(app);
  await app.register(errorsPlugin);
  await app.register(metricsPlugin, { outboxPending: () => new EmailRepository(database.db).pendingCount() });
  await app.register(securityPlugin);
  // Answers from 1 KB on go out brotli- or gzip-compressed when the client accepts it (phones on
  // slow links). Built files already carry their compressed copy (web.ts) and are left as they
  // are; images (WebP) and event streams are no compressible type. Request bodies are never
  // inflated: a small compressed body must not turn into a large one. API answers are compressed
  // at the fastest level (as nginx's gzip default): on a 20 KB search page brotli 1 gives 5.0 KB
  // against 4.2 KB at the plugin's default 4, and the server answers 60% more cached search pages a
  // second (bench/README, "Throughput"). An answer held in memory up to 64 KB (every API page) is
  // compressed in one call instead of through a zlib stream, which cost 1-3 ms per answer in
  // scheduling ("Search").
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 65_536,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await app.register(openapiPlugin);
  await app.register(sessionPlugin);
  // Every socket (the chat's, the inbox's) goes through the gateway: upgrades go through the routes and hooks like any request.
  // A refused frame (too large, not a WebSocket frame) is a warn line and a count, not an error with a stack.
  await app.register(socketGateway);

  const imageStore = options.imageStore ?? imageStoreFor(env);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(sessionRoutes);
      await api.register(organisationRoutes, { throughNegotiation: profileThroughNegotiation(app.db) });
      await api.register(userRoutes);
      await api.register(offerRoutes);
      await api.register(negotiationRoutes);
      await api.register(imageRoutes, { store: imageStore });
      await api.register(chatRoutes, { store: imageStore });
      await api.register(notificationRoutes, { negotiationWatchers: negotiationWatchers(app.db) });
      await api.register(todoRoutes);
      await api.register(newsRoutes);
      await api.register(announcementRoutes);
      await api.register(emailRoutes);
      await api.register(exchangeRateRoutes);
      await api.register(glossaryRoutes);
      await api.register(translationRoutes);
      await api.register(dashboardRoutes);
      await api.register(savedFilterRoutes);
      await api.register(suggestionRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(idpPlugin);
  await app.register(authRoutes);

  await options.extend?.(app);
  const configService = new ConfigService(app.db, env);
  await app.register(webPlugin, {
    distDir: env.WEB_DIST_DIR,
    publicConfig: () => configService.publicConfig(),
    // The browser's API client asks at /api/ unless API_BASE_URL points elsewhere (src/web/lib/runtime-config.ts).
    ...(['/api/', ''].includes(env.API_BASE_URL.trim()) ? { sessionPreloads: { cookie: SESSION_COOKIE, urls: ['/api/company', '/api/user'] } } : {}),
  });
  return app;
}
