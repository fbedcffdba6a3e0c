import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/common.ts';
import {
  inboxApi,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationReadAllBodySchema,
  unreadCountsSchema,
} from '../../../shared/schemas/notifications.ts';
import { requestLanguage } from '../../lib/language.ts';
import { requireViewer } from '../session/session.plugin.ts';
import { NotificationService } from './notifications.service.ts';
import { notificationSocketRoutes, type NegotiationWatchers } from './notifications.socket.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** A malformed id answers 400 like every route's (docs/decisions/045-routes-alike.md); another user's is 404. */
const params = notificationIdParamsSchema;

/**
 * The viewer's notifications (routes and schemas: src/shared/schemas/notifications.ts):
 * the list, the unread counts, marking read, and the socket that pushes the counts when they change.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ negotiationWatchers: NegotiationWatchers }> = async (app, options) => {
  const service = new NotificationService(app.db, app.now);
  const tags = ['notifications'];
  await app.register(notificationSocketRoutes, { negotiationWatchers: options.negotiationWatchers });

  app.get(
    inboxApi.notifications,
    {
      config: { roles: 'any' },
      schema: {
        tags,
        summary: 'The viewer\'s notifications, newest first (filters: group, unread), with the unread counts',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => service.list(requireViewer(request), request.query, requestLanguage(request)),
  );

  app.get(
    inboxApi.unread,
    { config: { roles: 'any' }, schema: { tags, summary: 'The viewer\'s unread notifications per group', response: { 200: unreadCountsSchema, ...errors } } },
    async (request) => service.unread(requireViewer(request)),
  );

  app.put(
    inboxApi.readAll,
    {
      config: { roles: 'any' },
      schema: { tags, summary: 'Mark every notification (of one group) read', body: notificationReadAllBodySchema.optional(), response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await service.markAllRead(requireViewer(request), request.body?.group);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/notifications/:notification_id/read',
    { config: { roles: 'any' }, schema: { tags, summary: 'Mark one of the viewer\'s notifications read', params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.markRead(requireViewer(request), request.params.notification_id);
      return reply.status(204).send(null);
    },
  );
};
