import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { enforce } from '../../lib/policy.ts';
import { EventRepository } from '../events/events.repository.ts';
import type { EventLog } from '../events/events.service.ts';
import { DEFAULT_DEADLINE_CONFIG, negotiationDeadlineValues, type DeadlineConfig } from '../deadlines/deadlines.ts';
import type { Viewer } from '../session/session.service.ts';
import { OfferRepository } from '../offers/offers.repository.ts';
import { decide as decideOffer } from '../offers/offers.policy.ts';
import { offerPolicyContext } from '../offers/offer-policy-context.ts';
import type { Language } from '../../../shared/enums.ts';
import { localizedName, localizedOptionalName } from '../../../shared/localized-name.ts';
import { COUNTRY_TIME_ZONE, dateInCountry } from '../../../shared/time-zones.ts';
import { translations } from '../../../shared/i18n/index.ts';
import {
  DISCLOSING_ACTION,
  nextNegotiationState,
  stagesWaitingOn,
  stagesWithStatus,
  type NegotiationStage,
  type NegotiationStepAction,
} from '../../../shared/negotiation-lifecycle.ts';
import { platformToday } from '../../../shared/offer-lifecycle.ts';
import {
  NEGOTIATION_CSV_COLUMNS,
  type CoordinatorList,
  type NegotiationActionBody,
  type NegotiationCompany,
  type NegotiationDetail,
  type NegotiationExportQuery,
  type NegotiationList,
  type NegotiationListQuery,
} from '../../../shared/schemas/negotiations.ts';
import type { z } from 'zod';
import type { negotiationApplyBodySchema } from '../../../shared/schemas/negotiations.ts';
import { refuseIdentifyingText } from '../organisations/identifying-text.ts';
import { escapeLike } from '../offers/search-grams.ts';
import { normaliseText } from '../../../shared/normalise-text.ts';
import { csvTime, toCsv } from '../../lib/csv.ts';
import { companyNameKnownTo, decide, decideList, listsOverdueFirst, mayViewCompanyThrough, negotiationAbilities, negotiationVisibleTo, negotiationWaitsOn, scopedSide, sideOf, writesBeforeDisclosure, type NegotiationPolicyAction, type NegotiationSubject } from './negotiations.policy.ts';
import { hiddenCompanyIds, presentDetail, presentSummary, type HiddenCards } from './negotiations.presenter.ts';
import { DEFAULT_HIDDEN_COMPANY_K } from '../../env.ts';
import type { HiddenCardConfig } from '../organisations/organisations.policy.ts';
import { OrganisationRepository } from '../organisations/organisations.repository.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { bankAllowsCloud, type TranslationService } from '../translation/translation.service.ts';
import { detectLanguage } from '../../../shared/text-versions.ts';
import type { NegotiationText, NegotiationTranslateBody, NegotiationTranslations } from '../../../shared/schemas/negotiations.ts';
import { negotiationFilters, NegotiationRepository, type NegotiationSummaryRow, type NegotiationValues } from './negotiations.repository.ts';

type ApplyBody = z.infer<typeof negotiationApplyBodySchema>;
type AnyActionBody = NegotiationActionBody<NegotiationStepAction>;

const notFoundNegotiation = () => new AppError(404, 'negotiation_not_found');

/**
 * The free text a party writes with an action that the other side reads before the names are
 * disclosed (an NDA disagreement's reason, a cancel request's reason): it must not name the
 * writer's company (docs/decisions/031-identifying-text.md). Null when nothing needs checking.
 */
function textsReadBeforeDisclosure(
  viewer: Viewer,
  row: NegotiationSubject & { disclosedAt: Date | null },
  action: NegotiationStepAction,
  body: AnyActionBody,
): Record<string, string | undefined> | null {
  if (!writesBeforeDisclosure(viewer, row)) return null;
  if (action === 'offer_company_nda_disagree' || action === 'applicant_nda_disagree') {
    return { reason_text: (body as NegotiationActionBody<'applicant_nda_disagree'>).reason_text };
  }
  if (action === 'request_cancel') return { reason: (body as NegotiationActionBody<'request_cancel'>).reason };
  return null;
}

/**
 * Negotiation use cases (docs/product/negotiations.md and docs/product/visibility.md). Who may see and do what is the negotiation policy's
 * (negotiations.policy.ts); whether an offer may be applied to is the offer policy's. Every move
 * runs in one transaction: the row locked, the policy asked (404 / 403 / 409), the version the
 * viewer saw checked (409), the stage, step and the step's facts written, and an event recorded.
 */
export class NegotiationService {
  private readonly db: Database;
  private readonly now: () => Date;
  private readonly deadlines: DeadlineConfig;
  private readonly hiddenCompanyK: number;
  private readonly events: EventLog;

  private readonly translation: TranslationService | null;

  constructor(
    db: Database,
    events: EventLog,
    now: () => Date = () => new Date(),
    config: DeadlineConfig & HiddenCardConfig = { ...DEFAULT_DEADLINE_CONFIG, HIDDEN_COMPANY_K: DEFAULT_HIDDEN_COMPANY_K },
    /** Machine translation of the negotiation's texts (decision 050); null: off. */
    translation: TranslationService | null = null,
  ) {
    this.translation = translation;
    this.db = db;
    this.now = now;
    this.deadlines = config;
    this.hiddenCompanyK = config.HIDDEN_COMPANY_K;
    this.events = events;
  }

  /** The hidden-company cards these rows need for this viewer (one query; none when every name is known to it). */
  private hiddenCards(viewer: Viewer, rows: NegotiationSummaryRow[]): Promise<HiddenCards> {
    return new OrganisationRepository(this.db).hiddenCards(hiddenCompanyIds(viewer, rows), this.hiddenCompanyK);
  }

  private today() {
    return platformToday(this.now());
  }

  private authorize<T extends NegotiationSubject | null>(viewer: Viewer, action: NegotiationPolicyAction, negotiation: T | undefined) {
    const to = enforce(decide(viewer, action, negotiation), {
      code: { hidden: 'negotiation_not_found' },
      detail: { invalid_transition: `A negotiation at ${negotiation?.stage ?? 'none'} cannot be ${action}.` },
    });
    return { allowed: true as const, to };
  }

  // ---- applying (step 1) -----------------------------------------------------------------

  async apply(viewer: Viewer, body: ApplyBody): Promise<NegotiationDetail> {
    this.authorize(viewer, 'apply', null);
    const offerRepo = new OfferRepository(this.db);
    const repo = new NegotiationRepository(this.db);
    const offer = await offerRepo.findState(body.offer_id);
    if (!offer || offer.deletedAt) throw new AppError(404, 'not_found', 'No offer has this id.');
    if (offer.organisationId === viewer.organisation.id) throw new AppError(409, 'own_offer');
    // The offer policy: open to the company as a partner (public, or applied to before), and open for applications today.
    const open = decideOffer(viewer, 'apply', offer, await offerPolicyContext(this.db, viewer, this.now(), { negotiatingOn: offer.id }));
    enforce(open, {
      code: { invalid_transition: 'offer_not_open' },
      detail: { hidden: 'No offer has this id.', forbidden: 'No offer has this id.', invalid_transition: 'The offer is not open for applications today.' },
    });
    const members = await repo.usersOf(viewer.organisation.id, body.representative_user_ids);
    if (members.size !== new Set(body.representative_user_ids).size) {
      throw new AppError(400, 'validation_failed', undefined, { representative_user_ids: ['validation.representative_not_in_company'] });
    }
    // Only a user whose contract-signatory flag is set may sign for the company (decision 034).
    if (!(await repo.isContractSignatory(viewer.organisation.id, body.signatory_user_id))) {
      throw new AppError(400, 'signatory_not_authorised', 'The signatory is not a contract signatory of your company.', {
        signatory_user_id: ['validation.signatory_not_authorised'],
      });
    }
    const applicant = await repo.applicant(viewer.organisation.id);
    if (!applicant?.bankId) throw new AppError(400, 'no_bank', 'Your company is not attached to a bank.');
    // The offer company reads the details before the NDA: they must not name the applicant.
    await refuseIdentifyingText(this.db, viewer.organisation.id, { application_details: body.application_details });
    const next = nextNegotiationState(null, 'apply')!;
    let id: string;
    try {
      id = await this.db.transaction(async (tx) => {
        const txRepo = new NegotiationRepository(tx);
        if (await txRepo.openFor(offer.id, viewer.organisation.id)) throw new AppError(409, 'already_applied');
        const parties = {
          applicantOrganisationId: viewer.organisation.id,
          applicantBankId: applicant.bankId!,
          offerOrganisationId: offer.organisationId,
          offerBankId: offer.bankId,
        };
        const negotiationId = await txRepo.insert({
          offerId: offer.id,
          ...parties,
          ...(await negotiationDeadlineValues(tx, this.deadlines, next.stage, parties, this.now())),
          stage: next.stage,
          step: next.step,
          applicationDetails: body.application_details,
          signatoryUserId: body.signatory_user_id,
          appliedBy: viewer.user.id,
        });
        await txRepo.insertRepresentatives(negotiationId, body.representative_user_ids);
        await this.events.record(tx, viewer, { type: 'negotiation', id: negotiationId }, 'apply', {
          from: null,
          to: next.stage,
          payload: { offer_id: offer.id, text: body.application_details },
        });
        return negotiationId;
      });
    } catch (err) {
      // Two applications at once: the partial unique index lets one through.
      if (isUniqueViolation(err)) throw new AppError(409, 'already_applied');
      throw err;
    }
    return this.detail(viewer, id);
  }

  // ---- every later step ------------------------------------------------------------------

  async act<A extends NegotiationStepAction>(viewer: Viewer, tradingId: string, action: A, body: NegotiationActionBody<A>): Promise<NegotiationDetail> {
    await this.db.transaction(async (tx) => {
      const repo = new NegotiationRepository(tx);
      const row = await repo.findState(tradingId, true);
      this.authorize(viewer, action, row);
      if (!row) throw notFoundNegotiation();
      if (row.version !== body.version) throw new AppError(409, 'negotiation_version_conflict');
      const next = nextNegotiationState({ stage: row.stage, step: row.step }, action);
      if (!next) throw new AppError(409, 'invalid_transition');
      const texts = textsReadBeforeDisclosure(viewer, row, action, body);
      if (texts) await refuseIdentifyingText(tx, viewer.organisation.id, texts);
      const now = this.now();
      const { values, payload } = await this.stepValues(repo, viewer, row, action, body, now);
      const ok = await repo.updateVersioned(tradingId, body.version, {
        ...values,
        stage: next.stage,
        step: next.step,
        ...(next.stage === 'canceled' ? { canceledAt: now } : {}),
        ...(action === DISCLOSING_ACTION ? { disclosedAt: now } : {}),
        // A new stage starts a new waiting period (and its due time); a correction within the stage keeps it.
        ...(next.stage !== row.stage ? await negotiationDeadlineValues(tx, this.deadlines, next.stage, row, now) : {}),
      });
      if (!ok) throw new AppError(409, 'negotiation_version_conflict');
      // The chat room opens with the disclosure and closes for good when the deal ends (docs/product/negotiations.md).
      if (action === DISCLOSING_ACTION) await repo.openChatRoom(tradingId, now);
      if (next.stage === 'completed' || next.stage === 'canceled') {
        // The chat module tells every server's sockets in the room, at commit (chat-bus.ts subscribes to this event).
        await repo.closeChatRoom(tradingId, now);
      }
      await this.events.record(tx, viewer, { type: 'negotiation', id: tradingId }, action, { from: row.stage, to: next.stage, payload });
    });
    // A coordinator who declined no longer sees the deal: its answer is the deal as anyone unrelated
    // would be shown it (both companies hidden, no texts, no abilities), not a 404 for what it just did.
    return this.detail(viewer, tradingId, action === 'coordinator_decline');
  }

  /** What each action records besides the stage: the decision's facts, and the event's payload. */
  private async stepValues(
    repo: NegotiationRepository,
    viewer: Viewer,
    row: NegotiationSubject & { id: string; contractId: string | null; contractCreatedAt: Date | null },
    action: NegotiationStepAction,
    body: AnyActionBody,
    now: Date,
  ): Promise<{ values: NegotiationValues; payload: Record<string, unknown> }> {
    const by = viewer.user.id;
    const text = (value: string | undefined) => (value && value !== '' ? value : null);
    const clearRequest = { requestBy: null, requestText: null, requestedAt: null };
    const requester = (): 'offer_company' | 'applicant' | 'coordinator' => sideOf(viewer, row) ?? 'coordinator';
    switch (action) {
      case 'bank_approve': {
        const remarks = text((body as NegotiationActionBody<'bank_approve'>).remarks);
        return { values: { bankDecision: 'approve', bankDecisionText: remarks, bankDecidedAt: now, bankDecidedBy: by }, payload: { text: remarks } };
      }
      case 'bank_deny': {
        const reason = (body as NegotiationActionBody<'bank_deny'>).reason;
        return { values: { bankDecision: 'deny', bankDecisionText: reason, bankDecidedAt: now, bankDecidedBy: by }, payload: { text: reason } };
      }
      case 'offer_company_nda_agree':
        return { values: { offerNdaDecision: 'agree', offerNdaDecidedAt: now, offerNdaDecidedBy: by }, payload: {} };
      case 'applicant_nda_agree':
        return { values: { applicantNdaDecision: 'agree', applicantNdaDecidedAt: now, applicantNdaDecidedBy: by }, payload: {} };
      case 'offer_company_nda_disagree':
      case 'applicant_nda_disagree': {
        const { reason_code, reason_text } = body as NegotiationActionBody<'applicant_nda_disagree'>;
        const reasonText = text(reason_text);
        const values: NegotiationValues =
          action === 'offer_company_nda_disagree'
            ? { offerNdaDecision: 'disagree', offerNdaReasonCode: reason_code, offerNdaReasonText: reasonText, offerNdaDecidedAt: now, offerNdaDecidedBy: by }
            : { applicantNdaDecision: 'disagree', applicantNdaReasonCode: reason_code, applicantNdaReasonText: reasonText, applicantNdaDecidedAt: now, applicantNdaDecidedBy: by };
        return { values, payload: { reason_code, text: reasonText } };
      }
      case 'offer_coordinator': {
        const coordinatorId = (body as NegotiationActionBody<'offer_coordinator'>).coordinator_organisation_id;
        if (!(await repo.isCoordinator(coordinatorId))) throw new AppError(400, 'coordinator_not_found');
        await repo.offerToCoordinator(row.id, coordinatorId, by, now);
        return {
          values: { coordinatorOrganisationId: coordinatorId, coordinatorAcceptedAt: null, contractId: row.contractId ?? randomUUID() },
          payload: { coordinator_organisation_id: coordinatorId },
        };
      }
      case 'coordinator_accept':
        await repo.answerCoordinatorOffer(row.id, 'accepted', by, now);
        return { values: { coordinatorAcceptedAt: now }, payload: {} };
      case 'coordinator_decline': {
        const reason = text((body as NegotiationActionBody<'coordinator_decline'>).reason);
        await repo.answerCoordinatorOffer(row.id, 'declined', by, now, reason);
        return { values: { coordinatorOrganisationId: null, coordinatorAcceptedAt: null }, payload: { text: reason, coordinator_organisation_id: viewer.organisation.id } };
      }
      case 'create_contract':
      case 'update_contract_url': {
        const url = (body as NegotiationActionBody<'create_contract'>).docusign_url;
        return { values: { docusignUrl: url, ...(action === 'create_contract' ? { contractCreatedAt: now } : {}) }, payload: {} };
      }
      case 'record_signing': {
        const signedOn = (body as NegotiationActionBody<'record_signing'>).signed_on;
        const refuse = (key: string) => {
          throw new AppError(400, 'validation_failed', undefined, { signed_on: [key] });
        };
        // Not after today anywhere on the platform (Japan's date is the latest), not before the day
        // the contract was created anywhere (Thailand's date is the earliest).
        if (signedOn > dateInCountry(now, 'JP')) refuse('validation.signed_on_future');
        if (row.contractCreatedAt && signedOn < dateInCountry(row.contractCreatedAt, 'TH')) refuse('validation.signed_on_before_contract');
        return { values: { signedAt: now, signedOn }, payload: { signed_on: signedOn } };
      }
      case 'request_completion': {
        const note = text((body as NegotiationActionBody<'request_completion'>).note);
        return { values: { requestBy: requester(), requestText: note, requestedAt: now }, payload: { text: note } };
      }
      case 'request_cancel': {
        const reason = (body as NegotiationActionBody<'request_cancel'>).reason;
        return { values: { requestBy: requester(), requestText: reason, requestedAt: now }, payload: { text: reason } };
      }
      case 'approve_completion':
        return { values: { ...clearRequest, completedAt: now }, payload: {} };
      case 'approve_cancel':
        // A deal still only offered to a coordinator is withdrawn from it.
        await repo.answerCoordinatorOffer(row.id, 'declined', null, now);
        return { values: clearRequest, payload: {} };
      case 'reject_completion':
      case 'reject_cancel': {
        const reason = (body as NegotiationActionBody<'reject_cancel'>).reason;
        return { values: clearRequest, payload: { text: reason } };
      }
      case 'withdraw_cancel_request':
      case 'withdraw_completion_request':
        return { values: clearRequest, payload: {} };
      case 'withdraw_coordinator_offer':
        await repo.answerCoordinatorOffer(row.id, 'withdrawn', by, now);
        return {
          values: { coordinatorOrganisationId: null, coordinatorAcceptedAt: null },
          payload: { coordinator_organisation_id: row.coordinatorOrganisationId },
        };
      case 'reassign_coordinator': {
        const coordinatorId = (body as NegotiationActionBody<'reassign_coordinator'>).coordinator_organisation_id;
        if (!(await repo.isCoordinator(coordinatorId))) throw new AppError(400, 'coordinator_not_found');
        if (coordinatorId === row.coordinatorOrganisationId) {
          throw new AppError(400, 'validation_failed', undefined, { coordinator_organisation_id: ['validation.coordinator_same'] });
        }
        await repo.answerCoordinatorOffer(row.id, 'withdrawn', by, now);
        await repo.offerToCoordinator(row.id, coordinatorId, by, now);
        return {
          values: { coordinatorOrganisationId: coordinatorId, coordinatorAcceptedAt: null },
          payload: { coordinator_organisation_id: coordinatorId, previous_coordinator_organisation_id: row.coordinatorOrganisationId },
        };
      }
    }
  }

  // ---- reads ------------------------------------------------------------------------------

  async detail(viewer: Viewer, tradingId: string, justDeclined = false): Promise<NegotiationDetail> {
    const repo = new NegotiationRepository(this.db);
    const row = await repo.findSummary(tradingId);
    if (!justDeclined || !row) this.authorize(viewer, 'view', row?.n);
    const [representatives, coordinatorOffers, history, chatRoom, cards] = await Promise.all([
      repo.representatives(tradingId),
      repo.coordinatorOffers(tradingId),
      new EventRepository(this.db).history({ type: 'negotiation', id: tradingId }),
      repo.chatRoom(tradingId),
      this.hiddenCards(viewer, [row!]),
    ]);
    return presentDetail(viewer, row!, this.today(), { now: this.now(), representatives, coordinatorOffers, history, chatRoom: chatRoom ?? null, abilities: negotiationAbilities(viewer, row!.n), cards });
  }

  /**
   * The negotiation's free texts machine-translated for the reader (decision 050): only those the
   * viewer's own detail answer shows (the policy that hides a text hides its translation); each
   * goes to a cloud provider only where its writer's bank (else the platform) allows.
   */
  async translateTexts(viewer: Viewer, tradingId: string, body: NegotiationTranslateBody): Promise<NegotiationTranslations> {
    const detail = await this.detail(viewer, tradingId);
    const row = (await new NegotiationRepository(this.db).findSummary(tradingId))!;
    const { applicantBankId, offerBankId } = row.n;
    const requestBank = detail.request?.requested_by === 'applicant' ? applicantBankId : detail.request?.requested_by === 'offer_company' ? offerBankId : null;
    // A company's business description, where the viewer may open its profile through this negotiation.
    const business = async (companyId: string) =>
      mayViewCompanyThrough(viewer, row.n, companyId) ? (await new OrganisationRepository(this.db).findProfile(companyId))?.businessDescription : null;
    const wanted = new Set(body.fields);
    const texts: Record<NegotiationText, { text: string | null | undefined; bankId: string | null }> = {
      application_details: { text: detail.application_details, bankId: applicantBankId },
      bank_decision: { text: detail.bank_decision?.text, bankId: applicantBankId },
      nda_offer_company: { text: detail.nda.offer_company?.reason_text, bankId: offerBankId },
      nda_applicant: { text: detail.nda.applicant?.reason_text, bankId: applicantBankId },
      request: { text: detail.request?.text, bankId: requestBank },
      offer_company_business: { text: wanted.has('offer_company_business') ? await business(row.n.offerOrganisationId) : null, bankId: offerBankId },
      applicant_business: { text: wanted.has('applicant_business') ? await business(row.n.applicantOrganisationId) : null, bankId: applicantBankId },
    };
    const items: NegotiationTranslations['items'] = [];
    for (const field of wanted) {
      const { text, bankId } = texts[field];
      if (!text) continue;
      const from = detectLanguage(text);
      const result = this.translation
        ? await this.translation.translate([text], from, body.to, { cloudAllowed: bankAllowsCloud(this.db, bankId) })
        : ({ state: from === body.to ? 'not_needed' : 'off' } as const);
      items.push(
        result.state === 'done'
          ? { field, language: from, state: 'done', text: result.texts[0]!, provider: result.provider, made_at: result.madeAt.toISOString() }
          : { field, language: from, state: result.state, text: null, provider: null, made_at: null },
      );
    }
    return { items };
  }

  /** The coordinator pages' address: the deal's contract id (decision 015). */
  async byContract(viewer: Viewer, contractId: string): Promise<NegotiationDetail> {
    const id = await new NegotiationRepository(this.db).idByContract(contractId);
    if (!id) throw notFoundNegotiation();
    return this.detail(viewer, id);
  }

  private scope(viewer: Viewer, query: NegotiationExportQuery): SQL[] {
    const where: SQL[] = [negotiationVisibleTo(viewer)];
    const side = scopedSide(viewer, query.scope);
    if (side === 'applicant') where.push(negotiationFilters.applicant(viewer.organisation.id));
    if (side === 'offer_company') where.push(negotiationFilters.offerCompany(viewer.organisation.id));
    const stageIn = (stages: NegotiationStage[]) => (stages.length ? negotiationFilters.stageIn(stages) : sql`false`);
    if (query.status) where.push(stageIn(stagesWithStatus(query.status)));
    if (query.waiting_on === 'me') where.push(negotiationWaitsOn(viewer));
    else if (query.waiting_on) where.push(stageIn(stagesWaitingOn(query.waiting_on)));
    if (query.step) where.push(negotiationFilters.step(query.step));
    if (query.bank_code) where.push(negotiationFilters.bankCode(query.bank_code));
    if (query.country) where.push(negotiationFilters.country(query.country));
    if (query.offer_id) where.push(negotiationFilters.offerId(query.offer_id));
    if (query.q) {
      const pattern = `%${escapeLike(normaliseText(query.q))}%`;
      where.push(negotiationFilters.keyword(pattern, { applicant: companyNameKnownTo(viewer, 'applicant'), offer_company: companyNameKnownTo(viewer, 'offer_company') }));
    }
    return where;
  }

  /** The operator's list puts what is overdue first (then the order asked for); other lists keep their order. */
  private overdueFirst(viewer: Viewer, now: Date): Date | null {
    return listsOverdueFirst(viewer) ? now : null;
  }

  async list(viewer: Viewer, query: NegotiationListQuery): Promise<NegotiationList> {
    const now = this.now();
    const today = platformToday(now);
    const { rows, total } = await new NegotiationRepository(this.db).list(this.scope(viewer, query), query.sort, { page: query.page, perPage: query.per_page }, this.overdueFirst(viewer, now));
    const cards = await this.hiddenCards(viewer, rows);
    return { items: rows.map((r) => presentSummary(viewer, r, today, now, cards)), total, page: query.page, per_page: query.per_page };
  }

  /**
   * Every row the filter shows, as CSV in the viewer's language (banks and the operator: they see
   * both names): names as the screen shows them (`localizedName`, the policy's disclosure kept),
   * countries by name, times in the downloader's zone, named in the header (decision 036).
   */
  async exportCsv(viewer: Viewer, query: NegotiationExportQuery, language: Language): Promise<string> {
    enforce(decideList(viewer, 'export_csv'));
    const today = this.today();
    const repo = new NegotiationRepository(this.db);
    const zone = query.tz ?? COUNTRY_TIME_ZONE[(await repo.organisationCountry(viewer.organisation.id)) ?? 'JP'];
    const { rows } = await repo.list(this.scope(viewer, query), query.sort, null);
    const cards = await this.hiddenCards(viewer, rows);
    const t = translations[language];
    const hidden = t.negotiation_apply.history.counterpart_hidden;
    const company = (c: NegotiationCompany) => (c.disclosed ? localizedName({ name: c.name, name_en: c.name_en }, language) : hidden);
    const bank = (c: NegotiationCompany) => localizedOptionalName(c.bank_name, c.bank_name_en, language) ?? '';
    const time = csvTime(zone);
    const records = rows.map((r) => {
      const s = presentSummary(viewer, r, today, this.now(), cards);
      const cells: Record<(typeof NEGOTIATION_CSV_COLUMNS)[number], string> = {
        public_ref: s.public_ref,
        offer_public_ref: s.offer.public_ref,
        offer_title: s.offer.title,
        offer_type: t.offer.type[s.offer.type],
        offer_company_name: company(s.offer_company),
        offer_company_country: t.country[s.offer_company.country],
        offer_company_bank: bank(s.offer_company),
        applicant_company_name: company(s.applicant_company),
        applicant_company_country: t.country[s.applicant_company.country],
        applicant_company_bank: bank(s.applicant_company),
        step: t.negotiation.step[s.step],
        status: t.negotiation.status[s.status],
        waiting_on: s.waiting_on ? t.negotiation.waiting_on[s.waiting_on] : '',
        coordinator_name: localizedOptionalName(r.coordinator?.name, r.coordinator?.nameEn, language) ?? '',
        applied_at: time(s.applied_at),
        updated_at: time(s.updated_at),
      };
      return NEGOTIATION_CSV_COLUMNS.map((c) => cells[c]);
    });
    const header = NEGOTIATION_CSV_COLUMNS.map((c) => (c === 'applied_at' || c === 'updated_at' ? `${t.negotiation.csv[c]} (${zone})` : t.negotiation.csv[c]));
    return toCsv([header, ...records]);
  }

  async coordinators(viewer: Viewer): Promise<CoordinatorList> {
    enforce(decideList(viewer, 'coordinators'));
    const rows = await new NegotiationRepository(this.db).coordinators();
    return {
      items: rows.map((r) => ({ organisation_id: r.id, name: r.name, name_en: r.nameEn, country: r.country as CoordinatorList['items'][number]['country'], open_deals: r.openDeals })),
      total: rows.length,
    };
  }
}
