import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/common.ts';
import { NEGOTIATION_ACTOR_ROLES, NEGOTIATION_TRANSITIONS, NEGOTIATION_STEP_ACTIONS } from '../../../shared/negotiation-lifecycle.ts';
import {
  negotiationTranslateBodySchema,
  negotiationTranslationsSchema,
  contractParamsSchema,
  coordinatorListSchema,
  NEGOTIATION_ACTION_BODIES,
  NEGOTIATION_ROUTES,
  negotiationApplyBodySchema,
  negotiationDetailSchema,
  negotiationExportQuerySchema,
  negotiationListQuerySchema,
  negotiationListSchema,
  tradingParamsSchema,
} from '../../../shared/schemas/negotiations.ts';
import { actorOf } from '../../../shared/transition-table.ts';
import { requestLanguage } from '../../lib/language.ts';
import { requireViewer } from '../session/session.plugin.ts';
import { NegotiationService } from './negotiations.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

export const negotiationRoutes: FastifyPluginAsyncZod = async (app) => {
  const negotiations = new NegotiationService(app.db, app.events, app.now, app.env, app.translation);
  const tags = ['negotiations'];

  app.post(
    NEGOTIATION_ROUTES.collection,
    {
      config: { roles: ['enterprise'] },
      schema: { tags, summary: 'Apply to an offer (step 1)', body: negotiationApplyBodySchema, response: { 200: negotiationDetailSchema, ...errors } },
    },
    async (request) => negotiations.apply(requireViewer(request), request.body),
  );
  app.get(
    NEGOTIATION_ROUTES.collection,
    {
      config: { roles: 'any' },
      schema: { tags, summary: "The viewer's negotiations, filtered", querystring: negotiationListQuerySchema, response: { 200: negotiationListSchema, ...errors } },
    },
    async (request) => negotiations.list(requireViewer(request), request.query),
  );
  app.get(
    NEGOTIATION_ROUTES.exportCsv,
    {
      config: { roles: ['bank', 'kokopelli'] },
      schema: {
        tags,
        summary: 'The filtered negotiations as CSV (UTF-8 with BOM), headers in the viewer language',
        querystring: negotiationExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await negotiations.exportCsv(requireViewer(request), request.query, requestLanguage(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="negotiations.csv"')
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
  app.get(
    NEGOTIATION_ROUTES.byContract,
    {
      config: { roles: ['coordinator', 'kokopelli'] },
      schema: { tags, summary: "A negotiation by its contract id (the coordinator's pages)", params: contractParamsSchema, response: { 200: negotiationDetailSchema, ...errors } },
    },
    async (request) => negotiations.byContract(requireViewer(request), request.params.contract_id),
  );
  app.get(
    NEGOTIATION_ROUTES.detail,
    {
      config: { roles: 'any' },
      schema: { tags, summary: 'A negotiation, as this viewer may see it, with its abilities', params: tradingParamsSchema, response: { 200: negotiationDetailSchema, ...errors } },
    },
    async (request) => negotiations.detail(requireViewer(request), request.params.trading_id),
  );
  app.post(
    NEGOTIATION_ROUTES.translations,
    {
      config: { roles: 'any' },
      schema: {
        tags,
        summary: "The negotiation's texts this viewer reads, machine-translated into `to` (decision 050)",
        params: tradingParamsSchema,
        body: negotiationTranslateBodySchema,
        response: { 200: negotiationTranslationsSchema, ...errors },
      },
    },
    async (request) => negotiations.translateTexts(requireViewer(request), request.params.trading_id, request.body),
  );

  for (const action of NEGOTIATION_STEP_ACTIONS) {
    const actor = actorOf(NEGOTIATION_TRANSITIONS, action)!;
    app.post(
      NEGOTIATION_ROUTES.action(action),
      {
        // The roles whose users can be the action's actor (the policy decides which of them is).
        config: { roles: [...NEGOTIATION_ACTOR_ROLES[actor]] },
        schema: {
          tags,
          summary: `${action} (actor: ${actor}); the body carries the version seen`,
          params: tradingParamsSchema,
          body: NEGOTIATION_ACTION_BODIES[action],
          response: { 200: negotiationDetailSchema, ...errors },
        },
      },
      async (request) => negotiations.act(requireViewer(request), request.params.trading_id, action, request.body as never),
    );
  }

  app.get(
    NEGOTIATION_ROUTES.coordinators,
    {
      config: { roles: ['kokopelli'] },
      schema: { tags: ['negotiations'], summary: 'Coordinators the operator may offer a deal to', response: { 200: coordinatorListSchema, ...errors } },
    },
    async (request) => negotiations.coordinators(requireViewer(request)),
  );
};
