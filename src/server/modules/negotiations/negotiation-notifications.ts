import type { NegotiationStepAction } from '../../../shared/negotiation-lifecycle.ts';
import { negotiationLink } from '../notifications/links.ts';
import type { NotificationPlan } from '../notifications/notification-rule.ts';
import type { NotificationRules } from '../notifications/notification-rules.ts';
import type { Recipient } from '../notifications/recipient.ts';
import { RecipientRepository, type Candidate } from '../notifications/recipients.repository.ts';
import { can as canOnNegotiation } from './negotiations.policy.ts';

/**
 * Who must know of each negotiation event (docs/product/notifications.md, docs/decisions/021): only
 * active users, and only users who may see the negotiation (docs/product/visibility.md: every
 * recipient is checked with the negotiation policy's `view`). The notice carries the offer's title
 * and the offer's and negotiation's public references, never a company's name (the counterpart may
 * not know it yet). The acting user is left out by the projector.
 *
 * Group `negotiation`; link: the role's negotiation page. "Applicant" is the
 * applicant's representatives and the user who applied (all its users if none of them is active);
 * "offer company" is every user of it (decision 017: it selects nobody).
 *
 * | event                                      | who is told                                                          |
 * |--------------------------------------------|----------------------------------------------------------------------|
 * | negotiation.apply                          | applicant's bank                                                     |
 * | bank_approve                               | offer company (its NDA decision is due), applicant, offer company's bank |
 * | bank_deny                                  | applicant                                                            |
 * | offer_company_nda_agree / _disagree        | applicant                                                            |
 * | applicant_nda_agree (names disclosed)      | applicant, offer company, both banks, operator (a coordinator is to be assigned) |
 * | applicant_nda_disagree                     | offer company                                                        |
 * | offer_coordinator                          | the coordinator organisation offered the deal                        |
 * | coordinator_accept                         | applicant, offer company, operator                                   |
 * | coordinator_decline                        | operator                                                             |
 * | create_contract / update_contract_url      | applicant, offer company                                             |
 * | record_signing                             | applicant, offer company, operator                                   |
 * | request_completion / request_cancel        | operator, the other party (both when the coordinator asks), the assigned coordinator |
 * | approve/reject_completion, approve/reject_cancel | applicant, offer company, the coordinator, both banks          |
 * | withdraw_cancel_request / _completion_request | operator, the other party (both when the coordinator withdraws), the assigned coordinator |
 * | withdraw_coordinator_offer                 | nobody: the office acted, and the coordinator no longer sees the deal (decision 061) |
 * | reassign_coordinator                       | the coordinator organisation now offered the deal                    |
 *
 * A chat message's notice is the chat module's rule (src/server/modules/chat/chat-notifications.ts).
 */
export function registerNegotiationNotifications(rules: NotificationRules): void {
  rules.register(
    Object.keys(AUDIENCES).map((verb) => `negotiation.${verb}`),
    (tx, event) =>
      negotiationPlan(new RecipientRepository(tx), event.subjectId, event.action.slice('negotiation.'.length), event.actorOrganisationId),
  );
}

type Audience = 'applicant' | 'offer_company' | 'applicant_bank' | 'offer_bank' | 'coordinator' | 'operator';

const AUDIENCES: Record<'apply' | NegotiationStepAction, readonly Audience[]> = {
  apply: ['applicant_bank'],
  bank_approve: ['offer_company', 'applicant', 'offer_bank'],
  bank_deny: ['applicant'],
  offer_company_nda_agree: ['applicant'],
  offer_company_nda_disagree: ['applicant'],
  applicant_nda_agree: ['applicant', 'offer_company', 'applicant_bank', 'offer_bank', 'operator'],
  applicant_nda_disagree: ['offer_company'],
  offer_coordinator: ['coordinator'],
  coordinator_accept: ['applicant', 'offer_company', 'operator'],
  coordinator_decline: ['operator'],
  create_contract: ['applicant', 'offer_company'],
  update_contract_url: ['applicant', 'offer_company'],
  record_signing: ['applicant', 'offer_company', 'operator'],
  // The requester's own company is taken out below: the other party is told.
  request_completion: ['operator', 'applicant', 'offer_company', 'coordinator'],
  request_cancel: ['operator', 'applicant', 'offer_company', 'coordinator'],
  approve_completion: ['applicant', 'offer_company', 'coordinator', 'applicant_bank', 'offer_bank'],
  reject_completion: ['applicant', 'offer_company', 'coordinator', 'applicant_bank', 'offer_bank'],
  approve_cancel: ['applicant', 'offer_company', 'coordinator', 'applicant_bank', 'offer_bank'],
  reject_cancel: ['applicant', 'offer_company', 'coordinator', 'applicant_bank', 'offer_bank'],
  // Those told of the request are told it was withdrawn (the requester's own company taken out below).
  withdraw_cancel_request: ['operator', 'applicant', 'offer_company', 'coordinator'],
  withdraw_completion_request: ['operator', 'applicant', 'offer_company', 'coordinator'],
  withdraw_coordinator_offer: [],
  reassign_coordinator: ['coordinator'],
};

/** The verbs the requester takes: its own company is not told. */
const REQUESTER_VERBS = new Set<string>(['request_completion', 'request_cancel', 'withdraw_cancel_request', 'withdraw_completion_request']);

const isNegotiationVerb = (verb: string): verb is keyof typeof AUDIENCES => Object.hasOwn(AUDIENCES, verb);

async function negotiationPlan(repo: RecipientRepository, negotiationId: string, verb: string, actorOrganisationId: string | null): Promise<NotificationPlan | null> {
  if (!isNegotiationVerb(verb)) return null;
  const found = await repo.negotiation(negotiationId);
  if (!found) return null;
  const n = found.n;
  let audiences = AUDIENCES[verb];
  if (REQUESTER_VERBS.has(verb)) {
    const requester: Audience | null =
      actorOrganisationId === n.applicantOrganisationId ? 'applicant' : actorOrganisationId === n.offerOrganisationId ? 'offer_company' : null;
    audiences = audiences.filter((a) => a !== requester);
  }
  // One after the other: the projector runs in the event's transaction, on one connection, which takes one statement at a time.
  const candidates: Candidate[] = [];
  for (const audience of audiences) candidates.push(...(await audienceOf(repo, n, audience)));
  // Only whoever may see the negotiation now (docs/product/visibility.md): e.g. a coordinator whose offer a cancel withdrew is not told.
  const recipients: Recipient[] = candidates
    .filter((c) => canOnNegotiation(c, 'view', n))
    .map((c) => ({ userId: c.id, link: negotiationLink(c.organisation.role, n) }));
  return {
    group: 'negotiation',
    kind: `negotiation.${verb}`,
    params: { offer_title: found.offerTitle, offer_ref: found.offerRef, trading_ref: n.publicRef },
    recipients,
  };
}

type NegotiationRow = NonNullable<Awaited<ReturnType<RecipientRepository['negotiation']>>>['n'];

async function audienceOf(repo: RecipientRepository, n: NegotiationRow, audience: Audience): Promise<Candidate[]> {
  switch (audience) {
    case 'applicant':
      return applicantSide(repo, n);
    case 'offer_company':
      return repo.activeUsersOf([n.offerOrganisationId]);
    case 'applicant_bank':
      return repo.activeUsersOf([n.applicantBankId]);
    case 'offer_bank':
      return repo.activeUsersOf([n.offerBankId]);
    case 'coordinator':
      return n.coordinatorOrganisationId ? repo.activeUsersOf([n.coordinatorOrganisationId]) : [];
    case 'operator':
      return repo.activeOperators();
  }
}

/** The applicant's representatives and the user who applied; every user of the company if none of them is active. */
async function applicantSide(repo: RecipientRepository, n: NegotiationRow): Promise<Candidate[]> {
  const users = await repo.activeUsersOf([n.applicantOrganisationId]);
  const chosen = new Set(await repo.representativeIds(n.id));
  if (n.appliedBy) chosen.add(n.appliedBy);
  const picked = users.filter((u) => chosen.has(u.id));
  return picked.length > 0 ? picked : users;
}
