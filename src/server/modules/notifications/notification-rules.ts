import type { NegotiationStepAction } from '../../../shared/negotiation-lifecycle.ts';
import type { NotificationParams } from '../../../shared/schemas/notifications.ts';
import { LIMITS } from '../../../shared/limits.ts';
import { can as canOnNegotiation, companyView, mayWriteChat, type NegotiationSubject } from '../negotiations/negotiation.policy.ts';
import { writesOffers } from '../offers/offer.policy.ts';
import { negotiationLink, offerLink } from './links.ts';
import type { NotificationPlan, NotificationRule, Recipient } from './projector.ts';
import { RecipientRepository, type Candidate } from './recipients.repository.ts';

/**
 * Who must know of each offer, negotiation and chat event (docs/product/notifications.md). Only active users
 * (`disabled_at IS NULL`), and only users who may see the subject (docs/product/visibility.md: every negotiation
 * recipient is checked with the negotiation policy's `view`, chat recipients with `mayWriteChat`).
 * The notice carries the offer's title and the offer's / negotiation's public reference, never a
 * company's name (the counterpart may not know it yet). The acting user is left out by the projector.
 *
 * Offers (group `offer`; link: the company's own offer page, the bank's offer page):
 *
 * | event                          | who is told                                                              |
 * |--------------------------------|--------------------------------------------------------------------------|
 * | offer.register (new, again)    | the users of the offer company's bank (a review is due)                  |
 * | offer.approve / remand / deny  | the offer company's users who work on its offers (the offer-manager rule: administrators and the named managers; every user while none is named) |
 * | offer.save_draft, offer.delete | nobody                                                                   |
 *
 * Negotiations and chat (group `negotiation`; link: the role's negotiation page). "Applicant" is the
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
 * | chat.message                               | every chat writer but the sender: applicant representatives, offer company, assigned coordinator (not banks, not the operator) |
 *
 * A chat message's notice is the room's (docs/decisions/035-chat-notifications-and-touch-composer.md):
 * one unread notice per reader and room, which the next message updates (the projector's
 * `perSubject`): the latest sender, the start of the text (or the file's name) and how many arrived.
 * The sender and the excerpt are in it only for a reader who may know the sender's company by name
 * (`companyView`: always so once the room exists, as it opens with the disclosure); the rest of
 * the text never names a company.
 */
export const notificationRules: NotificationRule = async (tx, event) => {
  const [type, verb] = splitAction(event.action);
  const repo = new RecipientRepository(tx);
  if (type === 'offer') return offerPlan(repo, event.subjectId, verb);
  if (type === 'negotiation') return negotiationPlan(repo, event.subjectId, verb, event.actorOrganisationId);
  if (type === 'chat' && verb === 'message') return chatPlan(repo, event.subjectId, event.payload);
  return null;
};

function splitAction(action: string): [string, string] {
  const dot = action.indexOf('.');
  return dot < 0 ? [action, ''] : [action.slice(0, dot), action.slice(dot + 1)];
}

// ---- offers -------------------------------------------------------------------------------

async function offerPlan(repo: RecipientRepository, offerId: string, verb: string): Promise<NotificationPlan | null> {
  if (verb !== 'register' && verb !== 'approve' && verb !== 'remand' && verb !== 'deny') return null;
  const offer = await repo.offer(offerId);
  if (!offer) return null;
  const params: NotificationParams = { offer_title: offer.title, offer_ref: offer.publicRef };
  let audience: Candidate[];
  if (verb === 'register') {
    audience = await repo.activeUsersOf([offer.bankId]);
  } else {
    const users = await repo.activeUsersOf([offer.organisationId]);
    let managers: Promise<string[]> | null = null;
    const managerIds = () => (managers ??= repo.offerManagerIds(offer.organisationId));
    audience = [];
    for (const user of users) if (await writesOffers(user, managerIds)) audience.push(user);
  }
  return {
    group: 'offer',
    kind: `offer.${verb}`,
    params,
    recipients: audience.map((u) => ({ userId: u.id, link: offerLink(u.organisation.role, offer.id) })),
  };
}

// ---- negotiations -------------------------------------------------------------------------

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
};

const isNegotiationVerb = (verb: string): verb is keyof typeof AUDIENCES => Object.hasOwn(AUDIENCES, verb);

async function negotiationPlan(repo: RecipientRepository, negotiationId: string, verb: string, actorOrganisationId: string | null): Promise<NotificationPlan | null> {
  if (!isNegotiationVerb(verb)) return null;
  const found = await repo.negotiation(negotiationId);
  if (!found) return null;
  const n = found.n;
  let audiences = AUDIENCES[verb];
  if (verb === 'request_completion' || verb === 'request_cancel') {
    const requester: Audience | null =
      actorOrganisationId === n.applicantOrganisationId ? 'applicant' : actorOrganisationId === n.offerOrganisationId ? 'offer_company' : null;
    audiences = audiences.filter((a) => a !== requester);
  }
  const candidates = (await Promise.all(audiences.map((a) => audienceOf(repo, n, a)))).flat();
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

// ---- chat ---------------------------------------------------------------------------------

async function chatPlan(repo: RecipientRepository, negotiationId: string, payload: Record<string, unknown>): Promise<NotificationPlan | null> {
  const found = await repo.negotiation(negotiationId);
  if (!found) return null;
  const n = found.n;
  const message = typeof payload.message_id === 'string' ? await repo.chatMessage(payload.message_id) : undefined;
  const representatives = new Set(await repo.representativeIds(n.id));
  const organisations = [n.applicantOrganisationId, n.offerOrganisationId, ...(n.coordinatorOrganisationId ? [n.coordinatorOrganisationId] : [])];
  const candidates = await repo.activeUsersOf(organisations);
  const subject: NegotiationSubject = n;
  const senderCompany =
    message?.senderOrganisationId === n.applicantOrganisationId ? 'applicant' : message?.senderOrganisationId === n.offerOrganisationId ? 'offer_company' : null;
  const said: NotificationParams = message
    ? { sender: message.senderDisplayName?.trim() || message.senderName, excerpt: chatExcerpt(message.body, message.fileName) }
    : {};
  const recipients = candidates
    .filter((c) => mayWriteChat(c, subject, { isRepresentative: representatives.has(c.id) }))
    .map((c) => ({
      userId: c.id,
      link: negotiationLink(c.organisation.role, n),
      // The coordinator is known to both companies; a company's user only where its name is disclosed to this reader.
      ...(senderCompany === null || companyView(c, subject, senderCompany) === 'disclosed' ? { params: said } : {}),
    }));
  return {
    group: 'negotiation',
    kind: 'chat.message',
    params: { offer_title: found.offerTitle, offer_ref: found.offerRef, trading_ref: n.publicRef },
    recipients,
    perSubject: true,
  };
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * What a room's notice quotes of a message: its text on one line, cut at `LIMITS.chatNoticeExcerpt`
 * characters as a reader counts them (a Thai vowel mark stays with its consonant) with "…"; a
 * message of only a file: the file's name.
 */
export function chatExcerpt(body: string, fileName: string | null): string {
  const line = body.replace(/\s+/g, ' ').trim();
  if (line === '') return fileName ?? '';
  const parts = Array.from(graphemes.segment(line), (s) => s.segment);
  return parts.length <= LIMITS.chatNoticeExcerpt ? line : `${parts.slice(0, LIMITS.chatNoticeExcerpt).join('').trimEnd()}…`;
}
