import type { Country, NdaDisagreeReason } from '../../../shared/enums.ts';
import {
  coordinatorStateOf,
  NEGOTIATION_TRANSITIONS,
  pendingRequestOf,
  statusOfStage,
  waitingOn,
  type NegotiationAction,
  type NegotiationStage,
} from '../../../shared/negotiation-lifecycle.ts';
import { displayOfferStatus } from '../../../shared/offer-lifecycle.ts';
import type {
  NegotiationAbilities,
  NegotiationCompany,
  NegotiationDetail,
  NegotiationSide,
  NegotiationSummary,
} from '../../../shared/schemas/negotiations.ts';
import { actorOf } from '../../../shared/transition-table.ts';
import type { EventHistoryRow } from '../events/events.repository.ts';
import { presentHiddenCard } from '../organisations/organisations.presenter.ts';
import type { HiddenCardRow } from '../organisations/organisations.repository.ts';
import { companyView, isWaitedOn, mayReadApplication, mayReadChat, mayReadCoordinatorOffers, mayReadText, sideOf, type NegotiationPolicyViewer } from './negotiations.policy.ts';
import type { NegotiationRepository, NegotiationSummaryRow } from './negotiations.repository.ts';

type CompanyRow = NegotiationSummaryRow['offerCompany'];
type HistoryActor = NegotiationDetail['history'][number]['actor'];

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

/** The hidden-company cards of the companies a page shows hidden, by organisation id (OrganisationRepository.hiddenCards). */
export type HiddenCards = ReadonlyMap<string, HiddenCardRow>;

/**
 * One company as this viewer may see it: identity (id, names), industry, size band and bank when
 * the negotiation policy discloses it (`companyView`); otherwise its hidden card, coarsened by the
 * organisation policy so that it does not single the company out (decision 032). The offer
 * company's bank is no secret (its offers show it), so its card is coarsened with the bank fixed.
 */
function presentCompany(row: CompanyRow, side: NegotiationSide, disclosed: boolean, cards: HiddenCards): NegotiationCompany {
  const industry = row.industryCode
    ? { code: row.industryCode, name_en: row.industryNameEn ?? row.industryCode, name_ja: row.industryNameJa ?? row.industryCode, name_th: row.industryNameTh ?? row.industryCode }
    : null;
  const bank = { bank_name: row.bankName, bank_name_en: row.bankNameEn, bank_country: row.bankCountry as Country };
  const country = row.country as Country;
  if (disclosed) return { disclosed: true, company_id: row.id, name: row.name, name_en: row.nameEn, country, industry, size_band: row.sizeBand, ...bank };
  const hidden = presentHiddenCard(cards.get(row.id), side === 'offer_company', { country, industry });
  return { disclosed: false, ...hidden.card, ...(hidden.bank ? bank : {}) };
}

/** The companies of these rows this viewer may not know by name: whose hidden cards the presenter needs. */
export function hiddenCompanyIds(viewer: NegotiationPolicyViewer, rows: NegotiationSummaryRow[]): string[] {
  return rows.flatMap((row) =>
    (['offer_company', 'applicant'] as const)
      .filter((side) => companyView(viewer, row.n, side) === 'hidden')
      .map((side) => (side === 'offer_company' ? row.offerCompany.id : row.applicantCompany.id)),
  );
}

/** `now`: the clock `overdue` is judged by (a due time before it is overdue). */
export function presentSummary(viewer: NegotiationPolicyViewer, row: NegotiationSummaryRow, today: string, now: Date, cards: HiddenCards): NegotiationSummary {
  const n = row.n;
  const stage = n.stage;
  return {
    trading_id: n.id,
    public_ref: n.publicRef,
    contract_id: n.contractId,
    offer: {
      offer_id: row.offer.id,
      public_ref: row.offer.publicRef,
      title: row.offer.title,
      language: row.offer.language,
      title_versions: row.offer.titleVersions,
      type: row.offer.type,
      status: displayOfferStatus(row.offer, today),
    },
    my_side: sideOf(viewer, n),
    offer_company: presentCompany(row.offerCompany, 'offer_company', companyView(viewer, n, 'offer_company') === 'disclosed', cards),
    applicant_company: presentCompany(row.applicantCompany, 'applicant', companyView(viewer, n, 'applicant') === 'disclosed', cards),
    stage,
    step: n.step,
    status: statusOfStage(stage),
    pending_request: pendingRequestOf(stage),
    coordinator_state: coordinatorStateOf(stage),
    waiting_on: waitingOn(stage),
    waiting_on_viewer: isWaitedOn(viewer, n),
    disclosed: n.disclosedAt !== null,
    applied_at: iso(n.createdAt),
    updated_at: iso(n.updatedAt),
    due_at: n.dueAt ? iso(n.dueAt) : null,
    overdue: n.dueAt !== null && n.dueAt.getTime() < now.getTime(),
    version: n.version,
  };
}

export interface NegotiationDetailParts {
  now: Date;
  representatives: Awaited<ReturnType<NegotiationRepository['representatives']>>;
  coordinatorOffers: Awaited<ReturnType<NegotiationRepository['coordinatorOffers']>>;
  history: EventHistoryRow[];
  chatRoom: Awaited<ReturnType<NegotiationRepository['chatRoom']>> | null;
  abilities: NegotiationAbilities;
  cards: HiddenCards;
}

/** Who did an action, as a side or a role, never a name: the table's actor, or for shared actions the organisation's side. */
function historyActor(action: NegotiationAction, organisationId: string | null, n: NegotiationSummaryRow['n']): HistoryActor {
  const actor = actorOf(NEGOTIATION_TRANSITIONS, action);
  switch (actor) {
    case 'applicant_company':
      return 'applicant';
    case 'offer_company':
      return 'offer_company';
    case 'applicant_bank':
    case 'coordinator':
    case 'operator':
      return actor;
    default:
      if (organisationId === n.applicantOrganisationId) return 'applicant';
      if (organisationId === n.offerOrganisationId) return 'offer_company';
      return 'coordinator';
  }
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function presentDetail(
  viewer: NegotiationPolicyViewer,
  row: NegotiationSummaryRow,
  today: string,
  parts: NegotiationDetailParts,
): NegotiationDetail {
  const n = row.n;
  const stage = n.stage;
  const read = (author: Parameters<typeof mayReadText>[2]) => mayReadText(viewer, n, author);
  const nda = (side: NegotiationSide) => {
    const [decision, code, text, at] =
      side === 'offer_company'
        ? [n.offerNdaDecision, n.offerNdaReasonCode, n.offerNdaReasonText, n.offerNdaDecidedAt]
        : [n.applicantNdaDecision, n.applicantNdaReasonCode, n.applicantNdaReasonText, n.applicantNdaDecidedAt];
    if (!decision || !at) return null;
    return { decision, reason_code: code, reason_text: read(side) ? text : null, decided_at: iso(at) };
  };
  const pending = pendingRequestOf(stage);
  return {
    ...presentSummary(viewer, row, today, parts.now, parts.cards),
    application_details: mayReadApplication(viewer, n) ? n.applicationDetails : null,
    // The applicant's people identify it: only for those who may know the applicant.
    representatives:
      companyView(viewer, n, 'applicant') === 'disclosed'
        ? parts.representatives.map((r) => ({ user_id: r.userId, name: r.name, display_name: r.displayName, username_en: r.nameEn, is_signatory: r.userId === n.signatoryUserId }))
        : null,
    coordinator:
      row.coordinator?.id && row.coordinator.name !== null
        ? { organisation_id: row.coordinator.id, name: row.coordinator.name, name_en: row.coordinator.nameEn, state: n.coordinatorAcceptedAt ? 'assigned' : 'offered' }
        : null,
    // The operator's choice of coordinators is its own business.
    coordinator_offers: mayReadCoordinatorOffers(viewer, n)
      ? parts.coordinatorOffers.map((o) => ({
          organisation_id: o.organisationId,
          name: o.name,
          name_en: o.nameEn,
          offered_at: iso(o.offeredAt),
          answer: o.answer,
          answered_at: isoOrNull(o.answeredAt),
          decline_reason: o.declineReason,
        }))
      : [],
    bank_decision:
      n.bankDecision && n.bankDecidedAt
        ? { decision: n.bankDecision, text: read('applicant_bank') ? n.bankDecisionText : null, decided_at: iso(n.bankDecidedAt) }
        : null,
    nda: { offer_company: nda('offer_company'), applicant: nda('applicant') },
    request:
      pending && n.requestBy && n.requestedAt
        ? { kind: pending, requested_by: n.requestBy, text: read(n.requestBy) ? n.requestText : null, requested_at: iso(n.requestedAt) }
        : null,
    contract: n.docusignUrl && n.contractCreatedAt ? { docusign_url: n.docusignUrl, created_at: iso(n.contractCreatedAt), signed_at: isoOrNull(n.signedAt), signed_on: n.signedOn } : null,
    completed_at: isoOrNull(n.completedAt),
    canceled_at: isoOrNull(n.canceledAt),
    chat_room: parts.chatRoom && mayReadChat(viewer, n) ? { opened_at: iso(parts.chatRoom.openedAt), closed_at: isoOrNull(parts.chatRoom.closedAt) } : null,
    history: parts.history.map((h) => {
      const action = h.action.replace(/^negotiation\./, '') as NegotiationAction;
      const actor = historyActor(action, h.actorOrganisationId, n);
      const payload = h.payload;
      return {
        action,
        at: iso(h.at),
        actor,
        from_stage: (h.from as NegotiationStage | null) ?? null,
        to_stage: (h.to ?? stage) as NegotiationStage,
        reason_code: (str(payload['reason_code']) as NdaDisagreeReason | null) ?? null,
        // The application's entry carries the application's text: its own rule as well.
        text: read(actor) && (action !== 'apply' || mayReadApplication(viewer, n)) ? (str(payload['text']) ?? null) : null,
      };
    }),
    abilities: parts.abilities,
  };
}
