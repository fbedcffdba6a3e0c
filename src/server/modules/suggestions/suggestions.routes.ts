import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParams } from '../../../shared/schemas/common.ts';
import { SUGGESTION_ROUTES, suggestionSchema, suggestionsSchema } from '../../../shared/schemas/suggestions.ts';
import { registerRoutes, route } from '../../plugins/zod.ts';
import { requireViewer } from '../session/session.plugin.ts';
import { SuggestionService } from './suggestions.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const offerParams = idParams('offer_id');
const pairParams = idParams('offer_id', 'suggested_id');

/** Match suggestions (docs/decisions/066-match-suggestions.md); the policy decides who sees and introduces. */
export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SuggestionService(app.db, app.events, app.now);
  const tags = ['suggestions'];

  registerRoutes(app, [
    route({
      method: 'GET',
      url: SUGGESTION_ROUTES.offer,
      roles: 'any',
      schema: { tags, summary: "An offer's match suggestions, best first (its company, its bank, the operator)", params: offerParams, response: { 200: suggestionsSchema, ...errors } },
      handler: async (request) => service.forOffer(requireViewer(request), request.params.offer_id),
    }),
    route({
      method: 'GET',
      url: SUGGESTION_ROUTES.overview,
      roles: 'any',
      schema: { tags, summary: "Suggestions across the viewer's offers (a company), its customers' (a bank), or all (the operator)", response: { 200: suggestionsSchema, ...errors } },
      handler: async (request) => service.overview(requireViewer(request)),
    }),
    route({
      method: 'POST',
      url: SUGGESTION_ROUTES.introduce,
      roles: ['bank'],
      schema: { tags, summary: "The offer's bank introduces a suggested pair: both companies are told, names hidden", params: pairParams, response: { 200: suggestionSchema, ...errors } },
      handler: async (request) => service.introduce(requireViewer(request), request.params.offer_id, request.params.suggested_id),
    }),
  ]);
};
