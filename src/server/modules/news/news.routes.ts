import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Issue 12: the routes of src/shared/schemas/notifications.ts for this module (being built). */
export const newsRoutes: FastifyPluginAsyncZod = async () => {};
