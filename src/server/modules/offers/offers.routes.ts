import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/common.ts';
import {
  approveBodySchema,
  offerWriteBodySchema,
  reasonBodySchema,
  versionQuerySchema,
} from '../../../shared/schemas/offer.ts';
import {
  industrySchema,
  offerManagersBodySchema,
  offerManagersSchema,
  managedOfferSchema,
  offerListSchema,
  offerManageQuerySchema,
  offerSearchQuerySchema,
  partnerOfferSchema,
} from '../../../shared/schemas/offer-views.ts';
import { informedBy } from '../../lib/notice-cache.ts';
import { requireViewer } from '../../plugins/session.ts';
import { IndustryService } from './industries.service.ts';
import { OfferManagerService } from './offer-managers.service.ts';
import { OfferService } from './offers.service.ts';
import { SearchCaches, searchBusFor } from './search-cache.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
const idParams = z.object({ id: z.uuid() });

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Partner search pages are kept for seconds; every server forgets all of them when the database
  // announces a write that may change one (docs/decisions/025), and keeps none while it may miss that.
  const searchCaches = new SearchCaches(app.env.SEARCH_CACHE_SECONDS * 1000);
  const searchBus = searchBusFor(app.database, (payload) => app.log.warn({ payload }, 'search cache: ignored a malformed notice'));
  app.addHook('onClose', await informedBy(searchCaches.all, searchBus, (notice) => searchCaches.forget(notice), app.log.child({ cache: 'search' })));
  const offers = new OfferService(app.db, app.events, app.now, app.env, searchCaches);
  const industries = new IndustryService(app.db);
  const managers = new OfferManagerService(app.db, app.events);
  const tags = ['offers'];

  app.get(
    '/industries',
    { config: { roles: 'any' }, schema: { tags, summary: 'The industry classification (major and middle)', response: { 200: z.array(industrySchema), ...errors } } },
    async () => industries.tree(),
  );

  // The offer company
  app.post(
    '/offers',
    { config: { roles: ['enterprise'] }, schema: { tags, summary: 'Create an offer: save a draft or register it for review', body: offerWriteBodySchema, response: { 200: managedOfferSchema, ...errors } } },
    // docs/product/api.md: success is 200 or 204 only, creations included.
    async (request) => offers.create(requireViewer(request), request.body),
  );
  app.put(
    '/offers/:id',
    {
      config: { roles: ['enterprise'] },
      schema: {
        tags,
        summary: 'Edit an offer with the version last seen; a stale version answers 409',
        params: idParams,
        body: offerWriteBodySchema,
        response: { 200: managedOfferSchema, ...errors },
      },
    },
    async (request) => offers.update(requireViewer(request), request.params.id, request.body),
  );
  app.delete(
    '/offers/:id',
    {
      config: { roles: ['enterprise'] },
      schema: {
        tags,
        summary: 'Delete an offer (administrators; not while under review)',
        params: idParams,
        querystring: versionQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await offers.remove(requireViewer(request), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/offers/in-house',
    { config: { roles: ['enterprise'] }, schema: { tags, summary: "The company's own offers, every status", querystring: offerManageQuerySchema, response: { 200: offerListSchema, ...errors } } },
    async (request) => offers.inHouse(requireViewer(request), request.query),
  );
  app.get(
    '/offers/:id/manage',
    { config: { roles: ['enterprise', 'bank', 'kokopelli'] }, schema: { tags, summary: 'An offer in full, for its company, its bank or the operator', params: idParams, response: { 200: managedOfferSchema, ...errors } } },
    async (request) => offers.managedDetail(requireViewer(request), request.params.id),
  );

  app.get(
    '/offer-managers',
    { config: { roles: ['enterprise'] }, schema: { tags, summary: 'Which users of the company manage its offers', response: { 200: offerManagersSchema, ...errors } } },
    async (request) => managers.list(requireViewer(request)),
  );
  app.put(
    '/offer-managers',
    {
      config: { roles: ['enterprise'] },
      schema: { tags, summary: 'Name the offer managers (administrators); none named means every user', body: offerManagersBodySchema, response: { 200: offerManagersSchema, ...errors } },
    },
    async (request) => managers.replace(requireViewer(request), request.body.user_ids),
  );

  // Other companies
  app.get(
    '/offers/search',
    { config: { roles: ['enterprise'] }, schema: { tags, summary: 'Search published offers of other companies', querystring: offerSearchQuerySchema, response: { 200: offerListSchema, ...errors } } },
    async (request) => offers.search(requireViewer(request), request.query),
  );
  app.get(
    '/offers/favorites',
    { config: { roles: ['enterprise'] }, schema: { tags, summary: "The user's favourite offers", querystring: offerSearchQuerySchema, response: { 200: offerListSchema, ...errors } } },
    async (request) => offers.favorites(requireViewer(request), request.query),
  );
  app.get(
    '/offers/:id/partner',
    { config: { roles: ['enterprise'] }, schema: { tags, summary: "An offer as another company sees it (names hidden; private or closed only to a company that applied); counts the company's view", params: idParams, response: { 200: partnerOfferSchema, ...errors } } },
    async (request) => offers.partnerDetail(requireViewer(request), request.params.id),
  );
  app.put(
    '/offers/:id/favorite',
    { config: { roles: ['enterprise'] }, schema: { tags, summary: 'Add to favourites', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await offers.setFavorite(requireViewer(request), request.params.id, true);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/offers/:id/favorite',
    { config: { roles: ['enterprise'] }, schema: { tags, summary: 'Remove from favourites', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await offers.setFavorite(requireViewer(request), request.params.id, false);
      return reply.status(204).send(null);
    },
  );

  // The offer company's bank
  app.get(
    '/bank/offers',
    { config: { roles: ['bank'] }, schema: { tags, summary: "Offers of the bank's customers", querystring: offerManageQuerySchema, response: { 200: offerListSchema, ...errors } } },
    async (request) => offers.forBank(requireViewer(request), request.query),
  );
  app.post(
    '/bank/offers/:id/approve',
    { config: { roles: ['bank'] }, schema: { tags, summary: 'Approve (publish) an offer; every checklist item ticked', params: idParams, body: approveBodySchema, response: { 200: managedOfferSchema, ...errors } } },
    async (request) => offers.review(requireViewer(request), request.params.id, 'approve', request.body),
  );
  app.post(
    '/bank/offers/:id/remand',
    { config: { roles: ['bank'] }, schema: { tags, summary: 'Send an offer back to its company with a reason', params: idParams, body: reasonBodySchema, response: { 200: managedOfferSchema, ...errors } } },
    async (request) => offers.review(requireViewer(request), request.params.id, 'remand', request.body),
  );
  app.post(
    '/bank/offers/:id/deny',
    { config: { roles: ['bank'] }, schema: { tags, summary: 'Deny an offer with a reason (final)', params: idParams, body: reasonBodySchema, response: { 200: managedOfferSchema, ...errors } } },
    async (request) => offers.review(requireViewer(request), request.params.id, 'deny', request.body),
  );

  // The operator
  app.get(
    '/kokopelli/offers',
    { config: { roles: ['kokopelli'] }, schema: { tags, summary: 'Every offer of every bank', querystring: offerManageQuerySchema, response: { 200: offerListSchema, ...errors } } },
    async (request) => offers.forOperator(requireViewer(request), request.query),
  );
};
