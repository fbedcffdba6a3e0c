import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, pageQuerySchema } from '../../../shared/schemas/common.ts';
import { emailSettingsSchema, inboxApi, outboxListSchema } from '../../../shared/schemas/notifications.ts';
import { requireViewer } from '../session/session.plugin.ts';
import { EmailService } from './email.service.ts';
import { closeTransports } from './email-transport.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * E-mail (src/shared/schemas/notifications.ts): each user's choices per notification
 * group, and the operator's view of the outbox. Registering it also closes the SMTP transports
 * with the app.
 */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onClose', async () => closeTransports());
  const service = new EmailService(app.db, app.events, app.now);

  app.get(
    inboxApi.emailSettings,
    {
      config: { roles: 'any' },
      schema: { tags: ['email'], summary: "The signed-in user's e-mail choices per notification group", response: { 200: emailSettingsSchema, ...errors } },
    },
    async (request) => service.settings(requireViewer(request)),
  );

  app.put(
    inboxApi.emailSettings,
    {
      config: { roles: 'any' },
      schema: {
        tags: ['email'],
        summary: "Change the signed-in user's e-mail choices (off, immediately, daily digest) per group",
        body: emailSettingsSchema,
        response: { 200: emailSettingsSchema, ...errors },
      },
    },
    async (request) => service.saveSettings(requireViewer(request), request.body),
  );

  app.get(
    inboxApi.outbox,
    {
      config: { roles: ['kokopelli'] },
      schema: {
        tags: ['email'],
        summary: 'Every e-mail bizmatch wrote, newest first (kept ones when no SMTP server is configured)',
        querystring: pageQuerySchema,
        response: { 200: outboxListSchema, ...errors },
      },
    },
    async (request) => service.outbox(requireViewer(request), request.query.page, request.query.per_page),
  );
};
