import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { enforce } from '../../lib/policy.ts';
import type { EventLog } from '../events/events.service.ts';
import type { Viewer } from '../session/session.service.ts';
import type { OfferManagers } from '../../../shared/schemas/offer-views.ts';
import { can, decide, type OrganisationPolicyAction } from '../organisations/organisations.policy.ts';
import { OfferManagerRepository } from './offer-managers.repository.ts';

/**
 * Offer-manager settings: an administrator names which users of the company manage its offers.
 * While none are named, every user of the company may; once some are, only they and the
 * administrators may write offers.
 */
export class OfferManagerService {
  private readonly db: Database;
  private readonly events: EventLog;

  constructor(db: Database, events: EventLog) {
    this.db = db;
    this.events = events;
  }

  async list(viewer: Viewer): Promise<OfferManagers> {
    authorize(viewer, 'view_offer_managers');
    const rows = await new OfferManagerRepository(this.db).listWithUsers(viewer.organisation.id);
    return {
      items: rows.map((r) => ({
        user_id: r.userId,
        name: r.name,
        display_name: r.displayName,
        username_en: r.nameEn,
        user_type: r.userType,
        is_offer_manager: r.managerSince !== null,
      })),
      total: rows.length,
      abilities: { edit: can(viewer, 'change_offer_managers', { id: viewer.organisation.id }) },
    };
  }

  async replace(viewer: Viewer, userIds: string[]): Promise<OfferManagers> {
    authorize(viewer, 'change_offer_managers');
    const unique = [...new Set(userIds)];
    await this.db.transaction(async (tx) => {
      const repo = new OfferManagerRepository(tx);
      if ((await repo.countActiveUsers(viewer.organisation.id, unique)) !== unique.length) {
        throw new AppError(400, 'validation_failed', undefined, { user_ids: ['validation.required'] });
      }
      const before = await repo.managerIds(viewer.organisation.id);
      await repo.replace(viewer.organisation.id, unique);
      await this.events.record(tx, viewer, { type: 'organisation', id: viewer.organisation.id }, 'offer_managers_changed', {
        payload: { before, after: unique },
      });
    });
    return this.list(viewer);
  }
}

/** Asks the organisation policy about the viewer's own company; a refusal becomes the API's answer. */
function authorize(viewer: Viewer, action: OrganisationPolicyAction): void {
  const decision = decide(viewer, action, { id: viewer.organisation.id });
  enforce(decision);
}
