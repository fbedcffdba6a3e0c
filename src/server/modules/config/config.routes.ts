import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '../../../shared/schemas/config.ts';
import { ConfigService } from './config.service.ts';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ConfigService(app.db, app.env);
  app.get(
    '/config',
    {
      // The browser reads it before sign-in: the sign-in page lists the banks from it.
      config: { public: true },
      schema: { tags: ['config'], summary: 'Public runtime configuration for the browser', response: { 200: publicConfigSchema } },
    },
    async () => service.publicConfig(),
  );
};
