import type { Company } from '../../../shared/schemas/session.ts';
import type { Database } from '../../db/client.ts';
import { notFound, refusal } from '../../lib/errors.ts';
import type { Viewer } from '../session/session.service.ts';
import { decide } from './organisation.policy.ts';
import { presentCompany } from './organisation.presenter.ts';
import { OrganisationRepository } from './organisations.repository.ts';

export class OrganisationService {
  private readonly repo: OrganisationRepository;

  constructor(db: Database) {
    this.repo = new OrganisationRepository(db);
  }

  async own(viewer: Viewer): Promise<Company> {
    const row = await this.repo.findProfile(viewer.organisation.id);
    if (!row) throw notFound();
    return presentCompany(row);
  }

  /** Another organisation's profile, for whom the organisation policy allows; 404 for anyone else. */
  async byId(viewer: Viewer, id: string, _tradingId: string | undefined): Promise<Company> {
    const row = await this.repo.findProfile(id);
    if (!row) throw notFound();
    const decision = decide(viewer, 'view', row);
    if (!decision.allowed) throw refusal(decision.reason);
    return presentCompany(row);
  }
}
