import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParams } from '../../../shared/schemas/common.ts';
import {
  approveBodySchema,
  offerWriteBodySchema,
  reasonBodySchema,
  translationCorrectionBodySchema,
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
  translateToQuerySchema,
} from '../../../shared/schemas/offer-views.ts';
import { informedBy } from '../../lib/notice-cache.ts';
import { registerRoutes, route } from '../../plugins/zod.ts';
import { requireViewer } from '../session/session.plugin.ts';
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
/** The offer's id (a malformed one answers 400 like every route's, docs/decisions/045-routes-alike.md). */
const params = idParams('id');

/** The offers' routes, one table: method, path, roles, schemas, handler (src/server/plugins/zod.ts `route`). */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Partner search pages are kept for seconds; every server forgets all of them when the database
  // announces a write that may change one (docs/decisions/025), and keeps none while it may miss that.
  const searchCaches = new SearchCaches(app.env.SEARCH_CACHE_SECONDS * 1000);
  const searchBus = searchBusFor(app.database, (payload) => app.log.warn({ payload }, 'search cache: ignored a malformed notice'));
  app.addHook('onClose', await informedBy(searchCaches.all, searchBus, (notice) => searchCaches.forget(notice), app.log.child({ cache: 'search' })));
  const offers = new OfferService(app.db, app.events, app.now, app.env, searchCaches, app.translation, app.afterApproval);
  // Machine translations started after an approval finish before the server closes.
  app.addHook('preClose', async () => offers.settled());
  const industries = new IndustryService(app.db);
  const managers = new OfferManagerService(app.db, app.events);
  const tags = ['offers'];

  registerRoutes(app, [
    route({
      method: 'GET',
      url: '/industries',
      roles: 'any',
      schema: { tags, summary: 'The industry classification (major and middle)', response: { 200: z.array(industrySchema), ...errors } },
      handler: async () => industries.tree(),
    }),

    // The offer company
    route({
      method: 'POST',
      url: '/offers',
      roles: ['enterprise'],
      schema: { tags, summary: 'Create an offer: save a draft or register it for review', body: offerWriteBodySchema, response: { 200: managedOfferSchema, ...errors } },
      // docs/product/api.md: success is 200 or 204 only, creations included.
      handler: async (request) => offers.create(requireViewer(request), request.body),
    }),
    route({
      method: 'PUT',
      url: '/offers/:id',
      roles: ['enterprise'],
      schema: {
        tags,
        summary: 'Edit an offer with the version last seen; a stale version answers 409',
        params,
        body: offerWriteBodySchema,
        response: { 200: managedOfferSchema, ...errors },
      },
      handler: async (request) => offers.update(requireViewer(request), request.params.id, request.body),
    }),
    route({
      method: 'DELETE',
      url: '/offers/:id',
      roles: ['enterprise'],
      schema: {
        tags,
        summary: 'Delete an offer (administrators; not while under review)',
        params,
        querystring: versionQuerySchema,
        response: { 204: z.null(), ...errors },
      },
      noContent: true,
      handler: async (request) => offers.remove(requireViewer(request), request.params.id, request.query.version),
    }),
    route({
      method: 'GET',
      url: '/offers/in-house',
      roles: ['enterprise'],
      schema: { tags, summary: "The company's own offers, every status", querystring: offerManageQuerySchema, response: { 200: offerListSchema, ...errors } },
      handler: async (request) => offers.inHouse(requireViewer(request), request.query),
    }),
    route({
      method: 'GET',
      url: '/offers/:id/manage',
      roles: ['enterprise', 'bank', 'kokopelli'],
      schema: {
        tags,
        summary: 'An offer in full, for its company, its bank or the operator; machine-translated into `translate_to` when it has no version in it',
        params,
        querystring: translateToQuerySchema,
        response: { 200: managedOfferSchema, ...errors },
      },
      handler: async (request) => offers.managedDetail(requireViewer(request), request.params.id, request.query.translate_to),
    }),

    route({
      method: 'GET',
      url: '/offer-managers',
      roles: ['enterprise'],
      schema: { tags, summary: 'Which users of the company manage its offers', response: { 200: offerManagersSchema, ...errors } },
      handler: async (request) => managers.list(requireViewer(request)),
    }),
    route({
      method: 'PUT',
      url: '/offer-managers',
      roles: ['enterprise'],
      schema: { tags, summary: 'Name the offer managers (administrators); none named means every user', body: offerManagersBodySchema, response: { 200: offerManagersSchema, ...errors } },
      handler: async (request) => managers.replace(requireViewer(request), request.body.user_ids),
    }),

    // Other companies
    route({
      method: 'GET',
      url: '/offers/search',
      roles: ['enterprise'],
      schema: { tags, summary: 'Search published offers of other companies', querystring: offerSearchQuerySchema, response: { 200: offerListSchema, ...errors } },
      handler: async (request) => offers.search(requireViewer(request), request.query),
    }),
    route({
      method: 'GET',
      url: '/offers/favorites',
      roles: ['enterprise'],
      schema: { tags, summary: "The user's favourite offers", querystring: offerSearchQuerySchema, response: { 200: offerListSchema, ...errors } },
      handler: async (request) => offers.favorites(requireViewer(request), request.query),
    }),
    route({
      method: 'GET',
      url: '/offers/:id/partner',
      roles: ['enterprise'],
      schema: {
        tags,
        summary: "An offer as another company sees it (names hidden; private or closed only to a company that applied); counts the company's view",
        params,
        querystring: translateToQuerySchema,
        response: { 200: partnerOfferSchema, ...errors },
      },
      handler: async (request) => offers.partnerDetail(requireViewer(request), request.params.id, request.query.translate_to),
    }),
    route({
      method: 'PUT',
      url: '/offers/:id/favorite',
      roles: ['enterprise'],
      schema: { tags, summary: 'Add to favourites', params, response: { 204: z.null(), ...errors } },
      noContent: true,
      handler: async (request) => offers.setFavorite(requireViewer(request), request.params.id, true),
    }),
    route({
      method: 'DELETE',
      url: '/offers/:id/favorite',
      roles: ['enterprise'],
      schema: { tags, summary: 'Remove from favourites', params, response: { 204: z.null(), ...errors } },
      noContent: true,
      handler: async (request) => offers.setFavorite(requireViewer(request), request.params.id, false),
    }),

    // The offer company's bank
    route({
      method: 'GET',
      url: '/bank/offers',
      roles: ['bank'],
      schema: { tags, summary: "Offers of the bank's customers", querystring: offerManageQuerySchema, response: { 200: offerListSchema, ...errors } },
      handler: async (request) => offers.forBank(requireViewer(request), request.query),
    }),
    route({
      method: 'POST',
      url: '/bank/offers/:id/approve',
      roles: ['bank'],
      schema: { tags, summary: 'Approve (publish) an offer; every checklist item ticked', params, body: approveBodySchema, response: { 200: managedOfferSchema, ...errors } },
      handler: async (request) => offers.review(requireViewer(request), request.params.id, 'approve', request.body),
    }),
    route({
      method: 'POST',
      url: '/bank/offers/:id/remand',
      roles: ['bank'],
      schema: { tags, summary: 'Send an offer back to its company with a reason', params, body: reasonBodySchema, response: { 200: managedOfferSchema, ...errors } },
      handler: async (request) => offers.review(requireViewer(request), request.params.id, 'remand', request.body),
    }),
    route({
      method: 'POST',
      url: '/bank/offers/:id/deny',
      roles: ['bank'],
      schema: { tags, summary: 'Deny an offer with a reason (final)', params, body: reasonBodySchema, response: { 200: managedOfferSchema, ...errors } },
      handler: async (request) => offers.review(requireViewer(request), request.params.id, 'deny', request.body),
    }),

    route({
      method: 'PUT',
      url: '/bank/offers/:id/translation',
      roles: ['bank'],
      schema: {
        tags,
        summary: "Correct or add the offer's version in a language other than its original (in review or published); recorded in the history",
        params,
        body: translationCorrectionBodySchema,
        response: { 200: managedOfferSchema, ...errors },
      },
      handler: async (request) => offers.correctTranslation(requireViewer(request), request.params.id, request.body),
    }),

    // The operator
    route({
      method: 'GET',
      url: '/kokopelli/offers',
      roles: ['kokopelli'],
      schema: { tags, summary: 'Every offer of every bank', querystring: offerManageQuerySchema, response: { 200: offerListSchema, ...errors } },
      handler: async (request) => offers.forOperator(requireViewer(request), request.query),
    }),
  ]);
};
