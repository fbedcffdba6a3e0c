import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/schemas/common.ts';
import { csrfSchema } from '../../../shared/schemas/session.ts';
import { requireViewer } from './session.plugin.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The calls docs/product/api.md names, exactly as written; every signed-in role makes them (about
 * itself). The company and user calls of the same group are organisations/organisations.routes.ts
 * and users/users.routes.ts (session sits below both: every module reads its Viewer).
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/csrf',
    { config: { roles: 'any' }, schema: { tags: ['session'], summary: 'The CSRF token for non-GET calls', response: { 200: csrfSchema, ...errors } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { csrf_token: requireViewer(request).csrfToken };
    },
  );
};
