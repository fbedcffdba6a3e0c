import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, pageQuerySchema } from '../../../shared/schemas/common.ts';
import { inboxApi, todoListSchema } from '../../../shared/schemas/notifications.ts';
import { requireViewer } from '../session/session.plugin.ts';
import { TodoService } from './todo.service.ts';

/** The viewer organisation's pending actions (schemas: src/shared/schemas/notifications.ts). */
export const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new TodoService(app.db, app.now);
  app.get(
    inboxApi.todo,
    {
      config: { roles: 'any' },
      schema: {
        tags: ['notifications'],
        summary: "What the viewer's organisation must do now, overdue first, then oldest first",
        querystring: pageQuerySchema,
        response: { 200: todoListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.list(requireViewer(request), request.query),
  );
};
