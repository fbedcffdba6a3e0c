import type { Database } from '../../db/client.ts';
import { enforce } from '../../lib/policy.ts';
import type { EventLog } from '../events/events.service.ts';
import { OrganisationRepository } from '../organisations/organisations.repository.ts';
import type { Viewer } from '../session/session.service.ts';
import type { SuggestBody, SuggestResult, TranslationSettings } from '../../../shared/schemas/translation.ts';
import { can, cloudSettingsScope, decide, governingBank } from './translation.policy.ts';
import { bankAllowsCloud, type TranslationService } from './translation.service.ts';

/**
 * Machine translation as the pages see it (decision 049): whether it is on and may take the viewer's
 * texts, the cloud settings of the banks and the platform, and suggestions for a text being written.
 */
export class TranslationSettingsService {
  private readonly db: Database;
  private readonly events: EventLog;
  private readonly translation: TranslationService;

  constructor(db: Database, events: EventLog, translation: TranslationService) {
    this.db = db;
    this.events = events;
    this.translation = translation;
  }

  private allowedFor(viewer: Viewer): Promise<boolean> {
    return bankAllowsCloud(this.db, governingBank(viewer))();
  }

  async settings(viewer: Viewer): Promise<TranslationSettings> {
    const repository = new OrganisationRepository(this.db);
    const platform = await repository.platformOrganisation();
    const mayDefault = platform !== undefined && can(viewer, 'set_cloud', { id: platform.id, role: 'kokopelli' });
    const scope = cloudSettingsScope(viewer);
    const banks = scope === 'all' ? await repository.banksCloudTranslation() : scope === 'own' ? await repository.banksCloudTranslation(viewer.organisation.id) : [];
    return {
      enabled: this.translation.enabled,
      provider: this.translation.provider,
      cloud: this.translation.cloud,
      allowed_for_me: !this.translation.cloud || (await this.allowedFor(viewer)),
      platform_default: platform?.cloudTranslation ?? null,
      banks: banks.map((b) => ({ organisation_id: b.id, name: b.name, name_en: b.nameEn, cloud_translation: b.cloudTranslation })),
      abilities: { set_default: mayDefault },
    };
  }

  /** Sets a bank's setting, or the platform's default on the operator's organisation; each change is an event. */
  async setCloud(viewer: Viewer, organisationId: string, value: boolean | null): Promise<TranslationSettings> {
    const repository = new OrganisationRepository(this.db);
    const [bank] = await repository.banksCloudTranslation(organisationId);
    const platform = await repository.platformOrganisation();
    const subject = bank ? { id: bank.id, role: 'bank' as const } : platform?.id === organisationId ? { id: platform.id, role: 'kokopelli' as const } : undefined;
    enforce(decide(viewer, 'set_cloud', subject));
    const before = bank ? bank.cloudTranslation : platform!.cloudTranslation;
    await this.db.transaction(async (tx) => {
      await new OrganisationRepository(tx).setCloudTranslation(organisationId, value);
      await this.events.record(tx, viewer, { type: 'organisation', id: organisationId }, 'cloud_translation_changed', {
        payload: { from: before, to: value },
      });
    });
    return this.settings(viewer);
  }

  /** A machine translation of texts the viewer is writing; kept like every other (a later reader never waits). */
  async suggest(viewer: Viewer, body: SuggestBody): Promise<SuggestResult> {
    enforce(decide(viewer, 'suggest'));
    const result = await this.translation.translate(body.texts, body.from, body.to, { cloudAllowed: () => this.allowedFor(viewer) });
    return result.state === 'done'
      ? { state: 'done', texts: result.texts, provider: result.provider }
      : { state: result.state, texts: null, provider: null };
  }
}
