import { paths } from '../../../shared/paths.ts';
import type { NotificationRule } from '../notifications/notification-rule.ts';
import type { NotificationRules } from '../notifications/notification-rules.ts';
import { RecipientRepository } from '../notifications/recipients.repository.ts';
import { offerTeam } from '../offers/offer-notifications.ts';

/**
 * What a bank's introduction tells (docs/decisions/066-match-suggestions.md), group `offer`:
 *
 * | event           | who is told                                                         | link                                  |
 * |-----------------|---------------------------------------------------------------------|---------------------------------------|
 * | offer.introduce | both companies' users who work on offers (the offer-manager rule)   | the other company's offer, as a partner |
 *
 * Each reads its own offer as `offer_title`/`offer_ref` and the other's as `partner_title`/
 * `partner_ref`: titles and public references only, never a company's or the bank's name.
 */
export function registerSuggestionNotifications(rules: NotificationRules): void {
  rules.register(['offer.introduce'], introduced);
}

const introduced: NotificationRule = async (tx, event) => {
  const suggestedId = (event.payload as { suggested_id?: unknown }).suggested_id;
  if (typeof suggestedId !== 'string') return null;
  const repo = new RecipientRepository(tx);
  const [offer, suggested] = await Promise.all([repo.offer(event.subjectId), repo.offer(suggestedId)]);
  if (!offer || !suggested) return null;
  const side = async (own: typeof offer, other: typeof offer) =>
    (await offerTeam(repo, own.organisationId)).map((user) => ({
      userId: user.id,
      link: paths.company.offerPartnerDetail.getHref(other.id),
      params: { offer_title: own.title, offer_ref: own.publicRef, partner_title: other.title, partner_ref: other.publicRef },
    }));
  return {
    group: 'offer',
    kind: 'offer.introduce',
    params: {},
    recipients: [...(await side(offer, suggested)), ...(await side(suggested, offer))],
  };
};
