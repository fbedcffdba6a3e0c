import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParams } from '../../../shared/schemas/common.ts';
import { SAVED_FILTER_ROUTES, savedFilterBodySchema, savedFilterListQuerySchema, savedFilterSchema, savedFiltersSchema, savedFilterUpdateSchema } from '../../../shared/schemas/saved-filters.ts';
import { registerRoutes, route } from '../../plugins/zod.ts';
import { requireViewer } from '../session/session.plugin.ts';
import { SavedFilterService } from './saved-filters.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };


/** Each user's named saved filters of a list (docs/decisions/063-saved-filters.md); the policy keeps each to its user. */
export const savedFilterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SavedFilterService(app.db, app.now);
  const tags = ['saved-filters'];

  registerRoutes(app, [
    route({
      method: 'GET',
      url: SAVED_FILTER_ROUTES.collection,
      roles: 'any',
      schema: { tags, summary: "The viewer's saved filters of a list, by name", querystring: savedFilterListQuerySchema, response: { 200: savedFiltersSchema, ...errors } },
      handler: async (request) => service.list(requireViewer(request), request.query.list),
    }),
    route({
      method: 'POST',
      url: SAVED_FILTER_ROUTES.collection,
      roles: 'any',
      schema: { tags, summary: "Save a list's conditions under a name of the viewer's", body: savedFilterBodySchema, response: { 200: savedFilterSchema, ...errors } },
      handler: async (request) => service.create(requireViewer(request), request.body),
    }),
    route({
      method: 'PUT',
      url: SAVED_FILTER_ROUTES.item,
      roles: 'any',
      schema: {
        tags,
        summary: "Change one of the viewer's saved searches' alerts (at once, daily, none)",
        params: idParams('filter_id'),
        body: savedFilterUpdateSchema,
        response: { 200: savedFilterSchema, ...errors },
      },
      handler: async (request) => service.update(requireViewer(request), request.params.filter_id, request.body),
    }),
    route({
      method: 'DELETE',
      url: SAVED_FILTER_ROUTES.item,
      roles: 'any',
      schema: { tags, summary: "Remove one of the viewer's saved filters", params: idParams('filter_id'), response: { 204: z.null().describe('Removed'), ...errors } },
      noContent: true,
      handler: async (request) => service.remove(requireViewer(request), request.params.filter_id),
    }),
  ]);
};
