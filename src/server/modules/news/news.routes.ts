import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, pageQuerySchema } from '../../../shared/schemas/common.ts';
import { inboxApi, newsListSchema } from '../../../shared/schemas/notifications.ts';
import { requestLanguage } from '../../lib/language.ts';
import { requireViewer } from '../session/session.plugin.ts';
import { newsFor } from './news.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** GET /api/news (roles any): the viewer's news, paged (what each role sees: news.repository.ts). */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    inboxApi.news,
    {
      config: { roles: 'any' },
      schema: { tags: ['news'], summary: "The viewer's news: announcements addressed to it and events of interest to its role", querystring: pageQuerySchema, response: { 200: newsListSchema, ...errors } },
    },
    async (request) => newsFor(app.db, requireViewer(request), requestLanguage(request), app.now(), request.query.page, request.query.per_page),
  );
};
