import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/schemas/common.ts';
import { healthSchema, readySchema } from '../../../shared/schemas/health.ts';
import { AppError } from '../../lib/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true, rateLimit: false },
      schema: { tags: ['health'], summary: 'The process is alive', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { public: true, rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'The server takes requests: the database answers and the server is not shutting down',
        response: { 200: readySchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      // Shutting down (SIGTERM): still serving what comes, but a balancer should send no more.
      if (app.lifecycle.draining) throw new AppError(503, 'service_unavailable');
      try {
        await app.database.ping();
      } catch (err) {
        request.log.error({ err }, 'database not ready');
        throw new AppError(503, 'service_unavailable');
      }
      return { status: 'ready' as const, database: app.database.kind };
    },
  );
};
