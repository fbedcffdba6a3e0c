import type { Company } from '../../../shared/schemas/session.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Viewer } from '../session/session.service.ts';
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

  /**
   * Another organisation's profile. Visible to itself, to the operator and to the bank it is a
   * customer of; counterparts in a negotiation come with negotiations. Anything else answers
   * 404, so an outsider cannot even learn that the organisation exists.
   */
  async byId(viewer: Viewer, id: string, _tradingId: string | undefined): Promise<Company> {
    const row = await this.repo.findProfile(id);
    if (!row) throw notFound();
    const own = row.id === viewer.organisation.id;
    const operator = viewer.organisation.role === 'kokopelli';
    const itsBank = viewer.organisation.role === 'bank' && row.bankId === viewer.organisation.id;
    if (!own && !operator && !itsBank) throw notFound();
    return presentCompany(row);
  }
}
