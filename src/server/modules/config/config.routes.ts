import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '../../../shared/schemas/config.ts';
import { OrganisationRepository } from '../organisations/organisations.repository.ts';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new OrganisationRepository(app.db);
  app.get(
    '/config',
    {
      config: { public: true },
      schema: { tags: ['config'], summary: 'Public runtime configuration for the browser', response: { 200: publicConfigSchema } },
    },
    async (): Promise<PublicConfig> => {
      const env = app.env;
      const realms = await repo.listLoginRealms();
      return {
        api_base_url: env.API_BASE_URL,
        login_url_base: env.LOGIN_URL_BASE,
        logout_url_base: env.LOGOUT_URL_BASE,
        account_url_base: env.ACCOUNT_URL_BASE,
        landing_url: env.LANDING_URL,
        feedback_form_url: env.FEEDBACK_FORM_URL,
        banks: realms.map((r) => ({
          bank_code: r.bankCode,
          name: r.name,
          name_en: r.nameEn,
          country: r.country as PublicConfig['banks'][number]['country'],
          role: r.role === 'kokopelli' ? ('kokopelli' as const) : ('bank' as const),
        })),
      };
    },
  );
};
