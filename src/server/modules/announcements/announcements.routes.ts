import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, pageQuerySchema } from '../../../shared/schemas/common.ts';
import {
  announcementAudienceBodySchema,
  announcementAudienceSummarySchema,
  announcementBodySchema,
  announcementListSchema,
  announcementParamsSchema,
  announcementReaderListSchema,
  announcementSchema,
  announcementUpdateBodySchema,
  inboxApi,
  readerListQuerySchema,
  versionBodySchema,
} from '../../../shared/schemas/notifications.ts';
import { requestLanguage } from '../../lib/language.ts';
import { requireViewer } from '../session/session.plugin.ts';
import { AnnouncementService } from './announcements.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** A malformed id answers 400 like every route's (docs/decisions/045-routes-alike.md); an unknown one is 404. */
const params = announcementParamsSchema;
const roles = ['kokopelli' as const];

/** The operator's announcements (the notification groups of docs/product/notifications.md#announcements-notification-groups; routes: src/shared/schemas/notifications.ts). */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AnnouncementService(app.db, app.events, app.now);
  const tags = ['announcements'];

  app.get(
    inboxApi.announcements,
    { config: { roles }, schema: { tags, summary: 'Announcements, newest first', querystring: pageQuerySchema, response: { 200: announcementListSchema, ...errors } } },
    async (request) => service.list(requireViewer(request), request.query.page, request.query.per_page),
  );
  app.post(
    inboxApi.announcements,
    {
      config: { roles },
      schema: { tags, summary: 'Write an announcement: published now (no time, or a past one) or at its time', body: announcementBodySchema, response: { 200: announcementSchema, ...errors } },
    },
    async (request) => service.create(requireViewer(request), request.body),
  );
  app.post(
    inboxApi.announcementAudience,
    {
      config: { roles },
      schema: {
        tags,
        summary: 'Whom an audience reaches now: how many users and the languages they read (their texts are required)',
        body: announcementAudienceBodySchema,
        response: { 200: announcementAudienceSummarySchema, ...errors },
      },
    },
    async (request) => service.audience(requireViewer(request), request.body.audience),
  );
  app.get(
    `${inboxApi.announcements}/:notification_group_id`,
    { config: { roles }, schema: { tags, summary: 'One announcement, with how many it reached and read it', params, response: { 200: announcementSchema, ...errors } } },
    async (request) => service.detail(requireViewer(request), request.params.notification_group_id),
  );
  app.put(
    `${inboxApi.announcements}/:notification_group_id`,
    {
      config: { roles },
      schema: { tags, summary: 'Change a scheduled announcement (409 once published or withdrawn, or on a stale version)', params, body: announcementUpdateBodySchema, response: { 200: announcementSchema, ...errors } },
    },
    async (request) => service.update(requireViewer(request), request.params.notification_group_id, request.body),
  );
  app.post(
    `${inboxApi.announcements}/:notification_group_id/withdraw`,
    {
      config: { roles },
      schema: { tags, summary: 'Withdraw an announcement: hidden from every list at once', params, body: versionBodySchema, response: { 200: announcementSchema, ...errors } },
    },
    async (request) => service.withdraw(requireViewer(request), request.params.notification_group_id, request.body.version),
  );
  app.get(
    `${inboxApi.announcements}/:notification_group_id/readers`,
    {
      config: { roles },
      schema: { tags, summary: 'Everyone it reached, readers first', params, querystring: readerListQuerySchema, response: { 200: announcementReaderListSchema, ...errors } },
    },
    async (request) => service.readers(requireViewer(request), request.params.notification_group_id, request.query, requestLanguage(request)),
  );
};
