import type { PublicConfig } from '../../../shared/schemas/config.ts';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { OrganisationRepository } from '../organisations/organisations.repository.ts';

/** What the browser needs before anyone signs in: the URLs it talks to, and the banks to sign in through. */
export class ConfigService {
  private readonly repo: OrganisationRepository;
  private readonly env: Env;

  constructor(db: Database, env: Env) {
    this.repo = new OrganisationRepository(db);
    this.env = env;
  }

  async publicConfig(): Promise<PublicConfig> {
    const env = this.env;
    const realms = await this.repo.listLoginRealms();
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
  }
}
