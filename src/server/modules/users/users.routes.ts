import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/common.ts';
import { chatTranslationSettingSchema, userLanguageBodySchema, userSchema, usersSchema } from '../../../shared/schemas/session.ts';
import { requireViewer } from '../session/session.plugin.ts';
import { UserService } from './users.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The user calls docs/product/api.md names, exactly as written (tagged `session` with the session's calls, as the API document groups them). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = new UserService(app.db, app.events);

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

  app.get(
    '/user/chat-translation',
    { config: { roles: 'any' }, schema: { tags: ['session'], summary: "The signed-in user's chat translation setting", response: { 200: chatTranslationSettingSchema, ...errors } } },
    async (request) => users.chatTranslation(requireViewer(request)),
  );
  app.put(
    '/user/chat-translation',
    {
      config: { roles: 'any' },
      schema: {
        tags: ['session'],
        summary: "Translate other languages' chat messages as they arrive, or on a click",
        body: chatTranslationSettingSchema,
        response: { 200: chatTranslationSettingSchema, ...errors },
      },
    },
    async (request) => users.setChatTranslation(requireViewer(request), request.body.auto),
  );
};
