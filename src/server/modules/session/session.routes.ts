import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/common.ts';
import {
  companyParamsSchema,
  companyQuerySchema,
  companySchema,
  csrfSchema,
  userLanguageBodySchema,
  userSchema,
  usersSchema,
} from '../../../shared/schemas/session.ts';
import { OrganisationService } from '../organisations/organisations.service.ts';
import { UserService } from '../users/users.service.ts';
import type { Viewer } from './session.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The calls SPEC §7 names, exactly as written. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const organisations = new OrganisationService(app.db);
  const users = new UserService(app.db);
  // The session plugin has already answered 401 for a request without a viewer.
  const viewerOf = (request: { viewer: Viewer | null }) => request.viewer as Viewer;

  app.get(
    '/csrf',
    { schema: { tags: ['session'], summary: 'The CSRF token for non-GET calls', response: { 200: csrfSchema, ...errors } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { csrf_token: viewerOf(request).csrfToken };
    },
  );

  app.get(
    '/company',
    { schema: { tags: ['session'], summary: "The signed-in user's organisation", response: { 200: companySchema, ...errors } } },
    async (request) => organisations.own(viewerOf(request)),
  );

  app.get(
    '/company/:id',
    {
      schema: {
        tags: ['session'],
        summary: 'An organisation the viewer may see',
        params: companyParamsSchema,
        querystring: companyQuerySchema,
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) => organisations.byId(viewerOf(request), request.params.id, request.query.trading_id),
  );

  app.get(
    '/user',
    { schema: { tags: ['session'], summary: 'The signed-in user', response: { 200: userSchema, ...errors } } },
    async (request) => users.me(viewerOf(request)),
  );

  app.get(
    '/users',
    { schema: { tags: ['session'], summary: "The users of the viewer's organisation", response: { 200: usersSchema, ...errors } } },
    async (request) => users.colleagues(viewerOf(request)),
  );

  app.put(
    '/user/language',
    {
      schema: {
        tags: ['session'],
        summary: "Change the signed-in user's language",
        body: userLanguageBodySchema,
        response: { 204: z.null().describe('Saved'), ...errors },
      },
    },
    async (request, reply) => {
      await users.setLanguage(viewerOf(request), request.body.user_id, request.body.language);
      return reply.status(204).send(null);
    },
  );
};
