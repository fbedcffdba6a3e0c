import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParams } from '../../../shared/schemas/common.ts';
import {
  GLOSSARY_ROUTES,
  glossaryGroupBodySchema,
  glossaryGroupSchema,
  glossaryImportBodySchema,
  glossaryImportResultSchema,
  glossaryListSchema,
  glossaryQuerySchema,
} from '../../../shared/schemas/glossary.ts';
import { route, registerRoutes } from '../../plugins/zod.ts';
import { requireViewer } from '../session/session.plugin.ts';
import { GlossaryService } from './glossary.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
/** The operator keeps the glossary (the policy decides; the route's roles say the same at the door). */
const operator = ['kokopelli' as const];
const params = idParams('group_id');
/** The import's body: a CSV file of up to 1 MB, in JSON (escapes may double it). */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/** The business glossary of docs/decisions/051-glossary.md: kept by the operator, used by every offer search. */
export const glossaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new GlossaryService(app.db, app.events, app.now, app.log);
  // The offers' re-tagging after a change finishes before the server closes.
  app.addHook('preClose', async () => service.settled());
  const tags = ['glossary'];

  registerRoutes(app, [
    route({
      method: 'GET',
      url: GLOSSARY_ROUTES.list,
      roles: operator,
      schema: { tags, summary: 'The groups, newest first, those with a term containing q', querystring: glossaryQuerySchema, response: { 200: glossaryListSchema, ...errors } },
      handler: async (request) => service.list(requireViewer(request), request.query),
    }),
    route({
      method: 'POST',
      url: GLOSSARY_ROUTES.create,
      roles: operator,
      schema: { tags, summary: 'Add a group of terms', body: glossaryGroupBodySchema, response: { 200: glossaryGroupSchema, ...errors } },
      handler: async (request) => service.create(requireViewer(request), request.body),
    }),
    route({
      method: 'GET',
      url: GLOSSARY_ROUTES.exportCsv,
      roles: operator,
      schema: { tags, summary: 'The glossary as CSV (group_id,ja,en,th; UTF-8 with BOM)', response: { 200: z.string().describe('text/csv'), ...errors } },
      handler: async (request, reply) => {
        const csv = await service.exportCsv(requireViewer(request));
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="glossary.csv"')
          .header('Cache-Control', 'no-store')
          .send(csv);
      },
    }),
    route({
      method: 'PUT',
      url: GLOSSARY_ROUTES.group,
      roles: operator,
      schema: { tags, summary: "Replace a group's terms", params, body: glossaryGroupBodySchema, response: { 200: glossaryGroupSchema, ...errors } },
      handler: async (request) => service.update(requireViewer(request), request.params.group_id, request.body),
    }),
    route({
      method: 'DELETE',
      url: GLOSSARY_ROUTES.group,
      roles: operator,
      noContent: true,
      schema: { tags, summary: 'Remove a group', params, response: { 204: z.null().describe('Removed'), ...errors } },
      handler: async (request) => service.remove(requireViewer(request), request.params.group_id),
    }),
  ]);
  // Outside the table for its own body limit.
  app.post(
    GLOSSARY_ROUTES.importCsv,
    {
      config: { roles: operator },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, summary: 'Replace the whole glossary by a CSV file (all or nothing)', body: glossaryImportBodySchema, response: { 200: glossaryImportResultSchema, ...errors } },
    },
    async (request) => service.importCsv(requireViewer(request), request.body),
  );
};
