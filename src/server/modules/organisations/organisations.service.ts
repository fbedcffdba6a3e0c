import type { Company } from '../../../shared/schemas/session.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { enforce } from '../../lib/policy.ts';
import type { Viewer } from '../session/session.service.ts';
import { profileView } from './organisations.policy.ts';
import { presentCompany } from './organisations.presenter.ts';
import { OrganisationRepository } from './organisations.repository.ts';

/**
 * Whether the negotiation `tradingId` admits the viewer to the company's profile (decision 017:
 * the negotiation policy's `mayViewCompanyThrough`). Negotiations sit above organisations and
 * answer it (negotiations/counterpart-profile.ts); app.ts hands the answer in.
 */
export type ProfileThroughNegotiation = (viewer: Viewer, tradingId: string, companyId: string) => Promise<boolean>;

export class OrganisationService {
  private readonly repo: OrganisationRepository;
  private readonly throughNegotiation: ProfileThroughNegotiation;

  constructor(db: Database, throughNegotiation: ProfileThroughNegotiation) {
    this.repo = new OrganisationRepository(db);
    this.throughNegotiation = throughNegotiation;
  }

  async own(viewer: Viewer): Promise<Company> {
    const row = await this.repo.findProfile(viewer.organisation.id);
    if (!row) throw notFound();
    return presentCompany(row, ['business', 'verification', 'branch']);
  }

  /**
   * Another organisation's profile, for whom the organisation policy allows; with a trading_id, also
   * the counterpart of that negotiation for whom the negotiation policy discloses it
   * (`mayViewCompanyThrough`: the parties after disclosure, both banks, the assigned coordinator,
   * the operator). 404 for anyone else, as for an organisation that does not exist. Which fields
   * each of them sees is the organisation policy's `profileView`: those admitted only through the
   * negotiation get the business profile, without the customer-verification data and the branch.
   */
  async byId(viewer: Viewer, id: string, tradingId: string | undefined): Promise<Company> {
    const row = await this.repo.findProfile(id);
    if (!row) throw notFound();
    const through = tradingId !== undefined && (await this.throughNegotiation(viewer, tradingId, id));
    const groups = enforce(profileView(viewer, row, through));
    return presentCompany(row, groups);
  }
}
