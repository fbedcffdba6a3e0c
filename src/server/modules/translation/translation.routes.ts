import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idParams } from '../../../shared/schemas/common.ts';
import { cloudSettingBodySchema, suggestBodySchema, suggestResultSchema, translationSettingsSchema } from '../../../shared/schemas/translation.ts';
import { requireViewer } from '../session/session.plugin.ts';
import { TranslationSettingsService } from './translation-settings.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Machine translation's calls (decision 049): its state and settings, and suggestions for the forms. */
export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new TranslationSettingsService(app.db, app.events, app.translation);
  const tags = ['translation'];

  app.get(
    '/translation',
    { config: { roles: 'any' }, schema: { tags, summary: 'Is machine translation on, may my texts go to it, and the settings I may change', response: { 200: translationSettingsSchema, ...errors } } },
    async (request) => service.settings(requireViewer(request)),
  );
  app.put(
    '/translation/cloud/:organisation_id',
    {
      config: { roles: ['kokopelli', 'bank'] },
      schema: {
        tags,
        summary: "Allow or forbid a bank's customers' texts (or, for the operator's organisation, the platform's default) to go to a cloud provider",
        params: idParams('organisation_id'),
        body: cloudSettingBodySchema,
        response: { 200: translationSettingsSchema, ...errors },
      },
    },
    async (request) => service.setCloud(requireViewer(request), request.params.organisation_id, request.body.cloud_translation),
  );
  app.post(
    '/translation/suggest',
    {
      config: { roles: ['enterprise', 'bank'] },
      schema: { tags, summary: 'Machine-translate texts being written (a suggestion; nothing is saved but the translation)', body: suggestBodySchema, response: { 200: suggestResultSchema, ...errors } },
    },
    async (request) => service.suggest(requireViewer(request), request.body),
  );
};
