import type { NotificationParams } from '../../../shared/schemas/notifications.ts';
import { offerLink } from '../notifications/links.ts';
import type { NotificationPlan } from '../notifications/notification-rule.ts';
import type { NotificationRules } from '../notifications/notification-rules.ts';
import { RecipientRepository, type Candidate } from '../notifications/recipients.repository.ts';
import { writesOffers } from './offers.policy.ts';

const VERBS = ['register', 'approve', 'remand', 'deny'] as const;

/**
 * Who must know of each offer event (docs/product/notifications.md, docs/decisions/021): only active
 * users (`disabled_at IS NULL`). The notice carries the offer's title and public reference, never a
 * company's name. The acting user is left out by the projector. Group `offer`; link: the company's
 * own offer page, the bank's offer page.
 *
 * | event                          | who is told                                                              |
 * |--------------------------------|--------------------------------------------------------------------------|
 * | offer.register (new, again)    | the users of the offer company's bank (a review is due)                  |
 * | offer.approve / remand / deny  | the offer company's users who work on its offers (the offer-manager rule: administrators and the named managers; every user while none is named) |
 * | offer.save_draft, offer.delete | nobody                                                                   |
 */
export function registerOfferNotifications(rules: NotificationRules): void {
  rules.register(
    VERBS.map((verb) => `offer.${verb}`),
    (tx, event) => offerPlan(new RecipientRepository(tx), event.subjectId, event.action.slice('offer.'.length)),
  );
}

async function offerPlan(repo: RecipientRepository, offerId: string, verb: string): Promise<NotificationPlan | null> {
  if (verb !== 'register' && verb !== 'approve' && verb !== 'remand' && verb !== 'deny') return null;
  const offer = await repo.offer(offerId);
  if (!offer) return null;
  const params: NotificationParams = { offer_title: offer.title, offer_ref: offer.publicRef };
  let audience: Candidate[];
  if (verb === 'register') {
    audience = await repo.activeUsersOf([offer.bankId]);
  } else {
    audience = await offerTeam(repo, offer.organisationId);
  }
  return {
    group: 'offer',
    kind: `offer.${verb}`,
    params,
    recipients: audience.map((u) => ({ userId: u.id, link: offerLink(u.organisation.role, offer.id) })),
  };
}

/**
 * A company's users who work on its offers (the offer-manager rule: administrators and the named
 * managers; every user while none is named), active only: who hears of what happens to its offers.
 */
export async function offerTeam(repo: RecipientRepository, organisationId: string): Promise<Candidate[]> {
  const users = await repo.activeUsersOf([organisationId]);
  let managers: Promise<string[]> | null = null;
  const managerIds = () => (managers ??= repo.offerManagerIds(organisationId));
  const team: Candidate[] = [];
  for (const user of users) if (await writesOffers(user, managerIds)) team.push(user);
  return team;
}
