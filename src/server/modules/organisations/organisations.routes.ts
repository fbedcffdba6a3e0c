import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/schemas/common.ts';
import { companyParamsSchema, companyQuerySchema, companySchema, ownIdentifyingTermsSchema } from '../../../shared/schemas/session.ts';
import { requireViewer } from '../session/session.plugin.ts';
import { companyTerms } from './identifying-text.ts';
import { OrganisationService, type ProfileThroughNegotiation } from './organisations.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The company calls docs/product/api.md names, exactly as written (tagged `session` with the
 * session's calls, as the API document groups them). `throughNegotiation`: the negotiation half of
 * `GET /company/:id?trading_id=` (negotiations/counterpart-profile.ts), handed in by app.ts.
 */
export const organisationRoutes: FastifyPluginAsyncZod<{ throughNegotiation: ProfileThroughNegotiation }> = async (app, options) => {
  const organisations = new OrganisationService(app.db, options.throughNegotiation);

  app.get(
    '/company',
    { config: { roles: 'any' }, schema: { tags: ['session'], summary: "The signed-in user's organisation", response: { 200: companySchema, ...errors } } },
    async (request) => organisations.own(requireViewer(request)),
  );

  app.get(
    '/company/identifying-terms',
    {
      config: { roles: ['enterprise'] },
      schema: {
        tags: ['session'],
        summary: "What identifies the viewer's own company: its forms warn before the server refuses such text",
        response: { 200: ownIdentifyingTermsSchema, ...errors },
      },
    },
    async (request) => ({ items: await companyTerms(app.db, requireViewer(request).organisation.id) }),
  );

  app.get(
    '/company/:id',
    {
      config: { roles: 'any' },
      schema: {
        tags: ['session'],
        summary: 'An organisation the viewer may see',
        params: companyParamsSchema,
        querystring: companyQuerySchema,
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) => organisations.byId(requireViewer(request), request.params.id, request.query.trading_id),
  );
};
