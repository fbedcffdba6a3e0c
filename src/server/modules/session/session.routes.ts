import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/common.ts';
import {
  companyParamsSchema,
  companyQuerySchema,
  companySchema,
  csrfSchema,
  ownIdentifyingTermsSchema,
  userLanguageBodySchema,
  userSchema,
  usersSchema,
} from '../../../shared/schemas/session.ts';
import { companyTerms } from '../organisations/identifying-text.ts';
import { OrganisationService } from '../organisations/organisations.service.ts';
import { UserService } from '../users/users.service.ts';
import { requireViewer } from '../../plugins/session.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The calls docs/product/api.md names, exactly as written; every signed-in role makes them (about itself). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const organisations = new OrganisationService(app.db);
  const users = new UserService(app.db, app.events);

  app.get(
    '/csrf',
    { config: { roles: 'any' }, schema: { tags: ['session'], summary: 'The CSRF token for non-GET calls', response: { 200: csrfSchema, ...errors } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { csrf_token: requireViewer(request).csrfToken };
    },
  );

  app.get(
    '/company',
    { config: { roles: 'any' }, schema: { tags: ['session'], summary: "The signed-in user's organisation", response: { 200: companySchema, ...errors } } },
    async (request) => organisations.own(requireViewer(request)),
  );

  app.get(
    '/company/identifying-terms',
    {
      config: { roles: ['enterprise'] },
      schema: {
        tags: ['session'],
        summary: "What identifies the viewer's own company: its forms warn before the server refuses such text",
        response: { 200: ownIdentifyingTermsSchema, ...errors },
      },
    },
    async (request) => ({ items: await companyTerms(app.db, requireViewer(request).organisation.id) }),
  );

  app.get(
    '/company/:id',
    {
      config: { roles: 'any' },
      schema: {
        tags: ['session'],
        summary: 'An organisation the viewer may see',
        params: companyParamsSchema,
        querystring: companyQuerySchema,
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) => organisations.byId(requireViewer(request), request.params.id, request.query.trading_id),
  );

  app.get(
    '/user',
    { config: { roles: 'any' }, schema: { tags: ['session'], summary: 'The signed-in user', response: { 200: userSchema, ...errors } } },
    async (request) => users.me(requireViewer(request)),
  );

  app.get(
    '/users',
    { config: { roles: 'any' }, schema: { tags: ['session'], summary: "The users of the viewer's organisation", response: { 200: usersSchema, ...errors } } },
    async (request) => users.colleagues(requireViewer(request)),
  );

  app.put(
    '/user/language',
    {
      config: { roles: 'any' },
      schema: {
        tags: ['session'],
        summary: "Change the signed-in user's language",
        body: userLanguageBodySchema,
        response: { 204: z.null().describe('Saved'), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await users.setLanguage(viewer, request.body.user_id, request.body.language);
      // The session carries the language: every server reads it again.
      await app.sessions.userChanged(viewer.user.id);
      return reply.status(204).send(null);
    },
  );
};
