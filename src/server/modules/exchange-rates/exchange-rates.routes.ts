import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParams } from '../../../shared/schemas/common.ts';
import { exchangeRateBodySchema } from '../../../shared/schemas/exchange-rate-body.ts';
import { exchangeRateSchema, exchangeRatesSchema, priceCurrencySettingSchema } from '../../../shared/schemas/exchange-rates.ts';
import { requireViewer } from '../session/session.plugin.ts';
import { ExchangeRateService } from './exchange-rates.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
/** The operator keeps the table (the policy decides; the route's roles say the same at the door). */
const operator = ['kokopelli' as const];

/** The exchange rates of docs/product/languages.md#prices: read by every signed-in page, kept by the operator. */
export const exchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ExchangeRateService(app.db, app.events, app.now);
  const tags = ['exchange-rates'];

  app.get(
    '/exchange-rates',
    { config: { roles: 'any' }, schema: { tags, summary: 'The rates in force today and the table, newest first', response: { 200: exchangeRatesSchema, ...errors } } },
    async (request) => service.list(requireViewer(request)),
  );
  app.put(
    '/exchange-rates',
    {
      config: { roles: operator },
      schema: { tags, summary: "Set a currency's rate from a day on (replaces that day's rate)", body: exchangeRateBodySchema, response: { 200: exchangeRateSchema, ...errors } },
    },
    async (request) => service.set(requireViewer(request), request.body),
  );
  // Each user's own choice of the currency approximate prices are shown in.
  app.get(
    '/user/price-currency',
    { config: { roles: 'any' }, schema: { tags: ['session'], summary: 'The currency the signed-in user reads approximate prices in', response: { 200: priceCurrencySettingSchema, ...errors } } },
    async (request) => service.priceCurrency(requireViewer(request)),
  );
  app.put(
    '/user/price-currency',
    {
      config: { roles: 'any' },
      schema: {
        tags: ['session'],
        summary: 'Choose the currency approximate prices are shown in (null: the organisation country\'s)',
        body: priceCurrencySettingSchema.pick({ currency: true }),
        response: { 200: priceCurrencySettingSchema, ...errors },
      },
    },
    async (request) => service.setPriceCurrency(requireViewer(request), request.body.currency),
  );
  app.delete(
    '/exchange-rates/:exchange_rate_id',
    {
      config: { roles: operator },
      schema: { tags, summary: 'Remove a rate', params: idParams('exchange_rate_id'), response: { 204: z.null().describe('Removed'), ...errors } },
    },
    async (request, reply) => {
      await service.remove(requireViewer(request), request.params.exchange_rate_id);
      return reply.status(204).send(null);
    },
  );
};
