import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/schemas/common.ts';
import { DASHBOARD_ROUTES, dashboardQuerySchema, dashboardSchema } from '../../../shared/schemas/dashboards.ts';
import { requireViewer } from '../session/session.plugin.ts';
import { DashboardService } from './dashboards.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The dashboards of the operator and the banks (docs/product/dashboards.md); the policy decides what each reads. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new DashboardService(app.db, app.now);
  app.get(
    DASHBOARD_ROUTES.dashboard,
    {
      config: { roles: ['kokopelli', 'bank'] },
      schema: {
        tags: ['dashboards'],
        summary: "The deal funnel, cancellations, times, what is overdue and the breakdowns: the platform's (operator) or the bank's customers'",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request) => service.dashboard(requireViewer(request), request.query),
  );
};
